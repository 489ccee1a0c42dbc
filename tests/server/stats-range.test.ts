import { describe, expect, it } from 'vitest';
import { MAX_RANGE_DAYS, comparisonOf, localMidnight, monthsBefore, monthsOf, parseStatsRequest } from '../../src/server/stats/base/range';
import { STATS_LEVELS, statsChannelOf } from '../../src/server/stats/scope';
import { compared, span } from '../unit/statsPeriods';

/** A day far from the ranges below, so none of them reaches past it (no cut "to date"). */
const LATER = '2030-06-15';

describe('parseStatsRequest', () => {
  it('takes an inclusive range and compares a whole month with the month before', () => {
    const r = parseStatsRequest({ from: '2024-03-01', to: '2024-03-31' }, LATER);
    expect(r).toEqual({
      ok: true,
      query: {
        ...compared('2024-03-01..2024-03-31', '2024-03-01..2024-03-31', '2024-02-01..2024-02-29', 'month', 1),
        instants: {
          current: { start: localMidnight('2024-03-01'), end: localMidnight('2024-04-01') },
          previous: { start: localMidnight('2024-02-01'), end: localMidnight('2024-03-01') },
        },
        months: [{ month: '2024-03', from: '2024-03-01', to: '2024-03-31' }],
        days: 31,
      },
    });
  });

  it('treats a single day as a one-day period', () => {
    const r = parseStatsRequest({ from: '2025-01-01', to: '2025-01-01', salesperson_id: 3 }, LATER);
    expect(r.ok && r.query).toMatchObject({
      previous: span('2024-12-31..2024-12-31'),
      basis: 'days',
      instants: { current: { end: localMidnight('2025-01-02') } },
      days: 1,
      salespersonId: 3,
    });
  });

  it('starts the first month with the period and ends the last with it, the others whole, in local days', () => {
    const r = parseStatsRequest({ from: '2023-12-15', to: '2024-02-10' }, LATER);
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
    expect(parseStatsRequest(body, LATER)).toEqual({ ok: false, reason: 'fields', fields });
  });

  it('accepts exactly the longest range', () => {
    const r = parseStatsRequest({ from: '2000-01-01', to: '2009-12-31' }, LATER);
    expect(r.ok && r.query.days).toBe(MAX_RANGE_DAYS);
  });

  it('refuses unknown keys and bodies that are not objects', () => {
    expect(parseStatsRequest({ from: '2024-01-01', to: '2024-01-02', channel: 'inside' }, LATER)).toEqual({ ok: false, reason: 'unknown_key', key: 'channel' });
    expect(parseStatsRequest([], LATER)).toEqual({ ok: false, reason: 'malformed' });
    expect(parseStatsRequest('x', LATER)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('comparisonOf: calendar periods with calendar periods', () => {
  const cmp = (from: string, to: string, today: string) => {
    const c = comparisonOf({ from, to }, today);
    return { current: `${c.current.from}..${c.current.to}`, previous: `${c.previous.from}..${c.previous.to}`, basis: c.basis, toDate: c.toDate };
  };

  it('compares this month so far with last month up to the same day, not with the 30 days before', () => {
    expect(cmp('2026-11-01', '2026-11-30', '2026-11-23')).toEqual({ current: '2026-11-01..2026-11-23', previous: '2026-10-01..2026-10-23', basis: 'month', toDate: true });
    // A day last month lacks (March 31st) is compared up to the end of that month.
    expect(cmp('2026-03-01', '2026-03-31', '2026-03-30')).toMatchObject({ previous: '2026-02-01..2026-02-28' });
    // On the month's last day it is the whole month against the whole month before.
    expect(cmp('2026-04-01', '2026-04-30', '2026-04-30')).toEqual({ current: '2026-04-01..2026-04-30', previous: '2026-03-01..2026-03-31', basis: 'month', toDate: false });
  });

  it('compares whole past months with the months before, ending on their last day', () => {
    expect(cmp('2026-04-01', '2026-04-30', LATER)).toMatchObject({ previous: '2026-03-01..2026-03-31', toDate: false });
    expect(cmp('2026-01-01', '2026-03-31', LATER)).toMatchObject({ previous: '2025-10-01..2025-12-31', basis: 'month' });
  });

  it('compares this year so far with last year to the same day, and a whole year with the year before', () => {
    expect(cmp('2026-01-01', '2026-12-31', '2026-11-23')).toEqual({ current: '2026-01-01..2026-11-23', previous: '2025-01-01..2025-11-23', basis: 'year', toDate: true });
    expect(cmp('2025-01-01', '2025-12-31', LATER)).toMatchObject({ previous: '2024-01-01..2024-12-31', basis: 'year' });
    // February 29th has no twin the year before: up to February 28th.
    expect(cmp('2024-01-01', '2024-12-31', '2024-02-29')).toMatchObject({ previous: '2023-01-01..2023-02-28' });
  });

  it('compares a custom range with the same range shifted back by its length, to date when it reaches past today', () => {
    expect(cmp('2026-03-05', '2026-03-20', LATER)).toEqual({ current: '2026-03-05..2026-03-20', previous: '2026-02-17..2026-03-04', basis: 'days', toDate: false });
    // This week (Monday to Sunday) on Wednesday: Monday to Wednesday, against last week's Monday to Wednesday.
    expect(cmp('2026-11-23', '2026-11-29', '2026-11-25')).toEqual({ current: '2026-11-23..2026-11-25', previous: '2026-11-16..2026-11-18', basis: 'days', toDate: true });
    expect(cmp('2026-11-23', '2026-11-23', '2026-11-23')).toMatchObject({ previous: '2026-11-22..2026-11-22', toDate: false });
  });

  it('leaves a period in the future whole', () => {
    expect(cmp('2027-01-01', '2027-01-31', '2026-11-23')).toMatchObject({ current: '2027-01-01..2027-01-31', previous: '2026-12-01..2026-12-31', toDate: false });
  });

  it('shifts months back across years and clamps to the month’s end', () => {
    expect(monthsBefore('2026-01-15', 1)).toBe('2025-12-15');
    expect(monthsBefore('2026-05-31', 3)).toBe('2026-02-28');
    expect(monthsBefore('2026-03-31', 24)).toBe('2024-03-31');
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
