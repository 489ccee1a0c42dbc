/**
 * The four languages and how the first one is chosen: the `language` cookie (the legacy
 * product's, also read by the server), else the browser's language, else English.
 */
import { LANGS, type Lang } from '../../config/types';
import { readCookie } from '../store/cookies';

export const DEFAULT_LANG: Lang = 'en';

/** Each language named in itself, as language pickers do. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  zh: '中文',
  en: 'English',
  es: 'Español',
  ja: '日本語',
};

export const isLang = (value: unknown): value is Lang => typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/** `zh-CN` -> zh, `es-419` -> es; anything else -> undefined. */
export const langOfTag = (tag: string | undefined): Lang | undefined => {
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
