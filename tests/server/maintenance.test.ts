/**
 * The maintenance vacuum (src/server/jobs/maintenance.ts): a heavily updated table whose dead rows
 * pass autovacuum's threshold is vacuumed when autovacuum is off for it, at once; when autovacuum
 * is on, only after it has left the table over its threshold for the grace period (the app's
 * clock); never on PGlite. PostgreSQL with TEST_DATABASE_URL for the vacuum itself.
 */
import type { FastifyInstance } from 'fastify';
import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/database';
import { AUTOVACUUM_GRACE_MS, due, maintainTables, RETRY_HELD_MS, type TableStat } from '../../src/server/jobs/maintenance';
import { migrate } from '../../src/server/db/migrate';
import { appConfig } from '../../src/instance';
import { closeTestDatabase, onPostgres, openTestDatabase } from './helpers/database';

let database: Database;
let app: FastifyInstance;
let now = new Date('2026-11-24T08:00:00Z');
const logLines: string[] = [];

beforeAll(async () => {
  // A database of its own on PostgreSQL: the other files' open transactions would keep the dead
  // rows this test expects the vacuum to remove.
  database = await openTestDatabase('maintenance', { ownDatabase: true });
  await migrate(database, appConfig);
  const logStream = new PassThrough();
  logStream.on('data', (d: Buffer) => logLines.push(...d.toString().split('\n').filter(Boolean)));
  app = await buildApp({ database, logger: true, logStream });
  app.clock = { now: () => now };
  await app.ready();
  await app.startupWork.settled();
});
afterAll(async () => {
  await app?.close();
  await closeTestDatabase(database);
});

const stat = (over: Partial<TableStat>): TableStat => ({ table: 'tomb_order', dead: 0, threshold: 250, autovacuum: true, ...over });

describe('which tables are due', () => {
  it('with autovacuum off for it: a table over its threshold at once, never one under it', () => {
    const db = {} as Database;
    expect(due(db, [stat({ dead: 251, autovacuum: false }), stat({ table: 'message', dead: 250, autovacuum: false })], 0).map((s) => s.table)).toEqual(['tomb_order']);
  });

  it('with autovacuum on: only after the table stayed over its threshold for the grace period', () => {
    const db = {} as Database;
    const t0 = Date.parse('2026-11-24T08:00:00Z');
    expect(due(db, [stat({ dead: 1000 })], t0)).toEqual([]);
    expect(due(db, [stat({ dead: 1200 })], t0 + AUTOVACUUM_GRACE_MS - 1)).toEqual([]);
    expect(due(db, [stat({ dead: 1200 })], t0 + AUTOVACUUM_GRACE_MS).map((s) => s.table)).toEqual(['tomb_order']);
    // Autovacuum came by (under the threshold): the wait starts again next time.
    expect(due(db, [stat({ dead: 10 })], t0 + AUTOVACUUM_GRACE_MS + 1)).toEqual([]);
    expect(due(db, [stat({ dead: 1000 })], t0 + AUTOVACUUM_GRACE_MS + 2)).toEqual([]);
  });

  it('the table furthest over its threshold first', () => {
    const db = {} as Database;
    const order = due(db, [stat({ dead: 300, autovacuum: false }), stat({ table: 'message', dead: 200, threshold: 60, autovacuum: false })], 0);
    expect(order.map((s) => s.table)).toEqual(['message', 'tomb_order']);
  });
});

describe('on PGlite', () => {
  it('does nothing', async () => {
    // Its own embedded database, whatever TEST_DATABASE_URL says.
    const lite = await openDatabase({});
    await migrate(lite, appConfig);
    const liteApp = await buildApp({ database: lite });
    await liteApp.ready();
    await liteApp.startupWork.settled();
    try {
      expect(await maintainTables(liteApp)).toEqual([]);
    } finally {
      await liteApp.close();
      await lite.close();
    }
  });
});

describe.runIf(onPostgres())('on PostgreSQL', () => {
  const deadRows = async (): Promise<{ dead: number; vacuumed: boolean }> => {
    const { rows } = await sql<{ dead: string; vacuumed: boolean }>`
      select n_dead_tup as dead, last_vacuum is not null as vacuumed from pg_stat_user_tables where schemaname = current_schema() and relname = 'message'`.execute(database.db);
    return { dead: Number(rows[0]?.dead ?? 0), vacuumed: rows[0]?.vacuumed === true };
  };

  it('vacuums the edited table once its dead rows pass the threshold, and logs it', async () => {
    // This table without autovacuum, whatever the cluster runs: the job must not wait for it.
    await sql`alter table message set (autovacuum_enabled = false)`.execute(database.db);
    expect(await maintainTables(app)).toEqual([]);
    await database.db.connection().execute(async (conn) => {
      await sql`insert into message (type, receive_user_id, content, submit_date, status)
        select '新订单', 2, 'm' || g, now(), '未读' from generate_series(1, 400) as g`.execute(conn);
      await sql`update message set status = '已读'`.execute(conn);
      await sql`select pg_stat_force_next_flush()`.execute(conn);
    });
    // The statistics reach pg_stat_user_tables a moment after the writes.
    let seen = await deadRows();
    for (let i = 0; i < 100 && seen.dead < 400; i++) {
      await new Promise((ok) => setTimeout(ok, 50));
      seen = await deadRows();
    }
    expect(seen).toEqual({ dead: 400, vacuumed: false });

    const done = await maintainTables(app);
    expect(done.map((d) => [d.table, d.deadTuples])).toEqual([['message', 400]]);
    const after = await deadRows();
    expect(after.vacuumed).toBe(true);
    expect(after.dead).toBe(0);
    expect(logLines.some((l) => l.includes('maintenance: table vacuumed') && l.includes('"table":"message"'))).toBe(true);
    // Nothing left to do.
    expect(await maintainTables(app)).toEqual([]);
  });

  it('when an open transaction holds the dead rows, vacuums once, warns, and waits before trying again', async () => {
    const { default: pg } = await import('pg');
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${(await sql<{ d: string }>`select current_database() as d`.execute(database.db)).rows[0]!.d}`;
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    try {
      // A session that has seen the rows as they were: the vacuum may not remove their old versions.
      await holder.query('begin isolation level repeatable read');
      await holder.query('select count(*) from message');
      await database.db.connection().execute(async (conn) => {
        await sql`update message set status = '未读'`.execute(conn);
        await sql`select pg_stat_force_next_flush()`.execute(conn);
      });
      let seen = await deadRows();
      for (let i = 0; i < 100 && seen.dead < 400; i++) {
        await new Promise((ok) => setTimeout(ok, 50));
        seen = await deadRows();
      }
      expect(seen.dead).toBe(400);
      logLines.length = 0;
      expect((await maintainTables(app)).map((d) => d.table)).toEqual(['message']);
      expect((await deadRows()).dead).toBe(400);
      expect(logLines.some((l) => l.includes('an open transaction holds the dead rows') && l.includes('"table":"message"'))).toBe(true);
      // The next runs leave the table alone until the wait is over.
      expect(await maintainTables(app)).toEqual([]);
      now = new Date(now.getTime() + RETRY_HELD_MS - 1);
      expect(await maintainTables(app)).toEqual([]);
      // The transaction ends; once the wait is over, the vacuum removes them.
      await holder.query('commit');
      now = new Date(now.getTime() + 1);
      expect((await maintainTables(app)).map((d) => d.table)).toEqual(['message']);
      expect((await deadRows()).dead).toBe(0);
    } finally {
      await holder.end();
    }
  });
});
