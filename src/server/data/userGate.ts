/**
 * How much of the database one user's list and count queries may hold, so that one user (a
 * script, a query bomb fired ten times) cannot keep it from the others:
 *  - at most `running` of a user's queries at the database at once, and on PGlite one query of
 *    all users at a time (`total`): PGlite runs each statement on the server's only thread, so
 *    its queue is the database's queue;
 *  - more wait in line outside the database (holding neither PGlite's only connection nor a pool
 *    connection), and the line is served in turn, user by user: whatever one user has queued,
 *    another user's query waits for at most one of theirs per slot;
 *  - beyond `waiting` in a user's line, or after `maxWaitMs` in it, a query is refused at once
 *    with 429 and `Retry-After`. A browser page sends a list and its count together, a few
 *    look-ups and the unread poll, at most USER_QUERIES_AT_ONCE at a time: those are never
 *    refused for waiting (on a slow machine a list can take longer than `maxWaitMs`, and the
 *    count behind it was refused although the tab asked for nothing more); only a user's
 *    queries beyond that many are.
 * docs/protocol.md states the figures.
 */
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../config/types';
import { USER_QUERIES_AT_ONCE } from '../../protocol/wire';
import type { Database } from '../db/database';
import { retryLater } from '../http/errors';

export interface GateLimits {
  /** Queries of all users at the database at once (PGlite: 1). */
  total: number;
  /** Queries of one user at the database at once. */
  running: number;
  /** Queries of one user waiting in line. */
  waiting: number;
  maxWaitMs: number;
}

export const GATE_LIMITS = {
  pglite: { total: 1, running: 1, waiting: 8, maxWaitMs: 500 },
  // The pool bounds the total (src/server/db/postgres.ts): a full pool's queue answers 503 at once.
  postgres: { total: Infinity, running: USER_QUERIES_AT_ONCE, waiting: 8, maxWaitMs: 700 },
} as const satisfies Record<string, GateLimits>;

interface Waiter {
  go: () => void;
}

interface Gate {
  running: number;
  perUser: Map<number, number>;
  /** Waiting queries per user, oldest first. */
  lines: Map<number, Waiter[]>;
  /** When each user was last let in: the user served longest ago goes first. */
  served: Map<number, number>;
  pumping: boolean;
}

/** One gate per database: every plugin's instance (each route plugin has its own) shares it. */
const gates = new WeakMap<Database, Gate>();
const limitsOf = (app: FastifyInstance): GateLimits => GATE_LIMITS[app.database.kind];

const tooMany = () => retryLater('too_many_queries', 429, 1);

const take = (gate: Gate, userId: number): void => {
  gate.running += 1;
  gate.perUser.set(userId, (gate.perUser.get(userId) ?? 0) + 1);
  gate.served.set(userId, performance.now());
};

/** The waiting user with room for one more query who was served longest ago (never: first). */
const nextUser = (gate: Gate, limits: GateLimits): number | undefined => {
  let best: number | undefined;
  let bestAt = Infinity;
  for (const userId of gate.lines.keys()) {
    if ((gate.perUser.get(userId) ?? 0) >= limits.running) continue;
    const at = gate.served.get(userId) ?? -Infinity;
    if (at < bestAt) {
      best = userId;
      bestAt = at;
    }
  }
  return best;
};

/** Let waiting queries in, user by user, while there is room. */
const serve = (gate: Gate, limits: GateLimits): void => {
  while (gate.running < limits.total) {
    const userId = nextUser(gate, limits);
    if (userId === undefined) return;
    const line = gate.lines.get(userId)!;
    const next = line.shift()!;
    if (line.length === 0) gate.lines.delete(userId);
    take(gate, userId);
    next.go();
  }
};

/**
 * Serving the line waits for the I/O already arrived (setImmediate runs after the poll phase):
 * PGlite runs a statement within the promise chain of the request that sent it, so without this
 * the next socket's request would only be read once that whole chain is over. Yielding first
 * lets every request that has arrived reach the line, and the line serve them user by user.
 */
const serveSoon = (gate: Gate, limits: GateLimits): void => {
  if (gate.pumping) return;
  gate.pumping = true;
  setImmediate(() => {
    gate.pumping = false;
    serve(gate, limits);
  });
};

/** Join the user's line; `deadline` (performance.now() time) is when waiting any longer is refused (Infinity: never). */
const enter = (gate: Gate, limits: GateLimits, userId: number, deadline: number): Promise<void> => {
  let line = gate.lines.get(userId);
  if (!line) gate.lines.set(userId, (line = []));
  if (line.length >= limits.waiting) return Promise.reject(tooMany());
  const own = line;
  return new Promise<void>((resolve, reject) => {
    const waiter: Waiter = {
      go: () => {
        clearTimeout(timer);
        resolve();
      },
    };
    const timer =
      deadline === Infinity
        ? undefined
        : setTimeout(
            () => {
              const at = own.indexOf(waiter);
              if (at >= 0) own.splice(at, 1);
              if (own.length === 0 && gate.lines.get(userId) === own) gate.lines.delete(userId);
              reject(tooMany());
            },
            Math.max(0, deadline - performance.now()),
          );
    own.push(waiter);
    serveSoon(gate, limits);
  });
};

/**
 * Run `fn` in one of the user's slots: after its turn in line, or refused (429) when the line is
 * full or the request would wait beyond `maxWaitMs` since `arrivedAt` (performance.now() time the
 * request reached the server; default now).
 */
export const withUserSlot = async <T>(app: FastifyInstance, actor: Actor, fn: () => Promise<T>, arrivedAt = performance.now()): Promise<T> => {
  const limits = limitsOf(app);
  let gate = gates.get(app.database);
  if (!gate) gates.set(app.database, (gate = { running: 0, perUser: new Map(), lines: new Map(), served: new Map(), pumping: false }));
  const own = gate;
  // With no bound on all users together (PostgreSQL: the pool bounds it) a user with a free slot
  // and nobody of theirs in line goes straight in, as the line would let them in at its next turn;
  // no timer, no turn of the event loop. Otherwise (PGlite's one connection, a full slot) the line.
  if (limits.total === Infinity && !own.lines.has(actor.userId) && (own.perUser.get(actor.userId) ?? 0) < limits.running) take(own, actor.userId);
  else {
    // What one tab sends at once (USER_QUERIES_AT_ONCE: the browser holds the rest back) waits
    // for its turn however slow the database is: refusing it would only bring it back a moment
    // later. Only queries beyond that (a script's, several busy tabs') are refused for waiting.
    const mine = (own.perUser.get(actor.userId) ?? 0) + (own.lines.get(actor.userId)?.length ?? 0);
    await enter(own, limits, actor.userId, mine < USER_QUERIES_AT_ONCE ? Infinity : arrivedAt + limits.maxWaitMs);
  }
  try {
    return await fn();
  } finally {
    own.running -= 1;
    const left = (own.perUser.get(actor.userId) ?? 1) - 1;
    if (left > 0) own.perUser.set(actor.userId, left);
    else own.perUser.delete(actor.userId);
    // Forget users not seen for a while (the map holds one number per user).
    if (own.served.size > 1000) for (const [u, at] of own.served) if (performance.now() - at > 60_000) own.served.delete(u);
    serveSoon(own, limits);
  }
};

/** How many of a user's queries are at the database and waiting in line (diagnostics, tests). */
export const userQueries = (app: FastifyInstance, userId: number): { running: number; waiting: number } => {
  const gate = gates.get(app.database);
  return { running: gate?.perUser.get(userId) ?? 0, waiting: gate?.lines.get(userId)?.length ?? 0 };
};
