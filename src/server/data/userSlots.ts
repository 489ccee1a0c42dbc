/**
 * One user cannot hold the database: every call of the data service (the generic query, the
 * admin family, the REST view) takes one of its user's slots.
 * - At most `running` calls of a user run at once: 1 on PGlite (its one connection serialises
 *   everything anyway, so a second one would only stand in front of other users), 2 on
 *   PostgreSQL (ten requests of one user never fill a pool of ten).
 * - The others wait in line, in order, up to `waiting` of them.
 * - A call is refused at once, 429 `too_many_requests` with Retry-After, when `waiting` calls
 *   already wait, or (PGlite) when the work the user has in flight, estimated by the query's
 *   cost (src/server/query/cost.ts), would go over `units`: a user sending the same expensive
 *   query ten times gets the first ones answered quickly and the rest refused, instead of
 *   everyone waiting behind all ten. A call alone is always let in (its own cost has its own
 *   limit).
 * The limits are per server process. docs/protocol.md gives the figures.
 */
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../config/types';
import { tooManyRequests } from '../http/errors';
import { MAX_QUERY_COST } from '../query/cost';

export interface SlotLimits {
  running: number;
  waiting: number;
  /** Estimated units of work in flight per user (0: no limit). */
  units: number;
}

export const defaultSlotLimits = (kind: 'pglite' | 'postgres'): SlotLimits => ({
  running: Number(process.env.USER_CONCURRENCY ?? (kind === 'pglite' ? 1 : 2)),
  waiting: Number(process.env.USER_QUEUE ?? 32),
  units: kind === 'pglite' ? MAX_QUERY_COST : 0,
});

interface UserState {
  running: number;
  units: number;
  queue: (() => void)[];
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

/** Run `fn` in one of the actor's slots; `units` is its estimated work (0 when not estimated). */
export const withUserSlot = async <T>(app: FastifyInstance, actor: Actor, units: number, fn: () => Promise<T>): Promise<T> => {
  const { limits, users } = slotsOf(app);
  let user = users.get(actor.userId);
  if (!user) users.set(actor.userId, (user = { running: 0, units: 0, queue: [] }));
  const busy = user.running + user.queue.length > 0;
  if (user.queue.length >= limits.waiting || (busy && limits.units > 0 && user.units + units > limits.units)) throw tooManyRequests();
  const state = user;
  state.units += units;
  if (state.running >= limits.running) await new Promise<void>((resolve) => state.queue.push(resolve));
  else state.running += 1;
  try {
    return await fn();
  } finally {
    state.units -= units;
    // The slot passes to the next in line as is; with nobody waiting it is given back.
    const next = state.queue.shift();
    if (next) next();
    else {
      state.running -= 1;
      if (state.running === 0) users.delete(actor.userId);
    }
  }
};
