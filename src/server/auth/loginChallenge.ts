/**
 * The sign-in challenge (docs/auth.md, "Known devices, lanes and the challenge"): when the
 * hashing line is loaded, a sign-in from an unknown device (no valid device cookie) must first
 * pay a proof of work, solved by the login form in the browser (src/protocol/proofOfWork.ts):
 * a request without one is answered at once with a challenge, at no database or hashing cost;
 * one with a valid proof waits in the `proven` lane, ahead of unproven work (./hashQueue.ts).
 * No third party: the server makes and checks the challenges itself.
 *
 * A challenge is stateless and signed with the database's secret (./secret.ts), so any instance
 * checks any other's: `c1.<random>.<expires, unix seconds>.<difficulty>.<mac>`. Each is accepted
 * once per instance (remembered until it expires) and for two minutes.
 * Its price follows the line: free while fewer than `freeWaiting` unproven sign-ins wait, then
 * MIN_BITS, rising to MAX_BITS as the line fills (some 65,000 to a million SHA-256 tries: well
 * under a second to a few seconds in a browser, and as much for a flood per attempt).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { proofHolds, type LoginChallenge } from '../../protocol/proofOfWork';

export const CHALLENGE_TTL_S = 120;
export const MIN_BITS = 16;
export const MAX_BITS = 20;
/** Unproven sign-ins that may wait per hashing worker before the challenge is asked for. */
export const FREE_WAITING_PER_WORKER = 4;
/** Used challenges remembered at most (each for its two minutes); beyond, proofs are refused until some expire. */
const MAX_REMEMBERED = 50_000;

const TOKEN_RE = /^c1\.([A-Za-z0-9_-]{16})\.([0-9]{1,12})\.([0-9]{1,2})\.([A-Za-z0-9_-]{43})$/;

const mac = (secret: Buffer, nonce: string, expires: number, difficulty: number): Buffer =>
  createHmac('sha256', secret).update(`challenge|${nonce}|${expires}|${difficulty}`).digest();

/** The bits asked for at this load of the line (0: none). */
export const challengeBits = (load: { openWaiting: number; waiting: number; maxWaiting: number }, freeWaiting: number): number => {
  if (load.openWaiting < freeWaiting) return 0;
  const room = Math.max(1, load.maxWaiting - freeWaiting);
  const share = Math.min(1, Math.max(0, (load.waiting - freeWaiting) / room));
  return MIN_BITS + Math.round(share * (MAX_BITS - MIN_BITS));
};

export class ChallengeBook {
  /** Used challenges and when each expires (seconds). */
  private readonly used = new Map<string, number>();

  constructor(private readonly secret: () => Buffer) {}

  issue(difficulty: number, nowS: number): LoginChallenge {
    const nonce = randomBytes(12).toString('base64url');
    const expires = nowS + CHALLENGE_TTL_S;
    return { challenge: `c1.${nonce}.${expires}.${difficulty}.${mac(this.secret(), nonce, expires, difficulty).toString('base64url')}`, difficulty };
  }

  /** Whether `answer` solves a challenge this server made, unexpired and not used before (it is used now). */
  redeem(challenge: string, answer: string, nowS: number): boolean {
    const m = TOKEN_RE.exec(challenge);
    if (!m) return false;
    const expires = Number(m[2]);
    const difficulty = Number(m[3]);
    if (expires < nowS || expires > nowS + CHALLENGE_TTL_S) return false;
    const expected = mac(this.secret(), m[1], expires, difficulty);
    if (!timingSafeEqual(Buffer.from(m[4], 'base64url'), expected)) return false;
    if (this.used.has(m[1]) || !proofHolds(challenge, answer, difficulty)) return false;
    this.forgetExpired(nowS);
    if (this.used.size >= MAX_REMEMBERED) return false;
    this.used.set(m[1], expires);
    return true;
  }

  private forgetExpired(nowS: number): void {
    if (this.used.size < MAX_REMEMBERED / 2) return;
    for (const [key, expires] of this.used) if (expires < nowS) this.used.delete(key);
  }
}
