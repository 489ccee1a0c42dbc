/**
 * The real product for end-to-end tests: the browser app built once (when dist/public is
 * missing or older than its sources: scripts/buildState.mjs), served by the real server
 * (buildApp) on a fresh in-memory PGlite database with the demo data, on a random local port.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { APP_DIR, ROOT, ensureBuilt as ensurePart } from '../../../scripts/buildState.mjs';
import { buildApp } from '../../../src/server/app';
import { openDatabase, type Database } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrate';
import { seedDemo } from '../../../src/server/seed/demo';
import { appConfig } from '../../../src/instance';
import { dayOf, systemClock } from '../../../src/server/clock/clock';

// The tests' own browsers are the machine's other busy processes: a sign-in's hash lowered below
// them (the server's default against floods, docs/auth.md) waited a minute for them in CI.
process.env.HASH_SHARED_LOWER ??= '0';

export { ROOT };
/** The built browser app. */
export const DIST = APP_DIR;


/** Build the browser app once per run, and only when needed (several test files share one build). */
const ensureBuilt = (): void => ensurePart('app');


export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  close: () => Promise<void>;
}

/**
 * `reachableFromNetwork`: as a server on HOST=0.0.0.0, where demo accounts must change their
 * password first. `staticDir`: another build of the app (already built by the caller).
 */
export const startServer = async (opts: { reachableFromNetwork?: boolean; staticDir?: string } = {}): Promise<TestServer> => {
  if (!opts.staticDir) ensureBuilt();
  const template = await demoTemplate();
  const database = await openDatabase({ from: template ?? process.env.PGLITE_TEMPLATE_MIGRATED });
  await migrate(database, appConfig);
  if (!template) await seedDemo(database);
  const app = await buildApp({ database, staticDir: opts.staticDir ?? DIST, reachableFromNetwork: opts.reachableFromNetwork });
  await app.ready();
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

/**
 * The demo data seeded once per run and day (the seed writes relative to its day), dumped beside
 * the run's migrated template (tests/globalSetup.ts): each file loads it instead of seeding ~8 s
 * of CPU again, and its server starts on data already there, as a restarted demo does. The first
 * file to need it seeds it under a lock; the others wait for the dump. Undefined when the run has
 * no migrated template (then the file seeds its own).
 */
const demoTemplate = async (): Promise<string | undefined> => {
  const migrated = process.env.PGLITE_TEMPLATE_MIGRATED;
  if (!migrated) return undefined;
  const path = join(dirname(migrated), `demo-${dayOf(systemClock.now())}.tar`);
  const lock = `${path}.lock`;
  for (let waited = 0; !existsSync(path); waited += 250) {
    const mine = await mkdir(lock).then(
      () => true,
      () => false,
    );
    if (mine) {
      const database = await openDatabase({ from: migrated });
      await migrate(database, appConfig);
      await seedDemo(database);
      const dump = await database.pglite!.dumpDataDir('none');
      await database.close();
      await writeFile(`${path}.part`, Buffer.from(await dump.arrayBuffer()));
      await rename(`${path}.part`, path);
      break;
    }
    // Another file is seeding it; past five minutes something went wrong there: seed our own.
    if (waited > 300_000) return undefined;
    await sleep(250);
  }
  return path;
};
