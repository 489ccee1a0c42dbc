/**
 * How wrong passwords slow sign-in down (docs/auth.md, "Sign-in and rate limits"). Nobody can
 * lock an account for everyone: failures are counted per (mobile, address) pair, and it is that
 * pair which waits. Three counters, each a window of 15 minutes:
 * - the pair: 2 free failures, then a growing wait before the next try (10 s, 20 s), and after
 *   5 failures the pair waits until its oldest failure leaves the window;
 * - the address, across mobiles: 20 failures and the address waits (it is guessing accounts);
 * - the account, across addresses: the brake against distributed guessing. From 10 failures
 *   on, an address that has already failed on this account gets no further try on it until the
 *   window moves on (one guess per address instead of five). An address with no failure on the
 *   account, the owner's own, is never refused by the brake: the right password still signs in.
 * An administrator sees and clears an account's counters (../users/loginLocks.ts).
 */
import type { SqlBool } from 'kysely';
import type { TypedDb } from '../db/tables';
import { type Counted, type Limit, type Seen, keyOf } from './rateLimit';

const MINUTE = 60_000;

export const LOGIN_PER_PAIR: Limit = { name: 'login_pair', max: 5, windowMs: 15 * MINUTE };
const LOGIN_PER_IP: Limit = { name: 'login_ip', max: 20, windowMs: 15 * MINUTE };
export const LOGIN_PER_ACCOUNT: Limit = { name: 'login_mobile', max: 10, windowMs: 15 * MINUTE };
/** Failures of a pair that cost nothing (a mistyped password, twice). */
const FREE_FAILURES = 2;
/** The wait after the third failure of a pair; it doubles with each further one. */
export const FIRST_WAIT_MS = 10_000;

/**
 * A known device's failures (./deviceCookie.ts): counted against that device alone, with the
 * pair's rule (2 free, then 10 s, 20 s, and after 5 the device waits out the window). They do not
 * count against the address nor the account's brake, and the brake does not refuse a known
 * device: strangers locking the account out, or one device locked, leave the others signing in.
 */
export const LOGIN_PER_DEVICE: Limit = { name: 'login_device', max: 5, windowMs: 15 * MINUTE };

export const deviceCounter = (deviceId: string): Counted => ({ limit: LOGIN_PER_DEVICE, subject: deviceId });

/** The decision for an attempt from a known device, from what its counter held before it. */
export const deviceVerdict = (device: Seen, now: Date): Verdict => {
  const at = pairRetryAt(device);
  const wait = at === undefined ? 0 : at - now.getTime();
  return { allowed: wait <= 0, retryAfterMs: Math.max(0, wait) };
};

/** One subject per pair: JSON, so no mobile or address can forge another pair's key. */
const pairSubject = (mobile: string, address: string): string => JSON.stringify([mobile, address]);

/** The three counters of a sign-in attempt, in the order loginVerdict reads them. */
export const loginCounters = (mobile: string, address: string): [Counted, Counted, Counted] => [
  { limit: LOGIN_PER_PAIR, subject: pairSubject(mobile, address) },
  { limit: LOGIN_PER_IP, subject: address },
  { limit: LOGIN_PER_ACCOUNT, subject: mobile },
];

interface Verdict {
  allowed: boolean;
  /** Refused: when to try again, in ms from now. */
  retryAfterMs: number;
}

/** When a pair with these failures may try again (undefined: now). */
export const pairRetryAt = (pair: Seen): number | undefined => {
  if (pair.failures <= FREE_FAILURES || !pair.first || !pair.last) return undefined;
  if (pair.failures >= LOGIN_PER_PAIR.max) return pair.first.getTime() + LOGIN_PER_PAIR.windowMs;
  return pair.last.getTime() + FIRST_WAIT_MS * 2 ** (pair.failures - FREE_FAILURES - 1);
};

/** Whether the account's brake is on: enough failures, from any addresses, in the window. */
export const brakeOn = (account: Seen): boolean => account.failures >= LOGIN_PER_ACCOUNT.max;

/** The decision for one attempt, from what its three counters held before it (see the file's comment). */
export const loginVerdict = ([pair, address, account]: readonly Seen[], now: Date): Verdict => {
  const t = now.getTime();
  const waits: number[] = [];
  const pairAt = pairRetryAt(pair);
  if (pairAt !== undefined && pairAt > t) waits.push(pairAt - t);
  if (address.failures >= LOGIN_PER_IP.max && address.first) waits.push(address.first.getTime() + LOGIN_PER_IP.windowMs - t);
  // The brake refuses only addresses that already failed on this account.
  if (brakeOn(account) && pair.failures > 0 && pair.first) waits.push(pair.first.getTime() + LOGIN_PER_PAIR.windowMs - t);
  const retryAfterMs = Math.max(0, ...waits);
  return { allowed: waits.length === 0, retryAfterMs };
};

/** Every sign-in counter of one account (its pairs and its brake), for an administrator to clear. */
export const clearLoginFailures = async (db: TypedDb, mobile: string): Promise<void> => {
  await db
    .deleteFrom('auth_failure')
    .where((eb) => eb.or([eb('key', '=', keyOf({ limit: LOGIN_PER_ACCOUNT, subject: mobile })), eb.fn<SqlBool>('starts_with', ['key', eb.val(pairPrefix(mobile))])]))
    .execute();
};

/** Keys of all the pairs of one mobile start with this. */
export const pairPrefix = (mobile: string): string => `${LOGIN_PER_PAIR.name}:${JSON.stringify([mobile]).slice(0, -1)},`;

/** The mobile and address of a pair key (undefined for another key). */
export const pairOfKey = (key: string): { mobile: string; address: string } | undefined => {
  if (!key.startsWith(`${LOGIN_PER_PAIR.name}:`)) return undefined;
  try {
    const parsed: unknown = JSON.parse(key.slice(LOGIN_PER_PAIR.name.length + 1));
    return Array.isArray(parsed) && typeof parsed[0] === 'string' && typeof parsed[1] === 'string' ? { mobile: parsed[0], address: parsed[1] } : undefined;
  } catch {
    return undefined;
  }
};
