/**
 * Every UI message of the application, all four languages at once: for tests and tools (the
 * parity test walks it without React). The app never imports this file: it loads one
 * language's catalogue at a time (loadCatalog.ts, catalog<Lang>.ts).
 * Namespace files are `messages/<namespace>.ts` exporting `{ zh, en, es, ja }` (picked up
 * automatically); the shell's own per-language files (en.ts, zh.ts...) are not namespaces.
 */
import type { I18nProvider, TranslationMessages } from 'react-admin';
import type { Lang } from '../../config/types';
import { namespaceOf, type Tree } from './catalogBuild';
import { messages as en } from './catalogEn';
import { messages as es } from './catalogEs';
import { messages as ja } from './catalogJa';
import { messages as zh } from './catalogZh';
import { createI18nProvider } from './i18nProvider';

const CATALOGS: Record<Lang, TranslationMessages> = { zh, en, es, ja };

type NamespaceModule = Partial<Record<Lang, Tree>>;

const NAMESPACE_MODULES = import.meta.glob<NamespaceModule>(['./messages/*.ts', '!./messages/{zh,en,es,ja}.ts'], { eager: true });

export const namespaceFiles = (): [string, NamespaceModule][] => Object.entries(NAMESPACE_MODULES).map(([file, mod]) => [namespaceOf(file), mod]);

export const messagesFor = (lang: Lang): TranslationMessages => CATALOGS[lang];

/** An i18nProvider with every language at hand, no loading (component tests). */
export const allLanguagesI18nProvider = (lang: Lang): I18nProvider => createI18nProvider(lang, messagesFor(lang), (other) => Promise.resolve(messagesFor(other)));
