/**
 * The real product for end-to-end tests: the browser app built once (when dist/public is
 * missing or older than its sources: scripts/buildState.mjs), served by the real server
 * (buildApp) on a fresh in-memory PGlite database with the demo data, on a random local port.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { APP_DIR, ROOT, appIsFresh, serverIsFresh } from '../../../scripts/buildState.mjs';
import { buildApp } from '../../../src/server/app';
import { openDatabase, type Database } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrate';
import { seedDemo } from '../../../src/server/seed/demo';

export { ROOT };
/** The built browser app. */
export const DIST = APP_DIR;

export const distIsFresh = appIsFresh;

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

const buildPart = (part: 'app' | 'server', fresh: () => boolean): void => {
  if (fresh()) return;
  withBuildLock(() => {
    if (fresh()) return;
    execFileSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), part], { cwd: ROOT, stdio: 'inherit' });
  });
};

/** Build the browser app once per run, and only when needed (several test files share one build). */
export const ensureBuilt = (): void => buildPart('app', appIsFresh);

/** The compiled server (dist/server), for tests that start it as production does. */
export const ensureServerBuilt = (): void => buildPart('server', serverIsFresh);

export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  close: () => Promise<void>;
}

export const startServer = async (): Promise<TestServer> => {
  ensureBuilt();
  const database = await openDatabase({});
  await migrate(database);
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
