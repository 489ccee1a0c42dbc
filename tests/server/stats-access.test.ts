/** Who may call the stats, on which channel, and which bodies are refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedSummary, readRows, type Rows } from './statsExpected';
import { STATS_NOW, openStatsWorld, type StatsWorld } from './statsWorld';

const CALLS = ['summary', 'monthly', 'plots_by_area', 'orders_by_status', 'top_sellers', 'payments_by_method', 'sellers'];
const RANGE = { from: '2000-01-01', to: '2009-12-31' };
const year = STATS_NOW.getFullYear();
const ALL_TIME = { from: `${year - 9}-01-01`, to: `${year}-12-31` };

describe('stats access and validation', () => {
  let w: StatsWorld;
  let rows: Rows;
  beforeAll(async () => {
    w = await openStatsWorld('pglite');
    rows = await readRows(w);
  });
  afterAll(async () => w?.close());

  it('refuses levels without a statistics page, and callers without a session', async () => {
    for (const call of CALLS) {
      const body = call === 'sellers' ? {} : RANGE;
      for (const level of [1, 3] as const) {
        const res = await w.call(level, `/index/stats/${call}`, body);
        expect(res.statusCode, `${call} level ${level}`).toBe(403);
        expect(res.body.data.code).toBe('forbidden');
      }
      const anonymous = await w.call(undefined, `/index/stats/${call}`, body);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.body.data.code).toBe('not_signed_in');
    }
  });

  it('never shows inside money to an outside level', async () => {
    const outside = (await w.call(4, '/index/stats/summary', ALL_TIME)).body.data;
    const inside = (await w.call(2, '/index/stats/summary', ALL_TIME)).body.data;
    const [from, to] = [ALL_TIME.from, ALL_TIME.to];
    const e = (channel: 'inside' | 'outside') => expectedSummary(rows, { channel }, from, to, '1990-01-01', '1990-01-01');
    expect(outside.channel).toBe('outside');
    expect(outside.revenue.current).toBe(e('outside').revenue.current);
    expect(outside.orders.current).toBe(e('outside').orders.current);
    expect(inside.revenue.current).toBe(e('inside').revenue.current);
    expect(outside.revenue.current).not.toBe(inside.revenue.current);
    // A salesperson of the other channel only narrows to nothing: it never crosses channels.
    const insideSeller = rows.orders.find((o) => o.channel === 'inside' && o.salesperson_id)?.salesperson_id;
    const crossed = (await w.call(4, '/index/stats/summary', { ...ALL_TIME, salesperson_id: insideSeller })).body.data;
    expect(crossed.orders.current).toBe(0);
    expect(crossed.revenue.current).toBe(0);
    const sellers = (await w.call(4, '/index/stats/top_sellers', ALL_TIME)).body.data as { id: number | null }[];
    expect(sellers.every((s) => s.id === null)).toBe(true);
  });

  it('refuses a channel in the body', async () => {
    const res = await w.call(4, '/index/stats/summary', { ...RANGE, channel: 'inside' });
    expect(res.statusCode).toBe(400);
    expect(res.body.data.code).toBe('unknown_key');
    expect(res.body.msg).toContain('channel');
  });

  it.each([
    [{ from: '2024-02-30', to: '2024-03-01' }, 'from', 'Invalid date: write it year-month-day (2024-03-05) or as 5 Mar 2024'],
    [{ from: '2024-03-01' }, 'to', 'Required'],
    [{ from: '2024-03-02', to: '2024-03-01' }, 'to', 'Not before 2 Mar 2024'],
    [{ from: '1990-01-01', to: '2024-03-01' }, 'to', 'Not after 1 Jan 2000'],
    [{ from: '2024/03/01', to: '2024-03-01' }, 'from', 'Invalid date: write it year-month-day (2024-03-05) or as 5 Mar 2024'],
    [{ from: '2024-03-01', to: '2024-03-01', salesperson_id: 'x' }, 'salesperson_id', 'Invalid linked record'],
  ] as [Record<string, unknown>, string, string][])('refuses %j with a message on %s', async (body, field, message) => {
    const res = await w.call(2, '/index/stats/monthly', body);
    expect(res.statusCode).toBe(422);
    expect(res.body.data.code).toBe('validation');
    expect(Object.keys(res.body.data.fields)).toEqual([field]);
    expect(res.body.data.fields[field]).toBe(message);
  });

  it('refuses a body that is not an object, and a body on the sellers call', async () => {
    expect((await w.app.inject({ method: 'POST', url: '/index/stats/summary', payload: '[1]', headers: { 'content-type': 'application/json' } })).statusCode).toBe(401);
    const res = await w.call(2, '/index/stats/sellers', RANGE);
    expect(res.statusCode).toBe(400);
  });
});
