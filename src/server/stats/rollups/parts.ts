/** The parts each kind of stats query sums over, as day runs (cover.ts turns them into months and edges). */
import type { StatsQuery } from '../base/range';
import type { DayRun } from './cover';

/** Part 0: the period. */
export const periodParts = (q: StatsQuery): DayRun[] => [q.period];

/** Part 0: the period compared with, part 1: the period (to date when it reaches past today). */
export const comparedParts = (q: StatsQuery): DayRun[] => [q.previous, q.current];

/** Part i: the i-th month the period touches, cut to the period. */
export const monthParts = (q: StatsQuery): DayRun[] => q.months.map(({ from, to }) => ({ from, to }));
