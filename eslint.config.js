import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers and what each may import (docs/architecture.md draws them):
 *   resources.config.ts -> src/config
 *   src/config          -> nothing of ours (pure: types, validators, access rules as functions of a config value)
 *   src/protocol        -> src/config
 *   src/instance.ts     -> resources.config.ts, src/config (binds the config instance once)
 *   src/app             -> src/config, src/protocol, src/instance.ts; never src/server
 *   src/server          -> src/config, src/protocol, src/instance.ts; never src/app
 * Cycles between files and between folders are refused by scripts/check-imports.ts (npm run lint).
 *
 * Inside the server, feature code reaches the database through the door (src/server/data/door.ts:
 * typed by table, scoped to the caller). The untyped handle (`Db`: Kysely<any>) and
 * Kysely's own handle types belong to the data layer; the folders in DOOR_ONLY (the modules moved
 * to the door so far; the list grows until it is every feature folder) may not name them, nor
 * reach `app.database` or a hook's raw `ctx.trx`.
 */
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: forbidden.map((group) => ({ group: [group], message })) },
    ],
  },
});

const SERVER_NEVER = ['**/app/**', 'react', 'react-*', '@mui/*', '**/resources.config'];
const SERVER_NEVER_MESSAGE = 'The server never imports the browser; the config instance comes from src/instance.ts.';
const RAW_DB_MESSAGE = 'Feature code reaches the database through the door (src/server/data/door.ts: door, doorTransaction, doorRead, privileged), typed and scoped.';

/** Server feature folders that reach the data only through the door (see the header). */
export const DOOR_ONLY = ['src/server/walk/**/*.ts'];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'bench/results', 'coverage', 'tmp', 'screenshots'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  layer(
    ['src/config/**/*.{ts,tsx}'],
    ['**/app/**', '**/server/**', '**/protocol/**', '**/instance', '**/resources.config', 'react', 'react-*', '@mui/*', 'fastify', 'kysely', 'pg', '@electric-sql/*', 'node:*'],
    'src/config is pure: it imports neither the browser, the server, the protocol nor the config instance.',
  ),
  layer(
    ['src/protocol/**/*.{ts,tsx}'],
    ['**/app/**', '**/server/**', '**/instance', '**/resources.config', 'react', 'react-*', '@mui/*', 'fastify', 'kysely', 'pg', '@electric-sql/*', 'node:*'],
    'src/protocol is shared by both sides: it imports only src/config.',
  ),
  layer(['src/app/**/*.{ts,tsx}'], ['**/server/**', 'fastify', 'kysely', 'pg', '@electric-sql/*', '**/resources.config'], 'The browser never imports the server; the config instance comes from src/instance.ts.'),
  layer(['src/server/**/*.{ts,tsx}'], SERVER_NEVER, SERVER_NEVER_MESSAGE),
  {
    files: DOOR_ONLY,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: SERVER_NEVER, message: SERVER_NEVER_MESSAGE },
            { group: ['**/db/handle', '**/db/database'], importNames: ['Db', 'Database'], message: RAW_DB_MESSAGE },
            { group: ['**/domain/rows'], importNames: ['Trx', 'lockRow'], message: RAW_DB_MESSAGE },
            { group: ['kysely'], importNames: ['Kysely', 'Transaction'], message: RAW_DB_MESSAGE },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='database']", message: RAW_DB_MESSAGE },
        { selector: "MemberExpression[property.name='trx']", message: RAW_DB_MESSAGE },
      ],
    },
  },
);
