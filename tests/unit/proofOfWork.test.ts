/**
 * The sign-in challenge's proof of work (src/protocol/proofOfWork.ts), shared by the server and
 * the login form: its SHA-256 is node:crypto's, the check counts leading zero bits, and the
 * solver finds an answer the check accepts.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadingZeroBits, proofHolds, sha256Words, solveChallenge } from '../../src/protocol/proofOfWork';
import { signInAnsweringChallenges } from '../../src/app/auth/loginChallenge';
import type { Envelope } from '../../src/protocol/wire';

const hex = (words: Uint32Array) => [...words].map((w) => w.toString(16).padStart(8, '0')).join('');

describe('the proof of work', () => {
  it('hashes exactly as node:crypto, across block boundaries', () => {
    for (const length of [0, 1, 3, 55, 56, 57, 63, 64, 65, 119, 120, 200]) {
      const text = Array.from({ length }, (_, i) => String.fromCharCode(33 + ((i * 7) % 90))).join('');
      expect(hex(sha256Words(text)), `length ${length}`).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });

  it('counts leading zero bits', () => {
    expect(leadingZeroBits(new Uint32Array([0x80000000, 0]))).toBe(0);
    expect(leadingZeroBits(new Uint32Array([0x0000ffff, 0]))).toBe(16);
    expect(leadingZeroBits(new Uint32Array([0, 0x10000000]))).toBe(35);
    expect(leadingZeroBits(new Uint32Array([0, 0]))).toBe(64);
  });

  it('finds an answer the check accepts, reporting progress; a wrong or malformed answer is refused', async () => {
    const challenge = 'c1.test-challenge-for-unit.1.12.x';
    const shares: number[] = [];
    const nonce = await solveChallenge({ challenge, difficulty: 12 }, (s) => shares.push(s), undefined, 1);
    expect(proofHolds(challenge, nonce, 12)).toBe(true);
    expect(leadingZeroBits(sha256Words(`${challenge}:${nonce}`))).toBeGreaterThanOrEqual(12);
    // The first nonce that does not hold at 12 bits.
    let wrong = 0;
    while (proofHolds(challenge, String(wrong), 12)) wrong++;
    expect(proofHolds(challenge, String(wrong), 12)).toBe(false);
    for (const bad of ['', '-1', '1e3', ' 1', '12345678901234567', 'abc']) expect(proofHolds(challenge, bad, 0)).toBe(false);
    expect(shares.every((s) => s >= 0)).toBe(true);
  });

  it('stops when the form is left', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveChallenge({ challenge: 'x', difficulty: 30 }, undefined, controller.signal)).rejects.toThrow(/aborted/);
  });
});

describe('the login form answering a challenge', () => {
  it('solves the challenge the server sends, shows progress, and sends the sign-in again with the answer', async () => {
    const challenge = 'c1.unit-form-challenge.1.10.x';
    const sent: Record<string, unknown>[] = [];
    const post = async (body: Record<string, unknown>): Promise<Envelope<unknown>> => {
      sent.push(body);
      if (!body.nonce) return { status: 0, msg: 'Many sign-ins right now', data: { code: 'challenge_required', challenge, difficulty: 10 } };
      return proofHolds(challenge, String(body.nonce), 10) ? { status: 1, msg: 'ok', data: { token_info: { token: 't' } } } : { status: 0, msg: 'bad', data: null };
    };
    const progress: (number | null)[] = [];
    const env = await signInAnsweringChallenges(post, { mobile: '13900000001', pwd: 'p', type: 'pc' }, (s) => progress.push(s));
    expect(env.status).toBe(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ mobile: '13900000001', pwd: 'p', type: 'pc', challenge });
    expect(progress[0]).toBe(0);
    expect(progress.slice(-2)).toEqual([1, null]);
  });

  it('sends once and shows nothing when no challenge is asked', async () => {
    const sent: unknown[] = [];
    const progress: unknown[] = [];
    const env = await signInAnsweringChallenges(
      async (body) => (sent.push(body), { status: 0, msg: 'Wrong mobile number or password', data: { code: 'login_failed' } }),
      { mobile: 'm', pwd: 'p', type: 'pc' },
      (s) => progress.push(s),
    );
    expect(env.data).toEqual({ code: 'login_failed' });
    expect(sent).toHaveLength(1);
    expect(progress).toEqual([]);
  });
});
