/**
 * The PGlite half of `npm run bench`: a fresh data folder seeded with the demo by the server's
 * own first start, sessions written while no server holds the folder (PGlite is one process),
 * then the same scenarios, then the minimal handler on the same folder (not interleaved: one
 * process at a time holds a PGlite folder, so compare these ratios with more care).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/database';
import { VOLUME } from '../data/volume';
import { benchQueries } from './compileList';
import { STAFF_AT_WORK, type DatabaseResult } from './postgresSuite';
import { spawnServer } from './process';
import { ensureClerks, makeSessions, staffSessions } from './sessions';
import { serverSuite, type Run } from './suite';

const SERVER_PORT = 18082;
const MINIMAL_PORT = 18083;

export const pgliteSuite = async (duration: number, pollRate: number): Promise<DatabaseResult> => {
  const dir = await mkdtemp(join(tmpdir(), 'bench-pglite-'));
  const dataDir = join(dir, 'data');
  try {
    // First start: migration, plugin tables, demo data.
    await (await spawnServer({ port: SERVER_PORT, env: { DATA_DIR: dataDir, DATABASE_URL: '' }, readyTimeout: 600_000 })).stop();

    const database = await openDatabase({ dataDir });
    const rows: Record<string, number> = {};
    let sessions;
    let tokens: string[];
    let orderIds: number[];
    let levelOneId: number;
    try {
      for (const table of ['tomb_burialslot', 'tomb_order', 'member', 'tomb_payment', 'user'])
        rows[table] = Number((await sql.raw<{ n: number }>(`select count(*) as n from "${table}"`).execute(database.db)).rows[0].n);
      sessions = await makeSessions(database, VOLUME.staff);
      await ensureClerks(database, STAFF_AT_WORK);
      tokens = await staffSessions(database, STAFF_AT_WORK);
      const user = await database.db.selectFrom('user').select('id').where('level', '=', 1).where('enabled', '=', true).orderBy('id').executeTakeFirstOrThrow();
      levelOneId = Number(user.id);
      const ids = await database.db.selectFrom('tomb_order').select('id').where('channel', '=', 'inside').where('status', 'in', ['reserved', 'contracted']).execute();
      orderIds = ids.map((r) => Number(r.id));
    } finally {
      await database.close();
    }
    console.log(`PGlite (demo data in ${dataDir}): ${JSON.stringify(rows)}`);

    const server = await spawnServer({ port: SERVER_PORT, env: { DATA_DIR: dataDir, DATABASE_URL: '' } });
    let runs: Run[];
    try {
      runs = await serverSuite(server, 'ours', { duration, tokens, sessions, orderIds, pollRate });
    } finally {
      await server.stop();
    }

    const queriesFile = join(dir, 'queries.json');
    await writeFile(queriesFile, JSON.stringify(benchQueries({ userId: levelOneId, level: 1, channel: 'inside' })));
    const minimal = await spawnServer({ script: 'bench/minimal-server.ts', port: MINIMAL_PORT, env: { DATA_DIR: dataDir, DATABASE_URL: '', MINIMAL_QUERIES: queriesFile } });
    try {
      return { database: 'pglite', rows, runs, minimal: await serverSuite(minimal, 'minimal', { duration, tokens, sessions, orderIds, pollRate }) };
    } finally {
      await minimal.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
