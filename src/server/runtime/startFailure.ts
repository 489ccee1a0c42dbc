/**
 * Why the server could not start, in one line without a stack trace (docs/deployment.md,
 * "When the server does not start"): an unreachable database, refused credentials, a missing
 * database, or start-up work past START_TIMEOUT_MS. Anything else is unexpected and keeps its
 * stack trace. The database's address is shown without its password.
 */
import type { RuntimeSettings } from './settings';

/** The error's own code or its causes' (pg wraps connection errors; Node gives AggregateError for several addresses). */
const codesOf = (e: unknown, depth = 0): string[] => {
  if (!e || typeof e !== 'object' || depth > 4) return [];
  const err = e as { code?: unknown; errors?: unknown; cause?: unknown };
  const own = typeof err.code === 'string' ? [err.code] : [];
  const nested = [...(Array.isArray(err.errors) ? err.errors : []), err.cause].flatMap((x) => codesOf(x, depth + 1));
  return [...own, ...nested];
};

/** postgres://user@host:port/db, never the password. */
const where = (s: RuntimeSettings): string => {
  if (!s.databaseUrl) return `the embedded database in ${s.dataDir}`;
  try {
    const u = new URL(s.databaseUrl);
    u.password = '';
    return `the database at ${u.toString()}`;
  } catch {
    return 'the database of DATABASE_URL';
  }
};

const UNREACHABLE: Record<string, string> = {
  ECONNREFUSED: 'connection refused: is PostgreSQL running there, on that port?',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'the host name could not be looked up',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'the host is unreachable',
  ECONNRESET: 'the connection was reset',
};

/** The one line to print for a start that failed this way, or undefined for an unexpected error. */
export const startFailureLine = (e: unknown, s: RuntimeSettings): string | undefined => {
  const codes = codesOf(e);
  const unreachable = codes.find((c) => Object.hasOwn(UNREACHABLE, c));
  if (unreachable) return `The server cannot start: ${where(s)} is not reachable (${UNREACHABLE[unreachable]}). Check DATABASE_URL and that the database server is up.`;
  if (codes.includes('28P01') || codes.includes('28000')) return `The server cannot start: ${where(s)} refused the user name or password of DATABASE_URL.`;
  if (codes.includes('3D000')) return `The server cannot start: ${where(s)} does not exist; create it first (docs/deployment.md).`;
  if (codes.some((c) => c === 'FST_ERR_PLUGIN_TIMEOUT' || c === 'FST_ERR_HOOK_TIMEOUT' || c === 'AVV_ERR_READY_TIMEOUT'))
    return `The server cannot start: its start-up work (schema checks) took longer than ${Math.round(s.startTimeoutMs / 1000)} s. On a slow or busy machine set START_TIMEOUT_MS higher (milliseconds).`;
  return undefined;
};
