/**
 * The one reader of the user's language. The shell keeps the chosen language in the
 * `language` cookie (the legacy product's, also read by the server) and in local storage;
 * before any choice: the browser's language, else English.
 */
import { LANGS, type Lang } from '../../config/types';
import { readCookie } from './cookies';

const DEFAULT_LANG: Lang = 'en';

/** The shell's store keeps the chosen language in this localStorage entry (./shellStore.ts); http.ts sends it as Accept-Language. */
export const LANGUAGE_STORAGE_KEY = 'language';

export const isLang = (value: unknown): value is Lang => typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/** `zh-CN` -> zh, `es-419` -> es; anything else -> undefined. */
const langOfTag = (tag: string | undefined): Lang | undefined => {
  const primary = tag?.toLowerCase().split(/[-_]/)[0];
  return isLang(primary) ? primary : undefined;
};

export const detectLanguage = (
  cookie: string | undefined = readCookie('language'),
  browser: readonly string[] = typeof navigator !== 'undefined' ? (navigator.languages ?? [navigator.language]) : [],
): Lang => {
  if (isLang(cookie)) return cookie;
  for (const tag of browser) {
    const lang = langOfTag(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
};

/** The language the session uses now: the stored choice, else the first guess above. */
export const currentLanguage = (): Lang => {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(LANGUAGE_STORAGE_KEY) : null;
  return isLang(stored) ? stored : detectLanguage();
};
