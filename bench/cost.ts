/**
 * CPU time the server process spends per request, by scenario, next to the minimal handler's:
 * a figure a busy machine disturbs far less than latency (it is read from /proc, not timed),
 * so per-request work can be compared before and after a change while others use the machine.
 *
 *   npx tsx bench/cost.ts list single update poll minimal minimal-single   (the PostgreSQL bench database)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { openDatabase } from '../src/server/db/database';
import { VOLUME } from './data/volume';
import { BENCH_URL } from './lib/benchDatabase';
import { benchQueries } from './lib/compileList';
import { spawnServer, type RunningServer } from './lib/process';
import { listRequests, minimalRequests, minimalSingleRequests, pollRequests, singleRequests, updateRequests } from './lib/scenarios';
import { makeSessions, staffSessions } from './lib/sessions';
import { STAFF_AT_WORK } from './lib/postgresSuite';

/** utime + stime of a process, in ms (Linux clock ticks are 10 ms). */
const cpuMs = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const cost = async (server: RunningServer, name: string, requests: Request[], amount: number): Promise<void> => {
  await autocannon({ url: server.url, connections: 10, amount: 500, requests });
  const cpu = cpuMs(server.pid);
  const start = Date.now();
  const r = await autocannon({ url: server.url, connections: 10, amount, requests });
  const perRequest = (cpuMs(server.pid) - cpu) / amount;
  const rps = amount / ((Date.now() - start) / 1000);
  console.log(`${name.padEnd(8)} ${perRequest.toFixed(2)} ms CPU per request, ${rps.toFixed(0)} req/s at 10 connections, errors ${r.errors + r.non2xx}`);
};

const main = async (): Promise<void> => {
  const wanted = new Set(process.argv.slice(2).length ? process.argv.slice(2) : ['list', 'single', 'update', 'poll', 'minimal']);
  const database = await openDatabase({ url: BENCH_URL });
  const sessions = await makeSessions(database, VOLUME.staff);
  const tokens = await staffSessions(database, STAFF_AT_WORK);
  const ids = (
    await database.db.selectFrom('tomb_order').select('id').where('channel', '=', 'inside').where('status', 'in', ['reserved', 'contracted']).execute()
  ).map((r) => Number(r.id));
  await database.close();
  const server = await spawnServer({ port: 18094, env: { DATABASE_URL: BENCH_URL } });
  try {
    if (wanted.has('list')) await cost(server, 'list', listRequests(tokens), 3000);
    if (wanted.has('single')) await cost(server, 'single', singleRequests(tokens, ids), 3000);
    if (wanted.has('update')) await cost(server, 'update', updateRequests(tokens, ids), 1500);
    if (wanted.has('poll')) await cost(server, 'poll', pollRequests(sessions), 5000);
  } finally {
    await server.stop();
  }
  if (!wanted.has('minimal') && !wanted.has('minimal-single')) return;
  const file = join(await mkdtemp(join(tmpdir(), 'bench-cost-')), 'queries.json');
  writeFileSync(file, JSON.stringify(benchQueries({ userId: 1, level: 1, channel: 'inside' })));
  const minimal = await spawnServer({ script: 'bench/minimal-server.ts', port: 18095, env: { DATABASE_URL: BENCH_URL, MINIMAL_QUERIES: file } });
  try {
    if (wanted.has('minimal')) await cost(minimal, 'minimal', minimalRequests(), 3000);
    if (wanted.has('minimal-single')) await cost(minimal, 'min-one', minimalSingleRequests(ids), 3000);
  } finally {
    await minimal.stop();
  }
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
