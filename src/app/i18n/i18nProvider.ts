/**
 * react-admin's i18nProvider: polyglot over the catalog, starting in the language of the
 * `language` cookie, else the browser's, else English. A missing key shows the key (or the
 * caller's `_` default) rather than failing; the parity test keeps keys from going missing.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { LANGS, type Lang } from '../../config/types';
import { messagesFor } from './catalog';
import { LANGUAGE_NAMES, detectLanguage, isLang } from './languages';

const LOCALES = LANGS.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] }));

export const createI18nProvider = (initial: Lang = detectLanguage()): I18nProvider =>
  polyglotI18nProvider((locale) => messagesFor(isLang(locale) ? locale : 'en'), initial, LOCALES, { allowMissing: true });
