/**
 * The 'es' catalogue (./catalogBuild.ts) and the config's texts in 'es' (./configTexts.ts): a chunk of
 * their own, loaded when the session uses this language.
 */
import { raEs as ra } from './ra/es';
import { shellEs } from './messages/es';
import { buildCatalog, type Tree } from './catalogBuild';

const NAMESPACES = import.meta.glob<Tree>(['./messages/*.ts', '!./messages/{zh,en,es,ja}.ts'], { eager: true, import: 'es', query: '?lang=es' });

export const messages = buildCatalog('es', ra, shellEs, NAMESPACES);

export { default as configTexts } from 'virtual:config-texts/es';
