/**
 * Two costs that grow with the data rather than with the load (PostgreSQL, our server only):
 *  - deep pages: the inside orders list (every readable column, the plot's code, newest first)
 *    at page 1, at the deepest page the server serves (it pages through the first MAX_LIST_ROWS
 *    rows) and at page 1,000 (refused with page_too_deep);
 *  - the count after edits: the list's count before and after 30,000 edits of orders' remarks
 *    (one row per statement, as the product's update writes them: remark, version, updated_at),
 *    once a vacuum has followed them (autovacuum where the cluster runs it, else the server's
 *    own maintenance vacuum, src/server/jobs/maintenance.ts; up to 150 s), and after a manual VACUUM.
 * Each figure is CPU per request (server + PostgreSQL, from /proc), like the load runs.
 */
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';
import { MAX_LIST_ROWS } from '../../src/protocol/wire';
import { watchCpu, type PgBackends } from './cpu';
import type { RunningServer } from './process';
import { COUNT_ARGS, LIST_ARGS } from './scenarios';

export interface Cost {
  label: string;
  requests: number;
  /** HTTP statuses answered, by code. */
  statuses: Record<string, number>;
  p50: number;
  cpuPerRequestMs: { server: number; postgres: number; total: number };
}

export interface DepthResult {
  pages: Cost[];
  /** The deepest served page's CPU over page 1's. */
  deepestOverFirst: number;
  edits: {
    count: number;
    autovacuum: string;
    before: Cost;
    afterEdits: Cost;
    /** The count once a vacuum that began after the edits has run (autovacuum or the server's maintenance; or after 150 s without). */
    afterMaintenance: Cost & { vacuumedBy: 'autovacuum' | 'maintenance' | 'none'; waitedS: number };
    afterVacuum: Cost;
  };
}

const JSON_HEADERS = { 'content-type': 'application/json' };
const PAGE_SIZE = 50;

const rotating = (tokens: readonly string[], body: unknown): Request[] => {
  let i = 0;
  const text = JSON.stringify(body);
  return [{ method: 'POST', path: '/index/query', body: text, setupRequest: (req) => ({ ...req, headers: { ...JSON_HEADERS, 'x-token': tokens[i++ % tokens.length] } }) }];
};

const measure = async (server: RunningServer, backends: PgBackends, label: string, requests: Request[], amount: number): Promise<Cost> => {
  // Warm: every session validated and the statement compiled, so only the request itself is measured.
  await autocannon({ url: server.url, connections: 5, amount: 60, requests });
  const cpu = await watchCpu(server.pid, backends);
  const r = await autocannon({ url: server.url, connections: 5, amount, requests });
  const used = await cpu();
  const per = (ms: number) => Number((ms / amount).toFixed(3));
  const statuses = Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count]));
  const cost: Cost = {
    label,
    requests: amount,
    statuses,
    p50: r.latency.p50,
    cpuPerRequestMs: { server: per(used.serverMs), postgres: per(used.postgresMs ?? 0), total: per(used.serverMs + (used.postgresMs ?? 0)) },
  };
  console.log(`  ${label.padEnd(42)} cpu/req ${cost.cpuPerRequestMs.server} + ${cost.cpuPerRequestMs.postgres} = ${cost.cpuPerRequestMs.total} ms  p50 ${cost.p50} ms  ${JSON.stringify(statuses)}`);
  return cost;
};

/** The orders list of the inside channel, newest first, no status filter: 50,000 rows at the volume. */
const ordersPage = (page: number) => {
  const { where, ...rest } = LIST_ARGS;
  return { table: 'tomb_order', ...rest, where: where.filter((c) => (c as unknown[])[0] !== 'status'), page, page_size: PAGE_SIZE };
};

const edit = async (url: string, ids: readonly number[], count: number): Promise<void> => {
  const workers = 8;
  const clients = await Promise.all(
    Array.from({ length: workers }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  let n = 0;
  try {
    await Promise.all(
      clients.map(async (c) => {
        while (n < count) {
          const i = n++;
          await c.query('update tomb_order set remark = $1, version = version + 1, updated_at = now() where id = $2', [`bench count edit ${i}`, ids[(i * 7919) % ids.length]]);
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
};

/** When the orders were last vacuumed by autovacuum and by anything else (the server's maintenance, a manual VACUUM). */
const vacuumedAt = async (client: pg.Client): Promise<{ auto: Date | null; other: Date | null }> => {
  const row = (await client.query<{ auto: Date | null; other: Date | null }>("select last_autovacuum as auto, last_vacuum as other from pg_stat_user_tables where relname = 'tomb_order'")).rows[0];
  return { auto: row?.auto ?? null, other: row?.other ?? null };
};

/**
 * Requests per measurement. CPU time is read from /proc in 10 ms ticks per process (the server
 * and each PostgreSQL backend): 300 counts of ~1.5 ms gave figures that moved by 30 % between
 * runs of the same state, so the counts are measured over 1,500.
 */
const PAGE_REQUESTS = 1000;
const COUNT_REQUESTS = 1500;

export const depthSuite = async (url: string, server: RunningServer, backends: PgBackends, tokens: readonly string[], orderIds: readonly number[]): Promise<DepthResult> => {
  console.log('Deep pages and the count after edits (ours only):');
  const deepest = Math.ceil(MAX_LIST_ROWS / PAGE_SIZE);
  const pages = [
    await measure(server, backends, 'orders page 1', rotating(tokens, ordersPage(1)), PAGE_REQUESTS),
    await measure(server, backends, `orders page ${deepest} (deepest served)`, rotating(tokens, ordersPage(deepest)), PAGE_REQUESTS / 5),
    await measure(server, backends, 'orders page 1000 (refused)', rotating(tokens, ordersPage(1000)), PAGE_REQUESTS),
  ];
  const count = rotating(tokens, { table: 'tomb_order', ...COUNT_ARGS });
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const autovacuum = (await admin.query<{ autovacuum: string }>('show autovacuum')).rows[0].autovacuum;
    await admin.query('vacuum analyze tomb_order');
    const before = await measure(server, backends, 'count before the edits', count, COUNT_REQUESTS);
    const EDITS = 30_000;
    const t0 = Date.now();
    await edit(url, orderIds, EDITS);
    // Read before the count right after the edits: a vacuum may begin and end while it runs.
    const editsEnded = (await admin.query<{ now: Date }>('select now()')).rows[0].now;
    console.log(`  ${EDITS} edits in ${((Date.now() - t0) / 1000).toFixed(1)} s (autovacuum ${autovacuum})`);
    const afterEdits = await measure(server, backends, `count right after ${EDITS} edits`, count, COUNT_REQUESTS);
    // A vacuum that began after the last edit (one during the edits leaves the last ones behind):
    // autovacuum's where the cluster runs it, else the server's maintenance (every 30 s).
    const start = Date.now();
    let vacuumedBy: DepthResult['edits']['afterMaintenance']['vacuumedBy'] = 'none';
    while (Date.now() - start < 150_000 && vacuumedBy === 'none') {
      const at = await vacuumedAt(admin);
      if (at.auto && at.auto > editsEnded) vacuumedBy = 'autovacuum';
      else if (at.other && at.other > editsEnded) vacuumedBy = 'maintenance';
      else await new Promise((r) => setTimeout(r, 1000));
    }
    const waitedS = Math.round((Date.now() - start) / 1000);
    const afterMaintenance = { ...(await measure(server, backends, `count after a vacuum (${vacuumedBy}, ${waitedS} s)`, count, COUNT_REQUESTS)), vacuumedBy, waitedS };
    await admin.query('vacuum tomb_order');
    const afterVacuum = await measure(server, backends, 'count after VACUUM', count, COUNT_REQUESTS);
    return {
      pages,
      deepestOverFirst: Number((pages[1].cpuPerRequestMs.total / pages[0].cpuPerRequestMs.total).toFixed(2)),
      edits: { count: EDITS, autovacuum, before, afterEdits, afterMaintenance, afterVacuum },
    };
  } finally {
    await admin.end();
  }
};
