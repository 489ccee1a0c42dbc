/**
 * The sign-in challenge's proof of work (src/protocol/proofOfWork.ts), shared by the server and
 * the login form: its SHA-256 is node:crypto's, the check counts leading zero bits, and the
 * solver finds an answer the check accepts.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadingZeroBits, proofHolds, sha256Words, solveChallenge } from '../../src/protocol/proofOfWork';

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
