/**
 * The real product for end-to-end tests: the browser app built once (`vite build` when
 * dist/ is missing or older than the sources), served by the real server (buildApp) on a
 * fresh in-memory PGlite database with the demo data, on a random local port.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { openDatabase, type Database } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrate';
import { seedDemo } from '../../../src/server/seed/demo';
import { appConfig } from '../../../src/instance';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const DIST = join(ROOT, 'dist');

/** What the browser bundle is made of: a change to any of these makes dist/ stale. */
const SOURCES = ['src/app', 'src/config', 'resources.config.ts', 'index.html', 'vite.config.ts', 'package-lock.json'];

const newestMtime = (path: string): number => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
};

export const distIsFresh = (): boolean => {
  const built = join(DIST, 'index.html');
  if (!existsSync(built)) return false;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.every((s) => newestMtime(join(ROOT, s)) <= builtAt);
};

const BUILD_LOCK = join(ROOT, '.build-lock');
const LOCK_STALE_MS = 5 * 60_000;
const sleep = (ms: number): void => void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** One build at a time: two test processes writing dist/ together would leave it broken. */
const withBuildLock = (work: () => void): void => {
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

/** Build once per run, and only when needed (several test files share one build). */
export const ensureBuilt = (): void => {
  if (distIsFresh()) return;
  withBuildLock(() => {
    if (distIsFresh()) return;
    // vitest runs with NODE_ENV=test, which would make Vite build React's development flavour.
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  });
};

export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  close: () => Promise<void>;
}

export const startServer = async (): Promise<TestServer> => {
  ensureBuilt();
  const database = await openDatabase({});
  await migrate(database, appConfig);
  const app = await buildApp({ database, staticDir: DIST });
  await app.ready();
  await seedDemo(database);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
