/**
 * The summary's state figures with their comparison: a past period's end from its snapshot,
 * a period reaching today from the live rows, the previous period's end from its snapshot,
 * null for a day without one; the seller filter and the channel apply to snapshots as to the
 * live figures. On the demo data (whose seed backfills the snapshots), PGlite and PostgreSQL.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/server/clock/clock';
import { expectedComparison } from './statsCompare';
import { expectedSummary, readRows, type Filter, type Rows } from './statsExpected';
import { expectedState } from './statsStateExpected';
import { BACKENDS, STATS_TODAY, openStatsWorld, type StatsWorld } from './statsWorld';

/** Hand-made snapshots long before the demo's past, so every figure is known exactly. */
const JUNE = '1990-06-30';
const MAY = '1990-05-31';

describe.each(BACKENDS)('summary state figures and snapshots (%s)', (kind) => {
  let w: StatsWorld;
  let rows: Rows;
  let seller: number;
  let otherSeller: number;
  let agent: string;

  const summary = async (level: 2 | 4, body: Record<string, unknown>) => {
    const res = await w.call(level, '/index/stats/summary', body);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { outstanding: unknown; plots: unknown };
  };

  beforeAll(async () => {
    w = await openStatsWorld(kind);
    rows = await readRows(w);
    const inside = rows.users.filter((u) => u.channel === 'inside').map((u) => u.id);
    [seller, otherSeller] = inside;
    agent = rows.orders.find((o) => o.channel === 'outside' && o.agent)?.agent as string;
    const db = w.database.db;
    await sql`INSERT INTO stats_snapshot_day (day, taken_at, source) VALUES (${JUNE}::date, now(), 'test'), (${MAY}::date, now(), 'test')`.execute(db);
    await sql`INSERT INTO stats_snapshot_plot (day, status, plots) VALUES
      (${JUNE}::date, 'available', 40), (${JUNE}::date, 'sold', 7), (${JUNE}::date, 'reserved', 2), (${MAY}::date, 'available', 45)`.execute(db);
    // May 31st has its marker and no open order: zero, which is not "no snapshot".
    await sql`INSERT INTO stats_snapshot_balance (day, channel, salesperson_id, agent, orders, balance) VALUES
      (${JUNE}::date, 'inside', ${seller}, '', 2, 1000.50),
      (${JUNE}::date, 'inside', ${otherSeller}, '', 1, 300.25),
      (${JUNE}::date, 'inside', 0, '', 1, 99.99),
      (${JUNE}::date, 'outside', ${seller}, ${agent}, 3, 5000.00),
      (${JUNE}::date, 'outside', ${otherSeller}, 'another agent', 4, 700.01)`.execute(db);
  });
  afterAll(async () => w?.close());

  it('answers a past period’s end from its snapshot, and the previous end’s too, each with its day', async () => {
    // June (a whole month) is compared with May.
    const days = { current: JUNE, previous: MAY };
    expect(await summary(2, { from: '1990-06-01', to: JUNE })).toMatchObject({
      outstanding: { current: { balance: 1400.74, orders: 4 }, previous: { balance: 0, orders: 0 }, days, live: false },
      plots: {
        current: { available: 40, reserved: 2, sold: 7, buried: 0, unavailable: 0 },
        previous: { available: 45, reserved: 0, sold: 0, buried: 0, unavailable: 0 },
        days,
        live: false,
      },
    });
  });

  it('answers null for a day without a snapshot, never a made-up figure', async () => {
    // May (31 days) ends on the 31st (a snapshot) and is compared with the period ending April 30th (none).
    const may = await summary(2, { from: '1990-05-01', to: MAY });
    expect(may.outstanding).toEqual({ current: { balance: 0, orders: 0 }, previous: null, days: { current: MAY, previous: '1990-04-30' }, live: false });
    expect(may.plots).toMatchObject({ previous: null });
    const nothing = await summary(4, { from: '1999-01-01', to: '1999-01-31' });
    expect(nothing.outstanding).toEqual({ current: null, previous: null, days: { current: '1999-01-31', previous: '1998-12-31' }, live: false });
    expect(nothing.plots).toEqual({ current: null, previous: null, days: { current: '1999-01-31', previous: '1998-12-31' }, live: false });
  });

  it('narrows a snapshot’s balance to the chosen salesperson or agent', async () => {
    const range = { from: '1990-06-01', to: JUNE };
    expect((await summary(2, { ...range, salesperson_id: seller })).outstanding).toMatchObject({ current: { balance: 1000.5, orders: 2 } });
    expect((await summary(2, { ...range, salesperson_id: otherSeller })).outstanding).toMatchObject({ current: { balance: 300.25, orders: 1 } });
    expect((await summary(4, { ...range, agent })).outstanding).toMatchObject({ current: { balance: 5000, orders: 3 } });
    expect((await summary(4, { ...range, agent: 'nobody' })).outstanding).toMatchObject({ current: { balance: 0, orders: 0 } });
    // Plots are the whole cemetery's whatever the filter.
    expect((await summary(4, { ...range, agent })).plots).toMatchObject({ current: { available: 40, sold: 7 } });
  });

  it('never shows the outside channel an inside balance, even naming an inside salesperson', async () => {
    const range = { from: '1990-06-01', to: JUNE };
    expect((await summary(4, range)).outstanding).toMatchObject({ current: { balance: 5700.01, orders: 7 } });
    // The outside rows of that salesperson are outside orders; the inside ones stay hidden.
    expect((await summary(4, { ...range, salesperson_id: seller })).outstanding).toMatchObject({ current: { balance: 5000, orders: 3 } });
    expect((await summary(2, { ...range, agent })).outstanding).toMatchObject({ current: { balance: 0, orders: 0 } });
  });

  it('answers the demo’s past from the seed’s snapshots and a period reaching today from the live rows', async () => {
    const today = STATS_TODAY;
    const cases: { level: 2 | 4; filter: Filter; body: Record<string, unknown> }[] = [
      { level: 2, filter: { channel: 'inside' }, body: {} },
      { level: 2, filter: { channel: 'inside', salesperson_id: seller }, body: { salesperson_id: seller } },
      { level: 4, filter: { channel: 'outside' }, body: {} },
      { level: 4, filter: { channel: 'outside', agent }, body: { agent } },
    ];
    // Last month's first 28 days (past: snapshots), the last 30 days (to today: live) and a week ending in a week (live).
    const lastMonth = `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
    const ranges = [
      [lastMonth, addDays(lastMonth, 27)],
      [addDays(today, -29), today],
      [addDays(today, -6), addDays(today, 7)],
    ];
    for (const [from, to] of ranges) {
      for (const c of cases) {
        const { current, previous } = expectedComparison(from, to, today);
        const { outstanding, plots } = expectedSummary(rows, c.filter, current.from, current.to, previous.from, previous.to);
        const expected = await expectedState(w.database.db, c.filter, { to: current.to }, { to: previous.to }, { outstanding, plots }, today);
        // The demo has history there: the figures compared are real ones, not two nulls.
        expect(expected.outstanding.current).not.toBeNull();
        expect(expected.outstanding.previous?.orders).toBeGreaterThan(0);
        expect(expected.plots.previous).not.toBeNull();
        const got = await summary(c.level, { from, to, ...c.body });
        expect({ outstanding: got.outstanding, plots: got.plots }, `${from}..${to} ${JSON.stringify(c.body)}`).toEqual(expected);
        expect(got.outstanding).toMatchObject({ live: to >= today });
      }
    }
  });
});
