/**
 * The public pages' kit, server side (docs/architecture.md): what any call without a session
 * needs. This is its rate limiter: fixed windows counted in this instance's memory, keyed by
 * whatever the page counts (an address, a mobile). In memory and not in the database (unlike
 * sign-in's counters, src/server/auth/rateLimit.ts): checked on every public call of a rush, it
 * must cost nothing; behind a load balancer each instance counts its own share, so a page backs
 * it with an exact rule in the database where it matters (the visits' per-day cap per mobile).
 */

/** Counters are dropped when more than this many keys are held (a flood of addresses cannot grow memory without bound). */
const MAX_KEYS = 200_000;

export class WindowCounter {
  private readonly counts = new Map<string, { start: number; n: number }>();

  /** Counts one hit of `key`; false when it goes over `max` in the current window (the hit is still counted). */
  hit(key: string, max: number, windowMs: number, now: number): boolean {
    return this.add(key, windowMs, now) <= max;
  }

  /** Whether `key` is already over `max`, without counting. */
  over(key: string, max: number, windowMs: number, now: number): boolean {
    const c = this.counts.get(key);
    return c !== undefined && now - c.start < windowMs && c.n >= max;
  }

  add(key: string, windowMs: number, now: number): number {
    let c = this.counts.get(key);
    if (!c || now - c.start >= windowMs) {
      if (this.counts.size >= MAX_KEYS) this.sweep(windowMs, now);
      c = { start: now, n: 0 };
      this.counts.set(key, c);
    }
    c.n += 1;
    return c.n;
  }

  private sweep(windowMs: number, now: number): void {
    for (const [k, c] of this.counts) if (now - c.start >= windowMs) this.counts.delete(k);
    if (this.counts.size >= MAX_KEYS) this.counts.clear();
  }
}
