/**
 * A range of days picked for a timestamp column: the first day from its local midnight, the
 * last day up to the next local midnight (exclusive), so the whole last day is in and the
 * filter means the person's days, not UTC's. The filter keeps instants; the inputs show days.
 */
import { addDays, localDay as dayOf } from '../../../config/days';

const localDay = (day: unknown, shift: number): string | null => {
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d + shift).toISOString();
};

const dayOfShifted = (instant: unknown, shift: number): string => {
  if (typeof instant !== 'string' || instant === '') return '';
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return '';
  return addDays(dayOf(d), shift);
};

/** 'YYYY-MM-DD' -> the instant that day starts here (a `_gte` filter). */
export const midnightOf = (day: unknown): string | null => localDay(day, 0);
/** 'YYYY-MM-DD' -> the instant the next day starts (a `_lt` filter: the whole day is in). */
export const nextMidnightOf = (day: unknown): string | null => localDay(day, 1);
/** The day a `_gte` instant starts, for its input. */
export const dayOfInstant = (instant: unknown): string => dayOfShifted(instant, 0);
/** The last day a `_lt` instant takes in, for its input. */
export const dayBeforeInstant = (instant: unknown): string => dayOfShifted(instant, -1);
