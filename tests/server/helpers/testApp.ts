/**
 * The real app on the file's fresh test database (PGlite, or a PostgreSQL schema with
 * TEST_DATABASE_URL), migrated and ready; `close` closes both and drops the schema.
 */
import type { FastifyInstance } from 'fastify';
import type { ResourcesConfig } from '../../../src/config/types';
import { buildApp } from '../../../src/server/app';
import type { Database } from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrate';
import { appConfig } from '../../../src/instance';
import { closeTestDatabase, openTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  config?: ResourcesConfig;
  staticDir?: string;
  trustProxy?: boolean;
  /** Run on the migrated database before the app is built (demo data, a statement recorder). */
  prepare?: (database: Database) => unknown;
  /** On the embedded database even when TEST_DATABASE_URL is set (./database.ts). */
  embedded?: boolean;
}

export const startTestApp = async (name: string, opts: TestAppOptions = {}): Promise<TestApp> => {
  const database = await openTestDatabase(name, { migrated: !opts.config || opts.config === appConfig, embedded: opts.embedded });
  await migrate(database, opts.config ?? appConfig);
  await opts.prepare?.(database);
  const app = await buildApp({ database, config: opts.config ?? appConfig, staticDir: opts.staticDir, trustProxy: opts.trustProxy });
  await app.ready();
  // The start-up work that runs after ready (backfills: src/server/jobs/startup.ts) is done before a test looks.
  await app.startupWork.settled();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await closeTestDatabase(database);
    },
  };
};
