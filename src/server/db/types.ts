/**
 * How column values come back, identical on PGlite and PostgreSQL: money (numeric) and
 * counts (int8) as JS numbers, dates as 'YYYY-MM-DD', timestamps as ISO 8601 strings, so
 * JSON answers do not depend on the driver or the server's time zone.
 */

const OID = {
  int8: 20,
  numeric: 1700,
  date: 1082,
  timestamp: 1114,
  timestamptz: 1184,
} as const;

const TIMESTAMP_RE = /^(\d{4,})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:([+-])(\d{2})(?::?(\d{2}))?(?::?(\d{2}))?)?( BC)?$/;

const isDigit = (text: string, i: number): boolean => {
  const c = text.charCodeAt(i);
  return c >= 48 && c <= 57;
};

/** Positions of the digits in 'YYYY-MM-DD HH:MM:SS'. */
const DIGITS = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18];

/**
 * The usual cell: 'YYYY-MM-DD HH:MM:SS[.ffffff]' with offset '+00' (timestamptz in a UTC
 * session) or none (timestamp), year 1000 or later. Its ISO form is the same characters
 * rearranged, so no Date is built: the profile showed one per cell costing 10% of a list.
 */
const fastIso = (text: string): string | undefined => {
  const n = text.length;
  if (n < 19 || text.charCodeAt(0) === 48) return undefined;
  for (const i of DIGITS) if (!isDigit(text, i)) return undefined;
  if (text[4] !== '-' || text[7] !== '-' || text[10] !== ' ' || text[13] !== ':' || text[16] !== ':') return undefined;
  const end = text.endsWith('+00') ? n - 3 : n;
  let ms = '000';
  if (end > 19) {
    if (text[19] !== '.' || end === 20) return undefined;
    for (let i = 20; i < end; i++) if (!isDigit(text, i)) return undefined;
    ms = text.slice(20, Math.min(end, 23)).padEnd(3, '0');
  }
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${ms}Z`;
};

/** Postgres text output of a timestamp(tz) -> ISO string in UTC. Values JS cannot hold (infinity, BC) pass through. */
export const parseTimestamp = (text: string): string => {
  const fast = fastIso(text);
  if (fast !== undefined) return fast;
  const m = TIMESTAMP_RE.exec(text);
  if (!m || m[12]) return text;
  const [, y, mo, d, h, mi, s, frac, sign, oh, om, os] = m;
  const ms = frac ? Number(frac.slice(1, 4).padEnd(3, '0')) : 0;
  const offsetSeconds = sign ? (sign === '-' ? -1 : 1) * (Number(oh) * 3600 + Number(om ?? 0) * 60 + Number(os ?? 0)) : 0;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms) - offsetSeconds * 1000;
  const date = new Date(utc);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
};

const parseNumber = (text: string): number => Number(text);

const identity = (text: string): string => text;

/** Text parsers by type OID, shared by both drivers. */
export const TEXT_PARSERS: Record<number, (text: string) => unknown> = {
  [OID.int8]: parseNumber,
  [OID.numeric]: parseNumber,
  [OID.date]: identity,
  [OID.timestamp]: parseTimestamp,
  [OID.timestamptz]: parseTimestamp,
};
