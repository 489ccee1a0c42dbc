import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers and what each may import (docs/architecture.md draws them):
 *   resources.config.ts -> src/config, src/rules, and the instance files beside it (resources.enums.ts, resources.menu.ts: src/config only)
 *   src/config          -> nothing of ours (pure: types, validators, access rules as functions of a config value)
 *   src/rules           -> src/config (the modules' rules both sides run: work, terms, visits, order money...)
 *   src/protocol        -> src/config, src/rules
 *   src/instance.ts     -> resources.config.ts, src/config (binds the config instance once)
 *   src/app             -> src/config, src/protocol, src/instance.ts; never src/server
 *   src/server          -> src/config, src/protocol, src/instance.ts; never src/app
 * Cycles between files and between folders are refused by scripts/check-imports.ts (npm run lint).
 *
 * Inside the server, feature code reaches the database through the door (src/server/data/door.ts:
 * typed by table, scoped to the caller). The handle by table name (`Db`: rows as AnyRow) and
 * Kysely's own handle types belong to the data layer (DATA_LAYER, each entry with its reason);
 * every other server file (DOOR_ONLY: src/server minus the data layer, so a new module too) may
 * not name them, nor reach `app.database` or a hook's raw `ctx.trx`.
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

const SERVER_NEVER = ['**/app/**', 'react', 'react-*', '@mui/*', '**/resources.config', '**/resources.enums', '**/resources.menu'];
const SERVER_NEVER_MESSAGE = 'The server never imports the browser; the config instance comes from src/instance.ts.';
const RAW_DB_MESSAGE = 'Feature code reaches the database through the door (src/server/data/door.ts: door, doorTransaction, doorRead, privileged), typed and scoped.';

/**
 * The server's kernel (src/server/kernel: rows, settings, counters, numbering, events, money) is
 * what the modules share; it imports none of them, so a module never reaches another through it.
 */
const SERVER_MODULES = ['domain', 'work', 'terms', 'payments', 'columbarium', 'visits', 'walk', 'stats', 'print', 'plots', 'history', 'import', 'seed', 'reconcile', 'users', 'messages', 'messaging', 'backup', 'cli'];
const KERNEL_MESSAGE = 'src/server/kernel is shared by the modules: it imports none of them.';
/** The orders' module (src/server/domain) is its own: what other modules share with it (an order's status write, the plot it holds) is in the kernel. */
const DOMAIN_IMPORT = { group: ['../domain/**', '**/server/domain/**'], message: 'No module imports the orders\' module (src/server/domain): what they share with it (moving an order, the plot that follows) is in src/server/kernel.' };

/**
 * Files behind the door not moved yet, each with its reason (the list only shrinks; empty:
 * every feature file reaches the data through the door).
 */
export const DOOR_EXEMPT = [];
/**
 * The data layer: the only server code that may hold the handle by table name (`Db`: rows as AnyRow),
 * Kysely's handle types, `app.database` or a hook's raw `ctx.trx`. Every other server file is
 * behind the door (DOOR_ONLY: the whole of src/server minus this list), so a new module is
 * behind it from its first line. Each entry says why it must stay privileged.
 */
export const DATA_LAYER = [
  // The composition root: opens the database, migrates it, builds the app on it (app.database) and closes it.
  'src/server/main.ts',
  'src/server/app.ts',
  // The door itself, the generic create/update/remove/search and the typed row writes: they name tables at run time from the config.
  'src/server/data/**/*.ts',
  // The handles, the migrations (DDL from the config), the change feed's triggers, the table types.
  'src/server/db/**/*.ts',
  // The generic query: compiles a parsed, scoped tree (its scope is accessScope, the door's rule) into SQL for any configured table.
  'src/server/query/**/*.ts',
  // The operation log: written in the transaction of every write, of any table, whoever opened it.
  'src/server/oplog/**/*.ts',
  // The hooks registry: hands each hook the write's transaction (ctx.trx) and its door (ctx.db).
  'src/server/hooks/**/*.ts',
  // Backups: export and restore every table, across channels, sequences included, by name.
  'src/server/backup/**/*.ts',
  // The import: writes any configured table in batches through its own privileged transaction, and undoes them.
  'src/server/import/**/*.ts',
  // Demo data and the command line: run before any app or caller (npm run seed, create-admin).
  'src/server/seed/**/*.ts',
  'src/server/cli/**/*.ts',
  // Start-up and shutdown: the first administrator is looked for before any app exists; the database is closed after it.
  'src/server/runtime/firstAdmin.ts',
  'src/server/runtime/shutdown.ts',
  // Sign-in, sessions and their throttles: run before there is a caller; their tables are the server's own, in no channel.
  'src/server/auth/**/*.ts',
  // Below the data layer (src/server/data imports src/server/http), for no caller: the health
  // probes (SELECT 1), the heavy lane's own handle, the app page's cemetery name (one setting, read before any sign-in).
  'src/server/http/health.ts',
  'src/server/http/heavyLane.ts',
  'src/server/http/static.ts',
  // Jobs on a timer, start-up batches and the database's maintenance (VACUUM): no caller, across channels, before the modules.
  'src/server/jobs/**/*.ts',
];
/** Every server file outside the data layer reaches the data only through the door (see the header). */
export const DOOR_ONLY = ['src/server/**/*.ts'];

/**
 * Every route comes from a contract (src/protocol/contracts/, docs/architecture.md "The path of
 * one action call"): the server registers routes only through src/server/contract/route.ts, and
 * the browser sends action calls only through `call(contract, body)`, never with a path of its
 * own. ROUTES_NOT_YET_CONTRACTS lists the files still to move (the list only shrinks).
 */
const FASTIFY_RECEIVERS = '/^(app|fastify|instance|server|scope|api)$/';
const ROUTE_METHODS = '/^(get|post|put|delete|patch|head|options|all|route)$/';
export const ROUTE_REFUSED = 'Routes are registered only from their contract: route(app, contract, handler) (src/server/contract/route.ts), the contract listed in src/protocol/contracts/index.ts.';
export const PATH_REFUSED = 'The browser never writes an action path: call(contract, body) (src/app/providers/call.ts) with the contract of src/protocol/contracts/.';
const ACTION_PATH = '/^\\/?(admin\\.[a-z_]*(\\/|$)|(stats|visit|import|reconcile|user_reg|User_Reg|user|vue-element-admin)\\/)/';
const ROUTES_NOT_YET_CONTRACTS = [
  // No action routes: the health probes (/healthz, /readyz) answer outside the API base (a
  // contract's path is under /index), in the probes' own JSON (no envelope), for supervisors.
  'src/server/http/health.ts',
  // Cannot be one contract per route: the REST view (/api/<name>) and the legacy admin family
  // (/index/admin.<table>/{_search,create,update,table_delete}) are wildcards over every
  // configured table, their bodies checked by the table's own config (the generic data service).
  'src/server/rest/plugin.ts',
  'src/server/routes/admin.ts',
  // The calendar feed's file (GET /feed/work/<token>.ics): no action route, a calendar app's
  // subscription outside the API base, its token in the path, answered as text/calendar.
  'src/server/work/feed.ts',
];
const PATHS_NOT_YET_CONTRACTS = [
  // Their routes are contracts now (src/protocol/contracts/auth.ts and users.ts: the sign-in
  // family and user management, bodies in the legacy grammar); these callers still post by path
  // until the browser's side moves to call(contract, body).
  'src/app/auth/authProvider.ts',
  'src/app/auth/userInfo.ts',
  'src/app/pages/login/ForgotPasswordDialog.tsx',
  'src/app/pages/profile/profileApi.ts',
  'src/app/providers/userAdmin.ts',
  // The generic data provider writes the admin family's per-table paths (admin.<table>/update).
  'src/app/providers/dataProvider.ts',
];

const DOOR_IMPORTS = [
  { group: ['**/db/handle', '**/db/database'], importNames: ['Db', 'Database'], message: RAW_DB_MESSAGE },
  { group: ['kysely'], importNames: ['Kysely', 'Transaction'], message: RAW_DB_MESSAGE },
];
const DOOR_SYNTAX = [
  { selector: "MemberExpression[property.name='database']", message: RAW_DB_MESSAGE },
  { selector: "MemberExpression[property.name='trx']", message: RAW_DB_MESSAGE },
];
const ROUTE_SYNTAX = [
  { selector: `CallExpression[callee.type='MemberExpression'][callee.object.name=${FASTIFY_RECEIVERS}][callee.property.name=${ROUTE_METHODS}]`, message: ROUTE_REFUSED },
  { selector: `CallExpression[callee.type='MemberExpression'][callee.object.property.name='server'][callee.property.name=${ROUTE_METHODS}]`, message: ROUTE_REFUSED },
];
const ROUTE_CHECK_IGNORES = ['src/server/contract/route.ts', ...ROUTES_NOT_YET_CONTRACTS];

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
    ['**/app/**', '**/server/**', '**/protocol/**', '**/rules/**', '**/instance', '**/resources.config', '**/resources.enums', '**/resources.menu', 'react', 'react-*', '@mui/*', 'fastify', 'kysely', 'pg', '@electric-sql/*', 'node:*'],
    'src/config is pure: it imports neither the browser, the server, the protocol, the modules\' rules nor the config instance.',
  ),
  layer(
    ['src/rules/**/*.{ts,tsx}'],
    ['**/app/**', '**/server/**', '**/protocol/**', '**/instance', '**/resources.config', '**/resources.enums', '**/resources.menu', 'react', 'react-*', '@mui/*', 'fastify', 'kysely', 'pg', '@electric-sql/*', 'node:*'],
    'src/rules holds the modules\' rules both sides run: it imports only src/config.',
  ),
  layer(
    ['src/protocol/**/*.{ts,tsx}'],
    ['**/app/**', '**/server/**', '**/instance', '**/resources.config', '**/resources.enums', '**/resources.menu', 'react', 'react-*', '@mui/*', 'fastify', 'kysely', 'pg', '@electric-sql/*', 'node:*'],
    'src/protocol is shared by both sides: it imports only src/config and src/rules.',
  ),
  layer(['src/app/**/*.{ts,tsx}'], ['**/server/**', 'fastify', 'kysely', 'pg', '@electric-sql/*', '**/resources.config', '**/resources.enums', '**/resources.menu'], 'The browser never imports the server; the config instance comes from src/instance.ts.'),
  layer(['src/server/**/*.{ts,tsx}'], SERVER_NEVER, SERVER_NEVER_MESSAGE),
  // The browser reads the config's texts one language at a time, loaded with its catalogue
  // (src/app/i18n/configTexts.ts); the four-language tables are the server's (their types may be named).
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/config/messages', '**/rules/messages', '**/rules/*Messages', '**/rules/configTexts'],
              allowTypeImports: true,
              message: "The browser reads the config's texts through src/app/i18n/configTexts.ts (one language, with its catalogue), not the four-language tables.",
            },
          ],
        },
      ],
    },
  },
  {
    files: DOOR_ONLY,
    ignores: [...DATA_LAYER, ...DOOR_EXEMPT],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: SERVER_NEVER, message: SERVER_NEVER_MESSAGE }, DOMAIN_IMPORT, ...DOOR_IMPORTS] }],
      'no-restricted-syntax': ['error', ...DOOR_SYNTAX],
    },
  },
  // After the door's block (a later block replaces the rule's options): the kernel is door-only too.
  {
    files: ['src/server/kernel/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: SERVER_NEVER, message: SERVER_NEVER_MESSAGE },
            { group: SERVER_MODULES.map((m) => `**/${m}/**`), message: KERNEL_MESSAGE },
            ...DOOR_IMPORTS,
          ],
        },
      ],
    },
  },
  // A later block that sets no-restricted-syntax replaces the rule's options: the door-only
  // folders' block below repeats the door's selectors beside the route rule's.
  { files: ['src/server/**/*.ts'], ignores: ROUTE_CHECK_IGNORES, rules: { 'no-restricted-syntax': ['error', ...ROUTE_SYNTAX] } },
  { files: DOOR_ONLY, ignores: [...ROUTE_CHECK_IGNORES, ...DATA_LAYER, ...DOOR_EXEMPT], rules: { 'no-restricted-syntax': ['error', ...DOOR_SYNTAX, ...ROUTE_SYNTAX] } },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: PATHS_NOT_YET_CONTRACTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${ACTION_PATH}]`, message: PATH_REFUSED },
        { selector: `TemplateElement[value.raw=${ACTION_PATH}]`, message: PATH_REFUSED },
      ],
    },
  },
  // Tests use the app's clock and rewrite no tracked file (tests/unit/testHygiene.test.ts shows each refusal).
  { files: ['tests/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', ...WALL_CLOCK, PAGE_SCREENSHOT] } },
  { files: ['tests/e2e/helpers/browser.ts'], rules: { 'no-restricted-syntax': ['error', ...WALL_CLOCK] } },
);
