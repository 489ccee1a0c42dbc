/**
 * The 'en' catalogue (./catalogBuild.ts) and the config's texts in 'en' (./configTexts.ts): a chunk of
 * their own, loaded when the session uses this language.
 */
import ra from 'ra-language-english';
import { shellEn } from './messages/en';
import { buildCatalog, type Tree } from './catalogBuild';

const NAMESPACES = import.meta.glob<Tree>(['./messages/*.ts', '!./messages/{zh,en,es,ja}.ts'], { eager: true, import: 'en', query: '?lang=en' });

export const messages = buildCatalog('en', ra, shellEn, NAMESPACES);

export { default as configTexts } from 'virtual:config-texts/en';
