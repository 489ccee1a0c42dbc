/**
 * Database errors that a client can act on, turned into API errors; everything else stays
 * an internal error (logged, never shown). Codes: https://www.postgresql.org/docs/current/errcodes-appendix.html
 */
import { POOL_BUSY } from '../db/postgres';
import { ApiError, retryLater } from './errors';

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
  table?: string;
}

/** Raised by the occupied-plot triggers (src/server/domain/schema.ts), with the plot's code as the detail. */
export const PLOT_OCCUPIED_SQLSTATE = 'CM001';

const pgErrorOf = (e: unknown): PgError | undefined =>
  e && typeof e === 'object' && typeof (e as PgError).code === 'string' && /^[0-9A-Z]{5}$/.test((e as PgError).code ?? '')
    ? (e as PgError)
    : undefined;

/**
 * Column named in a unique violation's detail: `Key (code)=(A-1) already exists.` An index on
 * an expression (a normalised value) names the expression: that SQL is never repeated.
 */
const keyColumn = (detail: string | undefined): string | undefined => /^Key \(([a-z0-9_]+)\)=/.exec(detail ?? '')?.[1];

/** Network-level failures carry no SQLSTATE: a refused, reset or timed-out connection. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ECONNABORTED', 'EAI_AGAIN']);
const CONNECTION_MESSAGE_RE = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended)/;

const isConnectionFailure = (e: unknown): boolean => {
  if (!e || typeof e !== 'object') return false;
  const { code, message } = e as { code?: unknown; message?: unknown };
  return (typeof code === 'string' && NETWORK_CODES.has(code)) || (typeof message === 'string' && CONNECTION_MESSAGE_RE.test(message));
};

export const apiErrorFromDatabase = (e: unknown): ApiError | undefined => {
  if (e && typeof e === 'object' && (e as { code?: unknown }).code === POOL_BUSY) return retryLater('database_busy', 503, 1);
  if (isConnectionFailure(e)) return new ApiError('database_unavailable', 503);
  const pg = pgErrorOf(e);
  if (!pg) return undefined;
  switch (pg.code) {
    case '23505':
      return new ApiError('duplicate', 409, { column: keyColumn(pg.detail) ?? '' });
    case '23001':
      return new ApiError('referenced', 409);
    case '23503':
      // On delete/update of the referenced row the detail says "is still referenced"; on insert "is not present".
      return /still referenced/.test(pg.detail ?? '') ? new ApiError('referenced', 409) : new ApiError('validation', 422);
    case PLOT_OCCUPIED_SQLSTATE:
      return new ApiError('plot_occupied', 409, { code: pg.detail ?? '' });
    case '40001':
    case '40P01':
      return new ApiError('conflict', 409);
    case '57014':
      // Cancelled: the statement ran past its timeout (the generic query's reads, src/server/data/list.ts).
      return retryLater('query_timeout', 503, 2);
    case '57P01':
    case '57P02':
    case '57P03':
    case '53300':
      return new ApiError('database_unavailable', 503);
    default:
      return pg.code?.startsWith('08') ? new ApiError('database_unavailable', 503) : undefined;
  }
};
