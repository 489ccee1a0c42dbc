/**
 * Which parts of a range the monthly rollups can answer. A part is a run of whole local days;
 * every calendar month lying entirely inside a part is read from the rollup, and the days at
 * its edges (a month cut by the part's first or last day) from the rows themselves. Pure.
 */
import { addDays } from '../../clock/clock';
import { localMidnight } from '../base/range';

/** Local days, both included. */
export interface DayRun {
  from: string;
  to: string;
}

export interface Cover {
  /** A whole month ('YYYY-MM-01') and the part it belongs to. */
  months: { month: string; part: number }[];
  /** Instants [start, end) read from the rows, and their part; contiguous edges are merged. */
  edges: { start: string; end: string; part: number }[];
}

const firstOfMonth = (day: string): string => `${day.slice(0, 7)}-01`;

const nextMonth = (first: string): string => {
  const [y, m] = first.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

/**
 * With `useRollups` false (the database does not know the server's time zone), every part is
 * one edge: the rows answer everything.
 */
export const coverParts = (parts: readonly DayRun[], useRollups: boolean): Cover => {
  const cover: Cover = { months: [], edges: [] };
  parts.forEach((run, part) => {
    const end = addDays(run.to, 1);
    // Day runs [from, to) not covered by whole months, in order.
    const runs: [string, string][] = [];
    const addRun = (from: string, to: string): void => {
      const last = runs[runs.length - 1];
      if (last && last[1] === from) last[1] = to;
      else runs.push([from, to]);
    };
    if (!useRollups) addRun(run.from, end);
    else {
      for (let month = firstOfMonth(run.from); month < end; month = nextMonth(month)) {
        const after = nextMonth(month);
        if (month >= run.from && after <= end) cover.months.push({ month, part });
        else addRun(month > run.from ? month : run.from, after < end ? after : end);
      }
    }
    for (const [from, to] of runs) cover.edges.push({ start: localMidnight(from), end: localMidnight(to), part });
  });
  return cover;
};
