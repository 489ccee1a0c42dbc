/**
 * The CI-sized soak: 60 seconds of mixed traffic (polls, lists, edits, new orders) against the
 * server process, on PGlite and on PostgreSQL (TEST_DATABASE_URL): zero errors, and memory that
 * does not run away (a loose bound: a minute cannot prove flatness, `npm run soak` runs 10
 * minutes; this catches a leak that grows by the request). RSS start/end are printed.
 */
import { describe, expect, it } from 'vitest';
import { describeSoak, soakOn } from '../../bench/lib/soakRun';

const SECONDS = Number(process.env.CI_SOAK_SECONDS ?? 60);
const PG = process.env.TEST_DATABASE_URL;

describe('soak, 60 seconds', () => {
  // Side by side: each soak lasts its 60 seconds whatever else runs, so together they take one minute, not two.
  it.concurrent.each(PG ? (['pglite', 'postgres'] as const) : (['pglite'] as const))('on %s: zero errors, memory bounded', async (database) => {
    const run = await soakOn(database, {
      seconds: SECONDS,
      pollRate: 50,
      staff: 4,
      thinkMs: 50,
      plots: 1500,
      browsers: 100,
      port: 18400 + (process.pid % 400) + (database === 'pglite' ? 0 : 1),
      postgresUrl: PG,
    });
    console.info(describeSoak(run));
    expect(run.errors, run.samples.join('\n')).toBe(0);
    expect(run.ordersCreated).toBeGreaterThan(0);
    expect(run.requests.poll).toBeGreaterThan(SECONDS * 25);
    expect(run.rssMb.end - run.rssMb.start).toBeLessThan(150);
  });
});
