/**
 * The line in front of photo decoding (docs/work.md, "Photos"): decoding a photo takes a core
 * and up to a few hundred MB for a second or more, so at most `concurrency` run at once and at
 * most `maxWaiting` wait; the next upload is refused at once, 503 `photo_busy` with Retry-After,
 * instead of piling up memory and slowing everyone else's calls down.
 */
import { retryLater } from '../http/errors';

export interface DecodeLimits {
  /** Decodes running at once. */
  concurrency: number;
  /** Decodes waiting their turn. */
  maxWaiting: number;
}

/** One decode at a time on a small machine, three waiting: a phone's upload waits a few seconds at most. */
export const DECODE_LIMITS: DecodeLimits = { concurrency: 1, maxWaiting: 3 };

export class DecodeLine {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limits: DecodeLimits = DECODE_LIMITS) {}

  /** Decodes running and waiting now. */
  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Run `work` in its turn, or refuse at once when the line is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.concurrency) this.running += 1;
    else if (this.waiting.length >= this.limits.maxWaiting) throw retryLater('photo_busy', 503, 2);
    // The place is handed over by the decode that ends (running stays counted).
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
