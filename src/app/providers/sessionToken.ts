/**
 * Where the browser keeps the session token and how it is sent: alone in its own module, so
 * the data screen (its own small bundle, src/app/visits/screen/) reads it without the staff app.
 * The token is kept in this cookie, as the legacy client keeps it, only so that it can be sent
 * as the X-Token header: the server never reads the cookie (docs/auth.md, Sessions).
 */
export const TOKEN_COOKIE = 'Admin-Token';
export const SESSION_HEADER = 'X-Token';

export const getToken = (): string | undefined => {
  if (typeof document === 'undefined') return undefined;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${TOKEN_COOKIE}=`));
  return hit ? decodeURIComponent(hit.slice(TOKEN_COOKIE.length + 1)) : undefined;
};
