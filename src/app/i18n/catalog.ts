/**
 * Every UI message of the application, per language: react-admin's own, the shell's, the
 * route titles of the config, and the namespace files other parts add as
 * `messages/<namespace>.ts` exporting `{ zh, en, es, ja }` (picked up automatically).
 * Pure data: the parity test walks it without React.
 */
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { LANGS, type Lang } from '../../config/types';
import { shellEn } from './messages/en';
import { shellEs } from './messages/es';
import { shellJa } from './messages/ja';
import { shellZh } from './messages/zh';
import { raEs } from './ra/es';
import { raJa } from './ra/ja';
import { raZh } from './ra/zh';
import { routeMessages } from './routeMessages';

type Tree = { [key: string]: string | Tree };

const RA: Record<Lang, TranslationMessages> = { en: englishMessages, zh: raZh, es: raEs, ja: raJa };
const SHELL: Record<Lang, Tree> = { en: shellEn, zh: shellZh, es: shellEs, ja: shellJa };

type NamespaceModule = Partial<Record<Lang, Tree>>;

/** The other parts' files; the shell's own per-language files (en.ts, zh.ts...) are not namespaces. */
const NAMESPACE_MODULES = import.meta.glob<NamespaceModule>('./messages/*.ts', { eager: true });

export const namespaceFiles = (): [string, NamespaceModule][] =>
  Object.entries(NAMESPACE_MODULES)
    .map(([file, mod]) => [file.replace(/^.*\/|\.ts$/g, ''), mod] as [string, NamespaceModule])
    .filter(([name]) => !(LANGS as readonly string[]).includes(name));

/** A file's messages sit under its namespace; files that already nest under it are taken as they are. */
const underNamespace = (name: string, tree: Tree | undefined): Tree => {
  if (!tree) return {};
  return Object.keys(tree).length === 1 && name in tree ? tree : { [name]: tree };
};

const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);

const deepMerge = (...trees: Tree[]): Tree => {
  const out: Tree = {};
  for (const tree of trees) {
    for (const [k, v] of Object.entries(tree)) {
      const prev = out[k];
      out[k] = isTree(prev) && isTree(v) ? deepMerge(prev, v) : v;
    }
  }
  return out;
};

export const messagesFor = (lang: Lang): TranslationMessages =>
  deepMerge(
    RA[lang] as Tree,
    SHELL[lang],
    routeMessages(lang),
    ...namespaceFiles().map(([name, mod]) => underNamespace(name, mod[lang])),
  ) as TranslationMessages;
