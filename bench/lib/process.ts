/**
 * The server under test as a real process (what production runs: node + tsx on main.ts),
 * reached over real HTTP; and its resident memory, read from /proc while the load runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';

export interface RunningServer {
  url: string;
  pid: number;
  child: ChildProcess;
  /** SIGTERM and wait for the exit (PGlite flushes its data folder on the way out). */
  stop(): Promise<void>;
  /** SIGKILL: the fault tests' crash. */
  kill(): Promise<void>;
  /** What the process wrote to stderr (its crash message, if any). */
  stderr(): string;
}

export interface SpawnOptions {
  script?: string;
  /** Extra node flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
  port: number;
  env: Record<string, string | undefined>;
  /** Ms to wait for the port to answer. */
  readyTimeout?: number;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Any HTTP answer (a 404 envelope is fine) means the server listens. */
export const waitForHttp = async (url: string, timeoutMs: number, child?: ChildProcess): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before listening`);
    try {
      await fetch(`${url}/index/ready-probe`, { method: 'POST', signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`no answer from ${url} after ${timeoutMs} ms`);
      await sleep(200);
    }
  }
};

export const spawnServer = async (opts: SpawnOptions): Promise<RunningServer> => {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...process.env, LOG: 'off', HOST: '127.0.0.1', PORT: String(opts.port), ...opts.env }))
    if (v !== undefined) env[k] = v;
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', opts.script ?? 'src/server/main.ts'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-20_000);
  });
  const url = `http://127.0.0.1:${opts.port}`;
  const exited = (): boolean => child.exitCode !== null || child.signalCode !== null;
  const end = async (signal: NodeJS.Signals): Promise<void> => {
    if (exited()) return;
    const done = once(child, 'exit');
    child.kill(signal);
    await done;
  };
  try {
    await waitForHttp(url, opts.readyTimeout ?? 180_000, child);
  } catch (e) {
    await end('SIGKILL');
    throw new Error(`${(e as Error).message}\n${stderr}`);
  }
  return { url, pid: child.pid ?? 0, child, stop: () => end('SIGTERM'), kill: () => end('SIGKILL'), stderr: () => stderr };
};

/** Resident set size of a process in MB (Linux). */
export const rssMb = (pid: number): number => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : 0;
};

/** Sample the RSS every 250 ms until stopped: start, peak and end of a run. */
export const watchRss = (pid: number): (() => { start: number; peak: number; end: number }) => {
  const start = rssMb(pid);
  let peak = start;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      clearInterval(timer);
    }
  }, 250);
  return () => {
    clearInterval(timer);
    const end = rssMb(pid);
    return { start, peak: Math.max(peak, end), end };
  };
};
