/**
 * Dates as registers and spreadsheets write them, read into the canonical values of a date
 * field ('YYYY-MM-DD', and for a partial field also 'YYYY-MM', 'YYYY', '~YYYY': ./dates.ts).
 * Shared by the import preview, the server's import and the partial-date form input.
 *
 *   year first, any order   2024-03-05, 2024/3/5, 2024.3.5, 20240305, 2024年3月5日, 二〇二四年三月五日
 *   year last, by the order 05/03/2024, 05.03.2024, 05-03-2024 (dmy) · 03/05/2024 (mdy)
 *   a month's name          5 Mar 2024, Mar 5, 2024, March 5 2024, 5 de marzo de 2024, 2024 Mar 5
 *   an Excel date number    45292 (2024-01-01): five digits, 1927 to 2173, counted as Excel does
 *                           (with its 29 February 1900 that never was)
 *   partial fields only     1879, 1879年 · 1923-11, 1923/11, 11/1923, 1923年11月, 1923 Nov, Nov 1923
 *                           about 1879, abt 1879, c. 1880, ca. 1880, circa 1880, ~1880, 约1879年, 1879年頃
 *
 * A two-digit year (03/05/24) is refused: the century is the register's to say.
 */
import { L } from './define';
import { parsePartialDate } from './dates';
import type { Labels } from './types';
import type { FieldError } from './validators';

/** The order of day, month and year in dates written with the year last (05/03/2024). */
export type DateOrder = 'ymd' | 'dmy' | 'mdy';
export const DATE_ORDERS: readonly DateOrder[] = ['ymd', 'dmy', 'mdy'];

export const DATE_ORDER_LABELS: Record<DateOrder, Labels> = {
  ymd: L('年-月-日', 'year-month-day', 'año-mes-día', '年-月-日'),
  dmy: L('日-月-年', 'day-month-year', 'día-mes-año', '日-月-年'),
  mdy: L('月-日-年', 'month-day-year', 'mes-día-año', '月-日-年'),
};

/** The accepted forms, as examples of 5 March 2024 in the chosen order, for every date error. */
const FULL_FORMS: Record<DateOrder, Labels> = {
  ymd: L(
    '2024-03-05、2024/3/5、2024年3月5日、20240305、5 Mar 2024 或 Excel 日期数字',
    '2024-03-05, 2024/3/5, 2024年3月5日, 20240305, 5 Mar 2024 or an Excel date number',
    '2024-03-05, 2024/3/5, 2024年3月5日, 20240305, 5 mar 2024 o un número de fecha de Excel',
    '2024-03-05、2024/3/5、2024年3月5日、20240305、5 Mar 2024、または Excel の日付数値',
  ),
  dmy: L(
    '05/03/2024、05.03.2024、2024-03-05、2024年3月5日、5 Mar 2024 或 Excel 日期数字',
    '05/03/2024, 05.03.2024, 2024-03-05, 2024年3月5日, 5 Mar 2024 or an Excel date number',
    '05/03/2024, 05.03.2024, 2024-03-05, 2024年3月5日, 5 mar 2024 o un número de fecha de Excel',
    '05/03/2024、05.03.2024、2024-03-05、2024年3月5日、5 Mar 2024、または Excel の日付数値',
  ),
  mdy: L(
    '03/05/2024、2024-03-05、2024年3月5日、Mar 5, 2024 或 Excel 日期数字',
    '03/05/2024, 2024-03-05, 2024年3月5日, Mar 5, 2024 or an Excel date number',
    '03/05/2024, 2024-03-05, 2024年3月5日, Mar 5, 2024 o un número de fecha de Excel',
    '03/05/2024、2024-03-05、2024年3月5日、Mar 5, 2024、または Excel の日付数値',
  ),
};

const PARTIAL_FORMS: Labels = L(
  '；不完整的日期：1879、1923-11、1923年11月、Nov 1923、约1879年、about 1879',
  '; partial dates: 1879, 1923-11, Nov 1923, 1923年11月, about 1879, c. 1880',
  '; fechas parciales: 1879, 1923-11, nov 1923, 1923年11月, about 1879, c. 1880',
  '；不完全な日付：1879、1923-11、1923年11月、Nov 1923、1879年頃、about 1879',
);

/** The forms a date field accepts in the given order, in every language (a message parameter). */
export const acceptedDateForms = (order: DateOrder, partial: boolean): Labels =>
  partial ? (Object.fromEntries(Object.entries(FULL_FORMS[order]).map(([l, t]) => [l, t + PARTIAL_FORMS[l as keyof Labels]])) as Labels) : FULL_FORMS[order];

/** Why a cell is not a date, with the value, the chosen order and the accepted forms (every date error names them). */
export const dateCellError = (text: string, order: DateOrder, partial: boolean, twoDigitYear = false): FieldError => ({
  key: twoDigitYear ? 'date_two_digit_year' : 'date_form',
  params: { value: text.length > 40 ? `${text.slice(0, 40)}…` : text, order: DATE_ORDER_LABELS[order], forms: acceptedDateForms(order, partial) },
});

const pad2 = (n: number): string => String(n).padStart(2, '0');

const day = (y: number, m: number, d: number): string | null => {
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y);
  if (y < 1 || y > 9999 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${pad2(m)}-${pad2(d)}`;
};

const month = (y: number, m: number): string | null => (y >= 1 && y <= 9999 && m >= 1 && m <= 12 ? `${String(y).padStart(4, '0')}-${pad2(m)}` : null);

const MONTH_WORDS: Readonly<Record<string, number>> = (() => {
  const out: Record<string, number> = {};
  const lists = [
    ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'],
    ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
    ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
    ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  ];
  for (const list of lists) list.forEach((w, i) => (out[w] = i + 1));
  out.sept = 9;
  out.set = 9;
  out.setiembre = 9;
  return out;
})();

const monthWord = (w: string): number | undefined => MONTH_WORDS[w.toLowerCase().replace(/\.$/, '')];

/** Full-width digits and signs (common in Chinese spreadsheets) as ASCII. */
const halfWidth = (s: string): string => s.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');

const CN_DIGITS: Readonly<Record<string, number>> = { 〇: 0, '○': 0, 零: 0, 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** 十一 -> 11, 二十五 -> 25, 三十 -> 30, 九 -> 9; null when not such a number. */
const cnSmall = (s: string): number | null => {
  if (/^[一二三四五六七八九]$/.test(s)) return CN_DIGITS[s];
  const m = /^([一二三]?)十([一二三四五六七八九]?)$/.exec(s);
  return m ? (m[1] ? CN_DIGITS[m[1]] : 1) * 10 + (m[2] ? CN_DIGITS[m[2]] : 0) : null;
};

/** 二〇二四年三月五日 (and 一八七九年, 一九二三年十一月) in Arabic digits; anything else unchanged. */
const arabicChinese = (s: string): string => {
  const m = /^([〇○零一二三四五六七八九]{4})年(?:([一二三四五六七八九十]{1,3})月(?:([一二三四五六七八九十]{1,3})日)?)?$/.exec(s);
  if (!m) return s;
  const y = [...m[1]].map((c) => CN_DIGITS[c]).join('');
  const mo = m[2] ? cnSmall(m[2]) : null;
  const d = m[3] ? cnSmall(m[3]) : null;
  if ((m[2] && mo === null) || (m[3] && d === null)) return s;
  return `${y}年${mo !== null ? `${mo}月` : ''}${d !== null ? `${d}日` : ''}`;
};

/** Excel's day number (the 1900 date system, with its 29 February 1900 that never was) as a day. */
export const excelSerialDay = (serial: number): string | null => {
  const whole = Math.floor(serial);
  if (whole < 1 || whole === 60 || whole > 2_958_465) return null;
  // Day 1 is 1900-01-01; from day 61 on, Excel has counted a 29 February 1900 too many.
  const base = Date.UTC(1899, 11, whole < 60 ? 31 : 30);
  const date = new Date(base + whole * 86_400_000);
  return `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
};

const ABOUT_RE = /^(?:about|abt\.?|approx\.?|aprox\.?|around|c\.|c|ca\.?|cir\.?|circa|hacia|h\.|~|约|大约|約|大約)\s*(\d{4})\s*年?\s*(?:左右|前后|頃|ごろ)?$/i;
const ABOUT_AFTER_RE = /^(\d{4})\s*年?\s*(?:左右|前后|頃|ごろ|\?)$/;

export type DateReading = { value: string } | { error: FieldError };

/**
 * One cell of a date field in the chosen order: its canonical value, or why not (naming the
 * accepted forms and the order). `partial` fields also take months, years and about-years.
 * An empty cell is for the caller (it has no date).
 */
export const readDate = (cell: string, order: DateOrder, partial: boolean): DateReading => {
  const raw = cell.trim();
  const s = arabicChinese(halfWidth(raw).replace(/\s+/g, ' ').replace(/[T ]0{1,2}:00(:00)?(\.0+)?Z?$/, ''));
  const fail = (twoDigitYear = false): DateReading => ({ error: dateCellError(raw, order, partial, twoDigitYear) });
  const done = (v: string | null): DateReading => (v === null ? fail() : { value: v });
  let m: RegExpExecArray | null;

  // Numbers: a year (partial fields, four digits) or an Excel date number.
  if ((m = /^(\d{1,8})(\.\d+)?$/.exec(s))) {
    if (partial && m[1].length === 4 && !m[2]) return done(parsePartialDate(m[1]) ? m[1] : null);
    if (m[1].length === 8 && !m[2]) return done(day(Number(s.slice(0, 4)), Number(s.slice(4, 6)), Number(s.slice(6, 8))));
    // Five digits are Excel's days from 1927 to 2173; fewer would be a year or a slip, not a register's date.
    return m[1].length === 5 ? done(excelSerialDay(Number(s))) : fail();
  }
  // Year first: unambiguous in every order.
  if ((m = /^(\d{4}) ?[-/.年 ] ?(\d{1,2}) ?[-/.月 ] ?(\d{1,2}) ?日?$/.exec(s))) return done(day(Number(m[1]), Number(m[2]), Number(m[3])));
  // A month's name.
  if ((m = /^(\d{1,2}) (?:de )?([a-zñ]+\.?),? (?:de )?(\d{4})$/i.exec(s)) || (m = /^(\d{1,2})[-/ ]([a-z]+\.?)[-/ ](\d{4})$/i.exec(s))) {
    const mo = monthWord(m[2]);
    return done(mo ? day(Number(m[3]), mo, Number(m[1])) : null);
  }
  if ((m = /^([a-z]+\.?) (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/i.exec(s))) {
    const mo = monthWord(m[1]);
    return done(mo ? day(Number(m[3]), mo, Number(m[2])) : null);
  }
  if ((m = /^(\d{4}),? ([a-z]+\.?) (\d{1,2})$/i.exec(s))) {
    const mo = monthWord(m[2]);
    return done(mo ? day(Number(m[1]), mo, Number(m[3])) : null);
  }
  // Year last: the chosen order says which is the day.
  if ((m = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{2}|\d{4})$/.exec(s))) {
    if (m[4].length === 2) return fail(true);
    if (order === 'ymd') return fail();
    const [a, b, y] = [Number(m[1]), Number(m[3]), Number(m[4])];
    return done(order === 'dmy' ? day(y, b, a) : day(y, a, b));
  }
  if (/^\d{2}[-/.]\d{1,2}[-/.]\d{1,2}$/.test(s)) return fail(true);
  if (!partial) return fail();

  // Partial fields: a month, a year, about a year.
  if ((m = ABOUT_RE.exec(s) ?? ABOUT_AFTER_RE.exec(s))) return done(parsePartialDate(`~${m[1]}`) ? `~${m[1]}` : null);
  if ((m = /^(\d{4}) ?[-/.年 ] ?(\d{1,2}) ?月?$/.exec(s))) return done(month(Number(m[1]), Number(m[2])));
  if ((m = /^(\d{1,2})[-/.](\d{4})$/.exec(s))) return done(month(Number(m[2]), Number(m[1])));
  if ((m = /^([a-zñ]+\.?),? (?:de )?(\d{4})$/i.exec(s)) || (m = /^([a-z]+\.?)-(\d{4})$/i.exec(s))) {
    const mo = monthWord(m[1]);
    return done(mo ? month(Number(m[2]), mo) : null);
  }
  if ((m = /^(\d{4}),? ([a-z]+\.?)$/i.exec(s))) {
    const mo = monthWord(m[2]);
    return done(mo ? month(Number(m[1]), mo) : null);
  }
  if ((m = /^(\d{4}) ?年$/.exec(s))) return done(parsePartialDate(m[1]) ? m[1] : null);
  // The canonical form itself.
  return done(parsePartialDate(s) ? s : null);
};

/**
 * The order a file's dates are written in, from the file itself: a first number over 12 in
 * 05/03/2024-like values proves day-month-year, a second one over 12 proves month-day-year.
 * When nothing proves it (or the file contradicts itself), the fallback, not proven; a file
 * whose dates all start with the year proves year-month-day.
 */
export const detectDateOrder = (cells: readonly string[], fallback: DateOrder = 'ymd'): { order: DateOrder; proven: boolean } => {
  let dmy = false;
  let mdy = false;
  let yearFirst = false;
  let yearLast = false;
  for (const cell of cells) {
    const s = halfWidth(cell.trim());
    const last = /^(\d{1,2})([-/.])(\d{1,2})\2\d{4}\b/.exec(s);
    if (last) {
      yearLast = true;
      const [a, b] = [Number(last[1]), Number(last[3])];
      if (a > 12 && a <= 31 && b <= 12) dmy = true;
      if (b > 12 && b <= 31 && a <= 12) mdy = true;
    } else if (/^\d{4}[-/.年]\d{1,2}[-/.月]\d{1,2}/.test(s)) yearFirst = true;
  }
  if (dmy !== mdy) return { order: dmy ? 'dmy' : 'mdy', proven: true };
  if (yearFirst && !yearLast) return { order: 'ymd', proven: true };
  return { order: fallback, proven: false };
};
