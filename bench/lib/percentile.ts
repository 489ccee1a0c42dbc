/** Latency percentiles of the benches: nearest rank, 0 for no values. */

/** The p-th percentile (0 to 100) of values already sorted ascending. */
export const rank = (sorted: ArrayLike<number>, p: number): number =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The p-th percentile of unsorted millisecond values, to the whole millisecond. */
export const percentile = (values: readonly number[], p: number): number => Math.round(rank([...values].sort((a, b) => a - b), p));
