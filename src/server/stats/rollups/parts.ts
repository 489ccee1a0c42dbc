/** The parts each kind of stats query sums over, as day runs (cover.ts turns them into months and edges). */
import { addDays } from '../../domain/clock';
import type { StatsQuery } from '../range';
import type { DayRun } from './cover';

/** Part 0: the period. */
export const periodParts = (q: StatsQuery): DayRun[] => [q.period];

/** Part 0: the previous period, part 1: the period. */
export const comparedParts = (q: StatsQuery): DayRun[] => [q.previous, q.period];

/** Part i: the i-th month the period touches, cut to the period. */
export const monthParts = (q: StatsQuery): DayRun[] =>
  q.months.map(({ month }, i) => {
    const next = i + 1 < q.months.length ? `${q.months[i + 1].month}-01` : addDays(q.period.to, 1);
    const from = i === 0 ? q.period.from : `${month}-01`;
    return { from, to: addDays(next, -1) };
  });
