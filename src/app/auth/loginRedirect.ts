/**
 * The guard's URLs: /login?redirect=<wanted path> on the way in, and a safe way back out
 * (only paths of this application: a crafted link must not send a user elsewhere).
 */

/** Paths open without a token. */
const OPEN_PATHS: readonly string[] = ['/login', '/auth-redirect'];

const LOGIN_PATH = '/login';

const isOpenPath = (pathname: string): boolean => OPEN_PATHS.includes(pathname.replace(/\/+$/, '') || '/');

/** Where to send someone without a valid session who wanted `wanted` (path and query). */
export const loginPathFor = (wanted: string): string => {
  const pathname = wanted.split('?')[0];
  return isOpenPath(pathname) ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`;
};

/** The `redirect` parameter of the login page's query, if it names a path of this application. */
export const redirectTarget = (search: string): string => {
  const wanted = new URLSearchParams(search).get('redirect');
  if (!wanted || !wanted.startsWith('/') || wanted.startsWith('//') || wanted.startsWith('/\\')) return '/';
  return isOpenPath(wanted.split('?')[0]) ? '/' : wanted;
};

export const browserPath = (): string => `${window.location.pathname}${window.location.search}`;
