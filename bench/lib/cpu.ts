/**
 * CPU time spent during a run, read from /proc (Linux): the server process (all its threads),
 * and the PostgreSQL backends connected to the benchmark's database (every pool connection and
 * the listen connection, of whichever server; autovacuum workers on that database too; not the
 * cluster's shared background processes). Divided by the requests answered, it is the cost of
 * one request, which a loaded machine changes far less than it changes requests per second.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

const CLK_TCK = (() => {
  try {
    return Number(execSync('getconf CLK_TCK', { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime of a process in ms; undefined when it is gone. */
export const processCpuMs = (pid: number): number | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(rest[11]) + Number(rest[12])) * 1000) / CLK_TCK;
  } catch {
    return undefined;
  }
};

export interface PgBackends {
  /** CPU ms of each backend of the database, by pid. */
  snapshot(): Promise<Map<number, number>>;
  close(): Promise<void>;
}

export const pgBackends = async (url: string): Promise<PgBackends> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    snapshot: async () => {
      const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      const out = new Map<number, number>();
      for (const { pid } of rows) {
        const ms = processCpuMs(pid);
        if (ms !== undefined) out.set(pid, ms);
      }
      return out;
    },
    close: () => client.end(),
  };
};

export interface CpuUse {
  /** Total CPU ms during the run. */
  serverMs: number;
  postgresMs: number | null;
}

/** Start counting; the returned function stops and tells the CPU used since. */
export const watchCpu = async (pid: number, backends?: PgBackends): Promise<() => Promise<CpuUse>> => {
  const server0 = processCpuMs(pid) ?? 0;
  const pg0 = backends ? await backends.snapshot() : undefined;
  return async () => {
    const serverMs = (processCpuMs(pid) ?? server0) - server0;
    let postgresMs: number | null = null;
    if (backends && pg0) {
      const pg1 = await backends.snapshot();
      postgresMs = 0;
      // A backend born during the run counts from zero; one that ended during it is lost (pools keep theirs).
      for (const [p, ms] of pg1) postgresMs += ms - (pg0.get(p) ?? 0);
    }
    return { serverMs: Math.round(serverMs), postgresMs: postgresMs === null ? null : Math.round(postgresMs) };
  };
};
