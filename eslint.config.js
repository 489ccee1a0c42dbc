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

const CLOCK_MESSAGE =
  "Tests never read the wall clock: use the app's clock (app.clock.now(), product.now() in e2e), a generated date, or performance.now() for a duration.";
/** `Date.now()` and `new Date()` without an argument: the wall clock. */
const WALL_CLOCK = [
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: CLOCK_MESSAGE },
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: CLOCK_MESSAGE },
];
/** `page.screenshot({ path })` straight to a file: it could be a tracked one. */
const PAGE_SCREENSHOT = {
  selector: "CallExpression[callee.property.name='screenshot'] > ObjectExpression.arguments > Property[key.name='path']",
  message: 'A test takes screenshots through screenshot() or screenshotPath() (tests/e2e/helpers/browser.ts): docs/screenshots is rewritten only by npm run screenshots.',
};

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
  // Tests use the app's clock and rewrite no tracked file (tests/unit/testHygiene.test.ts shows each refusal).
  { files: ['tests/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', ...WALL_CLOCK, PAGE_SCREENSHOT] } },
  { files: ['tests/e2e/helpers/browser.ts'], rules: { 'no-restricted-syntax': ['error', ...WALL_CLOCK] } },
);
