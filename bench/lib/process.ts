/**
 * The server under test as a real process (what production runs: `npm run serve`, node with its flags and dist/server/main.js,
 * built first when stale), reached over real HTTP; and its resident memory, read from /proc
 * while the load runs. Another script (the minimal handler) runs through tsx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { SERVER_DIR, SERVER_NODE_FLAGS, ensureBuilt } from '../../scripts/buildState.mjs';

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
  /** What it wrote to stdout (its start and stop lines, the request log). */
  stdout(): string;
}

interface SpawnOptions {
  /** A TypeScript file to run through tsx instead of the compiled server. */
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
const waitForHttp = async (url: string, timeoutMs: number, child?: ChildProcess): Promise<void> => {
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
  if (!opts.script) ensureBuilt('server');
  // The compiled server with the flags `npm run serve` gives it (package.json); nodeArgs after them, so they may override one.
  const entry = opts.script ? ['--import', 'tsx', opts.script] : [join(SERVER_DIR, 'main.js')];
  const flags = opts.script ? (opts.nodeArgs ?? []) : [...SERVER_NODE_FLAGS, ...(opts.nodeArgs ?? [])];
  const child = spawn(process.execPath, [...flags, ...entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-20_000);
  });
  child.stdout?.on('data', (d: Buffer) => {
    stdout = (stdout + d.toString()).slice(-100_000);
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
  return { url, pid: child.pid ?? 0, child, stop: () => end('SIGTERM'), kill: () => end('SIGKILL'), stderr: () => stderr, stdout: () => stdout };
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
