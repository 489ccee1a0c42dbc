/**
 * The load scenarios against one running server, then the minimal handler, with the server's
 * memory around each run. Both processes are started by the caller (they differ per database).
 */
import type { Request } from 'autocannon';
import { envelopeOk, runLoad, type LoadResult } from './load';
import { watchRss, type RunningServer } from './process';
import { listRequests, minimalRequests, pollRequests, singleRequests, updateRequests, type SessionToken } from './scenarios';

interface SuiteInput {
  duration: number;
  /** The signed-in user's token for list, single and update. */
  token: string;
  sessions: SessionToken[];
  /** Orders of the user's channel that the single read and the edit pick from. */
  orderIds: number[];
  pollRate: number;
}

export interface Run extends LoadResult {
  scenario: string;
  rssMb: { start: number; peak: number; end: number };
}

const CONNECTIONS = [10, 50];

const measure = async (
  server: RunningServer,
  scenario: string,
  opts: { connections: number; duration: number; requests: Request[]; rate?: number; verify?: (b: string) => boolean },
): Promise<Run> => {
  const rss = watchRss(server.pid);
  const result = await runLoad({ url: server.url, verify: envelopeOk, ...opts });
  const run = { scenario, ...result, rssMb: rss() };
  console.log(
    `  ${scenario.padEnd(8)} c=${String(opts.connections).padEnd(3)} ${String(run.rps).padStart(8)} req/s  p50 ${run.p50} p95 ${run.p95} p99 ${run.p99} ms  errors ${run.errors}  rss ${run.rssMb.end} MB`,
  );
  return run;
};

export const serverSuite = async (server: RunningServer, input: SuiteInput): Promise<Run[]> => {
  const { duration, token } = input;
  // Warm-up: JIT, pool connections, PostgreSQL's caches; not recorded.
  await runLoad({ url: server.url, connections: 10, duration: 3, requests: listRequests(token), verify: envelopeOk });
  const runs: Run[] = [];
  for (const connections of CONNECTIONS) runs.push(await measure(server, 'list', { connections, duration, requests: listRequests(token) }));
  for (const connections of CONNECTIONS)
    runs.push(await measure(server, 'single', { connections, duration, requests: singleRequests(token, input.orderIds) }));
  for (const connections of CONNECTIONS)
    runs.push(await measure(server, 'update', { connections, duration, requests: updateRequests(token, input.orderIds) }));
  runs.push(await measure(server, 'poll', { connections: 50, duration, rate: input.pollRate, requests: pollRequests(input.sessions) }));
  return runs;
};

/** The minimal handler answers bare rows and counts: any 2xx body is a success. */
export const minimalSuite = async (server: RunningServer, duration: number): Promise<Run[]> => {
  await runLoad({ url: server.url, connections: 10, duration: 3, requests: minimalRequests(), verify: () => true });
  const runs: Run[] = [];
  for (const connections of CONNECTIONS)
    runs.push(await measure(server, 'minimal', { connections, duration, requests: minimalRequests(), verify: () => true }));
  return runs;
};
