/**
 * Strict parsing of a stats request body, and what its figures are compared with: calendar
 * periods with calendar periods (docs/statistics.md, "Comparisons"). Whole months compare
 * with the months before (this month with last month), whole years with the year before, any
 * other range with the same range shifted back by its length. A period that reaches past
 * today is compared to date: this month so far with last month up to the same day, this year
 * so far with last year to the same day. Pure: the plugin turns a refusal into an ApiError.
 */
import { addDays, addMonths, dayParts, dayText, daysBetween, daysInMonth } from '../../../config/days';
import type { FieldError } from '../../../config/validators';
import type { CompareBasis, Period, PeriodComparison } from '../../../protocol/stats';
import { isRowId } from '../../query/values';

// Years 1900-2999 only: a business date outside them is a typo, and PostgreSQL has no year 0.
const DATE_RE = /^(19|2\d)\d{2}-\d{2}-\d{2}$/;
/** Ten years: enough for any report, small enough that a month series stays short. */
export const MAX_RANGE_DAYS = 3653;
const ALLOWED_KEYS = ['from', 'to', 'salesperson_id', 'agent'] as const;
const AGENT_MAX = 50;

/** What a stats query is about, once the body is known good. */
export interface StatsQuery extends PeriodComparison {
  /** The range asked for: the charts' months and the breakdowns cover it. */
  period: Period;
  /**
   * `current` and `previous` as instants (ISO), for timestamp columns: local midnights of the
   * server's time zone, the zone the cemetery works in (src/server/clock/clock.ts). Half-open.
   */
  instants: { current: { start: string; end: string }; previous: { start: string; end: string } };
  /** Month keys (YYYY-MM) of the period and, for each, its local days cut to the period (both included). */
  months: { month: string; from: string; to: string }[];
  /** Number of days in the period. */
  days: number;
  salespersonId?: number;
  agent?: string;
}

type ParseResult =
  | { ok: true; query: StatsQuery }
  | { ok: false; reason: 'malformed' }
  | { ok: false; reason: 'unknown_key'; key: string }
  | { ok: false; reason: 'fields'; fields: Record<string, FieldError> };

/** A request's day, known real and in the years the statistics take; null otherwise. */
const validDay = (s: string): string | null => (DATE_RE.test(s) && dayParts(s) ? s : null);

const parts = (day: string): [number, number, number] => dayParts(day) as [number, number, number];
const isFirstOfMonth = (day: string): boolean => day.endsWith('-01');
const isLastOfMonth = (day: string): boolean => {
  const [y, m, d] = parts(day);
  return d === daysInMonth(y, m);
};

/** The same day `n` months earlier, or the month's last day when it has no such day (Mar 31 -> Feb 28). */
export const monthsBefore = (day: string, n: number): string => addMonths(day, -n);

const monthCount = (from: string, to: string): number => {
  const [fy, fm] = parts(from);
  const [ty, tm] = parts(to);
  return ty * 12 + tm - (fy * 12 + fm) + 1;
};

/**
 * What a period's figures are compared with, on the server's day `today`. Whole years shift by
 * their count of years, whole months by their count of months, anything else by its length in
 * days; a period that reaches past today counts up to today, and so does its comparison.
 */
export const comparisonOf = (period: Period, today: string): PeriodComparison => {
  const toDate = period.from <= today && today < period.to;
  const current = { from: period.from, to: toDate ? today : period.to };
  const wholeMonths = isFirstOfMonth(period.from) && isLastOfMonth(period.to);
  const wholeYears = wholeMonths && period.from.slice(5) === '01-01' && period.to.slice(5) === '12-31';
  if (wholeMonths) {
    const months = monthCount(period.from, period.to);
    const basis: CompareBasis = wholeYears ? 'year' : 'month';
    const shift = wholeYears ? months / 12 : months;
    // A whole period ends on the last day of the earlier month too (Apr 30 -> Mar 31), a period to date on the same day.
    const end = monthsBefore(current.to, months);
    const [ey, em] = parts(end);
    const to = toDate ? end : dayText(ey, em, daysInMonth(ey, em));
    return { current, previous: { from: monthsBefore(period.from, months), to }, basis, shift, toDate };
  }
  const days = daysBetween(period.from, period.to) + 1;
  return { current, previous: { from: addDays(period.from, -days), to: addDays(current.to, -days) }, basis: 'days', shift: days, toDate };
};

/** The instant a local day (YYYY-MM-DD, known valid) begins in the server's time zone. */
export const localMidnight = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d).toISOString();
};

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const parseSeller = (body: Record<string, unknown>, fields: Record<string, FieldError>): Pick<StatsQuery, 'salespersonId' | 'agent'> => {
  const out: Pick<StatsQuery, 'salespersonId' | 'agent'> = {};
  const sp = body.salesperson_id;
  if (sp !== undefined && sp !== null) {
    if (isRowId(sp)) out.salespersonId = sp;
    else fields.salesperson_id = { key: 'reference' };
  }
  const agent = body.agent;
  if (agent !== undefined && agent !== null) {
    if (typeof agent !== 'string' || agent.trim() === '' || agent.includes('\u0000')) fields.agent = { key: 'type_text' };
    else if (agent.length > AGENT_MAX) fields.agent = { key: 'max_length', params: { max: AGENT_MAX } };
    else out.agent = agent;
  }
  return out;
};

/** `today` is the server's local day (the domain clock's): a period reaching past it is compared to date. */
export const parseStatsRequest = (body: unknown, today: string): ParseResult => {
  if (!isPlainObject(body)) return { ok: false, reason: 'malformed' };
  const unknown = Object.keys(body).find((k) => !(ALLOWED_KEYS as readonly string[]).includes(k));
  if (unknown !== undefined) return { ok: false, reason: 'unknown_key', key: unknown };

  const fields: Record<string, FieldError> = {};
  const from = typeof body.from === 'string' ? validDay(body.from) : null;
  const to = typeof body.to === 'string' ? validDay(body.to) : null;
  if (body.from === undefined || body.from === null || body.from === '') fields.from = { key: 'required' };
  else if (from === null) fields.from = { key: 'type_date' };
  if (body.to === undefined || body.to === null || body.to === '') fields.to = { key: 'required' };
  else if (to === null) fields.to = { key: 'type_date' };
  if (from !== null && to !== null) {
    if (to < from) fields.to = { key: 'min_date', params: { min: from } };
    else if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) fields.to = { key: 'max_date', params: { max: addDays(from, MAX_RANGE_DAYS - 1) } };
  }
  const seller = parseSeller(body, fields);
  if (Object.keys(fields).length > 0 || from === null || to === null) return { ok: false, reason: 'fields', fields };

  const days = daysBetween(from, to) + 1;
  const period = { from, to };
  const { current, previous, basis, shift, toDate } = comparisonOf(period, today);
  const months = monthsOf(period);
  const instantsOf = (p: Period) => ({ start: localMidnight(p.from), end: localMidnight(addDays(p.to, 1)) });
  return {
    ok: true,
    query: {
      period,
      current,
      previous,
      basis,
      shift,
      toDate,
      instants: { current: instantsOf(current), previous: instantsOf(previous) },
      // The first month starts with the period (maybe mid-month) and the last ends with it.
      months: months.map((month, i) => ({
        month,
        from: i === 0 ? period.from : `${month}-01`,
        to: i === months.length - 1 ? period.to : addDays(`${months[i + 1]}-01`, -1),
      })),
      days,
      ...seller,
    },
  };
};

/** Every month (YYYY-MM) that a period touches, in order. */
export const monthsOf = (period: Period): string[] => {
  const months: string[] = [];
  let [y, m] = period.from.slice(0, 7).split('-').map(Number);
  const [ey, em] = period.to.slice(0, 7).split('-').map(Number);
  while (y < ey || (y === ey && m <= em)) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months;
};
