/**
 * Device cookies and sign-in challenges (issue 26 item 1, docs/auth.md "Known devices, lanes and
 * the challenge"): a token proves a device for the mobile it was given for, with this server's
 * secret, within its year, untampered; the cookie keeps a few accounts; a challenge is redeemed
 * once, unexpired, signed here, with a right answer; its price rises with the line.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEVICE_TOKENS_PER_COOKIE, DEVICE_TTL_S, deviceSetCookie, deviceTokens, knownDevice, signDevice, verifyDevice } from '../../src/server/auth/deviceCookie';
import { CHALLENGE_TTL_S, ChallengeBook, MAX_BITS, MIN_BITS, challengeBits } from '../../src/server/auth/loginChallenge';
import { proofHolds } from '../../src/protocol/proofOfWork';

const secret = randomBytes(32);
const NOW = 1_790_000_000;

const solve = (challenge: string, bits: number): string => {
  for (let n = 0; ; n++) if (proofHolds(challenge, String(n), bits)) return String(n);
};

describe('device tokens', () => {
  it('verify for their account and mobile only, with this secret, untampered, within a year', () => {
    const token = signDevice(secret, 42, '13900000001', NOW);
    expect(verifyDevice(secret, token, '13900000001', NOW + 10)).toMatchObject({ userId: 42, issuedAt: NOW });
    expect(verifyDevice(secret, token, '13900000002', NOW)).toBeUndefined();
    expect(verifyDevice(randomBytes(32), token, '13900000001', NOW)).toBeUndefined();
    expect(verifyDevice(secret, token, '13900000001', NOW + DEVICE_TTL_S + 1)).toBeUndefined();
    // Issued in the future (a forged time) or with any part changed: refused.
    expect(verifyDevice(secret, signDevice(secret, 42, '13900000001', NOW + 3600), '13900000001', NOW)).toBeUndefined();
    const [id, device, issued, mac] = token.split('.');
    expect(verifyDevice(secret, [43, device, issued, mac].join('.'), '13900000001', NOW)).toBeUndefined();
    expect(verifyDevice(secret, [id, device, Number(issued) + 1, mac].join('.'), '13900000001', NOW)).toBeUndefined();
    expect(verifyDevice(secret, [id, device, issued, mac.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))].join('.'), '13900000001', NOW)).toBeUndefined();
    for (const junk of ['', 'x', `${token}x`, token.replace(/\./g, '-')]) expect(verifyDevice(secret, junk, '13900000001', NOW)).toBeUndefined();
  });

  it('each device has its own id; the mobile is not written in the token', () => {
    const a = verifyDevice(secret, signDevice(secret, 42, '13900000001', NOW), '13900000001', NOW);
    const b = verifyDevice(secret, signDevice(secret, 42, '13900000001', NOW), '13900000001', NOW);
    expect(a?.deviceId).not.toBe(b?.deviceId);
    expect(signDevice(secret, 42, '13900000001', NOW)).not.toContain('13900000001');
  });

  it('one cookie keeps the latest accounts of a browser: HttpOnly, SameSite=Strict, the sign-in path, a year', () => {
    let header: string | undefined;
    const tokens: string[] = [];
    for (let user = 1; user <= DEVICE_TOKENS_PER_COOKIE + 2; user++) {
      const token = signDevice(secret, user, `1390000000${user}`, NOW);
      tokens.push(token);
      const set = deviceSetCookie(header, token, user, false);
      expect(set).toMatch(/; Path=\/index\/User_Reg; Max-Age=31536000; HttpOnly; SameSite=Strict$/);
      header = `language=en; ${set.split(';')[0]}`;
    }
    const kept = deviceTokens(header);
    expect(kept).toEqual(tokens.slice(-DEVICE_TOKENS_PER_COOKIE).reverse());
    expect(knownDevice(secret, header, `1390000000${DEVICE_TOKENS_PER_COOKIE + 2}`, NOW)?.userId).toBe(DEVICE_TOKENS_PER_COOKIE + 2);
    expect(knownDevice(secret, header, '13900000001', NOW)).toBeUndefined();
    // Signing in to an account again replaces its token, not another's.
    const again = signDevice(secret, 4, '13900000004', NOW + 60);
    const replaced = deviceTokens(deviceSetCookie(header, again, 4, true).split(';')[0]);
    expect(replaced[0]).toBe(again);
    expect(replaced.filter((t) => t.startsWith('4.'))).toEqual([again]);
    expect(deviceSetCookie(header, again, 4, true)).toMatch(/; Secure$/);
  });
});

describe('sign-in challenges', () => {
  it('are free until the unproven line holds its share, then cost more bits as the line fills', () => {
    expect(challengeBits({ openWaiting: 3, waiting: 3, maxWaiting: 16 }, 4)).toBe(0);
    expect(challengeBits({ openWaiting: 4, waiting: 4, maxWaiting: 16 }, 4)).toBe(MIN_BITS);
    expect(challengeBits({ openWaiting: 4, waiting: 10, maxWaiting: 16 }, 4)).toBeGreaterThan(MIN_BITS);
    expect(challengeBits({ openWaiting: 4, waiting: 16, maxWaiting: 16 }, 4)).toBe(MAX_BITS);
  });

  it('are redeemed once, before they expire, when signed here and answered right', () => {
    const book = new ChallengeBook(() => secret);
    const c = book.issue(8, NOW);
    expect(c.difficulty).toBe(8);
    const answer = solve(c.challenge, 8);
    let wrong = 0;
    while (proofHolds(c.challenge, String(wrong), 8)) wrong++;
    expect(book.redeem(c.challenge, String(wrong), NOW)).toBe(false);
    expect(book.redeem(c.challenge, answer, NOW + CHALLENGE_TTL_S + 1)).toBe(false);
    expect(new ChallengeBook(() => randomBytes(32)).redeem(c.challenge, answer, NOW)).toBe(false);
    expect(book.redeem(c.challenge, answer, NOW + 5)).toBe(true);
    expect(book.redeem(c.challenge, answer, NOW + 6)).toBe(false);
    // A lowered difficulty breaks the signature.
    const easier = c.challenge.replace('.8.', '.1.');
    expect(book.redeem(easier, solve(easier, 1), NOW)).toBe(false);
    // Another instance on the same database (the same secret) accepts it.
    const other = book.issue(4, NOW);
    expect(new ChallengeBook(() => secret).redeem(other.challenge, solve(other.challenge, 4), NOW)).toBe(true);
  });
});
