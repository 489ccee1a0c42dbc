/**
 * The one way to a password hash (sign-in checks, new passwords, resets, accounts made by a
 * manager, create-admin, seeding): a bounded queue in front of a fixed number of hashing
 * threads (./hashWorkers.ts).
 * - `workers` hashes run at once (PASSWORD_HASH_WORKERS, default half the cores, at least 1),
 *   each on its own thread, so file serving and the event loop keep the other cores.
 * - Admission, when a request that may hash arrives (sign-in, reset, password change:
 *   `admitHashing`, before any database work): a source (the client's address) may have
 *   `perSource` such requests under way (default 2); one more is refused at once with 429
 *   `too_many_requests`. When the line of hashes is full and the source cannot take a place (see
 *   below), 503 `server_busy`. Both carry Retry-After.
 * - Hashes asked for outside those requests (a manager's new account or reset, keyed by the
 *   manager) get the same per-source limit when they join the line.
 * - At most `waiting` hashes wait in all (default 8 per worker). A full line still takes a
 *   source less busy (hashes lately plus hashes waiting) than someone waiting: the last comer of
 *   the busiest source gives up its place (503). The server's own hashes (source `local`: the command line,
 *   seeding) only wait their turn.
 * - The next hash to run is that of the least busy source: the fewest hashes lately (a count
 *   that halves every 30 seconds) plus requests under way and hashes waiting; first come first
 *   served among equals. A flood from a few addresses keeps its own turns, and a newcomer (a real
 *   sign-in) runs as soon as a thread is free.
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
/** Per source: requests admitted by admitHashing and under way. */
const requests = new Map<string, number>();
/** Per source: hashes waiting or running outside such requests (a manager's new account). */
const hashes = new Map<string, number>();
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

const hold = (counts: Map<string, number>, source: string): void => {
  counts.set(source, (counts.get(source) ?? 0) + 1);
};

const unhold = (counts: Map<string, number>, source: string): void => {
  const n = (counts.get(source) ?? 1) - 1;
  if (n > 0) counts.set(source, n);
  else counts.delete(source);
};

/** How busy a source looks: its hashes lately, its requests under way and its hashes waiting now. */
const busyness = (source: string, now: number): number =>
  recentCount(source, now) + (requests.get(source) ?? 0) + (hashes.get(source) ?? 0) + pending.filter((p) => p.source === source).length;

const pump = (): void => {
  while (running < limits.workers && pending.length > 0) {
    const now = Date.now();
    let best = 0;
    let bestCount = busyness(pending[0].source, now);
    for (let i = 1; i < pending.length; i++) {
      const c = busyness(pending[i].source, now);
      if (c < bestCount) [best, bestCount] = [i, c];
    }
    const [next] = pending.splice(best, 1);
    running += 1;
    noteStarted(next.source, now);
    deriveOnWorker(next.job)
      .then(next.resolve, next.reject)
      .finally(() => {
        running -= 1;
        pump();
      });
  }
};

/** The waiting hash that gives up its place to `source`: the last comer of the busiest source, if busier than `source`. */
const placeFor = (source: string): number => {
  const now = Date.now();
  const mine = busyness(source, now);
  let worst = -1;
  let worstCount = mine;
  for (let i = 0; i < pending.length; i++) {
    if (pending[i].source === LOCAL_SOURCE) continue;
    const c = busyness(pending[i].source, now);
    if (c > mine && c >= worstCount) [worst, worstCount] = [i, c];
  }
  return worst;
};

const lineFull = (): boolean => running >= limits.workers && pending.length >= limits.waiting;

/** True when the line is full and `source` cannot take anyone's place in it. */
const noPlaceFor = (source: string): boolean => lineFull() && placeFor(source) < 0;

/**
 * A request that may hash has arrived from `source`: refused at once (429/503) when the source
 * has too many under way or the line has no place for it; else it holds a place for the source
 * until `done` is called (once, when the request ends).
 */
export const admitHashing = (source: string): { done: () => void } => {
  if ((requests.get(source) ?? 0) >= limits.perSource) throw tooManyRequests(1);
  if (noPlaceFor(source)) throw serverBusy(1);
  hold(requests, source);
  let ended = false;
  return {
    done: () => {
      if (ended) return;
      ended = true;
      unhold(requests, source);
    },
  };
};

/** Derive a key in the line, or refuse at once when the source or the line is full. */
export const queuedDerive = async (source: string, job: DeriveJob): Promise<Buffer> => {
  // Hashes of admitted requests were counted on arrival; others (a manager's new account) here.
  const counted = source !== LOCAL_SOURCE && !requests.has(source);
  if (counted && (hashes.get(source) ?? 0) >= limits.perSource) throw tooManyRequests(1);
  // The server's own work (the command line, seeding, tests' fixtures) waits its turn without limits.
  if (source !== LOCAL_SOURCE && lineFull()) {
    const place = placeFor(source);
    if (place < 0) throw serverBusy(1);
    const [evicted] = pending.splice(place, 1);
    evicted.reject(serverBusy(1));
  }
  if (counted) hold(hashes, source);
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      pending.push({ source, job, resolve, reject });
      pump();
    });
  } finally {
    if (counted) unhold(hashes, source);
  }
};

/** Other limits (tests); the defaults again without an argument. */
export const setHashLimits = (next: Partial<HashLimits> = {}): void => {
  limits = { ...defaultHashLimits(), ...next };
  pump();
};

export const hashLimits = (): HashLimits => limits;

/** What the queue holds now (tests, diagnostics). */
export const hashQueueState = (): { running: number; waiting: number } => ({ running, waiting: pending.length });
