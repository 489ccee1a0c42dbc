/**
 * Document numbers for the demo, in the formats of docs/numbering.md, allocated in date
 * order like the live counters would have: orders and receipts restart every day,
 * contracts every year.
 */
import { formatNumber, type NumberKind } from '../domain/numbering';

/** Number items in the order given; `day` (YYYY-MM-DD) picks the period a number belongs to. */
export const allocate = <T>(kind: NumberKind, items: readonly T[], day: (item: T) => string): Map<T, string> => {
  const periodOf = (d: string): string => (kind === 'contract' ? d.slice(0, 4) : d);
  const seqs = new Map<string, number>();
  const out = new Map<T, string>();
  for (const item of items) {
    const d = day(item);
    const seq = (seqs.get(periodOf(d)) ?? 0) + 1;
    seqs.set(periodOf(d), seq);
    out.set(item, formatNumber(kind, d, seq));
  }
  return out;
};

export const byTime = <T>(time: (item: T) => Date) => (a: T, b: T): number => time(a).getTime() - time(b).getTime();
