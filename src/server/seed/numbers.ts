/**
 * Document numbers for the demo, in the formats of docs/numbering.md, allocated in date
 * order like the live counters would have: one series per channel; orders and receipts
 * restart every day, contracts every year.
 */
import type { Channel } from '../../config/types';
import { formatNumber, numberPrefix, type NumberKind } from '../kernel/numbering';

/**
 * Number items in the order given; `day` (YYYY-MM-DD) picks the period a number belongs to
 * and `channel` its series (each channel counts on its own).
 */
export const allocate = <T>(kind: NumberKind, items: readonly T[], day: (item: T) => string, channel: (item: T) => Channel): Map<T, string> => {
  const seqs = new Map<string, number>();
  const out = new Map<T, string>();
  for (const item of items) {
    const d = day(item);
    const series = numberPrefix(kind, d, channel(item));
    const seq = (seqs.get(series) ?? 0) + 1;
    seqs.set(series, seq);
    out.set(item, formatNumber(kind, d, seq, channel(item)));
  }
  return out;
};

export const byTime = <T>(time: (item: T) => Date) => (a: T, b: T): number => time(a).getTime() - time(b).getTime();
