/**
 * One language's catalogue, on demand: each is a chunk of its own (catalogZh.ts, catalogEn.ts...), so the
 * first page downloads the language it shows and a switch downloads the next one (once).
 */
import type { TranslationMessages } from 'react-admin';
import type { Lang } from '../../config/types';

export type CatalogLoader = (lang: Lang) => Promise<TranslationMessages>;

const LOADERS: Record<Lang, () => Promise<{ messages: TranslationMessages }>> = {
  zh: () => import('./catalogZh'),
  en: () => import('./catalogEn'),
  es: () => import('./catalogEs'),
  ja: () => import('./catalogJa'),
};

export const loadCatalog: CatalogLoader = (lang) => LOADERS[lang]().then((m) => m.messages);
