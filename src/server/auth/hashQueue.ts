/**
 * The one way to a password hash (sign-in checks, new passwords, resets, accounts made by a
 * manager, create-admin, seeding): a bounded queue in front of a fixed number of hashing
 * threads (./hashWorkers.ts).
 * - `workers` hashes run at once (PASSWORD_HASH_WORKERS, default half the cores, at least 1),
 *   each on its own thread, so file serving and the event loop keep the other cores.
 * - A source (the client's address) may have `perSource` hashes waiting or running (default 2);
 *   one more is refused at once with 429 `too_many_requests`. The server's own hashes (source
 *   `local`: the command line, seeding) only wait their turn.
 * - At most `waiting` hashes wait in all (default 8 per worker); one more is refused at once with
 *   503 `server_busy`. Both carry Retry-After.
 * - The next hash to run is that of the source that had the fewest hashes lately (a count that
 *   halves every 30 seconds), first come first served among equals: a flood from a few addresses
 *   keeps its own turns, and a newcomer (a real sign-in) runs as soon as a thread is free.
 * Each hash costs the same whatever it is for: an unknown mobile's dummy hash waits in the same
 * line as a real one. The limits are per server process; docs/auth.md gives the figures.
 */
import { availableParallelism } from 'node:os';
import { serverBusy, tooManyRequests } from '../http/errors';
import { deriveOnWorker, type DeriveJob } from './hashWorkers';

export interface HashLimits {
  workers: number;
  perSource: number;
  waiting: number;
}

const envInt = (name: string, fallback: number): number => {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export const defaultHashLimits = (): HashLimits => {
  const workers = envInt('PASSWORD_HASH_WORKERS', Math.max(1, Math.floor(availableParallelism() / 2)));
  return { workers, perSource: envInt('PASSWORD_HASH_PER_ADDRESS', 2), waiting: envInt('PASSWORD_HASH_QUEUE', 8 * workers) };
};

/** How fast a source's recent count is forgotten. */
const HALF_LIFE_MS = 30_000;
/** The source of hashes nobody asked for over HTTP (command line, seeding). */
export const LOCAL_SOURCE = 'local';

interface Pending {
  source: string;
  job: DeriveJob;
  resolve: (key: Buffer) => void;
  reject: (e: unknown) => void;
}

interface Recent {
  count: number;
  at: number;
}

let limits = defaultHashLimits();
let running = 0;
const pending: Pending[] = [];
/** Hashes waiting or running, per source. */
const inFlight = new Map<string, number>();
const recent = new Map<string, Recent>();

const recentCount = (source: string, now: number): number => {
  const r = recent.get(source);
  return r ? r.count * 0.5 ** ((now - r.at) / HALF_LIFE_MS) : 0;
};

const noteStarted = (source: string, now: number): void => {
  recent.set(source, { count: recentCount(source, now) + 1, at: now });
  // Sources forgotten by now need no entry (a flood from many addresses must not grow the map for ever).
  if (recent.size > 10_000) for (const [key] of recent) if (recentCount(key, now) < 0.01) recent.delete(key);
};

const release = (source: string): void => {
  const n = (inFlight.get(source) ?? 1) - 1;
  if (n > 0) inFlight.set(source, n);
  else inFlight.delete(source);
};

const pump = (): void => {
  while (running < limits.workers && pending.length > 0) {
    const now = Date.now();
    let best = 0;
    let bestCount = recentCount(pending[0].source, now);
    for (let i = 1; i < pending.length; i++) {
      const c = recentCount(pending[i].source, now);
      if (c < bestCount) [best, bestCount] = [i, c];
    }
    const [next] = pending.splice(best, 1);
    running += 1;
    noteStarted(next.source, now);
    deriveOnWorker(next.job)
      .then(next.resolve, next.reject)
      .finally(() => {
        running -= 1;
        release(next.source);
        pump();
      });
  }
};

/**
 * A full line still takes a source that hashed less lately than someone waiting: the last
 * comer of the busiest source gives up its place (503, as if it had come when the line was
 * full). A flood from a few addresses cannot keep a newcomer out.
 */
const makeRoomFor = (source: string): boolean => {
  const now = Date.now();
  const mine = recentCount(source, now);
  let worst = -1;
  let worstCount = mine;
  for (let i = 0; i < pending.length; i++) {
    if (pending[i].source === LOCAL_SOURCE) continue;
    const c = recentCount(pending[i].source, now);
    // The busiest source, and its last comer among equals.
    if (c > mine && c >= worstCount) [worst, worstCount] = [i, c];
  }
  if (worst < 0) return false;
  const [evicted] = pending.splice(worst, 1);
  release(evicted.source);
  evicted.reject(serverBusy(1));
  return true;
};

/** Derive a key in the queue, or refuse at once when the source or the queue is full. */
export const queuedDerive = (source: string, job: DeriveJob): Promise<Buffer> => {
  // The server's own work (the command line, seeding, tests' fixtures) waits its turn without limits.
  if (source !== LOCAL_SOURCE) {
    if ((inFlight.get(source) ?? 0) >= limits.perSource) return Promise.reject(tooManyRequests(1));
    if (running >= limits.workers && pending.length >= limits.waiting && !makeRoomFor(source)) return Promise.reject(serverBusy(1));
  }
  inFlight.set(source, (inFlight.get(source) ?? 0) + 1);
  return new Promise<Buffer>((resolve, reject) => {
    pending.push({ source, job, resolve, reject });
    pump();
  });
};

/** Other limits (tests); the defaults again without an argument. */
export const setHashLimits = (next: Partial<HashLimits> = {}): void => {
  limits = { ...defaultHashLimits(), ...next };
  pump();
};

export const hashLimits = (): HashLimits => limits;

/** What the queue holds now (tests, diagnostics). */
export const hashQueueState = (): { running: number; waiting: number } => ({ running, waiting: pending.length });
