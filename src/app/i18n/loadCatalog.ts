/**
 * One language's catalogue, on demand: each is a chunk of its own (catalogZh.ts, catalogEn.ts...), so the
 * first page downloads the language it shows and a switch downloads the next one (once). The
 * chunk brings that language's config texts too (refusals, validation messages: ./configTexts.ts).
 */
import type { TranslationMessages } from 'react-admin';
import type { ConfigTexts } from '../../rules/configTexts';
import type { Lang } from '../../config/types';
import { addConfigTexts } from './configTexts';

export type CatalogLoader = (lang: Lang) => Promise<TranslationMessages>;

const LOADERS: Record<Lang, () => Promise<{ messages: TranslationMessages; configTexts: ConfigTexts }>> = {
  zh: () => import('./catalogZh'),
  en: () => import('./catalogEn'),
  es: () => import('./catalogEs'),
  ja: () => import('./catalogJa'),
};

export const loadCatalog: CatalogLoader = (lang) =>
  LOADERS[lang]().then((m) => {
    addConfigTexts(lang, m.configTexts);
    return m.messages;
  });
