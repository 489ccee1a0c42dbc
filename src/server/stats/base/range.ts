/**
 * Strict parsing of a stats request body, and the previous period of equal length.
 * Pure: the plugin turns a refusal into an ApiError.
 */
import type { FieldError } from '../../../config/validators';
import type { Period } from '../../../protocol/stats';
import { isRowId } from '../../query/values';

// Years 1900-2999 only: a business date outside them is a typo, and PostgreSQL has no year 0.
const DATE_RE = /^(19|2\d)\d{2}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
/** Ten years: enough for any report, small enough that a month series stays short. */
export const MAX_RANGE_DAYS = 3653;
const ALLOWED_KEYS = ['from', 'to', 'salesperson_id', 'agent'] as const;
const AGENT_MAX = 50;

/** What a stats query is about, once the body is known good. */
export interface StatsQuery {
  period: Period;
  previous: Period;
  /**
   * The periods as instants (ISO), for timestamp columns: local midnights of the server's time
   * zone, the zone the cemetery works in (src/server/domain/clock.ts). Half-open:
   * previous period [previousStart, start), period [start, end).
   */
  instants: { previousStart: string; start: string; end: string };
  /** Month keys (YYYY-MM) of the period and, for each, its local days cut to the period (both included). */
  months: { month: string; from: string; to: string }[];
  /** Number of days in the period (and in the previous one). */
  days: number;
  salespersonId?: number;
  agent?: string;
}

export type ParseResult =
  | { ok: true; query: StatsQuery }
  | { ok: false; reason: 'malformed' }
  | { ok: false; reason: 'unknown_key'; key: string }
  | { ok: false; reason: 'fields'; fields: Record<string, FieldError> };

const dayNumber = (s: string): number | null => {
  if (!DATE_RE.test(s)) return null;
  const t = Date.parse(`${s}T00:00:00Z`);
  // Date.parse accepts 2024-02-30 as March 1st on some engines: round-trip to refuse it.
  return Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== s ? null : t / DAY_MS;
};

const dayString = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

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

export const parseStatsRequest = (body: unknown): ParseResult => {
  if (!isPlainObject(body)) return { ok: false, reason: 'malformed' };
  const unknown = Object.keys(body).find((k) => !(ALLOWED_KEYS as readonly string[]).includes(k));
  if (unknown !== undefined) return { ok: false, reason: 'unknown_key', key: unknown };

  const fields: Record<string, FieldError> = {};
  const from = typeof body.from === 'string' ? dayNumber(body.from) : null;
  const to = typeof body.to === 'string' ? dayNumber(body.to) : null;
  if (body.from === undefined || body.from === null || body.from === '') fields.from = { key: 'required' };
  else if (from === null) fields.from = { key: 'type_date' };
  if (body.to === undefined || body.to === null || body.to === '') fields.to = { key: 'required' };
  else if (to === null) fields.to = { key: 'type_date' };
  if (from !== null && to !== null) {
    if (to < from) fields.to = { key: 'min_date', params: { min: dayString(from) } };
    else if (to - from + 1 > MAX_RANGE_DAYS) fields.to = { key: 'max_date', params: { max: dayString(from + MAX_RANGE_DAYS - 1) } };
  }
  const seller = parseSeller(body, fields);
  if (Object.keys(fields).length > 0 || from === null || to === null) return { ok: false, reason: 'fields', fields };

  const days = to - from + 1;
  const period = { from: dayString(from), to: dayString(to) };
  const previous = { from: dayString(from - days), to: dayString(from - 1) };
  const months = monthsOf(period);
  return {
    ok: true,
    query: {
      period,
      previous,
      instants: { previousStart: localMidnight(previous.from), start: localMidnight(period.from), end: localMidnight(dayString(to + 1)) },
      // The first month starts with the period (maybe mid-month) and the last ends with it.
      months: months.map((month, i) => ({
        month,
        from: i === 0 ? period.from : `${month}-01`,
        to: i === months.length - 1 ? period.to : dayString(Date.parse(`${months[i + 1]}-01T00:00:00Z`) / DAY_MS - 1),
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
