/**
 * One user cannot hold the database: every call of the data service (the generic query, the
 * admin family, the REST view) runs in one of its user's slots, and pays for the work it makes.
 * - At most `running` calls of a user run at once: 1 on PGlite (its one connection serialises
 *   everything anyway, so a second one would only stand in front of other users), 2 on
 *   PostgreSQL (ten requests of one user never fill a pool of ten). The others wait in line, in
 *   order, up to `waiting` of them and up to `maxWaitMs` each; one more, or one that waited that
 *   long, is refused: 429 `too_many_requests` with Retry-After.
 * - A user's work (the time their calls spend in the database, and parsing and costing their
 *   queries) is a debt forgiven at `refillMsPerS`; up to `burstMs` of it is free. Over that, the
 *   next call waits until the debt is back under it (a client sending one request after another,
 *   a CSV export, is slowed down), or is refused with 429 when they already have another call in
 *   flight or the wait would be longer than `maxDelayMs` (a user sending the same expensive query
 *   again and again gets a few answered and the rest refused, instead of everyone waiting behind
 *   them). On PGlite, where a query runs on the server's only thread and every other request
 *   waits while it runs, the debt is forgiven at 10 % of the time (100 ms per second), after a
 *   burst of 250 ms; on PostgreSQL at 25 % of one connection, after a burst of 1 s.
 * - `refuseEarly`, on arrival (before the body is read): a user already over the limit is
 *   refused at once, so a flood of requests costs their parsing nothing.
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
  /** Work (ms) a user may run up before being slowed down or refused; 0: no limit. */
  burstMs: number;
  /** How fast that work is forgiven (ms per second). */
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
  burstMs: envNumber('USER_WORK_BURST_MS', kind === 'pglite' ? 250 : 1000),
  refillMsPerS: envNumber('USER_WORK_REFILL_MS_PER_S', kind === 'pglite' ? 100 : 250) || 1,
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

/** Per database handle: every plugin's Fastify instance of one server shares it. */
const slots = new WeakMap<object, AppSlots>();

const slotsOf = (app: FastifyInstance): AppSlots => {
  let s = slots.get(app.database);
  if (!s) slots.set(app.database, (s = { limits: defaultSlotLimits(app.database.kind), users: new Map() }));
  return s;
};

/** Other limits for one server (tests). */
export const setSlotLimits = (app: FastifyInstance, limits: Partial<SlotLimits>): void => {
  const s = slotsOf(app);
  s.limits = { ...s.limits, ...limits };
};

const userOf = (users: Map<number, UserState>, actor: Actor): UserState => {
  let user = users.get(actor.userId);
  if (!user) users.set(actor.userId, (user = { running: 0, queue: [], delayed: 0, debtMs: 0, debtAt: Date.now() }));
  return user;
};

const debtNow = (user: UserState, limits: SlotLimits, now = Date.now()): number => {
  const debt = Math.max(0, user.debtMs - ((now - user.debtAt) * limits.refillMsPerS) / 1000);
  user.debtMs = debt;
  user.debtAt = now;
  return debt;
};

const forget = (users: Map<number, UserState>, actor: Actor, user: UserState): void => {
  if (user.running === 0 && user.queue.length === 0 && user.delayed === 0 && user.debtMs === 0) users.delete(actor.userId);
};

/** How long the user's next call must wait to be under the burst again (0: it need not). */
const delayOf = (user: UserState, limits: SlotLimits): number => {
  if (limits.burstMs <= 0) return 0;
  const over = debtNow(user, limits) - limits.burstMs;
  return over > 0 ? (over * 1000) / limits.refillMsPerS : 0;
};

const busy = (user: UserState): boolean => user.running + user.queue.length + user.delayed > 0;

const refusal = (delay: number) => tooManyRequests(Math.max(1, Math.ceil(delay / 1000)));

/** Add work done for the user outside a slot (parsing and costing a query, refused or not). */
export const chargeUser = (app: FastifyInstance, actor: Actor, ms: number): void => {
  const { limits, users } = slotsOf(app);
  if (limits.burstMs <= 0 || ms <= 0) return;
  const user = userOf(users, actor);
  user.debtMs = debtNow(user, limits) + ms;
};

/** On arrival: refuse at once a user whose next call would be refused anyway. */
export const refuseEarly = (app: FastifyInstance, actor: Actor): void => {
  const { limits, users } = slotsOf(app);
  const user = users.get(actor.userId);
  if (!user) return;
  if (user.queue.length + user.delayed >= limits.waiting) throw tooManyRequests();
  const delay = delayOf(user, limits);
  if (delay > 0 && (busy(user) || delay > limits.maxDelayMs)) throw refusal(delay);
};

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

/** Run `fn` in one of the actor's slots; its time is charged to the actor. */
export const withUserSlot = async <T>(app: FastifyInstance, actor: Actor, fn: () => Promise<T>): Promise<T> => {
  const { limits, users } = slotsOf(app);
  const user = userOf(users, actor);
  if (user.queue.length + user.delayed >= limits.waiting) throw tooManyRequests();
  const delay = delayOf(user, limits);
  if (delay > 0) {
    if (busy(user) || delay > limits.maxDelayMs) {
      forget(users, actor, user);
      throw refusal(delay);
    }
    user.delayed += 1;
    try {
      await new Promise((resolve) => setTimeout(resolve, delay));
    } finally {
      user.delayed -= 1;
    }
  }
  if (user.running >= limits.running) await waitInLine(user, limits.maxWaitMs);
  else user.running += 1;
  const start = performance.now();
  try {
    return await fn();
  } finally {
    if (limits.burstMs > 0) user.debtMs = debtNow(user, limits) + (performance.now() - start);
    // The slot passes to the next in line as is, on a later turn of the event loop; with nobody
    // waiting it is given back.
    const next = user.queue.shift();
    if (next) setImmediate(() => next.start());
    else {
      user.running -= 1;
      forget(users, actor, user);
    }
  }
};

/** A write's transaction in one of its user's slots; slow work before it (hashing a password) stays outside. */
export const transactionInSlot = <T>(app: FastifyInstance, actor: Actor, fn: (trx: Db) => Promise<T>): Promise<T> =>
  withUserSlot(app, actor, () => app.database.transaction(fn));
