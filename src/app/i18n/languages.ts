/**
 * The four languages and how the first one is chosen: the `language` cookie (the legacy
 * product's, also read by the server), else the browser's language, else English.
 */
import type { Lang } from '../../config/types';

/** Each language named in itself, as language pickers do. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  zh: '中文',
  en: 'English',
  es: 'Español',
  ja: '日本語',
};

export { detectLanguage, isLang } from '../store/language';
