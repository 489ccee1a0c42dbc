/**
 * Money is numeric(14,2) in the database and arrives as a string or a number; all domain
 * arithmetic is done in integer cents so that totals, paid and balance always add up exactly.
 */
export type Cents = number;

export const toCents = (v: unknown): Cents => {
  if (v === null || v === undefined || v === '') return 0;
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n)) return 0;
  return Math.round(n * 100);
};

/** Back to the decimal the database and the protocol speak. */
export const fromCents = (c: Cents): number => Math.round(c) / 100;
