/**
 * The production build's two parts and whether each is older than its sources. Plain
 * JavaScript: `npm start` and the command-line tools run it with node alone (a production
 * install has no tsx), and the tests import it (types in buildState.d.mts).
 * - app: the browser app, built by Vite into dist/public (pre-compressed, scripts/precompress.ts);
 * - server: the server and its command-line tools, bundled by esbuild into dist/server.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const APP_DIR = join(ROOT, 'dist', 'public');
/** The same app built with VITE_DATA_PROVIDER=rest, for its end-to-end test (not served by default). */
export const REST_APP_DIR = join(ROOT, 'dist', 'rest');
export const SERVER_DIR = join(ROOT, 'dist', 'server');
/** What the server build knows about itself: when, and every source file esbuild read. */
const SERVER_STATE = join(SERVER_DIR, 'build.json');

/** What the browser bundle is made of: a change to any of these makes dist/public stale. */
const APP_SOURCES = ['src/app', 'src/config', 'src/rules', 'src/protocol', 'src/instance.ts', 'resources.config.ts', 'resources.enums.ts', 'resources.menu.ts', 'index.html', 'visit.html', 'screen.html', 'public', 'vite.config.ts', 'scripts/chunkModules.ts', 'scripts/configTexts.ts', 'scripts/configTextsSource.mjs', 'scripts/precompress.ts', 'package-lock.json'];

/** The server and its command-line tools (npm run seed, create-admin, backup, restore). */
export const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  'cli/seed': 'src/server/cli/seed.ts',
  'cli/create-admin': 'src/server/cli/createAdmin.ts',
  'cli/backup': 'scripts/backup.ts',
  'cli/restore': 'scripts/restore.ts',
};

/**
 * The node flags the server runs with, as `npm run serve` gives them (package.json): the one
 * place they are written. The benchmark and the process tests start the server with the same.
 * --heap-growing-percent=50: the old generation may grow to 1.5x what the last full collection
 * kept before the next one (V8 lets it reach up to 4x). The server keeps ~22 MB live; under list
 * load the heap and V8's pool of freed pages had reached ~215 MB resident, ~145 MB with the flag,
 * and the full collections of so small a heap cost a few ms each. V8's default young generation
 * (2 x 16 MB) stays: the 2 x 4 MB one we ran with before cost ~8 % more CPU per list page in
 * scavenges and promotions (docs/performance.md, "Memory").
 */
export const SERVER_NODE_FLAGS = (() => {
  const serve = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.serve;
  const words = serve.split(/\s+/);
  return words.slice(words.indexOf('node') + 1, words.indexOf('dist/server/main.js'));
})();

const newestMtime = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
};

export const appIsFresh = (dir = APP_DIR) => {
  const built = join(dir, 'index.html');
  if (!existsSync(built)) return false;
  const builtAt = statSync(built).mtimeMs;
  return APP_SOURCES.every((s) => newestMtime(join(ROOT, s)) <= builtAt);
};

/** Fresh when every file esbuild read (sources and the installed packages it bundled) is older than the build. */
export const serverIsFresh = () => {
  if (!existsSync(SERVER_STATE)) return false;
  const state = JSON.parse(readFileSync(SERVER_STATE, 'utf8'));
  if (Object.keys(SERVER_ENTRIES).some((name) => !existsSync(join(SERVER_DIR, `${name}.js`)))) return false;
  const builtAt = statSync(SERVER_STATE).mtimeMs;
  return [...state.inputs, 'package-lock.json'].every((input) => {
    const path = join(ROOT, input);
    return existsSync(path) && statSync(path).mtimeMs <= builtAt;
  });
};

/** esbuild: one ESM bundle per entry with shared chunks, the installed packages left as imports. */
export const buildServer = async () => {
  const esbuild = await import('esbuild');
  rmSync(SERVER_DIR, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: SERVER_ENTRIES,
    outdir: SERVER_DIR,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    packages: 'external',
    chunkNames: 'chunks/[name]-[hash]',
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  mkdirSync(SERVER_DIR, { recursive: true });
  writeFileSync(SERVER_STATE, `${JSON.stringify({ builtAt: new Date().toISOString(), inputs: Object.keys(result.metafile.inputs).sort() }, null, 1)}\n`);
};

/**
 * Vite with the project's config (production mode: React's production build, whatever NODE_ENV
 * says); `provider: 'rest'` builds the REST variant into dist/rest.
 */
/**
 * How Vite loads vite.config.ts: as the TypeScript it is (extensionless imports included), so no
 * build prints Vite's warning about its future native loader (tests/unit/buildNoise.test.ts).
 */
export const APP_CONFIG_LOADER = 'runner';

export const buildApp = async ({ provider } = {}) => {
  process.env.NODE_ENV = 'production';
  if (provider) process.env.VITE_DATA_PROVIDER = provider;
  const { build } = await import('vite');
  await build({ root: ROOT, mode: 'production', logLevel: 'warn', configLoader: APP_CONFIG_LOADER, ...(provider === 'rest' ? { build: { outDir: REST_APP_DIR } } : {}) });
};

const BUILD_LOCK = join(ROOT, '.build-lock');
const LOCK_STALE_MS = 5 * 60_000;
const sleep = (ms) => void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** One build at a time: two test processes writing dist/ together would leave it broken. */
const withBuildLock = (work) => {
  for (;;) {
    try {
      mkdirSync(BUILD_LOCK);
      break;
    } catch {
      if (existsSync(BUILD_LOCK) && Date.now() - statSync(BUILD_LOCK).mtimeMs > LOCK_STALE_MS) rmSync(BUILD_LOCK, { recursive: true, force: true });
      else sleep(500);
    }
  }
  try {
    work();
  } finally {
    rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
};

/** For the tests and benchmarks: build a part (app, app-rest, server; in a child process, under a lock) when it is stale. */
export const ensureBuilt = (part) => {
  const fresh = { app: () => appIsFresh(), 'app-rest': () => appIsFresh(REST_APP_DIR), server: serverIsFresh }[part];
  if (fresh()) return;
  withBuildLock(() => {
    if (fresh()) return;
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), part], { cwd: ROOT, stdio: 'inherit' });
  });
};
