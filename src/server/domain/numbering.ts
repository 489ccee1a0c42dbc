/**
 * Document numbers (docs/numbering.md): order O<yyyymmdd><4-digit seq>, contract C<yyyy><5-digit
 * seq>, receipt R<yyyymmdd><4-digit seq>. The sequence restarts every day (orders, receipts) or
 * year (contracts). Formatting is pure; allocation is in counters.ts.
 */
export type NumberKind = 'order' | 'contract' | 'receipt';

interface Scheme {
  letter: string;
  /** yyyymmdd or yyyy of the local date. */
  period: (day: string) => string;
  digits: number;
}

const SCHEMES: Record<NumberKind, Scheme> = {
  order: { letter: 'O', period: (day) => day.replace(/-/g, ''), digits: 4 },
  contract: { letter: 'C', period: (day) => day.slice(0, 4), digits: 5 },
  receipt: { letter: 'R', period: (day) => day.replace(/-/g, ''), digits: 4 },
};

/** The prefix shared by every number of one period, e.g. O20261123 (day is YYYY-MM-DD). */
export const numberPrefix = (kind: NumberKind, day: string): string => `${SCHEMES[kind].letter}${SCHEMES[kind].period(day)}`;

export const formatNumber = (kind: NumberKind, day: string, seq: number): string =>
  `${numberPrefix(kind, day)}${String(seq).padStart(SCHEMES[kind].digits, '0')}`;

/** The sequence part of a number of this prefix, or 0 if it is not one. */
export const sequenceOf = (prefix: string, value: string): number => {
  if (!value.startsWith(prefix)) return 0;
  const n = Number(value.slice(prefix.length));
  return Number.isSafeInteger(n) ? n : 0;
};
