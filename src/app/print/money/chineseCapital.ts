/**
 * Amounts in Chinese capital numerals (大写金额), as written on contracts and receipts so
 * that no digit can be altered. Rules, after the People's Bank of China rules for filling
 * in bills:
 * - digits 零壹贰叁肆伍陆柒捌玖, units 拾佰仟, sections 万 and 亿 (万亿 for 10^12);
 *   10 is 壹拾, never 拾;
 * - several zeros inside the integer part are read as one 零; zeros at the end of the
 *   integer part or of a section are not read;
 * - an amount ending at 元 takes 整 (壹拾元整, 零元整); one ending at 角 or 分 does not;
 * - when the 元 digit is 0 (or 角 is 0) and a later digit is not, one 零 stands for the
 *   gap: 100.05 -> 壹佰元零伍分, 1,002,000.10 -> 壹佰万贰仟元零壹角, 1.05 -> 壹元零伍分;
 * - amounts below one 元 start at 角 or 分: 0.5 -> 伍角, 0.05 -> 伍分.
 * Largest amount: 9,999,999,999,999.99 (MAX_PRINTABLE_CENTS). Negative, non-finite, more
 * than two decimals or larger amounts throw a RangeError: a document must never show a
 * wrong amount in words.
 */
import { MAX_PRINTABLE_CENTS, toCents } from './cents';

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const UNITS = ['', '拾', '佰', '仟'];
const WAN = 10_000n;
const YI = 100_000_000n;

/** 1..9999: internal zeros become one 零, trailing zeros vanish. */
const readGroup = (n: bigint): string => {
  const digits = n.toString().split('').map(Number);
  let out = '';
  let pendingZero = false;
  digits.forEach((d, i) => {
    const unit = UNITS[digits.length - 1 - i];
    if (d === 0) {
      pendingZero = out !== '';
      return;
    }
    if (pendingZero) out += '零';
    pendingZero = false;
    out += DIGITS[d] + unit;
  });
  return out;
};

/** A positive integer below 10^16, split at 亿 then 万; a section starting with 0 after a higher one is led by 零. */
const readInteger = (n: bigint): string => {
  if (n >= YI) {
    const low = n % YI;
    const lowText = low === 0n ? '' : (low < YI / 10n ? '零' : '') + readInteger(low);
    return `${readInteger(n / YI)}亿${lowText}`;
  }
  if (n >= WAN) {
    const low = n % WAN;
    const lowText = low === 0n ? '' : (low < WAN / 10n ? '零' : '') + readGroup(low);
    return `${readGroup(n / WAN)}万${lowText}`;
  }
  return readGroup(n);
};

/** The amount in capital numerals, e.g. 12300 -> 壹万贰仟叁佰元整. */
export const toChineseCapital = (amount: number | string): string => capitalFromCents(toCents(amount));

/** Same, from cents already parsed by toCents. */
export const capitalFromCents = (cents: bigint): string => {
  if (cents < 0n) throw new RangeError(`Negative amounts have no capital form: ${cents} cents`);
  if (cents > MAX_PRINTABLE_CENTS) throw new RangeError(`Amount too large to print: ${cents} cents`);
  const yuan = cents / 100n;
  const jiao = Number((cents / 10n) % 10n);
  const fen = Number(cents % 10n);
  if (cents === 0n) return '零元整';
  if (jiao === 0 && fen === 0) return `${readInteger(yuan)}元整`;

  let out = yuan > 0n ? `${readInteger(yuan)}元` : '';
  // One 零 bridges a zero 元 digit (when there are 元 at all) or a zero 角 before 分.
  const zeroYuanDigit = yuan > 0n && yuan % 10n === 0n;
  if (jiao > 0) {
    out += (zeroYuanDigit ? '零' : '') + DIGITS[jiao] + '角';
  } else if (yuan > 0n) {
    out += '零';
  }
  if (fen > 0) out += DIGITS[fen] + '分';
  return out;
};
