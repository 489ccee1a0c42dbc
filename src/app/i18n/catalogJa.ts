/**
 * The 'ja' catalogue (./catalogBuild.ts) and the config's texts in 'ja' (./configTexts.ts): a chunk of
 * their own, loaded when the session uses this language.
 */
import { raJa as ra } from './ra/ja';
import { shellJa } from './messages/ja';
import { buildCatalog, type Tree } from './catalogBuild';

const NAMESPACES = import.meta.glob<Tree>(['./messages/*.ts', '!./messages/{zh,en,es,ja}.ts'], { eager: true, import: 'ja', query: '?lang=ja' });

export const messages = buildCatalog('ja', ra, shellJa, NAMESPACES);

export { default as configTexts } from 'virtual:config-texts/ja';
