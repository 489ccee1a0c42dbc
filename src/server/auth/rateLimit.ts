/**
 * Failure counters for sign-in and the forgot-password flow, kept in the database so that
 * several server instances behind a load balancer share them (the server is stateless).
 * A key is `<limit name>:<subject>`, e.g. `login_mobile:13800000001`, `login_ip:10.0.0.7`.
 * The sign-in policy built on them (per mobile and address, with a brake per account) is in
 * ./loginThrottle.ts.
 */
import { randomUUID } from 'node:crypto';
import type { TypedDb } from '../db/tables';

export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** Codes asked for: a few per account per hour, so nobody floods the log or a future SMS gateway. */
export const CODE_REQUEST_PER_MOBILE: Limit = { name: 'code_mobile', max: 3, windowMs: 60 * MINUTE };
export const CODE_REQUEST_PER_IP: Limit = { name: 'code_ip', max: 20, windowMs: 60 * MINUTE };
/** Wrong codes: 5 guesses of a 6-digit code leave a 1-in-200,000 chance. */
export const CODE_GUESS_PER_MOBILE: Limit = { name: 'code_guess', max: 5, windowMs: 15 * MINUTE };
/** Wrong current passwords given to change one's own: a borrowed session must not become a guessing oracle. */
export const PASSWORD_CHECK_PER_USER: Limit = { name: 'password_check', max: 5, windowMs: 15 * MINUTE };
/** The longest window of any limit: rows older than this count for nothing (sweepFailures). */
const LONGEST_WINDOW_MS = 60 * MINUTE;

export interface Counted {
  limit: Limit;
  subject: string;
}

export const keyOf = ({ limit, subject }: Counted): string => `${limit.name}:${subject}`;

/** A counter as this attempt found it: the other failures in its window (not this attempt). */
export interface Seen {
  failures: number;
  first?: Date;
  last?: Date;
}

interface Attempt {
  allowed: boolean;
  id: string;
  /** Per counter, in the order given. */
  seen: Seen[];
}

const countOthers = async (db: TypedDb, counter: Counted, id: string, now: Date): Promise<Seen> => {
  const since = new Date(now.getTime() - counter.limit.windowMs);
  const row = await db
    .selectFrom('auth_failure')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<string>('at').as('first'), eb.fn.max<string>('at').as('last')])
    .where('key', '=', keyOf(counter))
    .where('at', '>', since)
    .where('attempt', '<>', id)
    .executeTakeFirst();
  // Rows out of every window are useless: drop them while here.
  await db.deleteFrom('auth_failure').where('key', '=', keyOf(counter)).where('at', '<=', since).execute();
  const failures = Number(row?.n ?? 0);
  return failures === 0 ? { failures } : { failures, first: new Date(String(row?.first)), last: new Date(String(row?.last)) };
};

/**
 * Count an attempt as a failure first, then look at the counters: concurrent attempts see
 * each other, so a burst cannot slip past a limit between a check and a record. Returns what
 * each counter held before this attempt; the caller decides, and forgets the attempt (with
 * `forgetAttempt`) when it is refused (being refused does not extend a wait) or turns out well.
 */
export const countAttempt = async (db: TypedDb, counters: readonly Counted[], now: Date): Promise<{ id: string; seen: Seen[] }> => {
  const id = randomUUID();
  await db
    .insertInto('auth_failure')
    .values(counters.map((c) => ({ key: keyOf(c), at: now, attempt: id })))
    .execute();
  const seen: Seen[] = [];
  for (const counter of counters) seen.push(await countOthers(db, counter, id, now));
  return { id, seen };
};

/** countAttempt with the plain rule: allowed while every counter holds fewer than its `max` failures. */
export const beginAttempt = async (db: TypedDb, counters: readonly Counted[], now: Date): Promise<Attempt> => {
  const { id, seen } = await countAttempt(db, counters, now);
  const allowed = seen.every((s, i) => s.failures < counters[i].limit.max);
  if (!allowed) await forgetAttempt(db, id);
  return { allowed, id, seen };
};

/** The attempt succeeded (or was refused): it was not a failure after all. */
export const forgetAttempt = async (db: TypedDb, id: string): Promise<void> => {
  await db.deleteFrom('auth_failure').where('attempt', '=', id).execute();
};

export const clearFailures = async (db: TypedDb, counter: Counted): Promise<void> => {
  await db.deleteFrom('auth_failure').where('key', '=', keyOf(counter)).execute();
};

/** Housekeeping: rows out of every window count for nothing; keys nobody tries again would otherwise stay. */
export const sweepFailures = async (db: TypedDb, now: Date): Promise<void> => {
  await db.deleteFrom('auth_failure').where('at', '<=', new Date(now.getTime() - LONGEST_WINDOW_MS)).execute();
};
