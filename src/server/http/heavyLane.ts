/**
 * The heavy-work lane (docs/performance.md, "Heavy requests beside other users"; issue 26 item
 * 2): the requests whose one call reads a whole table or writes hundreds of rows (the
 * reconciliation and walk reports, an area's map and labels, a batch print's log, the
 * statistics when not cached) run at most `running` at a time per instance (1 by default), so two
 * managers opening reports at once never stack their work in front of the clerks. More wait in a
 * short line (`waiting`, first come first served, holding nothing); beyond it, or after
 * `maxWaitMs`, the request is refused at once with 429 `heavy_busy` and Retry-After (the page
 * says "another large report is being prepared, try again in a few seconds").
 *
 * Inside the lane a heavy read also has a bound of its own: on PostgreSQL it runs under
 * `statement_timeout` HEAVY_TIMEOUT_MS (503 query_timeout past it); on the embedded database,
 * which cannot cancel a statement, the routes cut their work into slices that each hold its only
 * connection briefly, with a turn of the event loop between them (`yieldTurn`), so the other
 * users' queries (queued meanwhile) run between the slices.
 *
 * Sizes: HEAVY_AT_ONCE (1), HEAVY_QUEUE (8: the statistics page asks six calls at once), HEAVY_WAIT_MS
 * (10,000), HEAVY_TIMEOUT_MS (20,000).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { typedHandle } from '../db/handle';
import type { TypedDb } from '../db/tables';
import { Bulkhead, type BulkheadLimits } from './bulkhead';
import { retryLater } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    heavyLane: Bulkhead;
    /** This app's requests in flight and its heavy work (below): each app its own, as its bulkheads. */
    heavyFlow: Flow;
  }
}

const count = (v: string | undefined, fallback: number, min: number): number => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isInteger(n) && n >= min ? n : fallback;
};

export const heavyLaneLimits = (env: NodeJS.ProcessEnv = process.env): BulkheadLimits => ({
  running: count(env.HEAVY_AT_ONCE, 1, 1),
  waiting: count(env.HEAVY_QUEUE, 8, 0),
  maxWaitMs: count(env.HEAVY_WAIT_MS, 10_000, 0),
});

/** A heavy statement on PostgreSQL is cancelled after this (ms). */
export const HEAVY_TIMEOUT_MS = count(process.env.HEAVY_TIMEOUT_MS, 20_000, 100);

/** The refusal: 429 heavy_busy, retry after about the longest wait in line. */
export const heavyBusy = (limits: BulkheadLimits) => retryLater('heavy_busy', 429, Math.max(1, Math.ceil(limits.maxWaitMs / 1000)));

/**
 * Other users first. Every request in flight on this app is counted (the plugin's hooks), and
 * each piece of heavy work (`asBackground`: a request in the heavy lane, waiting or running, or an
 * import's work) is counted apart: the others are the foreground. Heavy work runs in a background
 * context; between two of its slices (`yieldTurn`) it waits until no foreground request of its
 * app is in flight, or FOREGROUND_WAIT_MS (50 ms) at most (so a steady stream of small requests
 * slows a report, never stops it). On the embedded database a clerk's query thus waits for the
 * one slice already running, not for the slices a report (or three: the statistics page asks six
 * calls at once) had queued on its only connection (issue 26 item 2; docs/performance.md "Heavy
 * requests beside other users"). The counts belong to the app (`app.heavyFlow`), so apps that
 * share a process (tests, two instances in one) never wait for each other's users.
 */
export const FOREGROUND_WAIT_MS = count(process.env.HEAVY_YIELD_MS, 50, 0);

export class Flow {
  private inFlight = 0;
  private heavy = 0;
  private idle: (() => void)[] = [];
  private readonly counted = new WeakSet<object>();

  /** Requests in flight that are not heavy work (other users'). */
  foreground(): number {
    return Math.max(0, this.inFlight - this.heavy);
  }

  private wakeIfIdle(): void {
    if (this.foreground() > 0) return;
    for (const wake of this.idle.splice(0)) wake();
  }

  /** A request starts (counted once). */
  started(request: object): void {
    if (this.counted.has(request)) return;
    this.counted.add(request);
    this.inFlight++;
  }

  /** A request ends: answered or abandoned (counted once). */
  ended(request: object): void {
    if (!this.counted.delete(request)) return;
    this.inFlight--;
    this.wakeIfIdle();
  }

  /** Heavy work begins and ends (not counted among the foreground meanwhile). */
  heavyBegins(): void {
    this.heavy++;
  }
  heavyEnds(): void {
    this.heavy--;
    this.wakeIfIdle();
  }

  /** Resolves once no foreground request is in flight, or after `maxMs`. */
  async untilIdle(maxMs: number): Promise<void> {
    if (this.foreground() === 0 || maxMs === 0) return;
    await new Promise<void>((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        const i = this.idle.indexOf(done);
        if (i >= 0) this.idle.splice(i, 1);
        resolve();
      };
      const timer = setTimeout(done, maxMs);
      this.idle.push(done);
    });
  }
}

/** The flow of the app whose heavy work is running (none outside heavy work). */
const background = new AsyncLocalStorage<Flow>();

/**
 * One turn of the event loop: what arrived meanwhile (I/O, other users' queries) runs first. In
 * heavy work (`asBackground`), then also until no other request of its app is in flight,
 * FOREGROUND_WAIT_MS at most.
 */
export const yieldTurn = async (): Promise<void> => {
  await new Promise((resolve) => setImmediate(resolve));
  await background.getStore()?.untilIdle(FOREGROUND_WAIT_MS);
};

/** Run `work` as the app's heavy work: not counted among its foreground, and its `yieldTurn`s give way to it. */
export const asBackground = async <T>(app: Pick<FastifyInstance, 'heavyFlow'>, work: () => Promise<T>): Promise<T> => {
  const flow = app.heavyFlow;
  flow.heavyBegins();
  try {
    return await background.run(flow, work);
  } finally {
    flow.heavyEnds();
  }
};

/** Rows a sliced read fetches per statement on the embedded database. */
export const ROW_SLICE = 1000;

/**
 * The rows of an ordered read (`page(offset, limit)`, its order ending on a unique key), at most
 * `max`: in one statement (`limit` undefined when there is no `max`), or, `sliced` (PGlite), in
 * pages of `slice` rows with a turn of the event loop before each, so the other users' queries
 * run between them.
 */
export const inPages = async <R>(sliced: boolean, max: number | undefined, page: (offset: number, limit: number | undefined) => Promise<R[]>, slice = ROW_SLICE): Promise<R[]> => {
  if (!sliced) return page(0, max);
  const out: R[] = [];
  for (;;) {
    const limit = max === undefined ? slice : Math.min(slice, max - out.length);
    if (limit <= 0) return out;
    await yieldTurn();
    const rows = await page(out.length, limit);
    out.push(...rows);
    if (rows.length < limit) return out;
  }
};

/** Run `work` in the lane (429 heavy_busy when it is full). */
export const heavy = <T>(app: FastifyInstance, work: () => Promise<T>): Promise<T> =>
  asBackground(app, () =>
    app.heavyLane.run(async () => {
      // Its turn in the lane starts by giving way: a clerk's list that arrived meanwhile goes first
      // (the users' line serves the user served longest ago, often a manager whose export waited).
      await yieldTurn();
      return work();
    }),
  );

/**
 * A heavy read in the lane: on PostgreSQL in one transaction under `statement_timeout`
 * HEAVY_TIMEOUT_MS; on PGlite straight on the handle, never in a transaction (that would hold
 * its only connection from the first statement to the last, and the slices would not let
 * anyone through), with `sliced` true: the read cuts its work into slices (`inPages`).
 */
export const heavyRead = <T>(app: FastifyInstance, fn: (db: TypedDb, sliced: boolean) => Promise<T>): Promise<T> =>
  heavy(app, () =>
    app.database.kind === 'postgres'
      ? app.database.transaction(async (trx) => {
          await sql.raw(`set local statement_timeout = ${HEAVY_TIMEOUT_MS}`).execute(trx);
          return fn(typedHandle(trx), false);
        })
      : fn(typedHandle(app.database.db), true),
  );

const lane: FastifyPluginAsync = async (app) => {
  app.decorate('heavyLane', new Bulkhead(heavyLaneLimits(), heavyBusy));
  const flow = new Flow();
  app.decorate('heavyFlow', flow);
  // Every request is counted while in flight, so heavy work knows when others are waiting.
  app.addHook('onRequest', async (request) => flow.started(request));
  app.addHook('onResponse', async (request) => flow.ended(request));
  app.addHook('onRequestAbort', async (request) => flow.ended(request));
};

export const heavyLanePlugin = fp(lane, { name: 'heavy-lane' });
