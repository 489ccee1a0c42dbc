/** Run a server call from a button or dialog: tell the user how it went and reload what the page shows. */
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

export const useServerAction = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const run = async (call: () => Promise<unknown>, successKey: string): Promise<boolean> => {
    setPending(true);
    try {
      await call();
      notify(successKey, { type: 'success' });
      refresh();
      return true;
    } catch (e) {
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
};
