/**
 * The schema a started server has: the config's migration, then every plugin's own tables and
 * indexes (sessions, counters, the one-active-order index), which plugins create when the app
 * becomes ready. Done with the app itself so the benchmark never drifts from the server.
 */
import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { appConfig } from '../../src/instance';

export const prepareServerSchema = async (database: Database): Promise<void> => {
  await migrate(database, appConfig);
  const app = await buildApp({ database });
  await app.ready();
  await app.close();
};
