/** Run a server call from a button or dialog: tell the user how it went and reload what the page shows. */
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

/**
 * One server call at a time: `pending` while it runs; `done` gets the answer; a refusal goes to
 * `failed` (the dialog's field errors) and shows as a notice. True when the call went through.
 */
export const useServerCall = () => {
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const call = async <T>(send: () => Promise<T>, done: (answer: T) => void, failed?: (e: unknown) => void): Promise<boolean> => {
    setPending(true);
    try {
      done(await send());
      return true;
    } catch (e) {
      failed?.(e);
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { call, pending };
};

export const useServerAction = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const { call, pending } = useServerCall();
  const run = (send: () => Promise<unknown>, successKey: string): Promise<boolean> =>
    call(send, () => {
      notify(successKey, { type: 'success' });
      refresh();
    });
  return { run, pending };
};
