/** The 'zh' catalogue (./catalogBuild.ts): a chunk of its own, loaded when the session uses this language. */
import { raZh as ra } from './ra/zh';
import { shellZh } from './messages/zh';
import { buildCatalog, type Tree } from './catalogBuild';

const NAMESPACES = import.meta.glob<Tree>(['./messages/*.ts', '!./messages/{zh,en,es,ja}.ts'], { eager: true, import: 'zh', query: '?lang=zh' });

export const messages = buildCatalog('zh', ra, shellZh, NAMESPACES);
