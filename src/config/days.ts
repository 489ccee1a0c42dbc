/**
 * Calendar days, the one arithmetic of both sides: a day is a 'YYYY-MM-DD' string of the
 * cemetery's calendar, and every sum of days, months or years is done on the calendar (in UTC
 * arithmetic, so no time zone or summer-time change can move a day). Only `localDay` reads a
 * time zone: it names the local day of an instant (the server's zone on the server, the
 * browser's in the browser). Terms, reservations, visit templates, the work calendar, the
 * statistics and the seed all count days here.
 */

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The days of a month (1 to 12) of a year. */
export const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** 'YYYY-MM-DD' of a year, month (1 to 12) and day. */
export const dayText = (year: number, month: number, day: number): string => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The local calendar day of an instant, 'YYYY-MM-DD': where the code runs (the server's time zone is the cemetery's). */
export const localDay = (now: Date = new Date()): string => dayText(now.getFullYear(), now.getMonth() + 1, now.getDate());

/** [year, month 1-12, day] of a 'YYYY-MM-DD' (or the date part of an ISO text, or a Date's local day); undefined when not a real day. */
export const dayParts = (day: unknown): [number, number, number] | undefined => {
  if (typeof day !== 'string' && !(day instanceof Date)) return undefined;
  const m = DAY_RE.exec(day instanceof Date ? localDay(day) : day.slice(0, 10));
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return undefined;
  return [y, mo, d];
};

const partsOf = (day: string): [number, number, number] => {
  const p = dayParts(day);
  if (!p) throw new RangeError(`Not a day: ${day}`);
  return p;
};

/** Days since 1970-01-01 (the calendar's count, no time zone). */
const epochDay = (day: string): number => {
  const [y, m, d] = partsOf(day);
  return Date.UTC(y, m - 1, d) / DAY_MS;
};

const fromEpochDay = (n: number): string => {
  const d = new Date(n * DAY_MS);
  return dayText(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
};

/** The day `days` calendar days after `day` (before it when negative). */
export const addDays = (day: string, days: number): string => fromEpochDay(epochDay(day) + Math.trunc(days));

/** The day `count` months after `day`, the day of month kept or clamped to the month's last (31 Jan + 1 month = 28/29 Feb). */
export const addMonths = (day: string, count: number): string => {
  const [y0, m0, d] = partsOf(day);
  const index = y0 * 12 + (m0 - 1) + Math.trunc(count);
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return dayText(y, m, Math.min(d, daysInMonth(y, m)));
};

/** The day `count` years after `day` (29 February becomes 28 February in a common year). */
export const addYears = (day: string, count: number): string => addMonths(day, Math.trunc(count) * 12);

/** How many days from `a` to `b`: 0 on the same day, negative when `b` is before `a`. */
export const daysBetween = (a: string, b: string): number => epochDay(b) - epochDay(a);

/** Every day from `from` to `to`, both included, at most `limit` of them (none when `to` is before `from`). */
export const eachDay = (from: string, to: string, limit: number): string[] => {
  const first = epochDay(from);
  const count = Math.min(epochDay(to) - first + 1, limit);
  return Array.from({ length: Math.max(0, count) }, (_, i) => fromEpochDay(first + i));
};

/** The day of the week of a day: 0 Sunday to 6 Saturday. */
export const weekdayOf = (day: string): number => new Date(epochDay(day) * DAY_MS).getUTCDay();
