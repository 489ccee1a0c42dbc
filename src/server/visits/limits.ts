/**
 * The public booking API's rate limits (docs/visits.md "Abuse limits"): fixed windows counted
 * in this instance's memory, per address and per mobile. In memory and not in the database
 * (unlike sign-in's counters, src/server/auth/rateLimit.ts): they are checked on every public
 * call of a rush and must cost nothing; behind a load balancer each instance counts its own
 * share, which the per-day cap per mobile (in the database, exact) backs up.
 * Each is tunable from the environment (visitLimitsFromEnv; docs/visits.md "Abuse limits").
 */
import { VISIT_LIMITS } from '../../rules/visits';
import { positiveInt } from '../runtime/settings';

export interface VisitLimits {
  /** Bookings, changes and cancellations per address per window. */
  writesPerAddress: number;
  /** Bookings, changes and cancellations per mobile per window. */
  writesPerMobile: number;
  /** Reads (slots, deceased search, find) per address per window. */
  readsPerAddress: number;
  /** Lookups with a code and mobile that do not match, per address per window: then the address waits. */
  missesPerAddress: number;
  windowMs: number;
  /** Bookings (not cancelled) one mobile holds for one day: counted in the database under a lock, exact. */
  perMobilePerDay: number;
}

export const DEFAULT_VISIT_LIMITS: VisitLimits = {
  writesPerAddress: 30,
  writesPerMobile: 10,
  readsPerAddress: 300,
  missesPerAddress: 10,
  windowMs: 10 * 60_000,
  perMobilePerDay: VISIT_LIMITS.perMobilePerDay,
};

/** The environment variable of each limit (the window in seconds). */
export const VISIT_LIMIT_ENV = {
  writesPerAddress: 'VISIT_WRITES_PER_ADDRESS',
  writesPerMobile: 'VISIT_WRITES_PER_MOBILE',
  readsPerAddress: 'VISIT_READS_PER_ADDRESS',
  missesPerAddress: 'VISIT_MISSES_PER_ADDRESS',
  windowMs: 'VISIT_LIMIT_WINDOW_S',
  perMobilePerDay: 'VISIT_BOOKINGS_PER_MOBILE_DAY',
} as const satisfies Record<keyof VisitLimits, string>;

/** The limits, each from its variable when set (a whole number; anything else stops the start with its name), else the default. */
export const visitLimitsFromEnv = (env: NodeJS.ProcessEnv): VisitLimits => {
  const d = DEFAULT_VISIT_LIMITS;
  const read = (key: keyof VisitLimits, fallback: number, max: number): number => positiveInt(VISIT_LIMIT_ENV[key], env[VISIT_LIMIT_ENV[key]], fallback, max);
  return {
    writesPerAddress: read('writesPerAddress', d.writesPerAddress, 1_000_000_000),
    writesPerMobile: read('writesPerMobile', d.writesPerMobile, 1_000_000_000),
    readsPerAddress: read('readsPerAddress', d.readsPerAddress, 1_000_000_000),
    missesPerAddress: read('missesPerAddress', d.missesPerAddress, 1_000_000_000),
    windowMs: Math.max(1, read('windowMs', d.windowMs / 1000, 86_400)) * 1000,
    perMobilePerDay: read('perMobilePerDay', d.perMobilePerDay, 1000),
  };
};
