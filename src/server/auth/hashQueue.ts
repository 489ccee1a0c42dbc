/**
 * The waiting line in front of password hashing (docs/auth.md, "Password hashing under load").
 * A hash costs about a second of one core, so a burst of sign-ins must neither pile up without
 * bound nor let one address crowd everybody else out:
 * - at most `concurrency` hashes run at once (the hashing workers of ./hashPool.ts);
 * - one address holds at most `perAddress` places (running and waiting): the next one is
 *   refused at once, 429 `too_many_attempts`;
 * - at most `maxWaiting` hashes wait in all. When the line is full, an address holding no place
 *   (a newcomer: the real user during a flood) takes the newest waiting place of the address
 *   holding the most (that request is refused instead); anyone else is refused, 503
 *   `server_busy`. Only newcomers take places back, so flooding addresses cannot keep taking
 *   each other's places (each taken-back request has already done some work);
 * - each address's hashes run in the order they came (FIFO); between addresses, the next hash
 *   is the one of the address served longest ago (an address never served goes first), so a
 *   real user signing in during a flood waits for the hashes already running, not the flood's.
 * Work with no address (the command line, the seed, the server's own jobs) is never refused and
 * waits in its own line like an address.
 * A request takes its place first (`reserve`, before any other work: a sign-in reserves before
 * it counts the attempt in the database), so a flood is turned away for the cost of a lookup,
 * and only requests holding a place do any work; the place is used by one hash or released.
 * Refusals carry a Retry-After estimate from the recent hash durations.
 *
 * Three lanes (issue 26, docs/auth.md "Known devices, lanes and the challenge"):
 * - `device`: a sign-in presenting a valid device cookie for its account (./deviceCookie.ts),
 *   keyed by the account, not the address (a per-account share). It has `reserved` slots of its
 *   own that no other lane may use, a bound of its own (`deviceWaiting`), and starts before
 *   anything else: a flood, which has no device cookie, cannot fill it;
 * - `proven`: an unknown device that solved the challenge (./loginChallenge.ts), keyed by
 *   address; starts before `open` work and, when the line is full, takes back an open place;
 * - `open`: everything else (and internal work).
 * `concurrency` slots serve every lane; `reserved` more serve the device lane only.
 */
import { ApiError, retryLater } from '../http/errors';

export type Lane = 'device' | 'proven' | 'open';

/** Which lane starts first. */
const LANES: readonly Lane[] = ['device', 'proven', 'open'];

export interface HashQueueLimits {
  /** Hashes of any lane running at once. */
  concurrency: number;
  /** Further hashes of the device lane only (default 0). */
  reserved?: number;
  /** Device-lane places waiting in all (default `maxWaiting`). */
  deviceWaiting?: number;
  /** Places (running and waiting) one address may hold. */
  perAddress: number;
  /** Hashes waiting (not yet running) in all. */
  maxWaiting: number;
}

/** Whether line `a` comes before line `b`: served longer ago, or as long ago and holding fewer places. */
const servedBefore = (a: Line, b: Line): boolean =>
  a.servedAt < b.servedAt || (a.servedAt === b.servedAt && a.waiting.length + a.running < b.waiting.length + b.running);

/** How many addresses' last service the scheduler remembers. */
const REMEMBERED_ADDRESSES = 10_000;

/** The key of work without an address. */
const INTERNAL = '\u0000internal';

interface Task {
  internal: boolean;
  lane: Lane;
  /** Set when the holder hands its work over; until then the place waits without being started. */
  start?: () => void;
  /** The place was taken back (a newcomer's turn): its work will not run. */
  refused?: ApiError;
  onRefuse?: (e: ApiError) => void;
  done: boolean;
}

interface Line {
  waiting: Task[];
  running: number;
  /** When this address last had a hash started (0: never). */
  servedAt: number;
}

/** A place in the line, held by one request: it runs one piece of work, or is released. */
export interface Place {
  /** The lane the place waits in (a device-lane hash runs on a device worker, ./hashPool.ts). */
  readonly lane: Lane;
  /** Run `work` in this place's turn; rejects with the refusal if the place was taken back. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Give the place up unused (no-op once its work has been handed over). */
  release(): void;
}

export class HashQueue {
  private readonly lines = new Map<string, Line>();
  private running = 0;
  /** Of `running`: the device lane's. */
  private runningDevice = 0;
  /** Waiting places outside the device lane (bounded by maxWaiting). */
  private waiting = 0;
  /** Waiting places of the device lane (bounded by deviceWaiting). */
  private waitingDevice = 0;
  /** Of `waiting`: the open lane's (not proven, not internal). */
  private waitingOpen = 0;
  /** A monotonic counter, so "served longest ago" has no ties. */
  private tick = 0;
  /** Recent hash duration (ms), for Retry-After. */
  private typicalMs = 1000;
  /**
   * When each recent address was last served, kept after its line empties: an address that
   * floods, drains and comes back is not a newcomer to the scheduler.
   */
  private readonly lastServed = new Map<string, number>();

  constructor(readonly limits: HashQueueLimits) {}

  /** Running and waiting (places held included), for the tests. */
  stats(): { running: number; waiting: number; addresses: number } {
    return { running: this.running, waiting: this.waiting + this.waitingDevice, addresses: this.lines.size };
  }

  /** How full the shared line is: open places waiting, and the bound of all waiting places (./loginChallenge.ts prices the challenge from it). */
  load(): { openWaiting: number; waiting: number; maxWaiting: number; running: number } {
    return { openWaiting: this.waitingOpen, waiting: this.waiting, maxWaiting: this.limits.maxWaiting, running: this.running };
  }

  /**
   * Take a place for `address` (undefined: internal work, never refused), or throw the refusal
   * (an ApiError with Retry-After) when the address has its share or the line is full.
   */
  reserve(address: string | undefined, lane: Lane = 'open'): Place {
    const key = address ?? INTERNAL;
    const internal = address === undefined;
    if (internal) lane = 'open';
    const line = this.lines.get(key) ?? { waiting: [], running: 0, servedAt: this.lastServed.get(key) ?? 0 };
    const held = line.waiting.length + line.running;
    if (!internal && held >= this.limits.perAddress) throw this.refusal('too_many_attempts', 429);
    if (lane === 'device') {
      if (this.waitingDevice >= (this.limits.deviceWaiting ?? this.limits.maxWaiting)) throw this.refusal('server_busy', 503);
    } else if (!internal && this.waiting >= this.limits.maxWaiting && !this.makeRoom(held === 0, lane === 'proven')) throw this.refusal('server_busy', 503);
    this.lines.set(key, line);
    const task: Task = { internal, lane, done: false };
    line.waiting.push(task);
    this.count(task, 1);
    return {
      lane,
      run: <T>(work: () => Promise<T>): Promise<T> => {
        if (task.refused) return Promise.reject(task.refused);
        if (task.start || task.done) return Promise.reject(new Error('a place runs one piece of work'));
        return new Promise<T>((resolve, reject) => {
          task.onRefuse = reject;
          task.start = () => {
            const began = Date.now();
            work()
              .then(resolve, reject)
              .finally(() => {
                this.typicalMs = Math.round(this.typicalMs * 0.8 + (Date.now() - began) * 0.2);
                task.done = true;
                this.finish(key, task.lane);
              });
          };
          this.pump();
        });
      },
      release: () => {
        if (task.start || task.done || task.refused) return;
        task.done = true;
        this.remove(key, task);
      },
    };
  }

  /** Run `work` when its turn comes: `reserve` and `run` at once (rejects with the refusal). */
  run<T>(address: string | undefined, work: () => Promise<T>, lane: Lane = 'open'): Promise<T> {
    let place: Place;
    try {
      place = this.reserve(address, lane);
    } catch (e) {
      return Promise.reject(e);
    }
    return place.run(work);
  }

  /**
   * Take back the newest waiting place of the address holding the most; between equals, of the
   * one served most recently (an address never served, the likely real user, last). Internal
   * work and the device lane are never taken back. A newcomer takes any open or proven place; a
   * proven request (it solved the challenge), newcomer or not, takes an open one.
   */
  private makeRoom(newcomer: boolean, proven: boolean): boolean {
    let busiest: [string, Line, Task] | undefined;
    let most = 0;
    for (const [key, line] of this.lines) {
      const count = line.waiting.length + line.running;
      const candidates = line.waiting.filter((t) => !t.internal && t.lane !== 'device' && (newcomer || (proven && t.lane === 'open')));
      // An open place goes before a proven one.
      const newest = candidates.filter((t) => t.lane === 'open').pop() ?? candidates.pop();
      if (!newest) continue;
      const better = !busiest || (busiest[2].lane === 'proven' && newest.lane === 'open') || (busiest[2].lane === newest.lane && (count > most || (count === most && line.servedAt > busiest[1].servedAt)));
      if (better) {
        busiest = [key, line, newest];
        most = count;
      }
    }
    if (!busiest) return false;
    const [key, , task] = busiest;
    task.refused = this.refusal('server_busy', 503);
    this.remove(key, task);
    task.onRefuse?.(task.refused);
    return true;
  }

  /** Keep the waiting counts of each lane. */
  private count(task: Task, by: 1 | -1): void {
    if (task.lane === 'device') this.waitingDevice += by;
    else {
      this.waiting += by;
      if (task.lane === 'open' && !task.internal) this.waitingOpen += by;
    }
  }

  private remove(key: string, task: Task): void {
    const line = this.lines.get(key);
    if (!line) return;
    const i = line.waiting.indexOf(task);
    if (i < 0) return;
    line.waiting.splice(i, 1);
    this.count(task, -1);
    if (line.running === 0 && line.waiting.length === 0) this.lines.delete(key);
    this.pump();
  }

  /** Keep the last service of recent addresses (a bounded number: the oldest are forgotten). */
  private remember(key: string, servedAt: number): void {
    if (key === INTERNAL) return;
    this.lastServed.delete(key);
    this.lastServed.set(key, servedAt);
    if (this.lastServed.size > REMEMBERED_ADDRESSES) this.lastServed.delete(this.lastServed.keys().next().value!);
  }

  private refusal(code: 'too_many_attempts' | 'server_busy', status: 429 | 503): ApiError {
    // Everything ahead of a new place, spread over the workers.
    const aheadMs = ((this.waiting + this.running + 1) * this.typicalMs) / this.limits.concurrency;
    return retryLater(code, status, Math.max(1, Math.ceil(aheadMs / 1000)));
  }

  private finish(key: string, lane: Lane): void {
    this.running--;
    if (lane === 'device') this.runningDevice--;
    const line = this.lines.get(key);
    if (line) {
      line.running--;
      if (line.running === 0 && line.waiting.length === 0) this.lines.delete(key);
    }
    this.pump();
  }

  /**
   * Start waiting work while there is room: the device lane first (in the reserved slots or the
   * shared ones), then proven, then open work in the shared slots. Within a lane, of the
   * addresses (accounts) with work handed over, the one served longest ago first (between
   * addresses never served, the one holding fewer places: at a flood's start the real user does
   * not wait for every flooding address's first hash); within an address, its oldest ready place.
   */
  private pump(): void {
    const total = this.limits.concurrency + (this.limits.reserved ?? 0);
    while (this.running < total) {
      const shared = this.running - this.runningDevice < this.limits.concurrency && this.running < total;
      let next: [string, Line] | undefined;
      let task: Task | undefined;
      for (const lane of LANES) {
        if (lane !== 'device' && !shared) break;
        for (const entry of this.lines) {
          if (next && !servedBefore(entry[1], next[1])) continue;
          const ready = entry[1].waiting.find((t) => t.start && t.lane === lane);
          if (ready) {
            next = entry;
            task = ready;
          }
        }
        if (task) break;
      }
      if (!next || !task) return;
      const [key, line] = next;
      line.waiting.splice(line.waiting.indexOf(task), 1);
      this.count(task, -1);
      this.running++;
      if (task.lane === 'device') this.runningDevice++;
      line.running++;
      line.servedAt = ++this.tick;
      this.remember(key, line.servedAt);
      task.start!();
    }
  }
}
