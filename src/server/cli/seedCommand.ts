/**
 * What `npm run seed` does, apart from process handling: migrate, refuse a database that
 * already has users (it is somebody's data) unless forced, and with force empty every
 * configured table first, then write the demo data.
 */
import { sql } from 'kysely';
import { appConfig } from '../../instance';
import type { ResourcesConfig } from '../../config/types';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { seedDemo, type DemoSummary } from '../seed/demo';

type SeedOutcome = { seeded: true; summary: DemoSummary } | { seeded: false; users: number };

/** Empty the config's tables; CASCADE also empties what refers to them (sessions, reset codes). */
const emptyAllTables = async (database: Database, config: ResourcesConfig): Promise<void> => {
  const tables = Object.values(config).map((r) => sql.table(r.table));
  await sql`TRUNCATE ${sql.join(tables)} RESTART IDENTITY CASCADE`.execute(database.db);
};

export const runSeed = async (database: Database, opts: { force: boolean; today?: string }): Promise<SeedOutcome> => {
  await migrate(database, appConfig);
  const row = await database.db.selectFrom('user').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const users = Number(row.n);
  if (users > 0 && !opts.force) return { seeded: false, users };
  if (users > 0) await emptyAllTables(database, appConfig);
  return { seeded: true, summary: await seedDemo(database, { today: opts.today }) };
};
