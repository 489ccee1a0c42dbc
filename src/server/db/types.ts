/**
 * How column values come back, identical on PGlite and PostgreSQL: money (numeric) and
 * counts (int8) as JS numbers, dates as 'YYYY-MM-DD', timestamps as ISO 8601 strings, so
 * JSON answers do not depend on the driver or the server's time zone.
 */

export const OID = {
  int8: 20,
  numeric: 1700,
  date: 1082,
  timestamp: 1114,
  timestamptz: 1184,
} as const;

const TIMESTAMP_RE = /^(\d{4,})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:([+-])(\d{2})(?::?(\d{2}))?(?::?(\d{2}))?)?( BC)?$/;

/** Postgres text output of a timestamp(tz) -> ISO string in UTC. Values JS cannot hold (infinity, BC) pass through. */
export const parseTimestamp = (text: string): string => {
  const m = TIMESTAMP_RE.exec(text);
  if (!m || m[12]) return text;
  const [, y, mo, d, h, mi, s, frac, sign, oh, om, os] = m;
  const ms = frac ? Number(frac.slice(1, 4).padEnd(3, '0')) : 0;
  const offsetSeconds = sign ? (sign === '-' ? -1 : 1) * (Number(oh) * 3600 + Number(om ?? 0) * 60 + Number(os ?? 0)) : 0;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms) - offsetSeconds * 1000;
  const date = new Date(utc);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
};

export const parseNumber = (text: string): number => Number(text);

export const identity = (text: string): string => text;

/** Text parsers by type OID, shared by both drivers. */
export const TEXT_PARSERS: Record<number, (text: string) => unknown> = {
  [OID.int8]: parseNumber,
  [OID.numeric]: parseNumber,
  [OID.date]: identity,
  [OID.timestamp]: parseTimestamp,
  [OID.timestamptz]: parseTimestamp,
};
