/** How a figure moved against the previous period, for the arrow and the percentage on a card. */

export type Trend =
  | { kind: 'up' | 'down'; percent: number }
  /** Nothing before, something now: a percentage would be infinite. */
  | { kind: 'new' }
  | { kind: 'flat' };

export const trendOf = (current: number, previous: number): Trend => {
  if (current === previous) return { kind: 'flat' };
  if (previous === 0) return { kind: 'new' };
  const percent = Math.round((Math.abs(current - previous) / Math.abs(previous)) * 1000) / 10;
  return { kind: current > previous ? 'up' : 'down', percent };
};
