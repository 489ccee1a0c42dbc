/**
 * Threads of our own for scrypt. Node's async `crypto.scrypt` runs on libuv's thread pool (4
 * threads by default), which file reads share: a burst of sign-ins used to hold all four for
 * seconds and @fastify/static waited behind them for every file of the app. Here each hash
 * runs `scryptSync` inside a worker thread, outside that pool, one hash per worker at a time;
 * ./hashQueue.ts decides which hash runs next and how many wait.
 *
 * The worker's code is plain JavaScript evaluated as is, so it runs the same under tsx, vitest
 * and node. Workers are made when first needed and do not keep the process alive.
 */
import { Worker } from 'node:worker_threads';

const WORKER_CODE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', (job) => {
  try {
    const key = scryptSync(job.password, Buffer.from(job.salt), job.keyBytes, { N: job.N, r: job.r, p: job.p, maxmem: job.maxmem });
    parentPort.postMessage({ key });
  } catch (e) {
    parentPort.postMessage({ error: String((e && e.message) || e) });
  }
});
`;

export interface DeriveJob {
  password: string;
  salt: Buffer;
  keyBytes: number;
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

interface Slot {
  worker: Worker;
  busy: boolean;
}

const slots: Slot[] = [];

const spawn = (): Slot => {
  const worker = new Worker(WORKER_CODE, { eval: true });
  worker.unref();
  const slot = { worker, busy: false };
  // A worker that dies (out of memory) is replaced by the next job; its own job fails below.
  worker.on('exit', () => slots.splice(slots.indexOf(slot), 1));
  slots.push(slot);
  return slot;
};

/** Derive one key on an idle worker (made when none is idle); the caller bounds how many run at once. */
export const deriveOnWorker = (job: DeriveJob): Promise<Buffer> => {
  const slot = slots.find((s) => !s.busy) ?? spawn();
  slot.busy = true;
  return new Promise<Buffer>((resolve, reject) => {
    const done = (): void => {
      slot.worker.off('message', onMessage);
      slot.worker.off('error', onError);
      slot.busy = false;
    };
    const onMessage = (answer: { key?: Uint8Array; error?: string }): void => {
      done();
      if (answer.key) resolve(Buffer.from(answer.key.buffer, answer.key.byteOffset, answer.key.byteLength));
      else reject(new Error(answer.error ?? 'scrypt failed'));
    };
    const onError = (e: Error): void => {
      done();
      reject(e);
    };
    slot.worker.on('message', onMessage);
    slot.worker.on('error', onError);
    slot.worker.postMessage({ ...job, salt: new Uint8Array(job.salt) });
  });
};

/** Workers alive now (tests). */
export const workerCount = (): number => slots.length;
