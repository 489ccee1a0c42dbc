/**
 * How a figure moved against the period it is compared with, for the arrow and the percentage
 * on a card, and what that period is, in words.
 */
import type { SummaryData } from '../../../protocol/stats';

type Trend =
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

/** A message key and its values, translated by the components. */
interface Phrase {
  key: string;
  params: Record<string, string | number>;
}

/**
 * What the period's flow figures are compared with, as the server chose it (range.ts): last
 * month to the same day, last year, the 7 days before...
 */
export const comparedWith = (s: Pick<SummaryData, 'basis' | 'shift' | 'toDate'>): Phrase => {
  const n = s.shift;
  const toDate = s.toDate ? '_to_date' : '';
  switch (s.basis) {
    case 'month':
      return { key: `stats.compare.${n === 1 ? 'month' : 'months'}${toDate}`, params: { n } };
    case 'year':
      return { key: `stats.compare.${n === 1 ? 'year' : 'years'}${toDate}`, params: { n } };
    case 'days':
      return s.toDate ? { key: 'stats.compare.days_to_date', params: { n } } : { key: n === 1 ? 'stats.compare.day' : 'stats.compare.days', params: { n } };
  }
};

/** A state figure (a balance, plot counts) is compared with its value at the end of a day. */
export const comparedWithDay = (day: string): Phrase => ({ key: 'stats.compare.end_of', params: { day } });
