/**
 * Sign-in from a known device, and the challenge for unknown ones (issue 26 item 1, docs/auth.md
 * "Known devices, lanes and the challenge"), through the real sign-in call, on PGlite and
 * PostgreSQL (TEST_DATABASE_URL):
 * - a sign-in gives an HttpOnly device cookie; with it, the account signs in while every shared
 *   hashing slot is taken (its own lane) and without a challenge when the line is loaded;
 * - under load an unknown device is answered with a challenge at no other cost, and signs in
 *   once it answers; an answer is used once;
 * - a known device's wrong passwords lock that device only: the account's other devices and a
 *   clean address still sign in; the account's brake does not refuse a known device.
 */
import { hashing } from '../../src/server/auth/password';
import { keyOf } from '../../src/server/auth/rateLimit';
import { loginCounters } from '../../src/server/auth/loginThrottle';
import { FREE_WAITING_PER_WORKER, MIN_BITS } from '../../src/server/auth/loginChallenge';
import { solveChallenge } from '../../src/protocol/proofOfWork';
import { authWorldFor } from './authWorld';
import { createTestUser, type TestUser } from './helpers/login';

const LOGIN = '/index/User_Reg/pwd_login';
const w = authWorldFor('login_lanes');

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  cookie?: string;
  setCookie?: string;
  retryAfter?: string;
}

const signIn = async (mobile: string, pwd: string, opts: { ip?: string; cookie?: string; challenge?: string; nonce?: string } = {}): Promise<Answer> => {
  const res = await w.app.inject({
    method: 'POST',
    url: LOGIN,
    headers: { 'content-type': 'application/json', ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    payload: JSON.stringify({ mobile, pwd, type: 'pc', ...(opts.challenge ? { challenge: opts.challenge, nonce: opts.nonce } : {}) }),
    remoteAddress: opts.ip ?? '127.0.0.1',
  });
  const setCookie = res.headers['set-cookie'] as string | undefined;
  return { status: res.statusCode, body: res.json(), setCookie, cookie: setCookie?.split(';')[0], retryAfter: res.headers['retry-after'] as string | undefined };
};
const outcome = (a: Answer) => (a.body.status === 1 ? 'signed_in' : a.body.data?.code);

/** Places held in the open lane by a pretend flood (never run), enough to make the challenge due. */
const loadLine = () => {
  const { queue } = hashing();
  const places = Array.from({ length: FREE_WAITING_PER_WORKER * queue.limits.concurrency }, (_, i) => queue.reserve(`198.51.100.${10 + i}`));
  return () => places.forEach((p) => p.release());
};

let user: TestUser;
beforeAll(async () => {
  user = await createTestUser(w.database, 1, { mobile: '13900000301', password: 'lanes password 301' });
});

describe('device cookies', () => {
  it('a sign-in gives a device cookie; with it the account signs in while every shared hashing slot is taken', async () => {
    const first = await signIn(user.mobile, user.password, { ip: '203.0.113.1' });
    expect(outcome(first)).toBe('signed_in');
    expect(first.setCookie).toMatch(/^cemetery_device=[^;]+; Path=\/index\/User_Reg; Max-Age=31536000; HttpOnly; SameSite=Strict$/);
    expect(first.setCookie).not.toContain(user.mobile);
    // Every shared slot runs a hash that does not end until the test says so.
    const { queue } = hashing();
    const holds: (() => void)[] = [];
    const running = Array.from({ length: queue.limits.concurrency }, (_, i) => queue.run(`198.51.100.${200 + i}`, () => new Promise<void>((r) => holds.push(r))));
    try {
      await new Promise((r) => setTimeout(r, 20));
      expect(queue.stats().running).toBe(queue.limits.concurrency);
      const known = await signIn(user.mobile, user.password, { ip: '203.0.113.2', cookie: first.cookie });
      expect(outcome(known)).toBe('signed_in');
      // A fresh token for the same device's browser, replacing the old one.
      expect(known.cookie).not.toBe(first.cookie);
      // The same cookie does not open the lane for another mobile: that sign-in waits for a shared slot.
      const other = signIn('13900000399', 'whatever password', { ip: '203.0.113.3', cookie: first.cookie });
      const settled = await Promise.race([other.then(() => 'answered'), new Promise((r) => setTimeout(() => r('waiting'), 300))]);
      expect(settled).toBe('waiting');
      holds.forEach((r) => r());
      expect(outcome(await other)).toBe('login_failed');
    } finally {
      holds.forEach((r) => r());
      await Promise.all(running);
    }
  });

  it('under load an unknown device gets a challenge at no other cost, signs in with its answer, and an answer is used once; a known device is not asked', async () => {
    const known = (await signIn(user.mobile, user.password, { ip: '203.0.113.4' })).cookie;
    const unload = loadLine();
    try {
      const failuresBefore = await w.database.db.selectFrom('auth_failure').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const asked = await signIn(user.mobile, user.password, { ip: '203.0.113.5' });
      expect(asked.status).toBe(200);
      expect(asked.body).toMatchObject({ status: 0, data: { code: 'challenge_required' } });
      expect(asked.body.data.difficulty).toBeGreaterThanOrEqual(MIN_BITS);
      expect(asked.setCookie).toBeUndefined();
      // Nothing was counted or read for it.
      const failuresAfter = await w.database.db.selectFrom('auth_failure').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(failuresAfter.n)).toBe(Number(failuresBefore.n));
      const nonce = await solveChallenge(asked.body.data);
      const proven = await signIn(user.mobile, user.password, { ip: '203.0.113.5', challenge: asked.body.data.challenge, nonce });
      expect(outcome(proven)).toBe('signed_in');
      expect(proven.setCookie).toMatch(/^cemetery_device=/);
      // The same answer again: asked anew.
      const replay = await signIn(user.mobile, user.password, { ip: '203.0.113.5', challenge: asked.body.data.challenge, nonce });
      expect(outcome(replay)).toBe('challenge_required');
      expect(replay.body.data.challenge).not.toBe(asked.body.data.challenge);
      // A known device signs in without one.
      expect(outcome(await signIn(user.mobile, user.password, { ip: '203.0.113.6', cookie: known }))).toBe('signed_in');
    } finally {
      unload();
    }
    // The line emptied: no challenge.
    expect(outcome(await signIn(user.mobile, user.password, { ip: '203.0.113.7' }))).toBe('signed_in');
  });
});

describe('lockouts with device cookies', () => {
  it("a device's wrong passwords lock that device only: another device and a clean address still sign in", async () => {
    const deviceA = (await signIn(user.mobile, user.password, { ip: '203.0.113.20' })).cookie;
    const deviceB = (await signIn(user.mobile, user.password, { ip: '203.0.113.21' })).cookie;
    for (let i = 0; i < 5; i++) {
      expect(outcome(await signIn(user.mobile, `wrong ${i}`, { ip: '203.0.113.20', cookie: deviceA }))).toBe('login_failed');
      w.advance(60_000);
    }
    const locked = await signIn(user.mobile, user.password, { ip: '203.0.113.20', cookie: deviceA });
    expect(outcome(locked)).toBe('too_many_attempts');
    // Until the oldest failure of the device is 15 minutes old (it was 5 minutes ago).
    expect(Number(locked.retryAfter)).toBeGreaterThanOrEqual(9 * 60);
    expect(outcome(await signIn(user.mobile, user.password, { ip: '203.0.113.20', cookie: deviceB }))).toBe('signed_in');
    // The device's failures were not the address's nor the pair's: from the same address without a cookie, it signs in.
    expect(outcome(await signIn(user.mobile, user.password, { ip: '203.0.113.20' }))).toBe('signed_in');
    // After the window, the device signs in again.
    w.advance(15 * 60_000);
    expect(outcome(await signIn(user.mobile, user.password, { ip: '203.0.113.20', cookie: deviceA }))).toBe('signed_in');
  });

  it("the account's brake (distributed guessing) does not refuse a known device, even from an address that failed", async () => {
    const device = (await signIn(user.mobile, user.password, { ip: '203.0.113.30' })).cookie;
    // Twelve failures on the account from the attacker's addresses, one of them 203.0.113.31.
    const rows = Array.from({ length: 12 }, (_, i) =>
      loginCounters(user.mobile, i === 0 ? '203.0.113.31' : `198.51.100.${100 + i}`).map((c) => ({ key: keyOf(c), at: new Date(w.now().getTime() - (12 - i) * 1000), attempt: `brake-${i}` })),
    ).flat();
    await w.database.db.insertInto('auth_failure').values(rows).execute();
    expect(outcome(await signIn(user.mobile, user.password, { ip: '203.0.113.31' }))).toBe('too_many_attempts');
    expect(outcome(await signIn(user.mobile, user.password, { ip: '203.0.113.31', cookie: device }))).toBe('signed_in');
  });
});
