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
import * as en from './catalogEn';
import * as es from './catalogEs';
import * as ja from './catalogJa';
import * as zh from './catalogZh';
import { addConfigTexts } from './configTexts';
import { createI18nProvider } from './i18nProvider';

const CATALOGS: Record<Lang, TranslationMessages> = { zh: zh.messages, en: en.messages, es: es.messages, ja: ja.messages };

// The config texts of every language at hand too (./configTexts.ts), as the app has them once loaded.
for (const [lang, mod] of Object.entries({ zh, en, es, ja })) addConfigTexts(lang as Lang, mod.configTexts);

type NamespaceModule = Partial<Record<Lang, Tree>>;

const NAMESPACE_MODULES = import.meta.glob<NamespaceModule>(['./messages/*.ts', '!./messages/{zh,en,es,ja}.ts'], { eager: true });

export const namespaceFiles = (): [string, NamespaceModule][] => Object.entries(NAMESPACE_MODULES).map(([file, mod]) => [namespaceOf(file), mod]);

export const messagesFor = (lang: Lang): TranslationMessages => CATALOGS[lang];

/** An i18nProvider with every language at hand, no loading (component tests). */
export const allLanguagesI18nProvider = (lang: Lang): I18nProvider => createI18nProvider(lang, messagesFor(lang), (other) => Promise.resolve(messagesFor(other)));
