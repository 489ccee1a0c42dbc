/**
 * The daily snapshot job: at start, yesterday's snapshot if no instance has taken it (taken
 * late, after a downtime, it is the state when it was taken, which its taken_at says); then
 * at every local midnight, the day that just ended. One timer, re-armed each time from the
 * domain clock, so tests that move the clock and days of 23 or 25 hours are followed. A
 * failure is logged and the next midnight tries again: the statistics never stop the server.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { TypedDb } from '../../data/door';
import { addDays, dayOf, type Clock } from '../../clock/clock';
import { takeSnapshot } from './take';

/** A timer that fires a moment before midnight re-arms for at least this long instead of spinning. */
const MIN_DELAY_MS = 1_000;

export const msUntilNextMidnight = (now: Date): number => {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return Math.max(midnight.getTime() - now.getTime(), MIN_DELAY_MS);
};

/** Snapshot the day before the clock's day; false when it was already there. */
const snapshotYesterday = (db: TypedDb, clock: Clock): Promise<boolean> => {
  const now = clock.now();
  return takeSnapshot(db, addDays(dayOf(now), -1), now, 'job');
};

interface SnapshotJob {
  /** Take yesterday's snapshot if missing, then arm the midnight timer. */
  start(): Promise<void>;
  /** Disarm, and let a snapshot being written finish before the database closes. */
  stop(): Promise<void>;
}

/** `clock` is read at each run: tests replace the domain clock after the app is built. */
export const snapshotJob = (db: TypedDb, clock: () => Clock, log: FastifyBaseLogger): SnapshotJob => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const run = (): Promise<void> => {
    running = snapshotYesterday(db, clock()).then(
      () => undefined,
      (err: unknown) => log.error({ err }, 'statistics snapshot failed'),
    );
    return running;
  };
  const arm = (): void => {
    if (stopped) return;
    timer = setTimeout(() => void run().then(arm), msUntilNextMidnight(clock().now()));
    timer.unref();
  };

  return {
    start: async () => {
      await run();
      arm();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
};
