/**
 * Money as an exact count of cents. Amounts reach the browser as numbers or as the
 * decimal strings PostgreSQL gives for numeric(14,2); binary floating point would turn
 * 0.29 into 0.28999..., so every printed amount goes through this parser first.
 */

/**
 * Largest amount the documents print: 9,999,999,999,999.99 (万亿 is the largest unit used).
 * The money columns are numeric(14,2), whose maximum (999,999,999,999.99) is well below it.
 */
export const MAX_PRINTABLE_CENTS = 999_999_999_999_999n;

const AMOUNT_RE = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Parse an amount into signed cents. Refuses (RangeError) non-finite numbers, text that is
 * not a plain decimal, more than two decimals and magnitudes above MAX_PRINTABLE_CENTS.
 */
export const toCents = (amount: number | string): bigint => {
  if (typeof amount === 'number' && !Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  // String(number) gives the shortest text that reads back as the same double, so 0.1 stays "0.1".
  const text = typeof amount === 'number' ? String(amount) : amount.trim().replace(/,/g, '');
  const m = AMOUNT_RE.exec(text);
  if (!m) throw new RangeError(`Not an amount with at most two decimals: ${String(amount)}`);
  const [, sign, whole, frac = ''] = m;
  const cents = BigInt(whole) * 100n + BigInt(frac.padEnd(2, '0'));
  if (cents > MAX_PRINTABLE_CENTS) throw new RangeError(`Amount too large to print: ${String(amount)}`);
  return sign === '-' ? -cents : cents;
};

/** Cents read from a possibly missing column: null, undefined and '' count as zero. */
export const centsOrZero = (amount: number | string | null | undefined): bigint =>
  amount === null || amount === undefined || amount === '' ? 0n : toCents(amount);
