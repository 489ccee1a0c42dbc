/**
 * The 'zh' catalogue (./catalogBuild.ts) and the config's texts in 'zh' (./configTexts.ts): a chunk of
 * their own, loaded when the session uses this language.
 */
import { raZh as ra } from './ra/zh';
import { shellZh } from './messages/zh';
import { buildCatalog, type Tree } from './catalogBuild';

const NAMESPACES = import.meta.glob<Tree>(['./messages/*.ts', '!./messages/{zh,en,es,ja}.ts'], { eager: true, import: 'zh', query: '?lang=zh' });

export const messages = buildCatalog('zh', ra, shellZh, NAMESPACES);

export { default as configTexts } from 'virtual:config-texts/zh';
