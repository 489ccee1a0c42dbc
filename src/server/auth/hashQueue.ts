/**
 * The waiting line in front of password hashing (docs/auth.md, "Password hashing under load").
 * A hash costs about a second of one core, so a burst of sign-ins must neither pile up without
 * bound nor let one address crowd everybody else out:
 * - at most `concurrency` hashes run at once (the hashing workers of ./hashPool.ts);
 * - one address holds at most `perAddress` places (running and waiting): the next one is
 *   refused at once, 429 `too_many_attempts`;
 * - at most `maxWaiting` hashes wait in all. When the line is full, a newcomer whose address
 *   holds fewer places than the busiest address takes the busiest address's newest place (that
 *   request is refused instead); otherwise the newcomer is refused, 503 `server_busy`;
 * - each address's hashes run in the order they came (FIFO); between addresses, the next hash
 *   is the one of the address served longest ago (an address never served goes first), so a
 *   real user signing in during a flood waits for the hashes already running, not the flood's.
 * Work with no address (the command line, the seed, the server's own jobs) is never refused and
 * waits in its own line like an address.
 * Refusals carry a Retry-After estimate from the recent hash durations.
 */
import { ApiError, RetryLaterError } from '../http/errors';

export interface HashQueueLimits {
  /** Hashes running at once. */
  concurrency: number;
  /** Places (running and waiting) one address may hold. */
  perAddress: number;
  /** Hashes waiting (not yet running) in all. */
  maxWaiting: number;
}

/** The key of work without an address. */
const INTERNAL = '\u0000internal';

interface Task {
  address: string;
  internal: boolean;
  start: () => void;
  refuse: (e: ApiError) => void;
}

interface Line {
  waiting: Task[];
  running: number;
  /** When this address last had a hash started (0: never). */
  servedAt: number;
}

export class HashQueue {
  private readonly lines = new Map<string, Line>();
  private running = 0;
  private waiting = 0;
  /** A monotonic counter, so "served longest ago" has no ties. */
  private tick = 0;
  /** Recent hash duration (ms), for Retry-After. */
  private typicalMs = 1000;

  constructor(readonly limits: HashQueueLimits) {}

  /** Running and waiting, for the docs' numbers and the tests. */
  stats(): { running: number; waiting: number; addresses: number } {
    return { running: this.running, waiting: this.waiting, addresses: this.lines.size };
  }

  /**
   * Run `work` when its turn comes. Rejects at once (ApiError with a Retry-After) when the
   * address has its share or the line is full; `address` undefined is internal work.
   */
  run<T>(address: string | undefined, work: () => Promise<T>): Promise<T> {
    const key = address ?? INTERNAL;
    const internal = address === undefined;
    const line = this.lines.get(key) ?? { waiting: [], running: 0, servedAt: 0 };
    const held = line.waiting.length + line.running;
    if (!internal && held >= this.limits.perAddress) return Promise.reject(this.refusal('too_many_attempts', 429));
    if (!internal && this.waiting >= this.limits.maxWaiting && !this.makeRoomFor(held, true)) return Promise.reject(this.refusal('server_busy', 503));
    this.lines.set(key, line);
    return new Promise<T>((resolve, reject) => {
      const task: Task = {
        address: key,
        internal,
        refuse: reject,
        start: () => {
          const began = Date.now();
          work()
            .then(resolve, reject)
            .finally(() => {
              this.typicalMs = Math.round(this.typicalMs * 0.8 + (Date.now() - began) * 0.2);
              this.finish(key);
            });
        },
      };
      line.waiting.push(task);
      this.waiting++;
      this.pump();
    });
  }

  /**
   * The refusal `run` would give this address now, if any, without taking a place: a caller
   * checks it before its own work (a sign-in, before it counts the attempt in the database),
   * so a flood is turned away for the cost of a lookup. `run` may still refuse later.
   */
  refusalFor(address: string | undefined): ApiError | undefined {
    if (address === undefined) return undefined;
    const line = this.lines.get(address);
    const held = line ? line.waiting.length + line.running : 0;
    if (held >= this.limits.perAddress) return this.refusal('too_many_attempts', 429);
    if (this.waiting >= this.limits.maxWaiting && !this.makeRoomFor(held, false)) return this.refusal('server_busy', 503);
    return undefined;
  }

  /** Whether the busiest address holds more than `held` places (and, with `evict`, refuse its newest waiting one). */
  private makeRoomFor(held: number, evict: boolean): boolean {
    let busiest: Line | undefined;
    let most = held;
    for (const line of this.lines.values()) {
      const count = line.waiting.length + line.running;
      const evictable = line.waiting.length > 0 && !line.waiting[line.waiting.length - 1].internal;
      if (evictable && count > most) {
        busiest = line;
        most = count;
      }
    }
    if (!busiest) return false;
    if (!evict) return true;
    const task = busiest.waiting.pop()!;
    this.waiting--;
    task.refuse(this.refusal('server_busy', 503));
    return true;
  }

  private refusal(code: 'too_many_attempts' | 'server_busy', status: number): ApiError {
    // Everything ahead of a new place, spread over the workers.
    const aheadMs = ((this.waiting + this.running + 1) * this.typicalMs) / this.limits.concurrency;
    return new RetryLaterError(code, status, Math.max(1, Math.ceil(aheadMs / 1000)));
  }

  private finish(key: string): void {
    this.running--;
    const line = this.lines.get(key);
    if (line) {
      line.running--;
      if (line.running === 0 && line.waiting.length === 0) this.lines.delete(key);
    }
    this.pump();
  }

  /** Start waiting hashes while there is room: the head of the line served longest ago first. */
  private pump(): void {
    while (this.running < this.limits.concurrency && this.waiting > 0) {
      let next: Line | undefined;
      for (const line of this.lines.values()) if (line.waiting.length > 0 && (!next || line.servedAt < next.servedAt)) next = line;
      if (!next) return;
      const task = next.waiting.shift()!;
      this.waiting--;
      this.running++;
      next.running++;
      next.servedAt = ++this.tick;
      task.start();
    }
  }
}
