/**
 * The heavy single requests beside other users (docs/performance.md, "Heavy requests beside
 * other users", issue 26 item 2): for each request of bench/lib/heavyCases.ts (the largest
 * export page, ten years of statistics, the largest print batch, map and reports), on the real
 * app in one process, while five clerks ask for a registrations list page five times a second:
 *  - the clerks' latency p50/p99 (and max) while one manager sends the heavy request again and
 *    again for HEAVY_PHASE_MS (4 s, at least twice), and while HEAVY_CONCURRENT managers (3) send
 *    it at once, round after round, for as long;
 *  - the heavy request's own time and answers (200, or the bound's 429/503/400);
 *  - its CPU, the others stopped: this process's, and on PostgreSQL the database's backends'.
 * On PGlite (in memory) and PostgreSQL (HEAVY_BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/bench_heavy, a database of its own, generated once), both
 * with the benchmark volume (bench/generate.ts: 200,000 plots, 100,000 orders, registrations,
 * 50,000 payments) and HEAVY_OPLOG (100,000) operation log entries; PGlite at HEAVY_PGLITE_SCALE of it.
 *   npm run bench:heavy     (HEAVY_ONLY=pglite|postgres, HEAVY_CASES=name,name, HEAVY_PGLITE_DIR=folder kept between runs)
 * Writes bench/results/heavy-<label>.json (HEAVY_LABEL, default "run").
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app';
import { createSession } from '../src/server/auth/sessions';
import { dayOf } from '../src/server/clock/clock';
import { openDatabase, type Database } from '../src/server/db/database';
import { appConfig } from '../src/instance';
import { fillOperationLog } from './data/fill';
import { VOLUME } from './data/volume';
import { fillVolume, generate } from './generate';
import { ensureBenchDatabase } from './lib/benchDatabase';
import { pgBackends } from './lib/cpu';
import { heavyCases, type HeavyCase, type HeavyIds } from './lib/heavyCases';
import { machineInfo } from './lib/machine';
import { prepareServerSchema } from './lib/serverSchema';
import { percentile } from './lib/percentile';
import { privileged } from '../src/server/data/door';

const URL_ = process.env.HEAVY_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_heavy';
const OPLOG = Number(process.env.HEAVY_OPLOG ?? Math.round(100_000 * Number(process.env.BENCH_SCALE ?? 1)));
/** Each phase sends the heavy request (or round of concurrent ones) again until it has lasted this long (at least twice, at most 20 times). */
const PHASE_MS = Number(process.env.HEAVY_PHASE_MS ?? 4000);
const CONCURRENT = Number(process.env.HEAVY_CONCURRENT ?? 3);
const LIST_EVERY_MS = 200;
const MINIMAL_EVERY_MS = 100;
const CLERKS = 5;

interface Phase {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  /** Others' answers other than 200 (a refusal of theirs would be a failure of the bound). */
  failed: number;
}

interface CaseResult {
  name: string;
  what: string;
  /** The heavy request's own times (ms) and answers, sent one after another by one manager; `minimal`: the minimal handler's (GET /healthz) meanwhile. */
  sequential: { ms: number[]; statuses: number[]; others: Phase; minimal: Phase };
  /** CONCURRENT managers at once. */
  concurrent: { ms: number[]; statuses: number[]; others: Phase; minimal: Phase };
  /** CPU per request (ms), the others stopped: this process, and PostgreSQL's backends. */
  cpu: { serverMs: number; postgresMs: number | null };
  /** The first answer's msg when it was not 200 (what the user reads). */
  refusal?: string;
}

interface Run {
  database: Database['kind'];
  rows: Record<string, number>;
  quiet: Phase;
  /** The minimal handler (GET /healthz: no session, no database) every MINIMAL_EVERY_MS in the quiet phase: what the process and machine give any request. */
  quietMinimal: Phase;
  cases: CaseResult[];
}

const phase = (l: { ms: number; ok: boolean }[]): Phase => ({
  requests: l.length,
  p50: percentile(l.map((x) => x.ms), 50),
  p99: percentile(l.map((x) => x.ms), 99),
  max: Math.round(Math.max(0, ...l.map((x) => x.ms))),
  failed: l.filter((x) => !x.ok).length,
});

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

const countRows = async (database: Database): Promise<Record<string, number>> => {
  const { rows } = await sql<Record<string, number>>`select
    (select count(*) from tomb_burialslot)::int as plots, (select count(*) from tomb_order)::int as orders,
    (select count(*) from member)::int as members, (select count(*) from tomb_payment)::int as payments,
    (select count(*) from operation_log)::int as operation_log`.execute(database.db);
  return rows[0];
};

const runOn = async (database: Database, cases: (today: string, ids: HeavyIds) => HeavyCase[], pgUrl?: string): Promise<Run> => {
  const app = await buildApp({ database, config: appConfig });
  await app.ready();
  // The start-up work (backfills, yesterday's snapshot) runs after ready: measured without it.
  await app.startupWork.settled();
  const backends = pgUrl ? await pgBackends(pgUrl) : undefined;
  try {
    const db = database.db;
    // A kept folder (HEAVY_PGLITE_DIR) starts each run as the first: the batch prints' log
    // entries of earlier runs removed (they grew the log past the export's query budget).
    if (database.kind === 'pglite') {
      await db.deleteFrom('operation_log').where('action', '=', 'print').execute();
      await sql`vacuum analyze operation_log`.execute(db);
    }
    const rows = await countRows(database);
    // Managers (level 5, inside, field crew: the walk is theirs) send the heavy requests; clerks (level 1, inside) read lists.
    const managers = await db.selectFrom('user').select('id').where('level', '=', 5).where('channel', '=', 'inside').orderBy('id').limit(CONCURRENT).execute();
    await db.updateTable('user').set({ field_crew: true }).where('id', 'in', managers.map((m) => m.id)).execute();
    const clerks = await db.selectFrom('user').select('id').where('level', '=', 1).where('channel', '=', 'inside').orderBy('id').limit(CLERKS).execute();
    const now = new Date();
    const managerTokens = await Promise.all(managers.map((m) => createSession(privileged(db), Number(m.id), now)));
    const clerkTokens = await Promise.all(clerks.map((c) => createSession(privileged(db), Number(c.id), now)));
    const area = await db.selectFrom('tomb_burialslot').select('area_id').groupBy('area_id').orderBy(sql`count(*)`, 'desc').limit(1).executeTakeFirstOrThrow();
    const orders = await db.selectFrom('tomb_order').select('id').where('channel', '=', 'inside').orderBy('id').limit(200).execute();
    // The exports' last page is the one the manager's rows reach (at 0.2 of the volume, before 20,000).
    const seen = async (table: 'tomb_order' | 'operation_log') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('channel', '=', 'inside').executeTakeFirstOrThrow()).n);
    const list = cases(dayOf(now), { area: Number(area.area_id), orders: orders.map((o) => Number(o.id)), insideOrders: await seen('tomb_order'), insideLog: await seen('operation_log') });
    const post = (token: string, url: string, body: unknown) =>
      app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'x-token': token }, payload: JSON.stringify(body) });

    // Other users: a registrations list page every LIST_EVERY_MS, each its own clerk in turn. Each
    // request has its time in a fixed schedule and its latency counts from there: on PGlite a
    // statement holds this process's only thread, so the requests due meanwhile are sent late, all
    // at once, as the socket would have delivered them once the thread was free (the correction
    // for coordinated omission; without it, a 3 s statement would show as one slow request).
    let latencies: { at: number; ms: number; ok: boolean }[] = [];
    let stop = false;
    let othersRefusal: string | undefined;
    const inFlight = new Set<Promise<unknown>>();
    const scheduleStart = performance.now();
    /**
     * Requests sent on a fixed schedule (one every `everyMs`, the n-th due at its own time, late
     * ones sent at once), each in flight tracked: the clerks' reads and the minimal handler alike.
     */
    const onSchedule = (everyMs: number, send: (n: number, due: number) => Promise<unknown>) =>
      (async () => {
        for (let n = 0; !stop; ) {
          const due = scheduleStart + n * everyMs;
          const wait = due - performance.now();
          if (wait > 0) {
            await sleep(wait);
            continue;
          }
          const p = send(n++, due);
          inFlight.add(p);
          void p.finally(() => inFlight.delete(p));
        }
      })();
    const others = onSchedule(LIST_EVERY_MS, (n, due) =>
      post(clerkTokens[n % clerkTokens.length], '/index/query', { table: 'member', page: 1, page_size: 20 }).then((res) => {
        latencies.push({ at: due, ms: performance.now() - due, ok: res.statusCode === 200 });
        // The first refusal a clerk met, once: what it was matters more than how many.
        if (res.statusCode !== 200 && !othersRefusal) othersRefusal = `${res.statusCode} ${res.body.slice(0, 200)}`;
      }),
    );
    // The minimal handler beside them, on the same schedule rule: the floor any request meets.
    let minimal: { at: number; ms: number; ok: boolean }[] = [];
    const minimalLoop = onSchedule(MINIMAL_EVERY_MS, (_n, due) =>
      app.inject({ method: 'GET', url: '/healthz' }).then((res) => {
        minimal.push({ at: due, ms: performance.now() - due, ok: res.statusCode === 200 });
      }),
    );
    const settle = async (): Promise<void> => {
      await Promise.all([...inFlight]);
      await sleep(1000);
    };
    await sleep(5000);
    await settle();
    const quiet = phase(latencies);
    const quietMinimal = phase(minimal);
    console.log(
      `${database.kind} quiet: others p50/p99/max ${quiet.p50}/${quiet.p99}/${quiet.max} ms (${quiet.requests}, ${quiet.failed} failed)${othersRefusal ? ` first refusal: ${othersRefusal}` : ''}` +
        ` minimal handler ${quietMinimal.p50}/${quietMinimal.p99}/${quietMinimal.max} ms (${quietMinimal.requests})`,
    );
    const results: CaseResult[] = [];
    // The statistics' sends each ask a range not asked before (HeavyCase.vary).
    let sent = 0;
    for (const c of list) {
      latencies = [];
      minimal = [];
      const seq = { ms: [] as number[], statuses: [] as number[] };
      let refusal: string | undefined;
      const t0 = performance.now();
      for (let i = 0; i < 20 && (i < 2 || performance.now() - t0 < PHASE_MS); i++) {
        const s = performance.now();
        const res = await post(managerTokens[0], c.url, c.vary ? c.vary(sent++) : c.body);
        seq.ms.push(Math.round(performance.now() - s));
        seq.statuses.push(res.statusCode);
        if (res.statusCode !== 200 && refusal === undefined) refusal = String(res.json<{ msg: string }>().msg);
      }
      const t1 = performance.now();
      await settle();
      const seqOthers = phase(latencies.filter((l) => l.at >= t0 && l.at <= t1));
      const seqMinimal = phase(minimal.filter((l) => l.at >= t0 && l.at <= t1));
      latencies = [];
      minimal = [];
      const con = { ms: [] as number[], statuses: [] as number[] };
      const t2 = performance.now();
      for (let i = 0; i < 20 && (i < 2 || performance.now() - t2 < PHASE_MS); i++)
        await Promise.all(
          managerTokens.map(async (token) => {
            const s = performance.now();
            const res = await post(token, c.url, c.vary ? c.vary(sent++) : c.body);
            con.ms.push(Math.round(performance.now() - s));
            con.statuses.push(res.statusCode);
          }),
        );
      const t3 = performance.now();
      await settle();
      const conOthers = phase(latencies.filter((l) => l.at >= t2 && l.at <= t3));
      const conMinimal = phase(minimal.filter((l) => l.at >= t2 && l.at <= t3));
      results.push({
        name: c.name,
        what: c.what,
        sequential: { ...seq, others: seqOthers, minimal: seqMinimal },
        concurrent: { ...con, others: conOthers, minimal: conMinimal },
        cpu: { serverMs: 0, postgresMs: null },
        refusal,
      });
      const tally = (statuses: number[]): string =>
        Object.entries(statuses.reduce<Record<number, number>>((t, x) => ({ ...t, [x]: (t[x] ?? 0) + 1 }), {}))
          .map(([st, n]) => `${n}x${st}`)
          .join(' ');
      const fmt = (p: Phase): string => `${p.p50}/${p.p99}/${p.max} ms (${p.requests}${p.failed ? `, ${p.failed} failed` : ''})`;
      console.log(
        `${database.kind.padEnd(8)} ${c.name.padEnd(24)} alone p50 ${percentile(seq.ms, 50)} max ${Math.max(...seq.ms)} ms [${tally(seq.statuses)}] others ${fmt(seqOthers)} minimal ${fmt(seqMinimal)}` +
          ` | x${CONCURRENT} max ${Math.max(...con.ms)} [${tally(con.statuses)}] others ${fmt(conOthers)} minimal ${fmt(conMinimal)}${refusal ? ` (${refusal})` : ''}`,
      );
    }
    stop = true;
    await others;
    await minimalLoop;
    await settle();
    // CPU per request, nobody else asking: two runs of each (PGlite's work is this process's).
    for (const r of results) {
      const c = list.find((x) => x.name === r.name)!;
      const cpu0 = process.cpuUsage();
      const pg0 = backends ? await backends.snapshot() : undefined;
      for (let i = 0; i < 2; i++) await post(managerTokens[0], c.url, c.vary ? c.vary(sent++) : c.body);
      const cpu1 = process.cpuUsage(cpu0);
      let postgresMs: number | null = null;
      if (backends && pg0) {
        postgresMs = 0;
        for (const [pid, ms] of await backends.snapshot()) postgresMs += ms - (pg0.get(pid) ?? 0);
        postgresMs = Math.round(postgresMs / 2);
      }
      r.cpu = { serverMs: Math.round((cpu1.user + cpu1.system) / 2000), postgresMs };
      // A refusal costs little; wait out the heavy lane's Retry-After between cases.
      await sleep(200);
    }
    return { database: database.kind, rows, quiet, quietMinimal, cases: results };
  } finally {
    await backends?.close();
    await app.close();
  }
};

const postgresReady = async (url: string): Promise<boolean> => {
  try {
    const database = await openDatabase({ url });
    try {
      const rows = await countRows(database);
      return rows.orders === VOLUME.orders && rows.plots === VOLUME.areas * 5000 && rows.operation_log === OPLOG;
    } finally {
      await database.close();
    }
  } catch {
    return false;
  }
};

const one = async (only: 'pglite' | 'postgres'): Promise<Run> => {
  const names = process.env.HEAVY_CASES?.split(',');
  const cases = (today: string, ids: HeavyIds) => heavyCases(today, ids).filter((c) => !names || names.includes(c.name));
  if (only === 'pglite') {
    // HEAVY_PGLITE_DIR: a data folder kept between runs (generated on the first, as the server's own ./data); else in memory.
    const dir = process.env.HEAVY_PGLITE_DIR;
    const lite = await openDatabase(dir ? { dataDir: dir } : {});
    try {
      const t = performance.now();
      await prepareServerSchema(lite);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from tomb_order`.execute(lite.db);
      if (Number(rows[0]?.n) === 0) {
        await fillVolume(lite);
        await fillOperationLog(lite.db, OPLOG);
        await sql`vacuum analyze operation_log`.execute(lite.db);
        console.log(`PGlite volume: ${((performance.now() - t) / 1000).toFixed(1)} s`);
      } else console.log(`PGlite volume: kept in ${dir}`);
      return await runOn(lite, cases);
    } finally {
      await lite.close();
    }
  }
  await ensureBenchDatabase(URL_);
  if (process.env.BENCH_GENERATE === '1' || !(await postgresReady(URL_))) {
    await generate(URL_);
    const database = await openDatabase({ url: URL_ });
    try {
      await fillOperationLog(database.db, OPLOG);
      await sql`vacuum analyze operation_log`.execute(database.db);
    } finally {
      await database.close();
    }
  }
  const database = await openDatabase({ url: URL_ });
  try {
    return await runOn(database, cases, URL_);
  } finally {
    // The sessions and the managers' field-crew mark stay: the next run makes its own sessions.
    await database.close();
  }
};

/**
 * Each database in a process of its own (its volume is a module constant): PGlite at
 * HEAVY_PGLITE_SCALE (0.2: 40,000 plots, 20,000 orders and registrations, the size an embedded
 * database is for; its generic-query budget refuses most lists of 100,000 rows, docs/protocol.md),
 * PostgreSQL at BENCH_SCALE (1).
 */
export const heavyLoad = async (): Promise<void> => {
  const only = process.env.HEAVY_ONLY;
  if (only === 'pglite' || only === 'postgres') {
    const run = await one(only);
    if (process.env.HEAVY_CHILD_OUT) await writeFile(process.env.HEAVY_CHILD_OUT, JSON.stringify(run));
    else await save([run]);
    return;
  }
  const runs: Run[] = [];
  for (const db of ['pglite', 'postgres'] as const) {
    const out = `/tmp/heavy-${process.pid}-${db}.json`;
    const scale = db === 'pglite' ? (process.env.HEAVY_PGLITE_SCALE ?? '0.2') : (process.env.BENCH_SCALE ?? '1');
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/heavy.ts'], { stdio: 'inherit', env: { ...process.env, HEAVY_ONLY: db, HEAVY_CHILD_OUT: out, BENCH_SCALE: scale } });
    const [code] = (await once(child, 'exit')) as [number | null];
    if (code !== 0) throw new Error(`the ${db} run failed (exit ${code})`);
    runs.push(JSON.parse(await readFile(out, 'utf8')) as Run);
  }
  await save(runs);
};

const save = async (runs: Run[]): Promise<void> => {
  const result = { measuredAt: new Date().toISOString(), machine: machineInfo(), loadavgAfter: loadavg().map((l) => Number(l.toFixed(1))), phaseMs: PHASE_MS, concurrent: CONCURRENT, runs };
  await mkdir('bench/results', { recursive: true });
  await writeFile(`bench/results/heavy-${process.env.HEAVY_LABEL ?? 'run'}.json`, `${JSON.stringify(result, null, 2)}\n`);
};

if (process.argv[1]?.endsWith('heavy.ts'))
  heavyLoad().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
