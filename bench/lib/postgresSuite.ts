/**
 * The PostgreSQL half of `npm run bench`: the generated volume (made when missing), 500
 * sessions, our server and the minimal handler as processes on the same database, both up,
 * each scenario run on one and then the other (bench/lib/suite.ts).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/database';
import { BENCH_PASSWORD, VOLUME, benchMobile, plotCount } from '../data/volume';
import { generate } from '../generate';
import { BENCH_URL } from './benchDatabase';
import { benchQueries } from './compileList';
import { spawnServer } from './process';
import { makeSessions, signIn, staffSessions } from './sessions';
import { pgBackends } from './cpu';
import { interleavedSuite, type Run } from './suite';
import { depthSuite, type DepthResult } from './depth';

export interface DatabaseResult {
  database: 'postgres' | 'pglite';
  rows: Record<string, number>;
  runs: Run[];
  minimal: Run[];
  /** Deep pages and the count after edits (PostgreSQL; BENCH_DEPTH=0 skips them). */
  depth?: DepthResult;
}

const SERVER_PORT = 18080;
/** The built app the server serves (the browser timings need it): dist/public (where `npm run build` writes it), or BENCH_STATIC_DIR. */
export const STATIC_DIR = process.env.BENCH_STATIC_DIR ?? 'dist/public';
const MINIMAL_PORT = 18081;
/** Level-1 clerks signed in for list, single and update: one per connection at 50 connections. */
export const STAFF_AT_WORK = 50;

const counts = async (url: string): Promise<Record<string, number>> => {
  const database = await openDatabase({ url });
  try {
    const out: Record<string, number> = {};
    for (const table of ['tomb_burialslot', 'tomb_order', 'member', 'tomb_payment', 'user'])
      out[table] = await sql
        .raw<{ n: number }>(`select count(*) as n from "${table}"`)
        .execute(database.db)
        .then((r) => Number(r.rows[0].n), () => 0);
    return out;
  } finally {
    await database.close();
  }
};

const volumeMatches = (rows: Record<string, number>): boolean =>
  rows.tomb_burialslot === plotCount && rows.tomb_order === VOLUME.orders && rows.member === VOLUME.members && rows.tomb_payment === VOLUME.payments;

export const postgresSuite = async (duration: number, pollRate: number, onServer?: (url: string, token: string) => Promise<void>): Promise<DatabaseResult> => {
  const url = BENCH_URL;
  if (process.env.BENCH_GENERATE === '1' || !volumeMatches(await counts(url))) await generate(url);
  const rows = await counts(url);
  const database = await openDatabase({ url });
  let sessions;
  let tokens: string[];
  let orderIds: number[];
  try {
    await sql`delete from session`.execute(database.db);
    sessions = await makeSessions(database, VOLUME.staff);
    tokens = await staffSessions(database, STAFF_AT_WORK);
    // Inside orders still open (reserved or contracted): any of them may be edited.
    const ids = await database.db.selectFrom('tomb_order').select('id').where('channel', '=', 'inside').where('status', 'in', ['reserved', 'contracted']).execute();
    orderIds = ids.map((r) => Number(r.id));
    // Dirty buffers left by the volume's generation and the sessions above are written now, not by
    // whichever backend of whichever server first needs their space during a timed run (not a
    // superuser, or no pg_checkpoint: the run goes on with the buffers as they are).
    await sql`checkpoint`.execute(database.db).catch(() => undefined);
  } finally {
    await database.close();
  }

  console.log(`PostgreSQL (${url}): ${JSON.stringify(rows)}`);
  const dir = await mkdtemp(join(tmpdir(), 'bench-'));
  const queriesFile = join(dir, 'queries.json');
  await writeFile(queriesFile, JSON.stringify(benchQueries({ userId: 1, level: 1, channel: 'inside' })));
  const server = await spawnServer({ port: SERVER_PORT, env: { DATABASE_URL: url, STATIC_DIR: STATIC_DIR } });
  try {
    const minimal = await spawnServer({ script: 'bench/minimal-server.ts', port: MINIMAL_PORT, env: { DATABASE_URL: url, MINIMAL_QUERIES: queriesFile } });
    const backends = await pgBackends(url);
    try {
      // One real sign-in over HTTP (the browser timings use it); the load uses the staff's sessions.
      const token = await signIn(server.url, benchMobile(1), BENCH_PASSWORD);
      const both = await interleavedSuite(server, minimal, { duration, tokens, sessions, orderIds, pollRate }, backends);
      if (onServer) await onServer(server.url, token);
      // Last: its edits change the orders (the browser timings and the load runs are done).
      const depth = process.env.BENCH_DEPTH === '0' ? undefined : await depthSuite(url, server, backends, tokens, orderIds);
      return { database: 'postgres', rows, runs: both.runs, minimal: both.minimal, depth };
    } finally {
      await backends.close();
      await minimal.stop();
    }
  } finally {
    await server.stop();
  }
};
