/**
 * Start the server: PostgreSQL when DATABASE_URL is set, else embedded PGlite in ./data
 * (DATA_DIR); migrate; demo data on a fresh embedded database; listen on HOST:PORT.
 */
import { resolve } from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db/database';
import { MigrationError, migrate } from './db/migrate';
import { seedDemo } from './seed/demo';
import { appConfig } from '../instance';

const main = async (): Promise<void> => {
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = resolve(process.env.DATA_DIR ?? 'data');
  const database = await openDatabase(url ? { url } : { dataDir });
  let result;
  try {
    result = await migrate(database, appConfig);
  } catch (e) {
    await database.close();
    if (e instanceof MigrationError) {
      console.error(`The database schema cannot follow the config: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
  if (result.fresh && !url) {
    const summary = await seedDemo(database);
    console.log(`Demo data written: ${JSON.stringify(summary)}`);
  }
  const app = await buildApp({
    database,
    logger: process.env.LOG !== 'off',
    staticDir: resolve(process.env.STATIC_DIR ?? 'dist'),
    trustProxy: process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true',
  });
  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    // Stop taking requests and let the running ones finish, then close the database.
    app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (e: unknown) => {
          console.error(e);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ port: Number(process.env.PORT ?? 8080), host: process.env.HOST ?? '0.0.0.0' });
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
