/**
 * Profile the server under one benchmark scenario: the server process runs with --cpu-prof,
 * autocannon drives it, and the profile's self time is summarised by function and by package.
 *
 *   npx tsx bench/profile.ts list|single|update|poll   (PostgreSQL bench database, 50 connections, 10 s)
 *
 * The .cpuprofile stays in bench/results/profiles/ (open it in Chrome's DevTools).
 */
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase } from '../src/server/db/database';
import { VOLUME } from './data/volume';
import { BENCH_URL } from './lib/benchDatabase';
import { summarise } from './lib/cpuProfile';
import { envelopeOk, runLoad } from './lib/load';
import { spawnServer } from './lib/process';
import { listRequests, pollRequests, singleRequests, updateRequests } from './lib/scenarios';
import { makeSessions, staffSessions } from './lib/sessions';
import { STAFF_AT_WORK } from './lib/postgresSuite';

const scenario = process.argv[2] ?? 'list';
const dir = join('bench/results/profiles', `${scenario}-${Date.now()}`);

const main = async (): Promise<void> => {
  await mkdir(dir, { recursive: true });
  const database = await openDatabase({ url: BENCH_URL });
  const sessions = await makeSessions(database, VOLUME.staff);
  const tokens = await staffSessions(database, STAFF_AT_WORK);
  const ids = (await database.db.selectFrom('tomb_order').select('id').where('channel', '=', 'inside').where('status', 'in', ['reserved', 'contracted']).execute()).map((r) => Number(r.id));
  await database.close();
  const server = await spawnServer({ port: 18090, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`], env: { DATABASE_URL: BENCH_URL } });
  try {
    const requests =
      scenario === 'poll' ? pollRequests(sessions) : scenario === 'single' ? singleRequests(tokens, ids) : scenario === 'update' ? updateRequests(tokens, ids) : listRequests(tokens);
    const rate = scenario === 'poll' ? 500 : undefined;
    await runLoad({ url: server.url, connections: 10, duration: 3, requests, rate, verify: envelopeOk });
    const r = await runLoad({ url: server.url, connections: 50, duration: 10, requests, rate, verify: envelopeOk });
    console.log(`${scenario}: ${r.rps} req/s, p50 ${r.p50} p95 ${r.p95} p99 ${r.p99} ms, errors ${r.errors}`);
  } finally {
    await server.stop();
  }
  // The server process is node + tsx: the largest profile is the server's main thread.
  const files = (await readdir(dir)).filter((f) => f.endsWith('.cpuprofile'));
  for (const f of files) console.log(`\n${join(dir, f)}\n${summarise(join(dir, f))}`);
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
