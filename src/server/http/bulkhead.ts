/**
 * A bulkhead in front of the database (docs/visits.md, "The public share of the database"): the
 * public booking page's calls hold at most `running` database turns at once, whatever the crowd,
 * so the pool (src/server/db/postgres.ts: 10 connections and a queue of 250 by default) always
 * keeps the rest for staff, and a Qingming rush never answers a clerk `database_busy`.
 * Public calls beyond `running` wait here, outside the pool and holding nothing, first come first
 * served; beyond `waiting` of them, or after `maxWaitMs`, a call is refused at once with 503
 * `public_busy` and Retry-After (the booking page says "many people are booking, try again in a
 * moment"). Sizes: PUBLIC_DB_SHARE (default half the PostgreSQL pool, 2 on PGlite, whose one
 * connection runs a statement at a time), PUBLIC_DB_QUEUE (2,000), PUBLIC_DB_WAIT_MS (20,000).
 */
import { retryLater, type ApiError } from './errors';

export interface BulkheadLimits {
  running: number;
  waiting: number;
  maxWaitMs: number;
}

interface Waiter {
  go: () => void;
  timer: NodeJS.Timeout;
}

export class Bulkhead {
  private running = 0;
  private readonly line: Waiter[] = [];
  /** Most turns ever held at once (never above `limits.running`). */
  private peak = 0;
  /** Calls refused so far (line full or waited too long). */
  private refused = 0;

  /** `refuse`: the answer when the line is full or the wait too long (default 503 public_busy). */
  constructor(
    readonly limits: BulkheadLimits,
    private readonly refuse?: (limits: BulkheadLimits) => ApiError,
  ) {}

  stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.line.length };
  }

  /** What the bulkhead has done since it was made: the most turns held at once, and the calls refused. */
  totals(): { peak: number; refused: number } {
    return { peak: this.peak, refused: this.refused };
  }

  /** Run `work` in a turn of the share; rejects with 503 public_busy when the line is full or the wait too long. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.running) await this.wait();
    else this.peak = Math.max(this.peak, ++this.running);
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private wait(): Promise<void> {
    if (this.line.length >= this.limits.waiting) return Promise.reject(this.busy());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        go: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const i = this.line.indexOf(waiter);
          if (i >= 0) this.line.splice(i, 1);
          reject(this.busy());
        }, this.limits.maxWaitMs),
      };
      this.line.push(waiter);
    });
  }

  /** The turn passes straight to the oldest waiter (`running` stays the same), else it is freed. */
  private release(): void {
    const next = this.line.shift();
    if (next) next.go();
    else this.running--;
  }

  private busy(): ApiError {
    this.refused++;
    if (this.refuse) return this.refuse(this.limits);
    return retryLater('public_busy', 503, Math.max(1, Math.ceil(this.limits.maxWaitMs / 10_000)));
  }
}

const positive = (v: string | undefined, fallback: number): number => {
  const n = Number(v);
  return v !== undefined && Number.isInteger(n) && n >= 1 ? n : fallback;
};

/** The public share's sizes for this database (env overrides: see the file's comment). */
export const publicShareLimits = (kind: 'pglite' | 'postgres', env: NodeJS.ProcessEnv = process.env): BulkheadLimits => ({
  running: positive(env.PUBLIC_DB_SHARE, kind === 'postgres' ? Math.max(1, Math.floor(positive(env.PG_POOL_MAX, 10) / 2)) : 2),
  waiting: positive(env.PUBLIC_DB_QUEUE, 2000),
  maxWaitMs: positive(env.PUBLIC_DB_WAIT_MS, 20_000),
});
