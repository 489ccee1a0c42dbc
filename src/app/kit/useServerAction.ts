/** Run a server call from a button or dialog: tell the user how it went and reload what the page shows. */
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/**
 * One call at a time whose refusal the page shows itself (an alert in the dialog or page, not a
 * notice): `busy` says what runs (`true`, or which of the page's calls), `failure` is the last
 * refusal's text (`describe`d, else the error's message), cleared when the next call starts.
 * `attempt` gives the answer, or undefined when the call was refused.
 */
export const useInlineCall = <B = true>() => {
  const [busy, setBusy] = useState<B>();
  const [failure, setFailure] = useState<string>();
  const attempt = async <T>(what: B, send: () => Promise<T>, describe: (e: Error) => string = (e) => e.message): Promise<T | undefined> => {
    setBusy(what);
    setFailure(undefined);
    try {
      return await send();
    } catch (e) {
      setFailure(describe(e instanceof Error ? e : new Error(String(e))));
      return undefined;
    } finally {
      setBusy(undefined);
    }
  };
  return { busy, failure, setFailure, attempt };
};

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

/** What a call that went through leads to: its notice (a message key and its arguments), then the page `to` opens (with `state`), else the page shown reloads. */
export interface Done {
  message: string;
  args?: Record<string, unknown>;
  to?: string;
  state?: unknown;
}

/**
 * A button's or dialog's call: on success the notice, `closed` (the dialog goes away), then
 * the next page or a reload; a refusal goes to `failed` and shows as a notice.
 */
export const useServerAction = (closed?: () => void) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const { call, pending } = useServerCall();
  const run = <T>(send: () => Promise<T>, done: string | ((answer: T) => Done), failed?: (e: unknown) => void): Promise<boolean> =>
    call(
      send,
      (answer) => {
        const { message, args, to, state }: Done = typeof done === 'string' ? { message: done } : done(answer);
        notify(message, { type: 'success', messageArgs: args });
        closed?.();
        if (to) navigate(to, { state });
        else refresh();
      },
      failed,
    );
  return { run, pending };
};
