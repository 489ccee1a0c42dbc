import { describe, expect, it } from 'vitest';
import { MAX_RANGE_DAYS, localMidnight, monthsOf, parseStatsRequest } from '../../src/server/stats/base/range';
import { STATS_LEVELS, statsChannelOf } from '../../src/server/stats/scope';

describe('parseStatsRequest', () => {
  it('takes an inclusive range and the previous period of the same length', () => {
    const r = parseStatsRequest({ from: '2024-03-01', to: '2024-03-31' });
    expect(r).toEqual({
      ok: true,
      query: {
        period: { from: '2024-03-01', to: '2024-03-31' },
        previous: { from: '2024-01-30', to: '2024-02-29' },
        instants: { previousStart: localMidnight('2024-01-30'), start: localMidnight('2024-03-01'), end: localMidnight('2024-04-01') },
        months: [{ month: '2024-03', from: '2024-03-01', to: '2024-03-31' }],
        days: 31,
      },
    });
  });

  it('treats a single day as a one-day period', () => {
    const r = parseStatsRequest({ from: '2025-01-01', to: '2025-01-01', salesperson_id: 3 });
    expect(r.ok && r.query).toMatchObject({
      previous: { from: '2024-12-31', to: '2024-12-31' },
      instants: { end: localMidnight('2025-01-02') },
      days: 1,
      salespersonId: 3,
    });
  });

  it('starts the first month with the period and ends the last with it, the others whole, in local days', () => {
    const r = parseStatsRequest({ from: '2023-12-15', to: '2024-02-10' });
    expect(r.ok && r.query.months).toEqual([
      { month: '2023-12', from: '2023-12-15', to: '2023-12-31' },
      { month: '2024-01', from: '2024-01-01', to: '2024-01-31' },
      { month: '2024-02', from: '2024-02-01', to: '2024-02-10' },
    ]);
    // Local midnight: the instant whose local calendar day starts then.
    const d = new Date(localMidnight('2024-01-01'));
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()]).toEqual([2024, 0, 1, 0, 0]);
  });

  it.each([
    [{ from: '2024-02-30', to: '2024-03-01' }, { from: { key: 'type_date' } }],
    [{ from: '2024-1-01', to: '2024-03-01' }, { from: { key: 'type_date' } }],
    [{ from: '0000-01-01', to: '2024-03-01' }, { from: { key: 'type_date' } }],
    [{ from: 20240101, to: '2024-03-01' }, { from: { key: 'type_date' } }],
    [{ from: '2024-01-01T00:00:00Z', to: '2024-03-01' }, { from: { key: 'type_date' } }],
    [{ to: '2024-03-01' }, { from: { key: 'required' } }],
    [{ from: '2024-03-02', to: '2024-03-01' }, { to: { key: 'min_date', params: { min: '2024-03-02' } } }],
    [{ from: '2000-01-01', to: '2024-03-01' }, { to: { key: 'max_date', params: { max: '2009-12-31' } } }],
    [{ from: '2024-01-01', to: '2024-03-01', salesperson_id: '3' }, { salesperson_id: { key: 'reference' } }],
    [{ from: '2024-01-01', to: '2024-03-01', salesperson_id: 1.5 }, { salesperson_id: { key: 'reference' } }],
    [{ from: '2024-01-01', to: '2024-03-01', agent: ' ' }, { agent: { key: 'type_text' } }],
    [{ from: '2024-01-01', to: '2024-03-01', agent: 'x'.repeat(51) }, { agent: { key: 'max_length', params: { max: 50 } } }],
  ])('refuses %j', (body, fields) => {
    expect(parseStatsRequest(body)).toEqual({ ok: false, reason: 'fields', fields });
  });

  it('accepts exactly the longest range', () => {
    const r = parseStatsRequest({ from: '2000-01-01', to: '2009-12-31' });
    expect(r.ok && r.query.days).toBe(MAX_RANGE_DAYS);
  });

  it('refuses unknown keys and bodies that are not objects', () => {
    expect(parseStatsRequest({ from: '2024-01-01', to: '2024-01-02', channel: 'inside' })).toEqual({ ok: false, reason: 'unknown_key', key: 'channel' });
    expect(parseStatsRequest([])).toEqual({ ok: false, reason: 'malformed' });
    expect(parseStatsRequest('x')).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('monthsOf', () => {
  it('lists every month a period touches, across years', () => {
    expect(monthsOf({ from: '2023-11-15', to: '2024-02-01' })).toEqual(['2023-11', '2023-12', '2024-01', '2024-02']);
    expect(monthsOf({ from: '2024-05-05', to: '2024-05-06' })).toEqual(['2024-05']);
  });
});

describe('statsChannelOf', () => {
  it('lets only the levels with a statistics page in, on their own channel', () => {
    expect(STATS_LEVELS).toEqual([2, 4, 5, 6]);
    expect(statsChannelOf({ level: 2, channel: 'inside' })).toBe('inside');
    expect(statsChannelOf({ level: 5, channel: 'inside' })).toBe('inside');
    expect(statsChannelOf({ level: 4, channel: 'outside' })).toBe('outside');
    expect(statsChannelOf({ level: 6, channel: 'outside' })).toBe('outside');
    expect(statsChannelOf({ level: 1, channel: 'inside' })).toBeNull();
    expect(statsChannelOf({ level: 3, channel: 'outside' })).toBeNull();
    expect(statsChannelOf({ level: 4, channel: 'inside' })).toBeNull();
  });
});
