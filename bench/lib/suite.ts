/**
 * The load scenarios against our server and the minimal handler (bench/minimal-server.ts):
 * list (rows then count), list1 (rows and count in one request: `with_count`), one order, the
 * unread poll, each at the same connections with the
 * same requests' SQL; the edit and 20 staff at once (ours only: the handler has no rules to apply). Each run
 * records requests per second, latency, errors, the server's memory, the CPU used per request
 * (the server's and PostgreSQL's, from /proc) and the machine's load average when it began.
 * On PostgreSQL the two servers are up together and each scenario runs on ours and then at once
 * on the handler (interleaved), so that both meet the same machine; PGlite's folder is opened
 * by one process at a time, so there ours runs every scenario and then the handler does.
 */
import { loadavg } from 'node:os';
import type { Request } from 'autocannon';
import { watchCpu, type PgBackends } from './cpu';
import { envelopeOk, runLoad, type LoadResult } from './load';
import { watchRss, type RunningServer } from './process';
import {
  listRequests,
  listWithCountRequests,
  minimalListWithCountRequests,
  minimalPollRequests,
  minimalRequests,
  minimalSingleRequests,
  pollRequests,
  singleRequests,
  staffRequests,
  updateRequests,
  type SessionToken,
} from './scenarios';

interface SuiteInput {
  duration: number;
  /** Signed-in level-1 staff (one session per user where there are enough) for list, single and update, one per request in turn. */
  tokens: string[];
  sessions: SessionToken[];
  /** Orders of the user's channel that the single read and the edit pick from. */
  orderIds: number[];
  pollRate: number;
}

export interface Run extends LoadResult {
  scenario: string;
  rssMb: { start: number; peak: number; end: number };
  /** CPU ms per answered request: the server's, PostgreSQL's (null on PGlite: it is the server), their sum. */
  cpuPerRequestMs: { server: number; postgres: number | null; total: number };
  /** The machine's 1-minute load average when the run began. */
  loadAverage1m: number;
}

const CONNECTIONS = [10, 50];

interface Scenario {
  scenario: string;
  connections: number;
  rate?: number;
  ours: Request[];
  /** Undefined: the handler has no counterpart. */
  minimal?: Request[];
}

/** Staff working at once on the embedded database (issue 28 item 27): no 429, p99 under 1 s, RSS under 200 MB. */
export const STAFF_TOGETHER = 20;

/** BENCH_SCENARIOS=staff,list1 runs only those scenarios (the warm-up still runs list and single). */
const chosen = (all: Scenario[]): Scenario[] => {
  const names = process.env.BENCH_SCENARIOS?.split(',').filter(Boolean);
  return names ? all.filter((s) => names.includes(s.scenario)) : all;
};

const scenarios = (input: SuiteInput): Scenario[] => chosen(allScenarios(input));

const allScenarios = (input: SuiteInput): Scenario[] => [
  ...CONNECTIONS.map((connections) => ({ scenario: 'list', connections, ours: listRequests(input.tokens), minimal: minimalRequests() })),
  // The same page views in one request each (with_count): a request here is a page, in `list` half of one.
  ...CONNECTIONS.map((connections) => ({ scenario: 'list1', connections, ours: listWithCountRequests(input.tokens), minimal: minimalListWithCountRequests() })),
  { scenario: 'staff', connections: STAFF_TOGETHER, ours: staffRequests(input.tokens.slice(0, STAFF_TOGETHER), input.orderIds) },
  ...CONNECTIONS.map((connections) => ({
    scenario: 'single',
    connections,
    ours: singleRequests(input.tokens, input.orderIds),
    minimal: minimalSingleRequests(input.orderIds),
  })),
  { scenario: 'poll', connections: 50, rate: input.pollRate, ours: pollRequests(input.sessions), minimal: minimalPollRequests(input.sessions) },
  ...CONNECTIONS.map((connections) => ({ scenario: 'update', connections, ours: updateRequests(input.tokens, input.orderIds) })),
];

const perRequest = (ms: number, requests: number): number => (requests > 0 ? Number((ms / requests).toFixed(3)) : 0);

const measure = async (
  server: RunningServer,
  who: 'ours' | 'minimal',
  s: Scenario,
  duration: number,
  backends: PgBackends | undefined,
): Promise<Run> => {
  const requests = who === 'ours' ? s.ours : (s.minimal ?? []);
  const loadAverage1m = Number(loadavg()[0].toFixed(2));
  const rss = watchRss(server.pid);
  const cpu = await watchCpu(server.pid, backends);
  const result = await runLoad({
    url: server.url,
    connections: s.connections,
    duration,
    rate: s.rate,
    requests,
    // The handler answers bare rows and counts: any 2xx body is a success.
    verify: who === 'ours' ? envelopeOk : () => true,
  });
  const used = await cpu();
  const run: Run = {
    scenario: s.scenario,
    ...result,
    rssMb: rss(),
    cpuPerRequestMs: {
      server: perRequest(used.serverMs, result.requests),
      postgres: used.postgresMs === null ? null : perRequest(used.postgresMs, result.requests),
      total: perRequest(used.serverMs + (used.postgresMs ?? 0), result.requests),
    },
    loadAverage1m,
  };
  console.log(
    `  ${(who === 'ours' ? s.scenario : `${s.scenario} (handler)`).padEnd(18)} c=${String(s.connections).padEnd(3)} ${String(run.rps).padStart(8)} req/s  ` +
      `p50 ${run.p50} p95 ${run.p95} p99 ${run.p99} ms  cpu/req ${run.cpuPerRequestMs.total} ms  errors ${run.errors}  rss ${run.rssMb.end} MB  load ${loadAverage1m}`,
  );
  return run;
};

const warmUp = async (server: RunningServer, who: 'ours' | 'minimal', input: SuiteInput): Promise<void> => {
  // JIT, pool connections (fresh PostgreSQL backends load their catalog caches on first use),
  // PostgreSQL's buffers: every read scenario once at its own connections; not recorded. With
  // the first scenario warmed like the others, the list at 10 connections no longer pays for
  // whatever the machine did before the run (the 10:07 run: PostgreSQL's share 2.2x the next).
  for (const s of allScenarios(input).filter((x) => x.scenario === 'list' || x.scenario === 'single')) {
    const requests = who === 'ours' ? s.ours : s.minimal;
    if (requests) await runLoad({ url: server.url, connections: s.connections, duration: 2, requests, verify: () => true });
  }
};

export interface SuiteRuns {
  runs: Run[];
  minimal: Run[];
}

/** Both servers up: each scenario on ours, then on the handler. */
export const interleavedSuite = async (ours: RunningServer, minimal: RunningServer, input: SuiteInput, backends?: PgBackends): Promise<SuiteRuns> => {
  await warmUp(ours, 'ours', input);
  await warmUp(minimal, 'minimal', input);
  const out: SuiteRuns = { runs: [], minimal: [] };
  for (const s of scenarios(input)) {
    out.runs.push(await measure(ours, 'ours', s, input.duration, backends));
    if (s.minimal) out.minimal.push(await measure(minimal, 'minimal', s, input.duration, backends));
  }
  return out;
};

/** Every scenario on one server (PGlite: ours, then the handler on the same folder). */
export const serverSuite = async (server: RunningServer, who: 'ours' | 'minimal', input: SuiteInput): Promise<Run[]> => {
  await warmUp(server, who, input);
  const runs: Run[] = [];
  for (const s of scenarios(input)) if (who === 'ours' || s.minimal) runs.push(await measure(server, who, s, input.duration, undefined));
  return runs;
};
