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
 * A calendar day: '2024-05-03' -> 3 May 2024. An instant is shown as its day where it is read.
 * '' for nothing; an unreadable value is shown as given rather than hidden.
 */
export const formatDay = (value: unknown, lang: Lang, timeZone?: string): string => {
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

/** Today's calendar day where the code runs ('YYYY-MM-DD'), as staff at the counter would say it. */
export const localDay = (now: Date = new Date()): string => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
