/**
 * react-admin's i18nProvider: polyglot over one language's catalogue at a time. The first
 * language (the `language` cookie, else the browser's, else English: languages.ts) is loaded
 * before the first render (main.tsx, loadI18nProvider), so the first paint is in it; another
 * language's catalogue loads when the user switches to it (react-admin waits for it, then
 * re-renders), and stays loaded. A missing key shows the key (or the caller's `_` default)
 * rather than failing; the parity test keeps keys from going missing.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { LANGS, type Lang } from '../../config/types';
import { LANGUAGE_NAMES, detectLanguage, isLang } from './languages';
import { loadCatalog, type CatalogLoader } from './loadCatalog';

const LOCALES = LANGS.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] }));

/** `messages`: the initial language's catalogue, already loaded (polyglot needs it synchronously). */
export const createI18nProvider = (initial: Lang, messages: TranslationMessages, load: CatalogLoader = loadCatalog): I18nProvider => {
  const loaded = new Map<Lang, TranslationMessages>([[initial, messages]]);
  return polyglotI18nProvider(
    (locale) => {
      const lang = isLang(locale) ? locale : 'en';
      return (
        loaded.get(lang) ??
        load(lang).then((m) => {
          loaded.set(lang, m);
          return m;
        })
      );
    },
    initial,
    LOCALES,
    { allowMissing: true },
  );
};

/** The app's provider: the first language's catalogue loaded, the others on demand. */
export const loadI18nProvider = async (initial: Lang = detectLanguage()): Promise<I18nProvider> =>
  createI18nProvider(initial, await loadCatalog(initial));
