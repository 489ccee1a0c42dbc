/**
 * The react-admin store of the shell: localStorage, plus two legacy rules.
 * - Some preferences live in cookies as in the legacy product (the server reads `language`
 *   to answer in the user's language; `sidebarStatus` and `size` keep their old names).
 * - Logout resets react-admin's store (useLogout calls store.reset()); the user's
 *   preferences survive it, the session's state (visited tabs, list params) does not.
 */
import { localStorageStore, type Store } from 'react-admin';
import { deleteCookie, readCookies, writeCookie } from './cookies';
import { LANGUAGE_STORAGE_KEY } from './language';

export const STORE_KEYS = {
  /** react-admin's own key for the locale (useLocaleState). */
  locale: 'locale',
  sidebarOpen: 'shell.sidebarOpen',
  size: 'shell.size',
  settings: 'shell.settings',
  tabs: 'shell.tabs',
} as const;


interface CookieBinding {
  cookie: string;
  toCookie: (value: unknown) => string;
  fromCookie: (raw: string) => unknown;
}

const COOKIE_KEYS: Record<string, CookieBinding> = {
  [STORE_KEYS.locale]: { cookie: 'language', toCookie: String, fromCookie: (raw) => raw },
  [STORE_KEYS.sidebarOpen]: { cookie: 'sidebarStatus', toCookie: (v) => (v ? '1' : '0'), fromCookie: (raw) => raw === '1' },
  [STORE_KEYS.size]: { cookie: 'size', toCookie: String, fromCookie: (raw) => raw },
};

const PRESERVED_ON_RESET: readonly string[] = [STORE_KEYS.locale, STORE_KEYS.sidebarOpen, STORE_KEYS.size, STORE_KEYS.settings];

const mirrorLanguage = (key: string, value: unknown): void => {
  if (key !== STORE_KEYS.locale || typeof localStorage === 'undefined') return;
  if (value === undefined) localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  else localStorage.setItem(LANGUAGE_STORAGE_KEY, String(value));
};

/**
 * `getItem` runs for every component that reads the store, at its first render and again in an
 * effect (react-admin's useStore): a list page of 25 rows asked for the language hundreds of
 * times, and each read of `document.cookie` makes the browser serialise every cookie (a tenth of
 * the due list's main-thread time on a cold load). The cookie-backed values are therefore read
 * from the cookies once, kept here, and changed by setItem and removeItem; another tab's change
 * (a `storage` event: that tab wrote the same key to local storage too) makes them read again.
 */
export const createShellStore = (base: Store = localStorageStore('1', 'Cemetery')): Store => {
  let cookieValues: Map<string, string | undefined> | undefined;
  const cookieValue = (cookie: string): string | undefined => {
    if (!cookieValues) cookieValues = readCookies(Object.values(COOKIE_KEYS).map((b) => b.cookie));
    return cookieValues.get(cookie);
  };
  const forgetCookies = () => {
    cookieValues = undefined;
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', forgetCookies);
  return {
    ...base,
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      const binding = COOKIE_KEYS[key];
      const raw = binding ? cookieValue(binding.cookie) : undefined;
      return raw !== undefined && binding ? (binding.fromCookie(raw) as T) : base.getItem<T>(key, defaultValue);
    },
    setItem<T>(key: string, value: T): void {
      const binding = COOKIE_KEYS[key];
      if (binding) {
        if (value === undefined) deleteCookie(binding.cookie);
        else writeCookie(binding.cookie, binding.toCookie(value));
        forgetCookies();
      }
      mirrorLanguage(key, value);
      // Always through the base store too: it is the one that notifies subscribers.
      base.setItem(key, value);
    },
    removeItem(key: string): void {
      const binding = COOKIE_KEYS[key];
      if (binding) {
        deleteCookie(binding.cookie);
        forgetCookies();
      }
      mirrorLanguage(key, undefined);
      base.removeItem(key);
    },
    reset(): void {
      const kept = PRESERVED_ON_RESET.map((key) => [key, base.getItem(key)] as const);
      base.reset();
      for (const [key, value] of kept) if (value !== undefined) base.setItem(key, value);
    },
  };
};
