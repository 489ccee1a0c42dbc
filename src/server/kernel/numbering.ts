/**
 * Document numbers (docs/numbering.md): order O<yyyymmdd><4-digit seq>, contract C<yyyy><5-digit
 * seq>, receipt R<yyyymmdd><4-digit seq>. Each channel has its own series: outside numbers
 * carry a W (外) after the letter (OW..., CW..., RW...), so the gaps in one channel's numbers
 * say nothing about the other channel's sales, and a number tells which channel it is. The
 * sequence restarts every day (orders, receipts) or year (contracts). Formatting is pure;
 * allocation is in counters.ts.
 */
import type { Channel } from '../../config/types';

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

/** The mark of each channel's series, after the kind letter. Inside keeps the original numbers. */
const CHANNEL_MARK: Record<Channel, string> = { inside: '', outside: 'W' };

/** The prefix shared by every number of one period and channel, e.g. O20261123 or OW20261123 (day is YYYY-MM-DD). */
export const numberPrefix = (kind: NumberKind, day: string, channel: Channel = 'inside'): string =>
  `${SCHEMES[kind].letter}${CHANNEL_MARK[channel]}${SCHEMES[kind].period(day)}`;

export const formatNumber = (kind: NumberKind, day: string, seq: number, channel: Channel = 'inside'): string =>
  `${numberPrefix(kind, day, channel)}${String(seq).padStart(SCHEMES[kind].digits, '0')}`;

/** The sequence part of a number of this prefix, or 0 if it is not one. */
export const sequenceOf = (prefix: string, value: string): number => {
  if (!value.startsWith(prefix)) return 0;
  const n = Number(value.slice(prefix.length));
  return Number.isSafeInteger(n) ? n : 0;
};
