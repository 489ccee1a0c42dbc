/**
 * Fill a PostgreSQL database with the benchmark volume: 200,000 plots, 100,000 orders,
 * 100,000 registrations, 50,000 payments, 500 staff, messages. It migrates first (the app's
 * own migration and every plugin's tables), REPLACES all data, then VACUUM ANALYZE.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx bench/generate.ts
 *
 * The database is created when missing; its name must start with "bench" (it is emptied).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { hashPassword } from '../src/server/auth/password';
import { openDatabase, type Database } from '../src/server/db/database';
import { schemaSpec } from '../src/server/db/schemaSpec';
import { appConfig } from '../src/instance';
import { emptyTables, fillLayout, fillMembers, fillMessages, fillOrders, fillPayments, fillStaff } from './data/fill';
import { BENCH_PASSWORD } from './data/volume';
import { BENCH_URL, ensureBenchDatabase } from './lib/benchDatabase';
import { prepareServerSchema } from './lib/serverSchema';

const step = async (name: string, fn: () => Promise<unknown>): Promise<void> => {
  const t = performance.now();
  await fn();
  console.log(`  ${name}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
};

/** The volume into an open database whose schema is the server's (emptied first): used by generate() and bench/heavy.ts (PGlite too). */
export const fillVolume = async (database: Database): Promise<void> => {
  const db = database.db;
  const tables = schemaSpec(appConfig).filter((s) => !s.singleton).map((s) => s.table);
  await step('emptying', () => emptyTables(db, [...tables, 'session', 'auth_failure', 'domain_counter', 'domain_notice']));
  const hash = await hashPassword(BENCH_PASSWORD);
  await step('areas, rooms, rows, plots', () => fillLayout(db));
  await step('staff', () => fillStaff(db, hash));
  await step('orders', () => fillOrders(db));
  await step('registrations', () => fillMembers(db));
  await step('payments', () => fillPayments(db));
  await step('messages', () => fillMessages(db));
  // Sequences follow the generated ids (1..n) already; statistics and the visibility map do not.
  await step('vacuum analyze', () => sql`vacuum analyze`.execute(db));
};

export const generate = async (url: string = BENCH_URL): Promise<void> => {
  await ensureBenchDatabase(url);
  const database = await openDatabase({ url });
  try {
    console.log(`Generating the benchmark data in ${url}`);
    await step('migration and server tables', () => prepareServerSchema(database));
    await fillVolume(database);
  } finally {
    await database.close();
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  generate().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
