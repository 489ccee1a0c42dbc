/** Which days of a stats range the monthly rollups answer, and which the rows (src/server/stats/rollups/cover.ts). */
import { describe, expect, it } from 'vitest';
import { coverParts } from '../../src/server/stats/rollups/cover';
import { localMidnight } from '../../src/server/stats/base/range';

const edge = (from: string, to: string, part: number) => ({ start: localMidnight(from), end: localMidnight(to), part });

describe('coverParts', () => {
  it('reads a whole year from twelve months and no rows', () => {
    const cover = coverParts([{ from: '2026-01-01', to: '2026-12-31' }], true);
    expect(cover.months.map((m) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-01`),
    );
    expect(cover.edges).toEqual([]);
  });

  it('reads the cut months at both edges from the rows', () => {
    const cover = coverParts([{ from: '2026-03-15', to: '2026-05-10' }], true);
    expect(cover.months).toEqual([{ month: '2026-04-01', part: 0 }]);
    expect(cover.edges).toEqual([edge('2026-03-15', '2026-04-01', 0), edge('2026-05-01', '2026-05-11', 0)]);
  });

  it('reads a range inside one month, or across two cut months, as one run of rows', () => {
    expect(coverParts([{ from: '2026-02-03', to: '2026-02-20' }], true)).toEqual({ months: [], edges: [edge('2026-02-03', '2026-02-21', 0)] });
    expect(coverParts([{ from: '2026-01-20', to: '2026-02-10' }], true)).toEqual({ months: [], edges: [edge('2026-01-20', '2026-02-11', 0)] });
  });

  it('ends a whole month on its last day, leap years included', () => {
    expect(coverParts([{ from: '2024-02-01', to: '2024-02-29' }], true)).toEqual({ months: [{ month: '2024-02-01', part: 0 }], edges: [] });
    expect(coverParts([{ from: '2025-12-01', to: '2026-01-31' }], true).months.map((m) => m.month)).toEqual(['2025-12-01', '2026-01-01']);
  });

  it('keeps each part apart: the previous period and the period', () => {
    const cover = coverParts(
      [
        { from: '2025-12-17', to: '2026-02-14' },
        { from: '2026-02-15', to: '2026-04-15' },
      ],
      true,
    );
    expect(cover.months).toEqual([
      { month: '2026-01-01', part: 0 },
      { month: '2026-03-01', part: 1 },
    ]);
    expect(cover.edges).toEqual([
      edge('2025-12-17', '2026-01-01', 0),
      edge('2026-02-01', '2026-02-15', 0),
      edge('2026-02-15', '2026-03-01', 1),
      edge('2026-04-01', '2026-04-16', 1),
    ]);
  });

  it('reads everything from the rows when the rollups cannot be used', () => {
    expect(coverParts([{ from: '2026-01-01', to: '2026-12-31' }], false)).toEqual({ months: [], edges: [edge('2026-01-01', '2027-01-01', 0)] });
  });
});
