/**
 * One user cannot hold the database: every call of the data service (the generic query, the
 * admin family, the REST view) runs in one of its user's slots.
 * - At most `running` calls of a user run at once: 1 on PGlite (its one connection serialises
 *   everything anyway, so a second one would only stand in front of other users), 2 on
 *   PostgreSQL (ten requests of one user never fill a pool of ten). The others wait in line, in
 *   order, up to `waiting` of them and up to `maxWaitMs` each; one more, or one that waited that
 *   long, is refused: 429 `too_many_requests` with Retry-After.
 * - PGlite only: a user may run up `burstMs` of database time in a burst, forgiven at
 *   `refillMsPerS`. A PGlite query runs on the server's only thread, so every other request
 *   waits while it runs: over the burst, a user's next call waits until the debt is back under
 *   it (a client that sends one request after another, a CSV export, is slowed down), or is
 *   refused with 429 when they already have another call in flight or the wait would be long (a
 *   user sending the same expensive query ten times gets the first ones answered and the rest
 *   refused, instead of everyone waiting behind all ten).
 * The next in line is started on a later turn of the event loop, so other users' requests that
 * arrived meanwhile get to the database between two of one user's calls. The limits are per
 * server process; docs/protocol.md gives the figures.
 */
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../config/types';
import type { Db } from '../db/database';
import { tooManyRequests } from '../http/errors';

export interface SlotLimits {
  running: number;
  waiting: number;
  /** Database time (ms) a user may run up before being slowed down or refused; 0: no limit. */
  burstMs: number;
  /** How fast that time is forgiven (ms per second). */
  refillMsPerS: number;
  /** Longest a call is held back to pay its user's debt before it is refused instead. */
  maxDelayMs: number;
  /** Longest a call waits in its user's line; then it is refused (429). */
  maxWaitMs: number;
}

const envNumber = (name: string, fallback: number): number => {
  const n = Number(process.env[name]);
  return process.env[name] !== undefined && Number.isFinite(n) && n >= 0 ? n : fallback;
};

export const defaultSlotLimits = (kind: 'pglite' | 'postgres'): SlotLimits => ({
  running: envNumber('USER_CONCURRENCY', kind === 'pglite' ? 1 : 2) || 1,
  waiting: envNumber('USER_QUEUE', 32),
  burstMs: kind === 'pglite' ? envNumber('USER_DB_BURST_MS', 250) : 0,
  refillMsPerS: envNumber('USER_DB_REFILL_MS_PER_S', 400) || 1,
  maxDelayMs: 1000,
  maxWaitMs: envNumber('USER_QUEUE_WAIT_MS', 1000),
});

interface Waiter {
  start(): void;
}

interface UserState {
  running: number;
  queue: Waiter[];
  /** Calls held back to pay the debt. */
  delayed: number;
  debtMs: number;
  debtAt: number;
}

interface AppSlots {
  limits: SlotLimits;
  users: Map<number, UserState>;
}

const slots = new WeakMap<FastifyInstance, AppSlots>();

const slotsOf = (app: FastifyInstance): AppSlots => {
  let s = slots.get(app);
  if (!s) slots.set(app, (s = { limits: defaultSlotLimits(app.database.kind), users: new Map() }));
  return s;
};

/** Other limits for one app (tests). */
export const setSlotLimits = (app: FastifyInstance, limits: Partial<SlotLimits>): void => {
  const s = slotsOf(app);
  s.limits = { ...s.limits, ...limits };
};

const debtNow = (user: UserState, limits: SlotLimits, now: number): number => {
  const debt = Math.max(0, user.debtMs - ((now - user.debtAt) * limits.refillMsPerS) / 1000);
  user.debtMs = debt;
  user.debtAt = now;
  return debt;
};

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Wait for the slot of a call ahead to pass to this one; refused (429) after `maxWaitMs`. */
const waitInLine = (user: UserState, maxWaitMs: number): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    const waiter: Waiter = {
      start: () => {
        clearTimeout(timer);
        resolve();
      },
    };
    const timer = setTimeout(() => {
      user.queue.splice(user.queue.indexOf(waiter), 1);
      reject(tooManyRequests());
    }, maxWaitMs);
    user.queue.push(waiter);
  });

/** Run `fn` in one of the actor's slots. */
export const withUserSlot = async <T>(app: FastifyInstance, actor: Actor, fn: () => Promise<T>): Promise<T> => {
  const { limits, users } = slotsOf(app);
  let found = users.get(actor.userId);
  if (!found) users.set(actor.userId, (found = { running: 0, queue: [], delayed: 0, debtMs: 0, debtAt: Date.now() }));
  const user = found;
  if (user.queue.length + user.delayed >= limits.waiting) throw tooManyRequests();
  if (limits.burstMs > 0) {
    const over = debtNow(user, limits, Date.now()) - limits.burstMs;
    if (over > 0) {
      const delay = (over * 1000) / limits.refillMsPerS;
      const busy = user.running + user.queue.length + user.delayed > 0;
      if (busy || delay > limits.maxDelayMs) throw tooManyRequests(Math.max(1, Math.ceil(delay / 1000)));
      user.delayed += 1;
      try {
        await sleep(delay);
      } finally {
        user.delayed -= 1;
      }
    }
  }
  if (user.running >= limits.running) await waitInLine(user, limits.maxWaitMs);
  else user.running += 1;
  const start = performance.now();
  try {
    return await fn();
  } finally {
    if (limits.burstMs > 0) {
      const now = Date.now();
      user.debtMs = debtNow(user, limits, now) + (performance.now() - start);
    }
    // The slot passes to the next in line as is, on a later turn of the event loop; with nobody
    // waiting it is given back.
    const next = user.queue.shift();
    if (next) setImmediate(() => next.start());
    else {
      user.running -= 1;
      if (user.running === 0 && user.delayed === 0 && user.debtMs === 0) users.delete(actor.userId);
    }
  }
};

/** A write's transaction in one of its user's slots; slow work before it (hashing a password) stays outside. */
export const transactionInSlot = <T>(app: FastifyInstance, actor: Actor, fn: (trx: Db) => Promise<T>): Promise<T> =>
  withUserSlot(app, actor, () => app.database.transaction(fn));
