/**
 * Benchmark of the stats calls on PostgreSQL with 100,000 orders.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/stats.ts
 *
 * Builds a fresh schema (bench_stats), generates the volume with generate_series (a few
 * seconds), then sends each call 50 times through the app (inject, so routing, the session
 * lookup, validation and JSON are included) after 5 warm-up calls, and writes the p50/p95
 * of each call and scenario to bench/results/stats.json. BENCH_ORDERS changes the volume;
 * BENCH_KEEP=1 keeps the schema afterwards to look at query plans.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { migrateAuth } from '../src/server/auth/schema';
import { createSession } from '../src/server/auth/sessions';
import { openDatabase, type Database } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import type { StatsRequest } from '../src/protocol/stats';
import { appConfig } from '../src/instance';
import { rank as percentile } from './lib/percentile';
import { privileged } from '../src/server/data/door';

const URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = 'bench_stats';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = RUNS > 1 ? 5 : 0;
const CALLS = ['summary', 'monthly', 'plots_by_area', 'orders_by_status', 'top_sellers', 'payments_by_method', 'sellers'] as const;

const dropSchema = async (): Promise<void> => {
  const client = new pg.Client({ connectionString: URL });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${SCHEMA} cascade`);
  } finally {
    await client.end();
  }
};

/** Areas, rooms, rows and plots (one plot per order and some spare), staff, orders, payments, members. */
const generate = async (db: Database['db']): Promise<void> => {
  const plots = Math.ceil(ORDERS * 1.2);
  await sql`SELECT setseed(0.42)`.execute(db);
  await sql`INSERT INTO tomb_area (name, code, sort) SELECT '区' || g, 'BA' || g, g FROM generate_series(1, 10) g`.execute(db);
  await sql`INSERT INTO tomb_room (area_id, name, code, sort)
    SELECT a.id, 'R' || r, 'BR' || a.id || '-' || r, r FROM tomb_area a, generate_series(1, 4) r`.execute(db);
  await sql`INSERT INTO tomb_shelf (area_id, room_id, name, code, sort)
    SELECT r.area_id, r.id, 'S' || s, 'BS' || r.id || '-' || s, s FROM tomb_room r, generate_series(1, 25) s`.execute(db);
  await sql`INSERT INTO tomb_burialslot (area_id, room_id, shelf_id, code, column_no, type, price, status)
    SELECT sh.area_id, sh.room_id, sh.id, 'BP' || sh.id || '-' || c, c, 'single', 30000 + c * 100,
           (ARRAY['available','reserved','sold','buried','unavailable'])[1 + floor(random() * 5)::int]
    FROM tomb_shelf sh, generate_series(1, ${Math.ceil(plots / 1000)}) c`.execute(db);
  await sql`INSERT INTO "user" (channel, mobile, nickname, level, enabled)
    SELECT CASE WHEN g <= 20 THEN 'inside' ELSE 'outside' END, '1770000' || lpad(g::text, 4, '0'), '销售' || g,
           CASE WHEN g = 1 THEN 2 WHEN g = 21 THEN 4 WHEN g <= 20 THEN 1 ELSE 3 END, true
    FROM generate_series(1, 30) g`.execute(db);
  // Five years of orders: 70 % inside (20 salespeople), 30 % outside (10 users, 30 agents).
  await sql`WITH u AS (SELECT min(id) AS u0 FROM "user"),
    p AS (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM tomb_burialslot),
    base AS (SELECT g, random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5, random() AS r6
             FROM generate_series(1, ${ORDERS}) g),
    shaped AS (
      SELECT g, r4, r6,
        CASE WHEN r1 < 0.7 THEN 'inside' ELSE 'outside' END AS ch,
        CASE WHEN r2 < 0.10 THEN 'reserved' WHEN r2 < 0.30 THEN 'contracted' WHEN r2 < 0.60 THEN 'paid'
             WHEN r2 < 0.85 THEN 'completed' WHEN r2 < 0.92 THEN 'cancelled' WHEN r2 < 0.96 THEN 'refunded' ELSE 'expired' END AS st,
        round((20000 + r3 * 180000)::numeric, 2) AS tot,
        now() - r5 * interval '1826 days' AS ts
      FROM base)
    INSERT INTO tomb_order (channel, order_no, burialslot_id, status, buyer_name, buyer_phone, price, total, paid, balance,
                            salesperson_id, agent, created_at, updated_at)
    SELECT s.ch, 'BO' || s.g, p.id, s.st, '购买人' || s.g, '13800138000', s.tot, s.tot,
           pd.paid, CASE WHEN s.st IN ('cancelled', 'refunded', 'expired') THEN 0 ELSE s.tot - pd.paid END,
           CASE WHEN s.ch = 'inside' THEN u.u0 + floor(s.r6 * 20)::int ELSE u.u0 + 20 + floor(s.r6 * 10)::int END,
           CASE WHEN s.ch = 'outside' THEN '代理' || (1 + floor(s.r4 * 30)::int) END,
           s.ts, s.ts
    FROM shaped s JOIN p ON p.rn = s.g CROSS JOIN u
    CROSS JOIN LATERAL (SELECT CASE WHEN s.st IN ('paid', 'completed') THEN s.tot
                                    WHEN s.st = 'contracted' THEN round(s.tot * s.r4::numeric * 0.8, 2)
                                    WHEN s.st = 'reserved' THEN 5000 ELSE 0 END AS paid) pd`.execute(db);
  // A deposit and the rest for every order with money, and a charge and refund for refunded ones.
  await sql`INSERT INTO tomb_payment (channel, receipt_no, order_id, kind, item, method, amount, paid_at)
    SELECT o.channel, 'BR' || o.id || '-' || k.n, o.id, k.kind, k.item,
           (ARRAY['cash','card','wechat','alipay','bank_transfer'])[1 + (o.id + k.n) % 5], k.amount, k.at
    FROM tomb_order o CROSS JOIN LATERAL (VALUES
      (1, 'charge', 'deposit', CASE WHEN o.status = 'refunded' THEN 5000 ELSE round(o.paid * 0.3, 2) END, o.created_at + interval '1 hour'),
      (2, 'charge', 'plot_price', o.paid - round(o.paid * 0.3, 2), least(now(), o.created_at + interval '20 days')),
      (3, 'refund', 'deposit', CASE WHEN o.status = 'refunded' THEN 5000 ELSE 0 END, least(now(), o.created_at + interval '30 days'))
    ) AS k(n, kind, item, amount, at)
    WHERE k.amount > 0`.execute(db);
  await sql`INSERT INTO member (channel, name, applicant_name, applicant_phone, order_id, burialslot_id, burial_date, created_at, updated_at)
    SELECT o.channel, '逝者' || o.id, '申请人' || o.id, '13800138000', o.id, o.burialslot_id,
           (o.created_at + interval '30 days')::date, least(now(), o.created_at + interval '20 days'), now()
    FROM tomb_order o WHERE o.status = 'completed'`.execute(db);
};

/**
 * A fixed CPU-bound query, best of three: how fast this machine's PostgreSQL is at the time of
 * the run. On a shared machine it explains the figures; compare it between runs.
 */
const cpuReference = async (db: Database['db']): Promise<number> => {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await sql`SELECT count(*) FROM generate_series(1, 2000000)`.execute(db);
    times.push(performance.now() - t0);
  }
  return Math.round(Math.min(...times));
};

const round2 = (n: number): number => Math.round(n * 100) / 100;

const main = async (): Promise<void> => {
  await dropSchema();
  const database = await openDatabase({ url: URL, schema: SCHEMA });
  await migrate(database, appConfig);
  const app = await buildApp({ database });
  await migrateAuth(privileged(database.db));
  const started = performance.now();
  await database.transaction((trx) => generate(trx));
  // Ready after the volume exists: the statistics' monthly rollups are built from it at start.
  await app.ready();
  // The start-up work (backfills, yesterday's snapshot) runs after ready: measured without it.
  await app.startupWork.settled();
  await sql`VACUUM ANALYZE`.execute(database.db);
  const generateMs = performance.now() - started;

  const counts = await sql<{ orders: number; payments: number; members: number; plots: number }>`
    SELECT (SELECT count(*) FROM tomb_order)::int AS orders, (SELECT count(*) FROM tomb_payment)::int AS payments,
           (SELECT count(*) FROM member)::int AS members, (SELECT count(*) FROM tomb_burialslot)::int AS plots`.execute(database.db);
  const staff = await sql<{ id: number; level: number }>`SELECT id, level FROM "user" WHERE level IN (2, 4)`.execute(database.db);
  const token = async (level: number) => createSession(privileged(database.db), staff.rows.find((u) => u.level === level)!.id, new Date());
  const inside = await token(2);
  const outside = await token(4);
  const someSeller = await sql<{ id: number }>`SELECT salesperson_id AS id FROM tomb_order WHERE channel = 'inside' LIMIT 1`.execute(database.db);

  const loadBefore = loadavg().map((n) => Math.round(n * 10) / 10);
  const referenceMs = await cpuReference(database.db);
  const year = new Date().getFullYear();
  const thisYear = { from: `${year}-01-01`, to: `${year}-12-31` };
  const fiveYears = { from: `${year - 5}-01-01`, to: `${year}-12-31` };
  const today = new Date().toISOString().slice(0, 10);
  // Cut mid-month at both ends: whole months from the rollups, the edge days from the rows.
  const cutYears = { from: `${year - 5}-03-15`, to: today };
  const ninetyDays = { from: new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10), to: today };
  const scenarios: { name: string; token: string; body: StatsRequest }[] = [
    { name: 'inside, this year', token: inside, body: thisYear },
    { name: 'outside, this year', token: outside, body: thisYear },
    { name: 'inside, six years (all rows)', token: inside, body: fiveYears },
    { name: 'outside, six years (all rows)', token: outside, body: fiveYears },
    { name: 'inside, six years cut mid-month', token: inside, body: cutYears },
    { name: 'inside, last 90 days', token: inside, body: ninetyDays },
    { name: 'inside, this year, one salesperson', token: inside, body: { ...thisYear, salesperson_id: someSeller.rows[0].id } },
    { name: 'outside, this year, one agent', token: outside, body: { ...thisYear, agent: '代理7' } },
  ];

  // min: the uncontended cost, which a shared machine's load hides in p50/p95.
  const results: Record<string, Record<string, { p50: number; p95: number; min: number; max: number }>> = {};
  for (const s of scenarios) {
    results[s.name] = {};
    for (const call of CALLS) {
      const payload = call === 'sellers' ? {} : s.body;
      const send = async () => {
        const res = await app.inject({ method: 'POST', url: `/index/stats/${call}`, headers: { 'x-token': s.token }, payload });
        if (res.statusCode !== 200) throw new Error(`${call} ${s.name}: HTTP ${res.statusCode} ${res.body}`);
      };
      for (let i = 0; i < WARMUP; i++) await send();
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await send();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      results[s.name][call] = {
        p50: round2(percentile(times, 50)),
        p95: round2(percentile(times, 95)),
        min: round2(times[0]),
        max: round2(times[times.length - 1]),
      };
      const r = results[s.name][call];
      console.log(`${s.name.padEnd(36)} ${call.padEnd(20)} p50 ${r.p50} ms  p95 ${r.p95} ms  min ${r.min} ms`);
    }
  }

  const server = await sql<{ version: string }>`SELECT current_setting('server_version') AS version`.execute(database.db);
  await mkdir('bench/results', { recursive: true });
  await writeFile(
    'bench/results/stats.json',
    `${JSON.stringify(
      {
        when: new Date().toISOString(),
        postgres: server.rows[0].version,
        node: process.version,
        // The figures depend on what else the machine was doing: say so next to them.
        cpus: cpus().length,
        load_average_before_after: [loadBefore, loadavg().map((n) => Math.round(n * 10) / 10)],
        cpu_reference_ms: { query: 'SELECT count(*) FROM generate_series(1, 2000000)', best_of_3: referenceMs },
        rows: counts.rows[0],
        generate_ms: Math.round(generateMs),
        runs_per_call: RUNS,
        unit: 'ms per request through app.inject',
        results,
      },
      null,
      2,
    )}\n`,
  );
  await app.close();
  await database.close();
  // BENCH_KEEP=1 leaves the data for EXPLAIN ANALYZE (search_path bench_stats).
  if (process.env.BENCH_KEEP !== '1') await dropSchema();
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
