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
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Db } from '../db/handle';
import { Bulkhead, type BulkheadLimits } from './bulkhead';
import { retryLater } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    heavyLane: Bulkhead;
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

/** One turn of the event loop: what arrived meanwhile (I/O, other users' queries) runs first. */
export const yieldTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

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
export const heavy = <T>(app: FastifyInstance, work: () => Promise<T>): Promise<T> => app.heavyLane.run(work);

/**
 * A heavy read in the lane: on PostgreSQL in one transaction under `statement_timeout`
 * HEAVY_TIMEOUT_MS; on PGlite straight on the handle, never in a transaction (that would hold
 * its only connection from the first statement to the last, and the slices would not let
 * anyone through), with `sliced` true: the read cuts its work into slices (`inPages`).
 */
export const heavyRead = <T>(app: FastifyInstance, fn: (db: Db, sliced: boolean) => Promise<T>): Promise<T> =>
  heavy(app, () =>
    app.database.kind === 'postgres'
      ? app.database.transaction(async (trx) => {
          await sql.raw(`set local statement_timeout = ${HEAVY_TIMEOUT_MS}`).execute(trx);
          return fn(trx, false);
        })
      : fn(app.database.db, true),
  );

const lane: FastifyPluginAsync = async (app) => {
  app.decorate('heavyLane', new Bulkhead(heavyLaneLimits(), heavyBusy));
};

export const heavyLanePlugin = fp(lane, { name: 'heavy-lane' });
