/**
 * The stats tests' world: the real app with the demo data, on in-memory PGlite and, when
 * TEST_DATABASE_URL is set, also on PostgreSQL in a schema of its own (tests/server/helpers);
 * a session per level through the real login; and plain SQL to read rows for the independent
 * figures. The app runs on a clock stopped at a generated instant (STATS_NOW), the demo laid out
 * before its day: what is "today" cannot change while the figures are compared.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Level } from '../../src/config/types';
import { buildApp } from '../../src/server/app';
import { dayOf } from '../../src/server/clock/clock';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/seed/demo';
import { closeTestDatabase, onPostgres, openTestDatabase } from './helpers/database';
import { loginAs } from './helpers/login';
import { appConfig } from '../../src/instance';

interface Answer {
  statusCode: number;
  // Test answers are read field by field; typing each call's data would only restate src/.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: { status: number; msg: string; data: any };
}

export interface StatsWorld {
  app: FastifyInstance;
  database: Database;
  rows: <T>(query: string) => Promise<T[]>;
  /** POST as the demo user of `level` (undefined: no session). */
  call: (level: Level | undefined, path: string, body?: unknown) => Promise<Answer>;
  close: () => Promise<void>;
}

/** The instant the stats worlds' clock is stopped at (local time, a Wednesday at noon). */
export const STATS_NOW = new Date(2026, 5, 17, 12, 0);
/** The worlds' local day: the stats answers' "today". */
export const STATS_TODAY = dayOf(STATS_NOW);

/** PGlite (the embedded default) always; PostgreSQL as well when the tests have one. */
export const BACKENDS: ('pglite' | 'postgres')[] = onPostgres() ? ['pglite', 'postgres'] : ['pglite'];

export const openStatsWorld = async (kind: 'pglite' | 'postgres'): Promise<StatsWorld> => {
  const database = kind === 'postgres' ? await openTestDatabase('stats') : await openDatabase({});
  await migrate(database, appConfig);
  const app = await buildApp({ database });
  app.clock = { now: () => new Date(STATS_NOW) };
  await app.ready();
  await app.startupWork.settled();
  await seedDemo(database, { now: STATS_NOW });
  const tokens = new Map<Level, string>();
  return {
    app,
    database,
    rows: async <T>(query: string) => (await sql.raw(query).execute(database.db)).rows as T[],
    call: async (level, path, body = {}) => {
      if (level !== undefined && !tokens.has(level)) tokens.set(level, await loginAs(app, level));
      const headers: Record<string, string> = { 'accept-language': 'en' };
      if (level !== undefined) headers['x-token'] = tokens.get(level) as string;
      const res = await app.inject({ method: 'POST', url: path, headers, payload: body as object });
      return { statusCode: res.statusCode, body: res.json() };
    },
    close: async () => {
      await app.close();
      await closeTestDatabase(database);
    },
  };
};
