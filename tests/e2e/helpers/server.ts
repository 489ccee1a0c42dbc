/**
 * The real product for end-to-end tests: the browser app built once (when dist/public is
 * missing or older than its sources: scripts/buildState.mjs), served by the real server
 * (buildApp) on a fresh in-memory PGlite database with the demo data, on a random local port.
 */
import type { FastifyInstance } from 'fastify';
import { APP_DIR, ROOT, ensureBuilt as ensurePart } from '../../../scripts/buildState.mjs';
import { buildApp } from '../../../src/server/app';
import { openDatabase, type Database } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrate';
import { seedDemo } from '../../../src/server/seed/demo';
import { appConfig } from '../../../src/instance';

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
  const database = await openDatabase({ from: process.env.PGLITE_TEMPLATE_MIGRATED });
  await migrate(database, appConfig);
  const app = await buildApp({ database, staticDir: opts.staticDir ?? DIST, reachableFromNetwork: opts.reachableFromNetwork });
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
