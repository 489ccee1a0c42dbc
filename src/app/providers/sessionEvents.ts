/**
 * "The server no longer knows this session": the first 401 answer to a call that carried a
 * token, whatever made the call (a list, the 1 s unread poll, the map, a print). http.ts
 * reports it here once per token; the shell listens (src/app/auth/SessionEndWatcher.tsx) and
 * ends the session in the browser. No imports, so any module may report or listen.
 */
type Listener = (token: string) => void;

const listeners = new Set<Listener>();
let reported: string | undefined;

export const onSessionRefused = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Called by http.ts with the token the refused call carried; later refusals of the same token are ignored. */
export const reportSessionRefused = (token: string): void => {
  if (reported === token) return;
  reported = token;
  listeners.forEach((l) => l(token));
};
