/**
 * Plain cookie access for the few preferences the legacy product kept in cookies
 * (language, sidebarStatus, size): a server or another tab can read them too.
 */
import { cookieAttributes } from './cookieAttributes';
export const readCookie = (name: string): string | undefined => {
  if (typeof document === 'undefined') return undefined;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : undefined;
};

/** A year: preferences outlive the session. */
const ONE_YEAR_S = 365 * 24 * 3600;

export const writeCookie = (name: string, value: string): void => {
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${ONE_YEAR_S}; ${cookieAttributes()}`;
};

export const deleteCookie = (name: string): void => {
  document.cookie = `${name}=; max-age=0; ${cookieAttributes()}`;
};
