/**
 * What a wall panel shows when its rows do not all fit (the screen never scrolls): the rows
 * from the current one on, keeping at most `keepPast` of the finished ones before it, and how
 * many were left out on each side (shown as a line, so nobody reads the panel as complete).
 */
export interface Fitted<T> {
  shown: T[];
  before: number;
  after: number;
}

export const fitRows = <T>(rows: readonly T[], max: number, isPast: (row: T) => boolean, keepPast = 1): Fitted<T> => {
  if (rows.length <= max) return { shown: [...rows], before: 0, after: 0 };
  const current = rows.findIndex((r) => !isPast(r));
  const from = current === -1 ? rows.length - max : Math.max(0, Math.min(current - keepPast, rows.length - max));
  return { shown: rows.slice(from, from + max), before: from, after: Math.max(0, rows.length - from - max) };
};
