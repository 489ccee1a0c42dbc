/**
 * What two bounds of issue 26 item 2 cost every user (docs/performance.md, "Heavy requests beside
 * other users"), measured alone, on an otherwise idle app:
 *  - the statistics cache's triggers (src/server/stats/cache.ts: one statement trigger per table
 *    that sends the `stats` topic through the change feed): an order's update and a payment's
 *    update, each in its own transaction as the generic write does, with the triggers and with
 *    them dropped, on PGlite and PostgreSQL (the demo data);
 *  - the import lane's hooks (src/server/import/lane.ts: every request is numbered on its way in
 *    and out): a minimal route answered through Fastify's inject, with and without the hooks.
 * Alternating rounds (with, without, with, ...) so the machine's noise falls on both sides.
 *   npx tsx bench/hotPath.ts     (HOT_PATH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench_hot)
 * Writes bench/results/hotpath.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { installLane } from '../src/server/import/lane';
import { seedDemo } from '../src/server/seed/demo';
import { STATS_TABLES } from '../src/server/stats/cache';
import { appConfig } from '../src/instance';
import { ensureBenchDatabase } from './lib/benchDatabase';
import { percentile } from './lib/percentile';
import { prepareServerSchema } from './lib/serverSchema';

const URL_ = process.env.HOT_PATH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_hot';
const WRITES = Number(process.env.HOT_PATH_WRITES ?? 300);
const ROUNDS = 6;
const REQUESTS = Number(process.env.HOT_PATH_REQUESTS ?? 20_000);

interface Side {
  p50: number;
  p99: number;
  mean: number;
}
const side = (us: number[]): Side => ({ p50: percentile(us, 50), p99: percentile(us, 99), mean: Math.round(us.reduce((a, b) => a + b, 0) / us.length) });

const triggers = async (database: Database, on: boolean): Promise<void> => {
  for (const table of ['tomb_order', 'tomb_payment'] as const) {
    if (on)
      await sql`CREATE OR REPLACE TRIGGER ${sql.raw(`${table}_stats_changed`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION cemetery_notify_change('stats')`.execute(database.db);
    else await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_stats_changed`)} ON ${sql.table(table)}`.execute(database.db);
  }
};

/** Microseconds per write: an order's update and a payment's update, each its own transaction (the rollups' row triggers fire too, as in the product). */
const writes = async (database: Database): Promise<{ order: number[]; payment: number[] }> => {
  const orders = await database.db.selectFrom('tomb_order').select('id').orderBy('id').limit(WRITES).execute();
  const payments = await database.db.selectFrom('tomb_payment').select(['id', 'payer']).orderBy('id').limit(WRITES).execute();
  const order: number[] = [];
  const payment: number[] = [];
  for (const [i, o] of orders.entries()) {
    let t = performance.now();
    await database.transaction((trx) => trx.updateTable('tomb_order').set({ remark: `hot ${i}`, version: sql`version + 1` }).where('id', '=', o.id).execute());
    order.push((performance.now() - t) * 1000);
    const p = payments[i % payments.length];
    t = performance.now();
    await database.transaction((trx) => trx.updateTable('tomb_payment').set({ payer: p.payer, version: sql`version + 1` }).where('id', '=', p.id).execute());
    payment.push((performance.now() - t) * 1000);
  }
  return { order, payment };
};

const triggerCost = async (database: Database) => {
  const with_ = { order: [] as number[], payment: [] as number[] };
  const without = { order: [] as number[], payment: [] as number[] };
  await writes(database); // warm-up
  for (let r = 0; r < ROUNDS; r++) {
    const on = r % 2 === 0;
    await triggers(database, on);
    const w = await writes(database);
    const into = on ? with_ : without;
    into.order.push(...w.order);
    into.payment.push(...w.payment);
  }
  await triggers(database, true);
  return {
    orderUpdate: { with: side(with_.order), without: side(without.order) },
    paymentUpdate: { with: side(with_.payment), without: side(without.payment) },
  };
};

/** Microseconds per request of a minimal route through inject, with and without the lane's hooks. */
const laneCost = async () => {
  const make = async (lane: boolean) => {
    const app = Fastify();
    // The lane keys its count by the app's database; a stand-in is enough for its hooks.
    app.decorate('database', { kind: 'pglite' } as unknown as Database);
    if (lane) installLane(app);
    app.get('/x', async () => ({ ok: 1 }));
    await app.ready();
    return app;
  };
  const apps = { with: await make(true), without: await make(false) };
  const us = { with: [] as number[], without: [] as number[] };
  for (let r = 0; r < ROUNDS; r++) {
    const key = r % 2 === 0 ? 'with' : 'without';
    for (let i = 0; i < REQUESTS / ROUNDS; i++) {
      const t = performance.now();
      await apps[key].inject({ method: 'GET', url: '/x' });
      us[key].push((performance.now() - t) * 1000);
    }
  }
  await apps.with.close();
  await apps.without.close();
  return { with: side(us.with), without: side(us.without) };
};

const main = async (): Promise<void> => {
  const result: Record<string, unknown> = { measuredAt: new Date().toISOString(), loadavgBefore: loadavg().map((x) => Math.round(x * 10) / 10), writesPerRound: WRITES, rounds: ROUNDS };
  result.lane = await laneCost();
  console.log('import lane hooks, µs per request (inject):', JSON.stringify(result.lane));
  const lite = await openDatabase({});
  try {
    await migrate(lite, appConfig);
    await seedDemo(lite);
    await prepareServerSchema(lite);
    result.pglite = await triggerCost(lite);
    console.log('PGlite stats triggers, µs per write:', JSON.stringify(result.pglite));
  } finally {
    await lite.close();
  }
  await ensureBenchDatabase(URL_);
  const pg = await openDatabase({ url: URL_, schema: 'hot_path' });
  try {
    await sql`DROP SCHEMA IF EXISTS hot_path CASCADE`.execute(pg.db);
    await sql`CREATE SCHEMA hot_path`.execute(pg.db);
    await migrate(pg, appConfig);
    await seedDemo(pg);
    await prepareServerSchema(pg);
    result.postgres = await triggerCost(pg);
    console.log('PostgreSQL stats triggers, µs per write:', JSON.stringify(result.postgres));
  } finally {
    await pg.close();
  }
  result.loadavgAfter = loadavg().map((x) => Math.round(x * 10) / 10);
  result.statsTables = STATS_TABLES;
  await mkdir('bench/results', { recursive: true });
  await writeFile('bench/results/hotpath.json', `${JSON.stringify(result, null, 2)}\n`);
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
