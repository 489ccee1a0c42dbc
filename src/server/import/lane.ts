/**
 * Other users first (docs/import.md, "Large files"): before each chunk an import waits until
 * every other request that was in flight when the last chunk ended has been answered (they
 * waited for that chunk; their next statements do not queue behind the next one), at most
 * MAX_WAIT_MS. Requests that arrive later do not hold it back, so a steady stream of requests
 * slows an import down but never stops it. On the embedded database, whose only connection a
 * chunk holds, that is what keeps every other user's answer within a second while a
 * 10,000-line register goes in (bench/importLoad.ts). On PostgreSQL a chunk holds one pool
 * connection and no other user waits for it: there the import only yields to the callbacks
 * already queued (waiting there made a 10,000-line check take over half an hour on a loaded
 * machine, with the server idle 95 % of the time).
 *
 * In flight: from a request's onRequest to its response (or the client's abort), every request
 * but the imports themselves (two imports take turns, one chunk each).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { yieldTurn } from '../http/heavyLane';

export const MAX_WAIT_MS = 1000;

interface Waiter {
  /** Wait for every request numbered up to this one. */
  upTo: number;
  wake: () => void;
}

interface Lane {
  /** The number the next request gets. */
  next: number;
  /** Requests in flight, by number. */
  active: Set<number>;
  numbers: WeakMap<FastifyRequest, number>;
  waiting: Set<Waiter>;
}

const lanes = new WeakMap<Database, Lane>();

const IMPORT_WORK = /^\/index\/import\/(check|commit|undo)(\?|$)/i;

const oldest = (lane: Lane): number => {
  let min = Infinity;
  for (const n of lane.active) if (n < min) min = n;
  return min;
};

/** Count the requests in flight (the import plugin's hooks, on every route: the plugin is not encapsulated). */
export const installLane = (app: FastifyInstance): void => {
  const lane: Lane = { next: 1, active: new Set(), numbers: new WeakMap(), waiting: new Set() };
  lanes.set(app.database, lane);
  app.addHook('onRequest', async (request) => {
    if (IMPORT_WORK.test(request.url)) return;
    const n = lane.next++;
    lane.numbers.set(request, n);
    lane.active.add(n);
  });
  const leave = async (request: FastifyRequest): Promise<void> => {
    const n = lane.numbers.get(request);
    if (n === undefined) return;
    lane.numbers.delete(request);
    lane.active.delete(n);
    if (lane.waiting.size === 0) return;
    const first = oldest(lane);
    for (const w of [...lane.waiting]) if (first > w.upTo) w.wake();
  };
  app.addHook('onResponse', leave);
  app.addHook('onRequestAbort', leave);
};

/** The requests in flight other than imports (tests, the log). */
export const othersInFlight = (database: Database): number => lanes.get(database)?.active.size ?? 0;

/**
 * Before an import's next chunk: the callbacks already queued run first (a statement waiting for
 * the connection), then the import waits for the other requests in flight now, MAX_WAIT_MS at
 * most. Resolves to the milliseconds it waited.
 */
export const giveWay = async (database: Database, maxMs = MAX_WAIT_MS): Promise<number> => {
  await new Promise((resolve) => setImmediate(resolve));
  const lane = lanes.get(database);
  if (!lane || lane.active.size === 0 || database.kind !== 'pglite') return 0;
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const waiter: Waiter = {
      upTo: lane.next - 1,
      wake: () => {
        clearTimeout(timer);
        lane.waiting.delete(waiter);
        resolve();
      },
    };
    const timer = setTimeout(waiter.wake, maxMs);
    lane.waiting.add(waiter);
  });
  return performance.now() - started;
};

/**
 * A long piece of an import's work outside its chunks' transactions (reading 50,000 lines,
 * planning their places, the counts and vacuums at its end), in slices: `pace()` gives way once
 * SLICE_MS of work have passed since the last time, else returns at once. It gives way as the
 * heavy lane's work does (src/server/http/heavyLane.ts, `yieldTurn`): a turn of the event loop,
 * and, the register's work running as its app's background work (`asBackground`, on the embedded
 * database: ./register.ts), until no other request of the app is in flight, FOREGROUND_WAIT_MS at
 * most. On the embedded database a statement and the JavaScript around it hold the server's only
 * thread: the reading of a 10,000-line register took 0.6 s at once before (docs/performance.md).
 * On PostgreSQL it is a turn only, as before (other users do not wait for the import there).
 */
export const SLICE_MS = 25;

export const pacer = (sliceMs = SLICE_MS): (() => Promise<void>) => {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await yieldTurn();
    since = performance.now();
  };
};
