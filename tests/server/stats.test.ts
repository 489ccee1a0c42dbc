/**
 * Every stats figure against the same figure computed independently (plain SQL rows, summed
 * in JS), for several ranges, both channels and the seller filters; on PGlite, and on
 * PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import {
  expectedByMethod,
  expectedByStatus,
  expectedMonthly,
  expectedPlotsByArea,
  expectedSellers,
  expectedSummary,
  readRows,
  type Filter,
  type Rows,
} from './statsExpected';
import { expectedComparison } from './statsCompare';
import { expectedState } from './statsStateExpected';
import { BACKENDS, STATS_TODAY, openStatsWorld, type StatsWorld } from './statsWorld';

const DAY = 86_400_000;
const dayStr = (t: number): string => new Date(t).toISOString().slice(0, 10);
/** The worlds' today (their clock's), as a UTC midnight to count days from. */
const today = Date.parse(`${STATS_TODAY}T00:00:00Z`);
const year = new Date(today).getUTCFullYear();

/** [from, to]: this year, the last 90 days, and one whole month half a year ago: all with activity. */
const DENSE: [string, string][] = [
  [`${year}-01-01`, `${year}-12-31`],
  [dayStr(today - 89 * DAY), dayStr(today)],
  (() => {
    const d = new Date(today);
    const first = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 6, 1);
    const last = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 5, 0);
    return [dayStr(first), dayStr(last)] as [string, string];
  })(),
];
/** This week, Monday to Sunday, as the page's preset asks it: a short range that ends in the future. */
const WEEK: [string, string] = (() => {
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY;
  return [dayStr(monday), dayStr(monday + 6 * DAY)];
})();
/** Today alone: the previous period is yesterday. */
const TODAY: [string, string] = [dayStr(today), dayStr(today)];
const RANGES: [string, string][] = [...DENSE, WEEK, TODAY];


describe.each(BACKENDS)('stats figures match the database (%s)', (kind) => {
  let w: StatsWorld;
  let rows: Rows;
  /** Cases: who calls, the filter the figures must equal, and the extra body. */
  let cases: { name: string; level: Level; filter: Filter; body: Record<string, unknown> }[];

  beforeAll(async () => {
    w = await openStatsWorld(kind);
    rows = await readRows(w);
    const count = <K>(keys: K[]) => [...keys.reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), new Map<K, number>())].sort((a, b) => b[1] - a[1]);
    const seller = count(rows.orders.filter((o) => o.channel === 'inside' && o.salesperson_id).map((o) => o.salesperson_id as number))[0][0];
    const agent = count(rows.orders.filter((o) => o.channel === 'outside' && o.agent).map((o) => o.agent as string))[0][0];
    cases = [
      { name: 'level 2', level: 2, filter: { channel: 'inside' }, body: {} },
      { name: 'level 5', level: 5, filter: { channel: 'inside' }, body: {} },
      { name: 'level 4', level: 4, filter: { channel: 'outside' }, body: {} },
      { name: 'level 6', level: 6, filter: { channel: 'outside' }, body: {} },
      { name: 'level 2, one salesperson', level: 2, filter: { channel: 'inside', salesperson_id: seller }, body: { salesperson_id: seller } },
      { name: 'level 4, one agent', level: 4, filter: { channel: 'outside', agent }, body: { agent } },
    ];
  });
  afterAll(async () => w?.close());

  it('has demo data in both channels to compare with', () => {
    expect(rows.orders.filter((o) => o.channel === 'inside').length).toBeGreaterThan(10);
    expect(rows.orders.filter((o) => o.channel === 'outside').length).toBeGreaterThan(5);
    expect(rows.payments.some((p) => p.kind === 'refund')).toBe(true);
    // Every range has something to count, or the comparisons below would prove little.
    for (const [from, to] of DENSE) {
      const e = expectedSummary(rows, { channel: 'inside' }, from, to, from, to);
      expect(e.orders.current, `${from}..${to}`).toBeGreaterThan(0);
      expect(e.charges.current, `${from}..${to}`).toBeGreaterThan(0);
    }
  });

  it.each(RANGES)('summary from %s to %s', async (from, to) => {
    // Calendar periods: this year to date with last year to the same day, a week to date with last week to the same day...
    const { current, previous } = expectedComparison(from, to, STATS_TODAY);
    for (const c of cases) {
      const res = await w.call(c.level, '/index/stats/summary', { from, to, ...c.body });
      expect(res.statusCode, c.name).toBe(200);
      expect(res.body.status).toBe(200);
      const { outstanding, plots, ...flows } = expectedSummary(rows, c.filter, current.from, current.to, previous.from, previous.to);
      expect(res.body.data, c.name).toMatchObject({ channel: c.filter.channel, period: { from, to }, current, previous, ...flows });
      // The state figures: live when the period reaches today, else the period end's snapshot; the compared period's end from its snapshot.
      expect({ outstanding: res.body.data.outstanding, plots: res.body.data.plots }, c.name).toEqual(
        await expectedState(w.database.db, c.filter, { to: current.to }, { to: previous.to }, { outstanding, plots }),
      );
    }
  });

  it.each(RANGES)('monthly from %s to %s', async (from, to) => {
    for (const c of cases) {
      const res = await w.call(c.level, '/index/stats/monthly', { from, to, ...c.body });
      const expected = expectedMonthly(rows, c.filter, from, to);
      const got = res.body.data as { month: string; orders: number; sales: number; revenue: number }[];
      expect(got[0].month).toBe(from.slice(0, 7));
      expect(got[got.length - 1].month).toBe(to.slice(0, 7));
      for (const m of got) expect(m, `${c.name} ${m.month}`).toEqual(expected.get(m.month) ?? { month: m.month, orders: 0, sales: 0, revenue: 0 });
      expect([...expected.keys()].every((k) => got.some((m) => m.month === k))).toBe(true);
    }
  });

  it.each(RANGES)('orders by status and payments by method from %s to %s', async (from, to) => {
    for (const c of cases) {
      const status = (await w.call(c.level, '/index/stats/orders_by_status', { from, to, ...c.body })).body.data as { status: string; orders: number; amount: number }[];
      const byStatus = expectedByStatus(rows, c.filter, from, to);
      for (const s of status) expect(s, `${c.name} ${s.status}`).toEqual({ status: s.status, ...(byStatus.get(s.status) ?? { orders: 0, amount: 0 }) });
      expect([...byStatus.keys()].every((k) => status.some((s) => s.status === k))).toBe(true);

      const methods = (await w.call(c.level, '/index/stats/payments_by_method', { from, to, ...c.body })).body.data as { method: string }[];
      const byMethod = expectedByMethod(rows, c.filter, from, to);
      for (const m of methods)
        expect(m, `${c.name} ${m.method}`).toEqual({ method: m.method, ...(byMethod.get(m.method) ?? { payments: 0, charges: 0, refunds: 0, net: 0 }) });
      expect([...byMethod.keys()].every((k) => methods.some((m) => m.method === k))).toBe(true);
    }
  });

  it.each(RANGES)('top sellers from %s to %s', async (from, to) => {
    for (const c of cases) {
      const got = (await w.call(c.level, '/index/stats/top_sellers', { from, to, ...c.body })).body.data as {
        id: number | null;
        name: string | null;
        orders: number;
        sales: number;
        received: number;
      }[];
      const all = expectedSellers(rows, c.filter, from, to);
      expect(got.length, c.name).toBe(Math.min(10, all.size));
      for (const r of got) {
        const key = c.filter.channel === 'inside' ? (r.id ?? 0) : (r.name ?? '');
        expect({ orders: r.orders, sales: r.sales, received: r.received }, `${c.name} ${String(key)}`).toEqual(all.get(key));
        if (c.filter.channel === 'inside' && r.id !== null) expect(r.name).toBe(rows.users.find((u) => u.id === r.id)?.nickname);
      }
      // Best first, and nobody left out sells more than the last one shown.
      for (let i = 1; i < got.length; i++) expect(got[i - 1].sales).toBeGreaterThanOrEqual(got[i].sales);
      const shown = new Set(got.map((r) => (c.filter.channel === 'inside' ? (r.id ?? 0) : (r.name ?? ''))));
      const lowest = got.length ? got[got.length - 1].sales : 0;
      for (const [k, v] of all) if (!shown.has(k)) expect(v.sales).toBeLessThanOrEqual(lowest);
    }
  });

  it('plots by area count every plot of both channels, for every level', async () => {
    const expected = expectedPlotsByArea(rows);
    for (const level of [2, 4] as Level[]) {
      const got = (await w.call(level, '/index/stats/plots_by_area', { from: RANGES[0][0], to: RANGES[0][1] })).body.data as {
        area_id: number;
        counts: Record<string, number>;
        total: number;
      }[];
      expect(got.reduce((s, a) => s + a.total, 0)).toBe(rows.plots.length);
      for (const a of got) {
        const e = expected.get(a.area_id) ?? {};
        for (const [status, n] of Object.entries(a.counts)) expect(n, `${a.area_id} ${status}`).toBe(e[status] ?? 0);
      }
    }
  });

  it('offers the channel users (inside) and the agents on orders (outside) as sellers', async () => {
    const inside = (await w.call(2, '/index/stats/sellers')).body.data;
    expect(inside.kind).toBe('salesperson');
    expect(inside.options.map((o: { id: number }) => o.id).sort()).toEqual(rows.users.filter((u) => u.channel === 'inside').map((u) => u.id).sort());
    const outside = (await w.call(4, '/index/stats/sellers')).body.data;
    expect(outside.kind).toBe('agent');
    const agents = new Set(rows.orders.filter((o) => o.channel === 'outside' && o.agent).map((o) => o.agent));
    expect(new Set(outside.options.map((o: { name: string }) => o.name))).toEqual(agents);
  });
});
