/**
 * The Qingming morning rush (docs/visits.md, docs/performance.md "Qingming rush"): the
 * public booking call at a fixed rate (VISIT_RATE per second, default 500) for VISIT_DURATION
 * seconds (default 60) against the real server process on PostgreSQL, each request a new
 * family (its own mobile and address, as a reverse proxy reports it), spread over the slots of
 * tomorrow morning; then the database is checked: no slot holds more bookings than its quota,
 * and every slot's count equals its bookings. A "full" answer (409 visit_full) is a right
 * answer, counted apart; an error is anything else (5xx, 429, connection, timeout).
 *   npm run bench:visits        (or BENCH_ONLY=visits npm run bench)
 * VISIT_BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench_visits, created
 * on first use, emptied of visit data each run). Writes bench/results/visits.json.
 *
 * In the same run, the same rush against the minimal handler (bench/minimal-visit-server.ts:
 * one statement per booking, nothing else; VISIT_MINIMAL_DURATION seconds, default 20, 0 to
 * skip), and the CPU per request of each (the server process and the PostgreSQL backends of the
 * database, from /proc: on a machine shared with other work the requests per second say how
 * busy the machine was, the CPU per request says what a booking costs). VISIT_PROFILE=1 runs
 * the server with --cpu-prof and prints where its time went (bench/results/profiles/).
 */
import autocannon from 'autocannon';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureBenchDatabase } from './lib/benchDatabase';
import { machineInfo } from './lib/machine';
import { pgBackends, watchCpu, type PgBackends } from './lib/cpu';
import { summarise } from './lib/cpuProfile';
import { spawnServer, type RunningServer } from './lib/process';
import { signProof } from '../src/server/messaging/otp';
import { rank as percentile } from './lib/percentile';

const URL_ = process.env.VISIT_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_visits';
const RATE = Number(process.env.VISIT_RATE ?? 500);
const DURATION = Number(process.env.VISIT_DURATION ?? 60);
const CONNECTIONS = Number(process.env.VISIT_CONNECTIONS ?? 64);
/**
 * Ten hourly slots at two gates, 3,000 places each: 60,000 places for 30,000 attempts of 2.5
 * people on average at the defaults. Half the attempts go to the three first slots (9,000
 * places, full after some 15 s: from then on they are the quota under contention, and their
 * refusals are counted apart); the other half spread over all twenty, which do not fill.
 */
const SLOTS = 10;
const GATES = 2;
const QUOTA = Number(process.env.VISIT_QUOTA ?? 3000);
const MINIMAL_DURATION = Number(process.env.VISIT_MINIMAL_DURATION ?? 20);
const PROFILE = process.env.VISIT_PROFILE === '1';
const PORT = 18_480;

const round = (n: number): number => Number(n.toFixed(2));

const localDay = (d: Date): string => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Tomorrow's morning slots, fresh: every visit row of the bench database deleted first. */
const freshSlots = async (db: pg.Client): Promise<number[]> => {
  await db.query('delete from visit_checkin; delete from visit_booking; delete from visit_slot; delete from visit_gate');
  const tomorrow = localDay(new Date(Date.now() + 86_400_000));
  const slotIds: number[] = [];
  for (let g = 0; g < GATES; g++) {
    const gate = await db.query('insert into visit_gate (name, sort) values ($1, $2) returning id', [`Gate ${g + 1}`, g]);
    for (let s = 0; s < SLOTS; s++) {
      const starts = `${String(7 + s).padStart(2, '0')}:00`;
      const ends = `${String(8 + s).padStart(2, '0')}:00`;
      const r = await db.query('insert into visit_slot (day, gate_id, starts, ends, quota, booked, checked_in, closed) values ($1, $2, $3, $4, $5, 0, 0, false) returning id', [
        tomorrow, gate.rows[0].id, starts, ends, QUOTA,
      ]);
      slotIds.push(Number(r.rows[0].id));
    }
  }
  return slotIds;
};

/** Until the requests still queued in the server when the load stopped are done (at most 30 s). */
const settle = async (db: pg.Client): Promise<void> => {
  for (let i = 0; i < 60; i++) {
    const { rows } = await db.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'");
    if (Number(rows[0].n) === 0) return;
    await new Promise((r) => setTimeout(r, 500));
  }
};

/** No slot holds more than its quota, and every slot's count is its bookings' people. */
const checkSlots = async (db: pg.Client): Promise<{ placesTaken: number; oversold: number; slotCountMismatches: number }> => {
  const check = await db.query(`
    select s.id, s.quota, s.booked,
           coalesce((select sum(people) from visit_booking b where b.slot_id = s.id and b.status = 'booked'), 0)::int as people
      from visit_slot s order by s.id`);
  return {
    placesTaken: check.rows.reduce((s, r) => s + Number(r.booked), 0),
    oversold: check.rows.reduce((sum, r) => sum + Math.max(0, Number(r.booked) - Number(r.quota)), 0),
    slotCountMismatches: check.rows.filter((r) => Number(r.booked) !== Number(r.people)).length,
  };
};

let n = 0;

/** One rush against `server`: the answers, their latency and the CPU they cost. */
const rush = async (server: RunningServer, db: pg.Client, slotIds: number[], duration: number, backends: PgBackends, secret: Buffer) => {
  // Each family has verified its mobile (docs/visits.md "Verifying the mobile"): the proof its browser holds.
  const expires = Math.floor(Date.now() / 1000) + 3600;
  const times: number[] = [];
  let ok = 0;
  let full = 0;
  let other = 0;
  const cpu = await watchCpu(server.pid, backends);
  const instance = autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration,
    overallRate: RATE,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: '/index/visit/book',
        setupRequest: (req) => {
          n += 1;
          // Most families want the early slots: half the requests go to the first three.
          const slot = n % 2 === 0 ? slotIds[(n >> 1) % 3] : slotIds[(n >> 1) % slotIds.length];
          const mobile = `13${String(100_000_000 + n).slice(-9)}`;
          return {
            ...req,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
            body: JSON.stringify({ slot_id: slot, name: '清明家属', mobile, proof: signProof(secret, 'visit', mobile, expires), people: 1 + (n % 4) }),
          };
        },
      },
    ],
  });
  instance.on('response', (_c: unknown, status: number, _b: number, responseTime: number) => {
    times.push(responseTime);
    if (status === 200) ok += 1;
    else if (status === 409) full += 1;
    else other += 1;
  });
  const result = await instance;
  await settle(db);
  const used = await cpu();
  const sorted = Float64Array.from(times).sort();
  const per = (ms: number): number => Number((ms / Math.max(1, times.length)).toFixed(3));
  return {
    requests: times.length,
    rps: round(times.length / result.duration),
    booked: ok,
    full,
    errors: other + result.errors + result.timeouts,
    detail: { otherStatus: other, connection: result.errors - result.timeouts, timeouts: result.timeouts },
    latencyMs: { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)), max: round(sorted[sorted.length - 1] ?? 0) },
    cpuPerRequestMs: { server: per(used.serverMs), postgres: per(used.postgresMs ?? 0), total: per(used.serverMs + (used.postgresMs ?? 0)) },
  };
};

const load = (): number[] => loadavg().map((x) => Number(x.toFixed(2)));

export const visitRush = async (): Promise<Record<string, unknown>> => {
  await ensureBenchDatabase(URL_);
  const profileDir = join('bench/results/profiles', `visits-${Date.now()}`);
  if (PROFILE) await mkdir(profileDir, { recursive: true });
  const pool = process.env.PG_POOL_MAX ?? '10';
  const server = await spawnServer({
    port: PORT,
    nodeArgs: PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    env: { DATABASE_URL: URL_, TRUST_PROXY: '1', DEMO: '0', PG_POOL_MAX: pool },
    readyTimeout: 120_000,
  });
  const minimal = MINIMAL_DURATION > 0 ? await spawnServer({ script: 'bench/minimal-visit-server.ts', port: PORT + 1, env: { DATABASE_URL: URL_, PG_POOL_MAX: pool } }) : undefined;
  const db = new pg.Client({ connectionString: URL_ });
  await db.connect();
  const backends = await pgBackends(URL_);
  try {
    const loadBefore = load();
    const slotIds = await freshSlots(db);
    const secret = Buffer.from(String((await db.query("select value from auth_secret where name = 'signing'")).rows[0].value), 'base64url');
    const ours = await rush(server, db, slotIds, DURATION, backends, secret);
    const loadAfter = load();
    const checked = await checkSlots(db);
    let yardstick: Record<string, unknown> | undefined;
    if (minimal) {
      const mine = await rush(minimal, db, await freshSlots(db), MINIMAL_DURATION, backends, secret);
      const mineChecked = await checkSlots(db);
      yardstick = { duration: MINIMAL_DURATION, ...mine, ...mineChecked };
    }
    const mineCpu = (yardstick?.cpuPerRequestMs as { total: number } | undefined)?.total;
    const report = {
      measuredAt: new Date().toISOString(),
      machine: machineInfo(),
      loadAverage: { before: loadBefore, after: loadAfter },
      database: 'postgres',
      targetRate: RATE,
      duration: DURATION,
      connections: CONNECTIONS,
      pool: Number(pool),
      slots: slotIds.length,
      places: slotIds.length * QUOTA,
      ...ours,
      ...checked,
      minimal: yardstick ?? null,
      cpuOverMinimal: mineCpu ? round(ours.cpuPerRequestMs.total / mineCpu) : null,
    };
    await mkdir('bench/results', { recursive: true });
    await writeFile('bench/results/visits.json', `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(report, null, 2));
    if (checked.oversold > 0 || checked.slotCountMismatches > 0) throw new Error(`oversold ${checked.oversold} places, ${checked.slotCountMismatches} slots whose count is not their bookings`);
    return report;
  } finally {
    await backends.close();
    await db.end();
    await minimal?.stop();
    await server.stop();
    if (PROFILE) for (const f of (await readdir(profileDir)).filter((x) => x.endsWith('.cpuprofile'))) console.log(`\n${join(profileDir, f)}\n${summarise(join(profileDir, f), 30)}`);
  }
};

if (process.argv[1]?.endsWith('visitRush.ts'))
  visitRush().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
