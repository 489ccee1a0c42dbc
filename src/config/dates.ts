/**
 * Dates and times as the screens show them: one format per language, everywhere (lists, show
 * pages, forms' read-only values, panels, the message drawer, validation and server messages).
 *
 *   zh 2024-05-03 · 2024-05-03 14:30      en 3 May 2024 · 3 May 2024, 14:30
 *   es 3 may 2024 · 3 may 2024, 14:30     ja 2024/05/03 · 2024/05/03 14:30
 *
 * Shared by the browser and the server (no React, no database). Date columns arrive as
 * 'YYYY-MM-DD' and are calendar days: they are never moved by a time zone. Date-times are
 * instants, shown in the viewer's time zone (or the one given). Printed documents have their
 * own long forms in the document's language (src/app/print/format/formatDate.ts).
 */
import { daysInMonth, localDay } from './days';
import { unreachable } from './exhaustive';
import { LANGS, type Lang } from './types';

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The language of a react-admin locale ('zh', 'en'...), English for anything else. */
export const langOf = (locale: string): Lang => ((LANGS as readonly string[]).includes(locale) ? (locale as Lang) : 'en');

const pad = (n: number): string => String(n).padStart(2, '0');

interface DayParts {
  y: number;
  m: number;
  d: number;
}

interface TimeParts extends DayParts {
  hh: number;
  mm: number;
}

const MONTHS: Record<'en' | 'es', readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
};

/**
 * Written out rather than left to Intl: the engines' locale data differ (Node's small ICU,
 * browsers' "Sept"/"Sep", "2024/5/3"), and the same day must read the same on both sides.
 */
const dayText = ({ y, m, d }: DayParts, lang: Lang): string => {
  switch (lang) {
    case 'zh':
      return `${y}-${pad(m)}-${pad(d)}`;
    case 'ja':
      return `${y}/${pad(m)}/${pad(d)}`;
    case 'en':
    case 'es':
      return `${d} ${MONTHS[lang][m - 1]} ${y}`;
    default: {
      const unknown: never = lang;
      return String(unknown);
    }
  }
};

const dayTimeText = (p: TimeParts, lang: Lang): string => {
  const time = `${pad(p.hh)}:${pad(p.mm)}`;
  return lang === 'en' || lang === 'es' ? `${dayText(p, lang)}, ${time}` : `${dayText(p, lang)} ${time}`;
};

/** The wall-clock parts of an instant in a time zone (the runtime's own when none is given). */
const partsIn = (instant: Date, timeZone?: string): TimeParts => {
  if (!timeZone)
    return { y: instant.getFullYear(), m: instant.getMonth() + 1, d: instant.getDate(), hh: instant.getHours(), mm: instant.getMinutes() };
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { y: get('year'), m: get('month'), d: get('day'), hh: get('hour') % 24, mm: get('minute') };
};

const parse = (value: unknown): { day: DayParts } | { instant: Date } | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { instant: value };
  if (typeof value !== 'string' || value === '') return null;
  const m = DAY_RE.exec(value);
  if (m) return { day: { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) } };
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : { instant };
};

/**
 * A calendar day: '2024-05-03' -> 3 May 2024. An instant is shown as its day where it is read;
 * a partial date as formatPartialDate shows it.
 * '' for nothing; an unreadable value is shown as given rather than hidden.
 */
export const formatDay = (value: unknown, lang: Lang, timeZone?: string): string => {
  // A partial date ('1923-11', '1879', '~1879') is shown as what it is, never as a day of it.
  const partial = parsePartialDate(value);
  if (partial && partial.precision !== 'day') return partialText(partial, lang);
  const parsed = parse(value);
  if (!parsed) return typeof value === 'string' ? value : '';
  return dayText('day' in parsed ? parsed.day : partsIn(parsed.instant, timeZone), lang);
};

/** An instant with its time of day: '2024-05-03T06:30:00Z' -> 3 May 2024, 14:30 in Shanghai. A bare day has no time. */
export const formatDayTime = (value: unknown, lang: Lang, timeZone?: string): string => {
  const parsed = parse(value);
  if (!parsed) return typeof value === 'string' ? value : '';
  return 'day' in parsed ? dayText(parsed.day, lang) : dayTimeText(partsIn(parsed.instant, timeZone), lang);
};

/** Today's calendar day where the code runs ('YYYY-MM-DD'): calendar days are counted in ./days.ts. */
export { localDay };

const MONTH_NAMES: Readonly<Record<string, number>> = (() => {
  const names: Record<string, number> = {};
  const long = {
    en: ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
    es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  };
  for (const list of [MONTHS.en, MONTHS.es, long.en, long.es]) list.forEach((n, i) => (names[n.toLowerCase()] = i + 1));
  names.sep = 9;
  names.set = 9;
  return names;
})();

const realDay = (y: number, m: number, d: number): string | null => {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1 || y > 9999 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;
};

/**
 * A day typed by hand, to 'YYYY-MM-DD', or null when it is not one. Every language takes the
 * forms its dates are written in and the ISO form: 2024-05-03, 2024/5/3, 2024年5月3日 (year
 * first); 3/5/2024, 3.5.2024 (day first, as in the UK and Spain); 3 May 2024, 3 may 2024,
 * 3 mayo 2024 (a month's name or its short form, English or Spanish).
 */
export const parseDay = (text: string): string | null => {
  const s = text.trim().replace(/\s+/g, ' ');
  let m = /^(\d{4})\s?[-/.年]\s?(\d{1,2})\s?[-/.月]\s?(\d{1,2})\s?日?$/.exec(s);
  if (m) return realDay(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(s);
  if (m) return realDay(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2}) (?:de )?([a-zñ]+)\.?,? (?:de )?(\d{4})$/i.exec(s);
  if (m) {
    const month = MONTH_NAMES[m[2].toLowerCase()];
    return month ? realDay(Number(m[3]), month, Number(m[1])) : null;
  }
  return null;
};

/**
 * Partial dates, as burial registers write them: a day, a month, a year, or about a year.
 * A `date` field declared `partial: true` carries one canonical string on the wire, in forms
 * and in imports:
 *
 *   'YYYY-MM-DD'  a day            '1923-11-05'
 *   'YYYY-MM'     a month          '1923-11'
 *   'YYYY'        a year           '1879'
 *   '~YYYY'       about that year  '~1879'
 *
 * The database keeps the earliest day of the value (so sorting, ranges and indexes work as on
 * any date) and its precision (src/server/db/partialDates.ts: the `<name>_precision` column); nothing
 * shown ever invents a day the register did not give.
 */
export const DATE_PRECISIONS = ['day', 'month', 'year', 'about'] as const;
export type DatePrecision = (typeof DATE_PRECISIONS)[number];

export interface PartialDate {
  /** The earliest day the value covers, 'YYYY-MM-DD' (the 1st of the month, the 1st of January). */
  day: string;
  precision: DatePrecision;
}

/** "About 1879" may be off by this many years either way: a rule between dates refuses only what no reading allows. */
export const ABOUT_YEARS = 5;

const PARTIAL_RE = /^(~)?(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

/** The canonical value's parts, or null when it is not one of the four forms (or not a real day, or year 0). */
export const parsePartialDate = (value: unknown): PartialDate | null => {
  if (typeof value !== 'string') return null;
  const m = PARTIAL_RE.exec(value);
  if (!m) return null;
  const y = Number(m[2]);
  if (y < 1) return null;
  if (m[1]) return m[3] === undefined ? { day: `${m[2]}-01-01`, precision: 'about' } : null;
  if (m[3] === undefined) return { day: `${m[2]}-01-01`, precision: 'year' };
  const month = Number(m[3]);
  if (month < 1 || month > 12) return null;
  if (m[4] === undefined) return { day: `${m[2]}-${m[3]}-01`, precision: 'month' };
  return realDay(y, month, Number(m[4])) ? { day: value, precision: 'day' } : null;
};

/** The canonical value of a stored day and precision (the inverse of parsePartialDate). */
export const partialDateValue = (day: string, precision: DatePrecision): string => {
  switch (precision) {
    case 'day':
      return day;
    case 'month':
      return day.slice(0, 7);
    case 'year':
      return day.slice(0, 4);
    case 'about':
      return `~${day.slice(0, 4)}`;
    default:
      return unreachable(precision);
  }
};

const yearText = (y: number): string => String(Math.min(9999, Math.max(1, y))).padStart(4, '0');

/** Every day the value may mean, first and last ('YYYY-MM-DD'); about a year spans ABOUT_YEARS either side. */
export const partialDateRange = (value: unknown): { first: string; last: string } | null => {
  const p = parsePartialDate(value);
  if (!p) return null;
  const y = Number(p.day.slice(0, 4));
  switch (p.precision) {
    case 'day':
      return { first: p.day, last: p.day };
    case 'month': {
      const m = Number(p.day.slice(5, 7));
      return { first: p.day, last: `${p.day.slice(0, 7)}-${pad(daysInMonth(y, m))}` };
    }
    case 'year':
      return { first: p.day, last: `${p.day.slice(0, 4)}-12-31` };
    case 'about':
      return { first: `${yearText(y - ABOUT_YEARS)}-01-01`, last: `${yearText(y + ABOUT_YEARS)}-12-31` };
    default:
      return unreachable(p.precision);
  }
};

const monthText = (y: number, m: number, lang: Lang): string => {
  switch (lang) {
    case 'zh':
    case 'ja':
      return `${y}年${m}月`;
    case 'en':
    case 'es':
      return `${MONTHS[lang][m - 1]} ${y}`;
    default:
      return unreachable(lang);
  }
};

const yearOnlyText = (y: number, about: boolean, lang: Lang): string => {
  switch (lang) {
    case 'zh':
      return about ? `约${y}年` : `${y}年`;
    case 'ja':
      return about ? `${y}年頃` : `${y}年`;
    case 'en':
      return about ? `c. ${y}` : String(y);
    case 'es':
      return about ? `h. ${y}` : String(y);
    default:
      return unreachable(lang);
  }
};

/**
 * A partial date as the screens, prints and exports show it: a day as formatDay does, a month
 * as "1923年11月" / "Nov 1923", a year as "1879年" / "1879", about a year as "约1879年" /
 * "c. 1879" / "h. 1879" / "1879年頃". Any other value as formatDay shows it.
 */
export const formatPartialDate = (value: unknown, lang: Lang): string => formatDay(value, lang);

function partialText(p: PartialDate, lang: Lang): string {
  const y = Number(p.day.slice(0, 4));
  switch (p.precision) {
    case 'day':
      return dayText({ y, m: Number(p.day.slice(5, 7)), d: Number(p.day.slice(8, 10)) }, lang);
    case 'month':
      return monthText(y, Number(p.day.slice(5, 7)), lang);
    case 'year':
      return yearOnlyText(y, false, lang);
    case 'about':
      return yearOnlyText(y, true, lang);
    default:
      return unreachable(p.precision);
  }
}
