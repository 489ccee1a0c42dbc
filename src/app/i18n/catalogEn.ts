/** The 'en' catalogue (./catalogBuild.ts): a chunk of its own, loaded when the session uses this language. */
import ra from 'ra-language-english';
import { shellEn } from './messages/en';
import { buildCatalog, type Tree } from './catalogBuild';

const NAMESPACES = import.meta.glob<Tree>(['./messages/*.ts', '!./messages/{zh,en,es,ja}.ts'], { eager: true, import: 'en', query: '?lang=en' });

export const messages = buildCatalog('en', ra, shellEn, NAMESPACES);
