/** Timestamp cells as PostgreSQL and PGlite send them, decoded to the ISO strings the answers carry. */
import { afterEach, expect, it, vi } from 'vitest';
import { parseTimestamp } from '../../src/server/db/types';

afterEach(() => {
  vi.restoreAllMocks();
});

it('decodes every text form the databases send into the exact ISO string in UTC', () => {
  const cases: [string, string][] = [
    ['2026-11-23 23:40:53+00', '2026-11-23T23:40:53.000Z'],
    ['2026-11-23 23:40:53.123456+00', '2026-11-23T23:40:53.123Z'],
    ['2026-11-23 23:40:53.5+00', '2026-11-23T23:40:53.500Z'],
    ['2026-11-23 23:40:53.99+00', '2026-11-23T23:40:53.990Z'],
    ['2026-11-23 23:40:53.123999', '2026-11-23T23:40:53.123Z'],
    ['2026-11-23 23:40:53', '2026-11-23T23:40:53.000Z'],
    ['2026-01-01 07:30:00+08', '2025-12-31T23:30:00.000Z'],
    ['2026-01-01 00:00:00.25-05:30', '2026-01-01T05:30:00.250Z'],
    ['1900-01-01 00:00:00+08:05:43', '1899-12-31T15:54:17.000Z'],
    ['2026-02-28 23:59:59.999999-01', '2026-03-01T00:59:59.999Z'],
    ['infinity', 'infinity'],
    ['-infinity', '-infinity'],
    ['2026-11-23 23:40:53+00 BC', '2026-11-23 23:40:53+00 BC'],
  ];
  for (const [text, iso] of cases) expect(parseTimestamp(text), text).toBe(iso);
});

it('builds no Date for the usual UTC cell, and agrees with the Date-based decoding for it', () => {
  const slow = (text: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d+)?(\+00)?$/.exec(text);
    if (!m) throw new Error(text);
    const ms = m[7] ? Number(m[7].slice(1, 4).padEnd(3, '0')) : 0;
    return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6], ms)).toISOString();
  };
  const samples: string[] = [];
  for (let i = 0; i < 200; i++) {
    const t = new Date(Date.UTC(1000 + ((i * 37) % 9000), i % 12, 1 + (i % 28), i % 24, (i * 7) % 60, (i * 13) % 60));
    const base = t.toISOString().slice(0, 19).replace('T', ' ');
    const frac = ['', '.1', '.12', '.123', '.1234', '.123456'][i % 6];
    samples.push(`${base}${frac}${i % 2 ? '+00' : ''}`);
  }
  const expected = samples.map(slow);
  const toIso = vi.spyOn(Date.prototype, 'toISOString');
  expect(samples.map(parseTimestamp)).toEqual(expected);
  expect(toIso).not.toHaveBeenCalled();
});
