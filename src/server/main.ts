/**
 * Start the server (node dist/server/main.js, or npm start / npm run serve): PostgreSQL when
 * DATABASE_URL is set, else embedded PGlite in ./data (DATA_DIR); migrate; on a fresh embedded
 * database the demo data (unless --no-demo, DEMO=0 or a HOST other machines reach), else the
 * first administrator when there is none; listen on HOST:PORT (runtime/settings.ts: the
 * loopback with demo data); one line saying where; a graceful stop on SIGTERM and SIGINT.
 */
import { buildApp } from './app';
import { promptHidden, promptLine } from './cli/prompt';
import { UsageError } from './cli/createAdminCommand';
import { openDatabase, type Database } from './db/database';
import { MigrationError, migrate } from './db/migrate';
import { ensureFirstAdmin } from './runtime/firstAdmin';
import { SettingsError, runtimeSettings, startLine, type RuntimeSettings } from './runtime/settings';
import { startFailureLine } from './runtime/startFailure';
import { installShutdown, shutdownLine, trackInFlight } from './runtime/shutdown';
import { seedDemo } from './seed/demo';
import { visitLimitsFromEnv } from './visits/limits';
import { appConfig } from '../instance';

const say = (line: string): void => void process.stdout.write(`${line}\n`);

/** Accounts that still have the demo's published password. */
const demoAccounts = async (database: Database): Promise<number> => {
  const row = await database.db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('demo', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

let settings: RuntimeSettings | undefined;

const main = async (): Promise<void> => {
  settings = runtimeSettings(process.env, process.argv.slice(2));
  // The visit limits are read again by the visits plugin; a bad value stops the start here, before the database is touched.
  visitLimitsFromEnv(process.env);
  const database = await openDatabase(settings.databaseUrl ? { url: settings.databaseUrl, directUrl: settings.databaseDirectUrl } : { dataDir: settings.dataDir });
  let fresh: boolean;
  try {
    fresh = (await migrate(database, appConfig)).fresh;
  } catch (e) {
    await database.close();
    if (e instanceof MigrationError) {
      console.error(`The database schema cannot follow the config: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
  if (fresh && settings.demo) {
    say('Writing the demo data (about half a minute, once)...');
    const s = await seedDemo(database);
    say(`Demo data written: ${s.users} users, ${s.areas} areas, ${s.plots} plots, ${s.orders} orders, ${s.payments} payments, ${s.members} registrations.`);
  }
  if (!settings.demo) {
    const interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY);
    await ensureFirstAdmin(database, { env: process.env, interactive, ask: promptLine, askHidden: promptHidden, say, demoAccountsLocked: settings.reachable });
  }

  const app = await buildApp({
    database,
    logger: settings.logLevel !== false,
    logLevel: settings.logLevel || undefined,
    staticDir: settings.staticDir,
    trustProxy: settings.trustProxy,
    reachableFromNetwork: settings.reachable,
    photoDir: settings.photoDir,
    startTimeoutMs: settings.startTimeoutMs,
  });
  const inFlight = trackInFlight(app);
  installShutdown(app, database, {
    timeoutMs: settings.shutdownTimeoutMs,
    inFlight,
    onDone: (result) => {
      say(shutdownLine(result));
      process.exit(0);
    },
    onError: (e) => {
      console.error('The shutdown failed:', e);
      process.exit(1);
    },
  });
  // Fastify's own "Server listening at" lines (one per address) give way to the one line below.
  const level = app.log.level;
  app.log.level = 'warn';
  await app.listen({ port: settings.port, host: settings.host });
  app.log.level = level;
  say(startLine(settings, { demoAccounts: await demoAccounts(database) }));
};

main().catch((e: unknown) => {
  if (e instanceof SettingsError || e instanceof UsageError) {
    console.error(e.message);
    process.exit(2);
  }
  const line = settings && startFailureLine(e, settings);
  if (line) {
    console.error(line);
    process.exit(1);
  }
  console.error(e);
  process.exit(1);
});
