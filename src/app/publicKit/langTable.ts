/**
 * The public pages' kit, browser side (docs/architecture.md): a public page (the booking page,
 * the data screen, the next one) is its own small bundle, so it keeps a table of [zh, en, es, ja]
 * strings instead of the staff app's catalogues; this reads one. Its HTML entry is listed once,
 * in src/protocol/pages.ts (PUBLIC_PAGES), which the build, the server and the chunking read.
 */
import { LANGS, type Lang } from '../../config/types';

export type LangTable = Record<string, readonly [string, string, string, string]>;

/** The language switch of every public page: each language by its own name. */
export const PUBLIC_LANGS: readonly { lang: Lang; name: string }[] = [
  { lang: 'zh', name: '中文' },
  { lang: 'en', name: 'EN' },
  { lang: 'es', name: 'ES' },
  { lang: 'ja', name: '日本語' },
];

/** The table's reader: the key's string in the language, `{name}` placeholders filled from params. */
export const readerOf =
  <T extends LangTable>(table: T) =>
  (lang: Lang, key: keyof T, params?: Record<string, string | number>): string =>
    table[key][LANGS.indexOf(lang)].replace(/\{(\w+)\}/g, (_, k: string) => String(params?.[k] ?? ''));

const isLang = (v: string | null): v is Lang => v !== null && (LANGS as readonly string[]).includes(v);

/**
 * A public page's first language: the one asked in the address (`?lang=`), else the one the
 * reader chose here before (kept under `storageKey`), else the browser's, else English.
 */
export const firstLang = (storageKey: string): Lang => {
  const asked = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('lang');
  if (isLang(asked)) return asked;
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(storageKey);
  if (isLang(stored)) return stored;
  const nav = (typeof navigator === 'undefined' ? 'zh' : navigator.language).slice(0, 2);
  return isLang(nav) ? nav : 'en';
};
