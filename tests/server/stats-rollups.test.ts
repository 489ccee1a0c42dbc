/**
 * The statistics' monthly rollups (src/server/stats/rollups): the triggers keep them equal to
 * the orders and payments through every kind of write, compaction keeps them equal, a new
 * time zone rebuilds them, and every stats answer is the same whether whole months are read
 * from them or from the rows. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import type { TypedDb } from '../../src/server/db/tables';
import { compactRollups } from '../../src/server/stats/rollups/compact';
import { ROLLUP_LAYOUTS } from '../../src/server/stats/rollups/names';
import { ensureRollups, serverTimeZone } from '../../src/server/stats/rollups/ensure';
import { BACKENDS, openStatsWorld, type StatsWorld } from './statsWorld';
import { STATS_CALLS } from '../../src/server/stats/calls';
import { parseStatsRequest } from '../../src/server/stats/base/range';
import { coverParts } from '../../src/server/stats/rollups/cover';
import { periodParts } from '../../src/server/stats/rollups/parts';
import { coverSlices } from '../../src/server/stats/rollups/slices';
import type { Scope } from '../../src/server/stats/base/common';
import { privileged } from '../../src/server/data/door';

/** Rows of `want` missing from `have` plus rows of `have` missing from `want`. */
const difference = async (db: TypedDb, want: string, have: string): Promise<number> =>
  Number(
    (await sql.raw<{ n: number }>(`SELECT COUNT(*)::int AS n FROM ((${want} EXCEPT ${have}) UNION ALL (${have} EXCEPT ${want})) d`).execute(db)).rows[0].n,
  );

/** Keys whose rollup sums differ from the same sums computed from the rows now, in all four rollups. */
const rollupMismatches = async (db: TypedDb): Promise<number> => {
  const orders = (seller: boolean) => `
    SELECT stats_local_month(created_at) AS month, COALESCE(channel, '') AS channel,
           ${seller ? "COALESCE(salesperson_id, 0) AS sp, COALESCE(agent, '') AS agent," : ''}
           COALESCE(status, '') AS status, COUNT(*)::int AS n, COALESCE(SUM(total), 0) AS total
    FROM tomb_order GROUP BY ${seller ? '1, 2, 3, 4, 5' : '1, 2, 3'}`;
  const orderRollup = (seller: boolean) => `
    SELECT month, channel, ${seller ? 'salesperson_id AS sp, agent,' : ''} status, SUM(orders)::int AS n, SUM(total) AS total
    FROM ${seller ? 'stats_order_month_seller' : 'stats_order_month'} GROUP BY ${seller ? '1, 2, 3, 4, 5' : '1, 2, 3'}
    HAVING SUM(orders) <> 0 OR SUM(total) <> 0`;
  const payments = (seller: boolean) => `
    SELECT stats_local_month(p.paid_at) AS month, COALESCE(p.channel, '') AS channel,
           ${seller ? "COALESCE(o.salesperson_id, 0) AS sp, COALESCE(o.agent, '') AS agent," : ''}
           COALESCE(p.kind, '') AS kind, COALESCE(p.method, '') AS method, COUNT(*)::int AS n, COALESCE(SUM(p.amount), 0) AS amount
    FROM tomb_payment p JOIN tomb_order o ON o.id = p.order_id GROUP BY ${seller ? '1, 2, 3, 4, 5, 6' : '1, 2, 3, 4'}`;
  const paymentRollup = (seller: boolean) => `
    SELECT month, channel, ${seller ? 'salesperson_id AS sp, agent,' : ''} kind, method, SUM(payments)::int AS n, SUM(amount) AS amount
    FROM ${seller ? 'stats_payment_month_seller' : 'stats_payment_month'} GROUP BY ${seller ? '1, 2, 3, 4, 5, 6' : '1, 2, 3, 4'}
    HAVING SUM(payments) <> 0 OR SUM(amount) <> 0`;
  let n = 0;
  for (const seller of [false, true]) {
    n += await difference(db, orders(seller), orderRollup(seller));
    n += await difference(db, payments(seller), paymentRollup(seller));
  }
  return n;
};

const count = async (db: TypedDb, query: string): Promise<number> => Number((await sql.raw<{ n: number }>(query).execute(db)).rows[0].n);

const CALLS = ['summary', 'monthly', 'orders_by_status', 'top_sellers', 'payments_by_method'] as const;

describe.each(BACKENDS)('statistics rollups (%s)', (kind) => {
  let w: StatsWorld;
  let db: TypedDb;

  beforeAll(async () => {
    w = await openStatsWorld(kind);
    db = privileged(w.database.db);
  }, 300_000); // the demo data: past two minutes on a shared machine at a load of 25 (a ceiling)
  afterAll(async () => w?.close());

  it('hold what the demo orders and payments add up to, written through the triggers', async () => {
    expect(await count(db, 'SELECT COUNT(*)::int AS n FROM stats_order_month')).toBeGreaterThan(0);
    expect(await rollupMismatches(db)).toBe(0);
  });

  it('follow status, total, seller and agent changes, new and removed payments, and deleted orders', async () => {
    const orderIds = (await sql<{ id: number }>`SELECT id FROM tomb_order ORDER BY id LIMIT 40`.execute(db)).rows.map((r) => r.id);
    await sql`UPDATE tomb_order SET status = 'cancelled' WHERE id = ANY(${orderIds.slice(0, 5)}::int[])`.execute(db);
    await sql`UPDATE tomb_order SET total = total + 123.45 WHERE id = ANY(${orderIds.slice(5, 10)}::int[])`.execute(db);
    await sql`UPDATE tomb_order SET remark = 'no figure moves' WHERE id = ANY(${orderIds.slice(10, 15)}::int[])`.execute(db);
    await sql`UPDATE tomb_order SET status = NULL, total = NULL WHERE id = ${orderIds[15]}`.execute(db);
    const withPayments = (
      await sql<{ id: number; channel: string }>`SELECT o.id, o.channel FROM tomb_order o WHERE EXISTS (SELECT 1 FROM tomb_payment p WHERE p.order_id = o.id)
        ORDER BY o.id LIMIT 6`.execute(db)
    ).rows;
    const other = (await sql<{ id: number }>`SELECT id FROM "user" ORDER BY id DESC LIMIT 1`.execute(db)).rows[0].id;
    for (const o of withPayments.slice(0, 3)) await sql`UPDATE tomb_order SET agent = 'rollup agent', salesperson_id = ${other} WHERE id = ${o.id}`.execute(db);
    for (const [i, o] of withPayments.entries())
      await sql`INSERT INTO tomb_payment (receipt_no, order_id, channel, kind, item, method, amount, paid_at)
        VALUES (${`RT-${kind}-${i}`}, ${o.id}, ${o.channel}, ${i % 2 ? 'refund' : 'charge'}, 'other', 'cash', 10.5, now() - ${`${i * 40} days`}::interval)`.execute(db);
    await sql`UPDATE tomb_payment SET method = 'card', amount = 11 WHERE receipt_no = ${`RT-${kind}-0`}`.execute(db);
    await sql`DELETE FROM tomb_payment WHERE receipt_no = ${`RT-${kind}-1`}`.execute(db);
    const lonely = (
      await sql<{ id: number }>`SELECT o.id FROM tomb_order o WHERE NOT EXISTS (SELECT 1 FROM tomb_payment p WHERE p.order_id = o.id)
        AND NOT EXISTS (SELECT 1 FROM member m WHERE m.order_id = o.id) ORDER BY o.id LIMIT 2`.execute(db)
    ).rows.map((r) => r.id);
    expect(lonely).toHaveLength(2);
    await sql`DELETE FROM tomb_order WHERE id = ANY(${lonely}::int[])`.execute(db);
    expect(await rollupMismatches(db)).toBe(0);
  });

  it('answer every call exactly as the rows do, for ranges cut anywhere and for ten years, before compaction', async () => {
    const ranges: [string, string][] = [
      ['2020-01-01', '2029-12-31'],
      ['2023-02-14', '2026-11-09'],
      ['2025-06-30', '2025-08-01'],
      ['2024-02-01', '2024-02-29'],
    ];
    const cases: { level: Level; filter: object }[] = [{ level: 2, filter: {} }, { level: 4, filter: {} }, { level: 6, filter: {} }];
    const sellers = await w.call(2, '/index/stats/sellers');
    cases.push({ level: 2, filter: { salesperson_id: sellers.body.data.options[0].id } });
    const agents = await w.call(4, '/index/stats/sellers');
    cases.push({ level: 4, filter: { agent: agents.body.data.options[0].name } });
    let compared = 0;
    for (const [from, to] of ranges) {
      for (const c of cases) {
        for (const call of CALLS) {
          const body = { from, to, ...c.filter };
          w.app.statsRollups.enabled = true;
          const withRollups = await w.call(c.level, `/index/stats/${call}`, body);
          w.app.statsRollups.enabled = false;
          const fromRows = await w.call(c.level, `/index/stats/${call}`, body);
          w.app.statsRollups.enabled = true;
          expect(withRollups.statusCode, `${call} ${from}..${to} level ${c.level}`).toBe(200);
          expect(withRollups.body.data, `${call} ${from}..${to} level ${c.level} ${JSON.stringify(c.filter)}`).toEqual(fromRows.body.data);
          compared += 1;
        }
      }
    }
    expect(compared).toBe(ranges.length * cases.length * CALLS.length);
  }, 240_000); // 200 calls: past a minute on a shared machine at a load of 25 (a ceiling)

  it('answer every call the same read in slices of a year (the embedded database: others’ queries run between them) as in one statement', async () => {
    const sellers = await w.call(2, '/index/stats/sellers');
    const scopes: Scope[] = [{ channel: 'inside' }, { channel: 'outside' }, { channel: 'inside', salespersonId: Number(sellers.body.data.options[0].id) }];
    for (const [from, to] of [['2016-06-18', '2026-06-17'], ['2024-02-14', '2026-03-09']] as const) {
      const parsed = parseStatsRequest({ from, to }, '2026-06-17');
      if (!parsed.ok) throw new Error('range');
      const cover = coverParts(periodParts(parsed.query), true);
      // Ten years: slices of at most 12 whole months, then the edges together.
      const slices = coverSlices(cover, true);
      expect(slices.every((c) => c.months.length <= 12 && (c.months.length === 0 || c.edges.length === 0))).toBe(true);
      expect(slices.flatMap((c) => c.months)).toEqual(cover.months);
      if (from === '2016-06-18') expect(slices.length).toBeGreaterThanOrEqual(10);
      for (const scope of scopes) {
        for (const call of CALLS) {
          const run = (sliced: boolean) =>
            STATS_CALLS[call]({ db, query: parsed.query, scope, config: w.app.resources, rollups: true, today: '2026-06-17', sliced });
          expect(await run(true), `${call} ${from}..${to} ${JSON.stringify(scope)}`).toEqual(await run(false));
        }
      }
    }
  });

  it('stay equal, with one row per key and no empty keys, once compacted', async () => {
    await compactRollups(db);
    expect(await rollupMismatches(db)).toBe(0);
    for (const { table, keys, weight, value } of ROLLUP_LAYOUTS) {
      expect(await count(db, `SELECT COUNT(*)::int AS n FROM (SELECT 1 FROM ${table} GROUP BY ${keys.join(', ')} HAVING COUNT(*) > 1) d`), table).toBe(0);
      expect(await count(db, `SELECT COUNT(*)::int AS n FROM ${table} WHERE ${weight} = 0 AND ${value} = 0`), table).toBe(0);
    }
  });

  it('are rebuilt in the months of a new time zone, and left alone when nothing changed', async () => {
    const elsewhere = serverTimeZone() === 'Pacific/Auckland' ? 'America/Lima' : 'Pacific/Auckland';
    expect(await ensureRollups({ database: w.database }, elsewhere)).toEqual({ enabled: true, timeZone: elsewhere, rebuilt: true });
    const month = (await sql<{ m: string }>`SELECT stats_local_month('2026-01-31T20:00:00Z')::text AS m`.execute(db)).rows[0].m;
    expect(month).toBe(elsewhere === 'Pacific/Auckland' ? '2026-02-01' : '2026-01-01');
    expect(await rollupMismatches(db)).toBe(0);
    expect((await ensureRollups({ database: w.database })).rebuilt).toBe(true);
    expect(await ensureRollups({ database: w.database })).toEqual({ enabled: true, timeZone: serverTimeZone(), rebuilt: false });
    expect(await rollupMismatches(db)).toBe(0);
  });

  it('are not used when PostgreSQL does not know the time zone', async () => {
    expect(await ensureRollups({ database: w.database }, 'Mars/Olympus_Mons')).toEqual({ enabled: false, timeZone: 'Mars/Olympus_Mons', rebuilt: false });
  });

  it('are emptied with the tables they sum', async () => {
    await sql`TRUNCATE tomb_order, tomb_payment, member CASCADE`.execute(db);
    for (const { table } of ROLLUP_LAYOUTS) expect(await count(db, `SELECT COUNT(*)::int AS n FROM ${table}`), table).toBe(0);
  });
});
