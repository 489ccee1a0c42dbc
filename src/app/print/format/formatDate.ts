/**
 * Dates in the document's language (2024年5月3日, 3 May 2024, 3 de mayo de 2024).
 * Date columns arrive as 'YYYY-MM-DD' and are calendar days, not instants: they are
 * formatted in UTC so that no time zone can move them to the day before. Datetime columns
 * are instants and are shown in the time zone of the browser that prints them.
 */
import { formatPartialDate, parsePartialDate } from '../../../config/dates';
import type { Lang } from '../../../config/types';

const LOCALES: Record<Lang, string> = { zh: 'zh-CN', en: 'en-GB', es: 'es-ES', ja: 'ja-JP' };
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const toDate = (value: string | Date): { date: Date; dateOnly: boolean } | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: value, dateOnly: false };
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : { date, dateOnly };
};

/**
 * A long date; '' for a missing or unreadable value, so the document shows a blank to fill by
 * hand. A partial date (a register's '1923-11', '1879', '~1879') is printed as what is known
 * (1923年11月, Nov 1923, c. 1879), never with an invented day.
 */
export const formatDate = (
  value: string | Date | null | undefined,
  lang: Lang,
  timeZone?: string,
): string => {
  if (value === null || value === undefined || value === '') return '';
  const partial = parsePartialDate(value);
  if (partial && partial.precision !== 'day') return formatPartialDate(value, lang);
  const parsed = toDate(value);
  if (!parsed) return '';
  return new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: 'long',
    timeZone: parsed.dateOnly ? 'UTC' : timeZone,
  }).format(parsed.date);
};

/** A date with the time of day, for receipts (when the money changed hands). */
export const formatDateTime = (value: string | Date | null | undefined, lang: Lang, timeZone?: string): string => {
  if (value === null || value === undefined || value === '') return '';
  const parsed = toDate(value);
  if (!parsed) return '';
  if (parsed.dateOnly) return formatDate(value, lang);
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeStyle: 'short', timeZone }).format(parsed.date);
};
