/** Periods of the statistics written short ('2024-01-01..2024-02-29'), for the server's and the page's tests alike. */
import type { CompareBasis, Period, PeriodComparison } from '../../src/protocol/stats';

export const span = (text: string): Period => {
  const [from, to] = text.split('..');
  return { from, to };
};

/** A period and what it is compared with, as the parsed request and the summary both carry them. */
export const compared = (period: string, current: string, previous: string, basis: CompareBasis, shift: number, toDate = false): PeriodComparison & { period: Period } => ({
  period: span(period),
  current: span(current),
  previous: span(previous),
  basis,
  shift,
  toDate,
});
