/**
 * The threads that compute scrypt (docs/auth.md, "Password hashing under load"). Node's async
 * `crypto.scrypt` runs on libuv's thread pool (4 threads), the same pool that reads static files
 * and does DNS and zlib: a burst of sign-ins used to fill it, and the login page's own files
 * waited behind the hashes. Here each hash runs `scryptSync` in a worker thread of its own
 * (node:worker_threads), so the libuv pool stays free for files.
 *
 * How many workers: HASH_WORKERS, else half the cores (at least 1, at most 4): on a 2-core box
 * one core hashes while the other serves pages and queries. ./hashQueue.ts lets exactly this many
 * hashes run at once and makes the rest wait in line.
 *
 * The worker's code is a string evaluated by the worker (no file of its own), so it is the same
 * under tsx, in the tests and in the esbuild bundle of dist/server.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export interface ScryptJob {
  password: string;
  salt: Buffer;
  keyBytes: number;
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
// On Linux a thread's nice value is its own and starts as its creator's: the shared workers (any
// sign-in, a flood's too) go \`lower\` steps below the process's priority, whatever it runs at, so
// they yield the CPU to the server's pages and queries and to the known devices' worker, which
// keeps the process's own (lower 0: not touched; an absolute 0 had put it below a process started
// at nice -10). Lowering a priority needs no privileges. Elsewhere this may do nothing.
try { const os = require('node:os'); if (workerData.lower > 0) os.setPriority(0, Math.min(19, os.getPriority(0) + workerData.lower)); } catch {}
parentPort.on('message', (job) => {
  try {
    const key = scryptSync(job.password, Buffer.from(job.salt), job.keyBytes, { N: job.N, r: job.r, p: job.p, maxmem: job.maxmem });
    parentPort.postMessage({ id: job.id, key });
  } catch (e) {
    parentPort.postMessage({ id: job.id, error: String(e && e.message || e) });
  }
});
`;

/** The whole number `value` says when it is one from `min` to `max` (an empty or unset value: none). */
export const settingInRange = (value: string | undefined, min: number, max: number): number | undefined => {
  const n = value === undefined || value.trim() === '' ? NaN : Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

/** HASH_WORKERS (1..16), else half the cores, 1 to 4. */
export const hashWorkerCount = (env: NodeJS.ProcessEnv = process.env): number =>
  settingInRange(env.HASH_WORKERS, 1, 16) ?? Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2)));

interface Pending {
  resolve: (key: Buffer) => void;
  reject: (e: Error) => void;
}

/**
 * How far below the process's priority the shared workers run (the device lane's keep the
 * process's): HASH_SHARED_LOWER (0-19), else 10. 0 where the machine's other busy processes are
 * not the server's own (the end-to-end tests' browsers: there a lowered hash waited for them).
 */
export const sharedWorkerLower = (env: NodeJS.ProcessEnv = process.env): number => settingInRange(env.HASH_SHARED_LOWER, 0, 19) ?? 10;

/** One worker, one job at a time (the queue never gives a worker a second one). */
class HashWorker {
  private worker: Worker | undefined;

  /** How many steps below the process's priority this worker runs (0: the process's own). */
  constructor(readonly lower: number) {}
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  get busy(): boolean {
    return this.pending.size > 0;
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { lower: this.lower } });
    worker.on('message', (m: { id: number; key?: Uint8Array; error?: string }) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (this.pending.size === 0) worker.unref();
      if (m.key) p.resolve(Buffer.from(m.key.buffer, m.key.byteOffset, m.key.byteLength));
      else p.reject(new Error(m.error ?? 'scrypt failed'));
    });
    const fail = (e: Error) => {
      this.worker = undefined;
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`hash worker exited with code ${code}`)));
    // An idle worker does not keep the process alive; a busy one does (ref below).
    worker.unref();
    return worker;
  }

  run(job: ScryptJob): Promise<Buffer> {
    this.worker ??= this.spawn();
    const worker = this.worker;
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ ...job, id, salt: new Uint8Array(job.salt) });
    });
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = undefined;
    if (w) await w.terminate();
  }
}

export class HashPool {
  private readonly workers: HashWorker[];

  /** `size` shared workers (at a lower CPU priority) and `reserved` ones for the device lane. */
  constructor(
    readonly size: number,
    readonly reserved = 0,
  ) {
    this.workers = [...Array.from({ length: size }, () => new HashWorker(sharedWorkerLower())), ...Array.from({ length: reserved }, () => new HashWorker(0))];
  }

  /**
   * The derived key. The caller (the queue, ./hashQueue.ts) runs at most `size` jobs of other
   * lanes and `size + reserved` in all at once: a device-lane job takes a reserved worker when one
   * is free, others a shared one.
   */
  scrypt(job: ScryptJob, device = false): Promise<Buffer> {
    const reserved = this.workers.slice(this.size);
    const shared = this.workers.slice(0, this.size);
    const free = (device ? [...reserved, ...shared] : [...shared, ...reserved]).find((w) => !w.busy) ?? this.workers[0];
    return free.run(job);
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
  }
}
