/**
 * Plain cookie access for the few preferences the legacy product kept in cookies
 * (language, sidebarStatus, size): a server or another tab can read them too.
 */
import { EXPIRED, cookieAttributes } from './cookieAttributes';
export const readCookie = (name: string): string | undefined => readCookies([name]).get(name);

/** Several cookies with one read of `document.cookie` (each read makes the browser serialise them all). */
export const readCookies = (names: readonly string[]): Map<string, string | undefined> => {
  const all = typeof document === 'undefined' ? [] : document.cookie.split('; ');
  return new Map(
    names.map((name) => {
      const hit = all.find((c) => c.startsWith(`${name}=`));
      return [name, hit ? decodeURIComponent(hit.slice(name.length + 1)) : undefined];
    }),
  );
};

/** A year: preferences outlive the session. */
const ONE_YEAR_S = 365 * 24 * 3600;

export const writeCookie = (name: string, value: string): void => {
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${ONE_YEAR_S}; ${cookieAttributes()}`;
};

export const deleteCookie = (name: string): void => {
  document.cookie = `${name}=; ${EXPIRED}; ${cookieAttributes()}`;
};
