/**
 * The moving-in import beside other users (docs/performance.md, "An import beside other users";
 * issue 25, "Scale and availability"): a generated burial register of IMPORT_LINES lines
 * (default 10,000) checked, then committed with its areas, rows and plots created, on the real
 * server (the compiled server as `npm run serve` runs it, a process of its own, over HTTP), while
 * five clerks each open the orders list (its rows, then its count) and one order, once a second.
 * Measured per database:
 * - the clerks' latency per request, p50 / p99 / max: quiet (before the import), during the
 *   check, during the commit;
 * - the check's and the commit's own time, and the chunks (transactions) the commit went in;
 * - CPU from /proc, the server's and PostgreSQL's (its backends of the bench database): per
 *   clerk request when quiet, beside the minimal handler's (bench/minimal-server.ts, the same
 *   list, count and order SQL, the same clerks' rhythm), and per imported line;
 * - the commit is one batch: the batch row (committed, its lines) and its registrations counted.
 * On PGlite (a fresh data folder) and on PostgreSQL (a fresh database bench_import_<pid>,
 * created and dropped; IMPORT_BENCH_DATABASE_URL names the server, default
 * postgres://postgres@127.0.0.1:5432). Each starts with the demo data (its orders are the lists).
 *   npm run bench:import                       (or BENCH_ONLY=import npm run bench)
 *   IMPORT_LINES=50000 npm run bench:import    (the largest register a request takes)
 *   IMPORT_BENCH_ONLY=pglite|postgres          (one database)
 * Writes bench/results/import.json (import-<lines>.json for another size).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { createSession } from '../src/server/auth/sessions';
import { openDatabase, type Database } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { seedDemo } from '../src/server/seed/demo';
import { appConfig } from '../src/instance';
import { benchQueries } from './lib/compileList';
import { pgBackends, watchCpu, type PgBackends } from './lib/cpu';
import { machineInfo } from './lib/machine';
import { spawnServer, type RunningServer } from './lib/process';
import { COUNT_ARGS, LIST_ARGS, singleArgs } from './lib/scenarios';
import { percentile } from './lib/percentile';
import { privileged } from '../src/server/data/door';

const SERVER_URL = process.env.IMPORT_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
const LINES = Number(process.env.IMPORT_LINES ?? 10_000);
const CLERKS = 5;
/** Each clerk opens the list and one order once a second. */
const CLERK_EVERY_MS = 1000;
const QUIET_MS = 10_000;
const SERVER_PORT = 18091;
const MINIMAL_PORT = 18092;
/** The issue's bound for every other user's answer. */
const TARGET_MS = 1000;

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊'];
const FIRST = ['John', 'Mary', 'Ada', 'Henry', 'Grace', 'Walter', 'Edith', 'Frank'];
const LAST = ['Example', 'Sample', 'Tester', 'Placeholder', 'Fiction', 'Model', 'Pattern', 'Draft'];

/**
 * A generated register: sections of 500 lots, names in Chinese and English, US dates, one date in
 * seven partial ("about 1907"), one family's two lots in twenty ("Lot 7 & 1007"), a sale with its
 * payment on one line in five. Lines past 20 sections go on in further sections.
 */
export const register = (n: number): Record<string, string>[] =>
  Array.from({ length: n }, (_, i) => {
    const section = 1 + Math.floor(i / 500);
    const lot = 1 + (i % 500);
    const name = i % 2 === 0 ? SURNAMES[i % 8] + GIVEN[(i * 3) % 8] : `${FIRST[i % 8]} ${LAST[(i * 5) % 8]}`;
    const year = 1900 + (i % 100);
    return {
      place: i % 20 === 19 ? `Section ${section}, Lot ${lot} & ${lot + 1000}` : `Section ${section}, Lot ${lot}`,
      name,
      death_date: i % 7 === 0 ? `about ${year}` : `${1 + (i % 12)}/${1 + (i % 28)}/${year}`,
      ...(i % 5 === 0 ? { sold_on: `1/2/${year - 1}`, price: '300', paid: '300', holder_name: name } : {}),
    };
  });

interface Latency {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers over TARGET_MS. */
  over1s: number;
}

interface Cpu {
  serverMs: number;
  postgresMs: number | null;
}

interface Phase {
  ms: number;
  others: Latency;
  cpu: Cpu;
}

interface Run {
  database: Database['kind'];
  lines: number;
  loadavgAtStart: number[];
  quiet: Phase;
  check: Phase & { valid: number; statusCode: number };
  commit: Phase & { created: number; chunks: number; batchId: number; statusCode: number };
  /** The batch as the server shows it after the commit. */
  batch: { status: string; rows: number; registrations: number; batchesOfThisFile: number };
  /** CPU ms per clerk request, quiet: ours and the minimal handler's (server, PostgreSQL, total). */
  cpuPerRequest: { ours: { server: number; postgres: number | null; total: number }; minimal: { server: number; postgres: number | null; total: number } };
  /** CPU ms per register line, the server's and PostgreSQL's while the check and the commit ran (the clerks' requests meanwhile included). */
  cpuPerLine: { check: number; commit: number };
  minimalQuiet: Latency;
  loadavgAtEnd: number[];
}

const latency = (ms: number[]): Latency => ({
  requests: ms.length,
  p50: percentile(ms, 50),
  p99: percentile(ms, 99),
  max: Math.round(Math.max(0, ...ms)),
  over1s: ms.filter((m) => m > TARGET_MS).length,
});

const load = (): number[] => loadavg().map((l) => Number(l.toFixed(1)));

type Send = (clerk: number, kind: 'list' | 'count' | 'single') => Promise<boolean>;

/** The clerks at work until stopped: each request's start and time. */
const clerks = (send: Send) => {
  const answers: { at: number; ms: number; ok: boolean }[] = [];
  let stopped = false;
  const timed = async (clerk: number, kind: 'list' | 'count' | 'single'): Promise<void> => {
    const at = performance.now();
    let ok = false;
    try {
      ok = await send(clerk, kind);
    } catch {
      ok = false;
    }
    answers.push({ at, ms: performance.now() - at, ok });
  };
  const loops = Array.from({ length: CLERKS }, async (_, c) => {
    // Spread over the second, as people are.
    await new Promise((r) => setTimeout(r, (c * CLERK_EVERY_MS) / CLERKS));
    while (!stopped) {
      const started = performance.now();
      await timed(c, 'list');
      await timed(c, 'count');
      await timed(c, 'single');
      await new Promise((r) => setTimeout(r, Math.max(0, CLERK_EVERY_MS - (performance.now() - started))));
    }
  });
  return {
    between: (from: number, to: number) => answers.filter((a) => a.at >= from && a.at < to),
    failed: () => answers.filter((a) => !a.ok).length,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
};

const cpuOf = async (stop: () => Promise<{ serverMs: number; postgresMs: number | null }>): Promise<Cpu> => stop();

interface Prepared {
  env: Record<string, string>;
  adminToken: string;
  clerkTokens: string[];
  orderIds: number[];
  queriesFile: string;
  backends?: () => Promise<PgBackends>;
  cleanup: () => Promise<void>;
}

/** The demo data, an administrator and five level-1 clerks of the inside channel, signed in. */
const prepare = async (database: Database, dir: string): Promise<Omit<Prepared, 'env' | 'backends' | 'cleanup'>> => {
  await migrate(database, appConfig);
  await seedDemo(database);
  // The parts' own tables (sessions...): made when an app first starts on the database.
  const app = await buildApp({ database, config: appConfig });
  await app.ready();
  // The start-up work (backfills, yesterday's snapshot) runs after ready: measured without it.
  await app.startupWork.settled();
  await app.close();
  const admin = await database.db.insertInto('user').values({ mobile: '13900000005', nickname: 'Bench admin', level: 5, enabled: true, channel: 'inside' }).returning('id').executeTakeFirstOrThrow();
  const staff = await database.db
    .insertInto('user')
    .values(Array.from({ length: CLERKS }, (_, i) => ({ mobile: `1390000010${i}`, nickname: `Bench clerk ${i}`, level: 1, enabled: true, channel: 'inside' })))
    .returning('id')
    .execute();
  const now = new Date();
  const adminToken = await createSession(privileged(database.db), Number(admin.id), now);
  const clerkTokens = await Promise.all(staff.map((c) => createSession(privileged(database.db), Number(c.id), now)));
  const orders = await database.db.selectFrom('tomb_order').select('id').where('channel', '=', 'inside').orderBy('id').limit(200).execute();
  const queriesFile = join(dir, 'queries.json');
  await writeFile(queriesFile, JSON.stringify(benchQueries({ userId: Number(staff[0].id), level: 1, channel: 'inside' })));
  return { adminToken, clerkTokens, orderIds: orders.map((o) => Number(o.id)), queriesFile };
};

const preparePglite = async (dir: string): Promise<Prepared> => {
  const dataDir = join(dir, 'data');
  const database = await openDatabase({ dataDir });
  let ready;
  try {
    ready = await prepare(database, dir);
  } finally {
    await database.close();
  }
  return { ...ready, env: { DATA_DIR: dataDir, DATABASE_URL: '' }, cleanup: async () => undefined };
};

const preparePostgres = async (dir: string): Promise<Prepared> => {
  const name = `bench_import_${process.pid}`;
  const admin = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = `${SERVER_URL}/${name}`;
  const database = await openDatabase({ url });
  let ready;
  try {
    ready = await prepare(database, dir);
  } finally {
    await database.close();
  }
  return {
    ...ready,
    env: { DATABASE_URL: url },
    backends: () => pgBackends(url),
    cleanup: async () => {
      const c = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
};

/** The server's envelope, as far as the bench reads it. */
interface Envelope {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
}

const postJson = async (url: string, path: string, token: string | undefined, body: unknown, timeoutMs = 60_000): Promise<{ statusCode: number; json: () => Promise<Envelope> }> => {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { statusCode: res.status, json: () => res.json() as Promise<Envelope> };
};

/** A long POST (the import: minutes on a loaded machine; fetch gives up waiting for headers after 5). */
const postLong = (url: string, path: string, token: string, body: unknown): Promise<{ statusCode: number; json: Envelope }> =>
  new Promise((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify(body));
    const req = request(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': payload.length, 'x-token': token } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => {
        try {
          resolve({ statusCode: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(parts).toString('utf8')) as Envelope });
        } catch (e) {
          reject(e instanceof Error ? e : new Error(String(e)));
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });

const oursSend =
  (server: RunningServer, p: Prepared): Send =>
  async (clerk, kind) => {
    const token = p.clerkTokens[clerk % p.clerkTokens.length];
    const body =
      kind === 'list'
        ? { table: 'tomb_order', ...LIST_ARGS }
        : kind === 'count'
          ? { table: 'tomb_order', ...COUNT_ARGS }
          : { table: 'tomb_order', ...singleArgs(p.orderIds[Math.floor(Math.random() * p.orderIds.length)]) };
    const res = await postJson(server.url, '/index/query', token, body);
    const json = await res.json();
    return res.statusCode === 200 && json.status === 200;
  };

const minimalSend =
  (server: RunningServer, p: Prepared): Send =>
  async (_clerk, kind) => {
    const path = kind === 'list' ? '/list' : kind === 'count' ? '/count' : '/single';
    const res = await postJson(server.url, path, undefined, kind === 'single' ? { id: p.orderIds[Math.floor(Math.random() * p.orderIds.length)] } : {});
    await res.json();
    return res.statusCode === 200;
  };

const perRequest = (cpu: Cpu, requests: number) => {
  const r = (ms: number) => Number((ms / Math.max(1, requests)).toFixed(3));
  return { server: r(cpu.serverMs), postgres: cpu.postgresMs === null ? null : r(cpu.postgresMs), total: r(cpu.serverMs + (cpu.postgresMs ?? 0)) };
};

/** A phase: the clerks' answers that started in it and the CPU used while it lasted. */
const phase = async <T>(server: RunningServer, backends: PgBackends | undefined, work: () => Promise<T>, answers: (from: number, to: number) => { ms: number }[]) => {
  const stopCpu = await watchCpu(server.pid, backends);
  const from = performance.now();
  const value = await work();
  const to = performance.now();
  const cpu = await cpuOf(stopCpu);
  return { value, ms: Math.round(to - from), cpu, others: latency(answers(from, to).map((a) => a.ms)) };
};

const runOn = async (kind: Database['kind']): Promise<Run> => {
  const dir = await mkdtemp(join(tmpdir(), 'bench-import-'));
  const p = kind === 'pglite' ? await preparePglite(dir) : await preparePostgres(dir);
  const loadavgAtStart = load();
  const backends = p.backends ? await p.backends() : undefined;
  try {
    console.log(`${kind}: ${LINES} lines, load ${loadavgAtStart.join(' ')}`);
    const server = await spawnServer({ port: SERVER_PORT, env: p.env });
    let quiet, check, commit, batch;
    try {
      const team = clerks(oursSend(server, p));
      // Warm: the JIT, the pool, the caches; not counted.
      await new Promise((r) => setTimeout(r, 3000));
      quiet = await phase(server, backends, () => new Promise((r) => setTimeout(r, QUIET_MS)), team.between);
      console.log(`  quiet: ${JSON.stringify(quiet.others)}`);
      const rows = register(LINES);
      const body = { table: 'register', rows, dateOrder: 'mdy', createMissing: true, fileName: `bench-register-${LINES}.csv` };
      check = await phase(
        server,
        backends,
        async () => {
          return postLong(server.url, '/index/import/check', p.adminToken, body);
        },
        team.between,
      );
      console.log(`  check: ${check.ms} ms, ${JSON.stringify(check.others)}, valid ${check.value.json.data?.valid}`);
      commit = await phase(
        server,
        backends,
        async () => {
          return postLong(server.url, '/index/import/commit', p.adminToken, body);
        },
        team.between,
      );
      console.log(`  commit: ${commit.ms} ms, ${JSON.stringify(commit.others)}, ${JSON.stringify({ ...commit.value.json.data, ids: undefined })}`);
      await team.stop();
      if (commit.value.json.status !== 200) throw new Error(`the commit failed: ${JSON.stringify(commit.value.json).slice(0, 500)}`);
      const batchId = Number(commit.value.json.data.batchId);
      const batches = (await (await postJson(server.url, '/index/query', p.adminToken, { table: 'import_batch', page: 1, page_size: 100 })).json()).data as Record<string, unknown>[];
      const ours = batches.find((b) => Number(b.id) === batchId);
      const registrations = (await (await postJson(server.url, '/index/query', p.adminToken, { table: 'member', where: [['import_batch_id', '=', batchId]], is_count: 1 })).json()).data;
      batch = {
        status: String(ours?.status),
        rows: Number(ours?.rows),
        registrations: Number(registrations),
        batchesOfThisFile: batches.filter((b) => b.file_name === body.fileName).length,
      };
      console.log(`  batch: ${JSON.stringify(batch)}`);
    } finally {
      await server.stop();
    }
    // The minimal handler, the same clerks (PGlite: the same folder, now free).
    const minimal = await spawnServer({
      script: 'bench/minimal-server.ts',
      port: MINIMAL_PORT,
      env: { ...p.env, DATA_DIR: p.env.DATA_DIR ?? '', MINIMAL_QUERIES: p.queriesFile },
    });
    let minimalQuiet;
    try {
      const team = clerks(minimalSend(minimal, p));
      await new Promise((r) => setTimeout(r, 3000));
      minimalQuiet = await phase(minimal, backends, () => new Promise((r) => setTimeout(r, QUIET_MS)), team.between);
      await team.stop();
    } finally {
      await minimal.stop();
    }
    const lineCpu = (ph: { cpu: Cpu }) => Number(((ph.cpu.serverMs + (ph.cpu.postgresMs ?? 0)) / LINES).toFixed(2));
    return {
      database: kind,
      lines: LINES,
      loadavgAtStart,
      quiet: { ms: quiet.ms, others: quiet.others, cpu: quiet.cpu },
      check: { ms: check.ms, others: check.others, cpu: check.cpu, valid: Number(check.value.json.data?.valid), statusCode: check.value.statusCode },
      commit: {
        ms: commit.ms,
        others: commit.others,
        cpu: commit.cpu,
        created: Number(commit.value.json.data.created),
        chunks: Number(commit.value.json.data.chunks),
        batchId: Number(commit.value.json.data.batchId),
        statusCode: commit.value.statusCode,
      },
      batch,
      cpuPerRequest: { ours: perRequest(quiet.cpu, quiet.others.requests), minimal: perRequest(minimalQuiet.cpu, minimalQuiet.others.requests) },
      cpuPerLine: { check: lineCpu(check), commit: lineCpu(commit) },
      minimalQuiet: minimalQuiet.others,
      loadavgAtEnd: load(),
    };
  } finally {
    await backends?.close();
    await p.cleanup();
    await rm(dir, { recursive: true, force: true });
  }
};

const row = (r: Run): string => {
  const l = (x: Latency) => `${x.p50} / ${x.p99} (${x.max})`;
  return `| ${r.database} | ${r.lines.toLocaleString('en')} | ${(r.check.ms / 1000).toFixed(1)} s | ${(r.commit.ms / 1000).toFixed(1)} s, ${r.commit.chunks} chunks | ${l(r.quiet.others)} | ${l(r.check.others)} | ${l(r.commit.others)} | ${r.cpuPerRequest.ours.total} / ${r.cpuPerRequest.minimal.total} | ${r.cpuPerLine.check} / ${r.cpuPerLine.commit} | ${r.loadavgAtStart[0]} → ${r.loadavgAtEnd[0]} |`;
};

export const importLoad = async (): Promise<void> => {
  const runs: Run[] = [];
  const only = process.env.IMPORT_BENCH_ONLY;
  if (only !== 'postgres') runs.push(await runOn('pglite'));
  if (only !== 'pglite') runs.push(await runOn('postgres'));
  const result = { measuredAt: new Date().toISOString(), machine: machineInfo(), targetMs: TARGET_MS, runs };
  await mkdir('bench/results', { recursive: true });
  await writeFile(`bench/results/${LINES === 10_000 ? 'import' : `import-${LINES}`}.json`, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  console.log(
    [
      '| Database | Lines | Check | Commit | Others quiet p50 / p99 (max) ms | during the check | during the commit | CPU ms per clerk request, ours / handler | CPU ms per line, check / commit | Load (1 min) |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...runs.map(row),
    ].join('\n'),
  );
};

if (process.argv[1]?.endsWith('importLoad.ts'))
  importLoad().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
