/**
 * The statistics' answers kept for the day (docs/statistics.md, "Cached answers"): the same call
 * with the same range, filter and channel on the same local day answers from memory until
 * anything it reads changes. The change feed forgets them all on every instance (statement
 * triggers on the tables the calls read send the `stats` topic when their transaction commits:
 * orders, payments, registrations, plots, areas, users, the daily snapshots), and so does the
 * link going down or coming back; while it is down nothing is kept. A read that overlaps a change
 * is not kept (the generation below). The day is in the key: a new day asks again, as today's
 * live figures and yesterday's snapshot differ. A safety net: nothing older than STATS_TTL_MS.
 *
 * Only the first of many identical calls does the work, so ten managers opening the statistics
 * page cost the database one set of queries (issue 26 item 2).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { withDdlLock } from '../db/changeFeed';
import { privilegedRead } from '../data/door';
import { SNAPSHOT_BALANCE, SNAPSHOT_DAY, SNAPSHOT_PLOT } from './snapshots/schema';

export const STATS_TOPIC = 'stats';
/** The tables the stats calls read (their rollups are written by these tables' own triggers). */
export const STATS_TABLES = ['tomb_order', 'tomb_payment', 'member', 'tomb_burialslot', 'tomb_area', 'user', SNAPSHOT_DAY, SNAPSHOT_PLOT, SNAPSHOT_BALANCE] as const;
export const STATS_TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 500;

interface Entry {
  at: number;
  value: Promise<unknown>;
}

export class StatsCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly isLive: () => boolean,
    private readonly now: () => number = () => performance.now(),
  ) {}

  forget(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The answer for `key`: from memory when kept, else `read()` (shared by the calls that ask meanwhile). */
  answer<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (!this.isLive()) return read();
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at <= STATS_TTL_MS) return hit.value as Promise<T>;
    const generation = this.generation;
    const value = read();
    const entry: Entry = { at: this.now(), value };
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, entry);
    void value.then(
      () => {
        // Something changed while it was read: it may be the figures of before.
        if (this.generation !== generation && this.entries.get(key) === entry) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    statsCache: StatsCache;
  }
}

export const installStatsCache = (app: FastifyInstance): void => {
  const cache = new StatsCache(() => app.changes.live);
  app.decorate('statsCache', cache);
  app.changes.on(STATS_TOPIC, () => cache.forget());
  app.changes.onReset(() => cache.forget());
  app.addHook('onReady', async () => {
    await withDdlLock(privilegedRead(app), async (trx) => {
      for (const table of STATS_TABLES)
        await sql`CREATE OR REPLACE TRIGGER ${sql.raw(`${table}_stats_changed`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
          FOR EACH STATEMENT EXECUTE FUNCTION cemetery_notify_change(${sql.lit(STATS_TOPIC)})`.execute(trx);
    });
  });
};
