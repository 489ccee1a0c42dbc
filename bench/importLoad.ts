/**
 * The moving-in import under load (docs/performance.md, "An import beside other users"):
 * a 10,000-line burial register checked, then committed (createMissing: its areas, rows and
 * plots created too), on the real app, while other users keep asking for a list page (the
 * registrations, five times a second); their latency, p50 and p99, before and during the
 * import, beside the import's own time. In-process (the app's own event loop and database
 * handle, as one server process runs it), on PGlite (in memory) and on PostgreSQL
 * (IMPORT_BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench_import, a
 * schema of its own, dropped after).
 *   npm run bench:import        (or BENCH_ONLY=import npm run bench)
 * Writes bench/results/import.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { createSession } from '../src/server/auth/sessions';
import { openDatabase, type Database } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { appConfig } from '../src/instance';
import { ensureBenchDatabase } from './lib/benchDatabase';
import { machineInfo } from './lib/machine';

const URL_ = process.env.IMPORT_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_import';
const LINES = Number(process.env.IMPORT_LINES ?? 10_000);
const LIST_EVERY_MS = 200;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
};

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊'];
const FIRST = ['John', 'Mary', 'Ada', 'Henry', 'Grace', 'Walter', 'Edith', 'Frank'];
const LAST = ['Example', 'Sample', 'Tester', 'Placeholder', 'Fiction', 'Model', 'Pattern', 'Draft'];

/** A generated register: 20 sections of 500 lots, US dates, partial dates, one family's two lots in twenty. */
const register = (n: number): Record<string, string>[] =>
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

interface Phase {
  requests: number;
  p50: number;
  p99: number;
  max: number;
}

interface Run {
  database: Database['kind'];
  lines: number;
  checkMs: number;
  commitMs: number;
  checkValid: number;
  created: number;
  quiet: Phase;
  duringImport: Phase;
}

const phase = (ms: number[]): Phase => ({ requests: ms.length, p50: percentile(ms, 50), p99: percentile(ms, 99), max: Math.round(Math.max(0, ...ms)) });

const runOn = async (database: Database): Promise<Run> => {
  await migrate(database, appConfig);
  const app = await buildApp({ database, config: appConfig });
  await app.ready();
  try {
    const admin = await database.db.insertInto('user').values({ mobile: '13900000005', nickname: 'Bench admin', level: 5, enabled: true, channel: 'inside' }).returning('id').executeTakeFirstOrThrow();
    const clerks = await database.db
      .insertInto('user')
      .values(Array.from({ length: 5 }, (_, i) => ({ mobile: `1390000010${i}`, nickname: `Bench clerk ${i}`, level: 1, enabled: true, channel: 'inside' })))
      .returning('id')
      .execute();
    const adminToken = await createSession(database.db, Number(admin.id), new Date());
    const clerkTokens = await Promise.all(clerks.map((c) => createSession(database.db, Number(c.id), new Date())));
    const post = (token: string, url: string, body: unknown) =>
      app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'x-token': token }, payload: JSON.stringify(body) });

    // Other users: a registrations list page every LIST_EVERY_MS, each its own clerk in turn.
    const latencies: { at: number; ms: number }[] = [];
    let stop = false;
    let k = 0;
    const others = (async () => {
      while (!stop) {
        const token = clerkTokens[k++ % clerkTokens.length];
        const started = performance.now();
        void post(token, '/index/query', { table: 'member', page: 1, page_size: 20 }).then((res) => {
          if (res.statusCode === 200) latencies.push({ at: started, ms: performance.now() - started });
        });
        await new Promise((r) => setTimeout(r, LIST_EVERY_MS));
      }
    })();
    await new Promise((r) => setTimeout(r, 5000));
    const quietEnd = performance.now();
    const rows = register(LINES);
    const body = { table: 'register', rows, dateOrder: 'mdy', createMissing: true, fileName: 'bench-register.csv' };
    const t0 = performance.now();
    const check = (await post(adminToken, '/index/import/check', body)).json();
    const t1 = performance.now();
    const commit = (await post(adminToken, '/index/import/commit', body)).json();
    const t2 = performance.now();
    stop = true;
    await others;
    await new Promise((r) => setTimeout(r, 1000));
    if (commit.status !== 200) throw new Error(`the commit failed: ${JSON.stringify(commit).slice(0, 500)}`);
    return {
      database: database.kind,
      lines: LINES,
      checkMs: Math.round(t1 - t0),
      commitMs: Math.round(t2 - t1),
      checkValid: Number(check.data.valid),
      created: Number(commit.data.created),
      quiet: phase(latencies.filter((l) => l.at < quietEnd).map((l) => l.ms)),
      duringImport: phase(latencies.filter((l) => l.at >= t0 && l.at <= t2).map((l) => l.ms)),
    };
  } finally {
    await app.close();
  }
};

export const importLoad = async (): Promise<void> => {
  const runs: Run[] = [];
  const only = process.env.IMPORT_BENCH_ONLY;
  if (only !== 'postgres') {
    const lite = await openDatabase({});
    try {
      runs.push(await runOn(lite));
    } finally {
      await lite.close();
    }
  }
  if (only !== 'pglite') {
    await ensureBenchDatabase(URL_);
    const schema = `bench_import_${process.pid}`;
    const database = await openDatabase({ url: URL_, schema });
    try {
      runs.push(await runOn(database));
    } finally {
      await database.close();
      const client = new pg.Client({ connectionString: URL_ });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  }
  const result = { measuredAt: new Date().toISOString(), machine: machineInfo(), loadavg: loadavg().map((l) => Number(l.toFixed(1))), runs };
  await mkdir('bench/results', { recursive: true });
  await writeFile('bench/results/import.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
};

if (process.argv[1]?.endsWith('importLoad.ts'))
  importLoad().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
