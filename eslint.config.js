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
  layer(['src/server/**/*.{ts,tsx}'], ['**/app/**', 'react', 'react-*', '@mui/*', '**/resources.config'], 'The server never imports the browser; the config instance comes from src/instance.ts.'),
);
