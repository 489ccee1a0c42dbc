/**
 * One language's whole catalogue: react-admin's own messages, the shell's, the route titles of
 * the config, and every namespace file (`messages/<namespace>.ts` exporting `{ zh, en, es, ja }`)
 * under its namespace. Each language has its file beside this one (catalogZh.ts, catalogEn.ts...), loaded
 * on demand (loadCatalog.ts), so the first page carries one language, not four.
 */
import type { TranslationMessages } from 'react-admin';
import type { Lang } from '../../config/types';
import { routeMessages } from './routeMessages';

export type Tree = { [key: string]: string | Tree };

/** `../messages/work.ts` -> `work`. */
export const namespaceOf = (file: string): string => file.replace(/^.*\/|\.ts(\?.*)?$/g, '');

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

/**
 * `namespaces`: the language's export of every namespace file, keyed by file, as the language's
 * file globs them (`import.meta.glob(..., { import: '<lang>', query: '?lang=<lang>' })`: the
 * query makes each language's copy of a file a module of its own, so the bundler keeps only
 * that language's object in it and drops the other three).
 */
export const buildCatalog = (lang: Lang, ra: TranslationMessages, shell: Tree, namespaces: Record<string, Tree | undefined>): TranslationMessages =>
  deepMerge(
    ra as Tree,
    shell,
    routeMessages(lang),
    ...Object.entries(namespaces).map(([file, tree]) => underNamespace(namespaceOf(file), tree)),
  ) as TranslationMessages;
