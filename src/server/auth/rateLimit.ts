/**
 * Failure counters for sign-in and the forgot-password flow, kept in the database so that
 * several server instances behind a load balancer share them (the server is stateless).
 * A key is `<limit name>:<subject>`, e.g. `login_mobile:13800000001` or `login_ip:10.0.0.7`.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';

export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** 5 wrong passwords per account and 20 per address in 15 minutes. */
export const LOGIN_PER_MOBILE: Limit = { name: 'login_mobile', max: 5, windowMs: 15 * MINUTE };
export const LOGIN_PER_IP: Limit = { name: 'login_ip', max: 20, windowMs: 15 * MINUTE };
/** Codes asked for: a few per account per hour, so nobody floods the log or a future SMS gateway. */
export const CODE_REQUEST_PER_MOBILE: Limit = { name: 'code_mobile', max: 3, windowMs: 60 * MINUTE };
export const CODE_REQUEST_PER_IP: Limit = { name: 'code_ip', max: 20, windowMs: 60 * MINUTE };
/** Wrong codes: 5 guesses of a 6-digit code leave a 1-in-200,000 chance. */
export const CODE_GUESS_PER_MOBILE: Limit = { name: 'code_guess', max: 5, windowMs: 15 * MINUTE };

export interface Counted {
  limit: Limit;
  subject: string;
}

const keyOf = ({ limit, subject }: Counted): string => `${limit.name}:${subject}`;

export interface Attempt {
  allowed: boolean;
  id: string;
}

/**
 * Count an attempt as a failure first, then look at the counters: concurrent attempts see
 * each other, so a burst cannot slip past a limit between a check and a record. A refused
 * attempt is not kept (being locked out does not extend the lock); an attempt that turns
 * out well is forgotten with `forgetAttempt`.
 */
export const beginAttempt = async (db: Db, counters: readonly Counted[], now: Date): Promise<Attempt> => {
  const id = randomUUID();
  await db
    .insertInto('auth_failure')
    .values(counters.map((c) => ({ key: keyOf(c), at: now, attempt: id })))
    .execute();
  let allowed = true;
  for (const counter of counters) {
    const since = new Date(now.getTime() - counter.limit.windowMs);
    const row = await db
      .selectFrom('auth_failure')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('key', '=', keyOf(counter))
      .where('at', '>', since)
      .executeTakeFirst();
    if (Number(row?.n ?? 0) > counter.limit.max) allowed = false;
    // Rows out of every window are useless: drop them while here.
    await db.deleteFrom('auth_failure').where('key', '=', keyOf(counter)).where('at', '<=', since).execute();
  }
  if (!allowed) await forgetAttempt(db, id);
  return { allowed, id };
};

/** The attempt succeeded: it was not a failure after all. */
export const forgetAttempt = async (db: Db, id: string): Promise<void> => {
  await db.deleteFrom('auth_failure').where('attempt', '=', id).execute();
};

/** A success forgives the account's earlier mistakes (not the address's: it may be guessing many accounts). */
export const clearFailures = async (db: Db, counter: Counted): Promise<void> => {
  await db.deleteFrom('auth_failure').where('key', '=', keyOf(counter)).execute();
};
