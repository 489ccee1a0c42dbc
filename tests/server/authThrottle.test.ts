/**
 * Wrong passwords slow the (mobile, address) pair down; nobody can keep an account locked for
 * everyone (issue 12.6). The brake against distributed guessing never refuses the right
 * password from a clean address. Administrators see and clear an account's sign-in lock. A
 * disabled account with the right password is told it is disabled (issue 13.15).
 * docs/auth.md, "Sign-in and rate limits".
 */
import { FIRST_WAIT_MS, LOGIN_PER_ACCOUNT, LOGIN_PER_PAIR, loginCounters } from '../../src/server/auth/loginThrottle';
import { keyOf } from '../../src/server/auth/rateLimit';
import { startAuthWorld, type AuthWorld } from './authWorld';
import { createTestUser, loginAs, type TestUser } from './helpers/login';

const LOGIN = '/index/User_Reg/pwd_login';
const LOCKS = '/index/admin.user/login_locks';
const LOCK = '/index/admin.user/login_lock';
const CLEAR = '/index/admin.user/clear_login_lock';
const MINUTE = 60_000;

let w: AuthWorld;
const managers: Record<5 | 6, string> = { 5: '', 6: '' };
beforeAll(async () => {
  w = await startAuthWorld('auth_throttle');
  managers[5] = await loginAs(w.app, 5);
  managers[6] = await loginAs(w.app, 6);
});
afterAll(async () => {
  await w?.close();
});

/**
 * Earlier failures of `mobile` from `ip`, written as the sign-in writes them (each real one
 * costs a scrypt of about a second): counted on the pair, the address and the account.
 */
const pastFailures = async (mobile: string, ip: string, n: number): Promise<void> => {
  const rows = Array.from({ length: n }, (_, i) => loginCounters(mobile, ip).map((c) => ({ key: keyOf(c), at: new Date(w.now().getTime() - (n - i) * 1000), attempt: `past-${mobile}-${ip}-${i}` }))).flat();
  await w.database.db.insertInto('auth_failure').values(rows).execute();
};

const login = (mobile: string, pwd: string, ip: string, lang?: string) => w.post(LOGIN, { mobile, pwd, type: 'pc' }, { ip, lang });
const code = (r: { body: { status: number; data: { code?: string } | null } }) => (r.body.status === 1 ? 'signed_in' : r.body.data?.code);

describe('an attacker cannot lock an account for everyone', () => {
  it('wrong passwords from rotating addresses, again and again: the right password from a clean address still signs in', async () => {
    const user = await createTestUser(w.database, 1);
    // Five used to lock the account for 15 minutes, the right password included.
    for (let i = 0; i < 6; i++) expect(code(await login(user.mobile, `guess ${i}`, `198.51.100.${i}`))).toBe('login_failed');
    expect(code(await login(user.mobile, user.password, '203.0.113.1'))).toBe('signed_in');
    // Far more of them (written directly): still signed in from a clean address.
    for (let i = 0; i < 40; i++) await pastFailures(user.mobile, `198.51.101.${i}`, 1);
    expect(code(await login(user.mobile, user.password, '203.0.113.2'))).toBe('signed_in');
    w.advance(15 * MINUTE);
  });

  it('a pair gets 2 free failures, then waits 10 s, then 20 s, then (after 5) until its first failure is 15 minutes old', async () => {
    const user = await createTestUser(w.database, 1);
    const ip = '192.0.2.10';
    expect(code(await login(user.mobile, 'wrong 1', ip))).toBe('login_failed');
    expect(code(await login(user.mobile, 'wrong 2', ip))).toBe('login_failed');
    expect(code(await login(user.mobile, 'wrong 3', ip))).toBe('login_failed');
    // The right password from this address now waits too: the pair is slowed down, not the account.
    const early = await login(user.mobile, user.password, ip);
    expect(code(early)).toBe('too_many_attempts');
    expect(early.headers['retry-after']).toBe(String(FIRST_WAIT_MS / 1000));
    expect(code(await login(user.mobile, user.password, '192.0.2.11'))).toBe('signed_in');

    w.advance(FIRST_WAIT_MS);
    expect(code(await login(user.mobile, 'wrong 4', ip))).toBe('login_failed');
    w.advance(FIRST_WAIT_MS);
    expect(code(await login(user.mobile, 'wrong 5', ip))).toBe('too_many_attempts');
    w.advance(FIRST_WAIT_MS);
    expect(code(await login(user.mobile, 'wrong 5', ip))).toBe('login_failed');

    // Five failures: this address waits for the window; the refusals do not extend it.
    w.advance(5 * MINUTE);
    for (let i = 0; i < 3; i++) expect(code(await login(user.mobile, user.password, ip))).toBe('too_many_attempts');
    const waited = await login(user.mobile, user.password, ip);
    expect(Number(waited.headers['retry-after'])).toBeGreaterThan(8 * 60);
    expect(Number(waited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(code(await login(user.mobile, user.password, '192.0.2.12'))).toBe('signed_in');
    w.advance(10 * MINUTE);
    expect(code(await login(user.mobile, user.password, ip))).toBe('signed_in');
  });

  it('the brake: from 10 failures on, an address that already failed gets no more tries; a clean one still signs in', async () => {
    const user = await createTestUser(w.database, 2);
    for (let i = 0; i < LOGIN_PER_ACCOUNT.max - 1; i++) await pastFailures(user.mobile, `100.64.0.${i}`, 1);
    expect(code(await login(user.mobile, 'spray', '100.64.0.9'))).toBe('login_failed');
    // A guessing address that would still have free tries without the brake: refused, even with the right password.
    expect(code(await login(user.mobile, user.password, '100.64.0.3'))).toBe('too_many_attempts');
    // A new address is still checked (its wrong password is a plain failure) ...
    expect(code(await login(user.mobile, 'another guess', '100.64.1.1'))).toBe('login_failed');
    // ... and then it too is done for this window.
    expect(code(await login(user.mobile, 'and another', '100.64.1.1'))).toBe('too_many_attempts');
    // The owner, from an address with no failure: signed in.
    expect(code(await login(user.mobile, user.password, '100.64.2.1'))).toBe('signed_in');
    // The window moves on: the brake lifts.
    w.advance(LOGIN_PER_PAIR.windowMs + 1000);
    expect(code(await login(user.mobile, user.password, '100.64.0.3'))).toBe('signed_in');
  });

  it('an unknown mobile is slowed down exactly like a real one (nothing tells them apart)', async () => {
    const real = await createTestUser(w.database, 1);
    const answers = async (mobile: string, ip: string) => {
      const out: string[] = [];
      for (let i = 0; i < 4; i++) {
        const r = await login(mobile, `nope ${i}`, ip);
        out.push(`${code(r)} ${r.headers['retry-after'] ?? ''}`);
      }
      return out;
    };
    expect(await answers('13799999999', '192.0.2.50')).toEqual(await answers(real.mobile, '192.0.2.51'));
    w.advance(15 * MINUTE);
  });
});

describe('an administrator sees and clears a lock', () => {
  const lockUp = async (user: TestUser, ip: string) => {
    for (let i = 0; i < 3; i++) await login(user.mobile, `wrong ${i}`, ip);
    for (let i = 0; i < 2; i++) {
      w.advance(FIRST_WAIT_MS * 2 ** i);
      await login(user.mobile, `wrong again ${i}`, ip);
    }
  };

  it('level 5 sees the inside account locked, with its addresses, and clears it: the address signs in at once', async () => {
    const user = await createTestUser(w.database, 1, { nickname: 'Locked clerk' });
    await lockUp(user, '198.18.0.1');
    await login(user.mobile, 'once more', '198.18.0.2');
    expect(code(await login(user.mobile, user.password, '198.18.0.1'))).toBe('too_many_attempts');

    const list = await w.post(LOCKS, {}, { token: managers[5] });
    expect(list.status).toBe(200);
    const row = list.body.data.find((l: { id: number }) => l.id === user.id);
    expect(row).toMatchObject({ nickname: 'Locked clerk', mobile: user.mobile, failures: 6, brake: false, locked: true, until: expect.any(String) });
    expect(row.addresses).toEqual([
      { address: '198.18.0.1', failures: 5, retry_at: expect.any(String) },
      { address: '198.18.0.2', failures: 1, retry_at: null },
    ]);
    expect(new Date(row.until).getTime()).toBeGreaterThan(w.now().getTime());
    expect((await w.post(LOCK, { id: user.id }, { token: managers[5] })).body.data).toEqual(row);

    const cleared = await w.post(CLEAR, { id: user.id }, { token: managers[5] });
    expect(cleared.body).toMatchObject({ status: 200, data: { id: user.id, failures: 0, locked: false, addresses: [] } });
    expect((await w.post(LOCKS, {}, { token: managers[5] })).body.data.some((l: { id: number }) => l.id === user.id)).toBe(false);
    expect(code(await login(user.mobile, user.password, '198.18.0.1'))).toBe('signed_in');
    const log = await w.database.db.selectFrom('operation_log').selectAll().where('table_name', '=', 'user').where('row_id', '=', user.id).where('action', '=', 'update').executeTakeFirstOrThrow();
    expect(JSON.parse(String(log.after))).toEqual({ sign_in_failures: 0, sign_in_locked: false });
  });

  it('an account with no failures reads as unlocked', async () => {
    const user = await createTestUser(w.database, 2);
    expect((await w.post(LOCK, { id: user.id }, { token: managers[5] })).body.data).toMatchObject({ id: user.id, failures: 0, locked: false, brake: false, until: null, addresses: [] });
  });

  it('each manager sees only the accounts they manage; the other channel’s are not found; other levels are refused', async () => {
    const inside = await createTestUser(w.database, 2);
    const outside = await createTestUser(w.database, 4);
    await pastFailures(inside.mobile, '198.18.1.1', 5);
    await pastFailures(outside.mobile, '198.18.1.2', 5);
    const ids = async (token: string) => ((await w.post(LOCKS, {}, { token })).body.data as { id: number }[]).map((l) => l.id);
    expect(await ids(managers[5])).toContain(inside.id);
    expect(await ids(managers[5])).not.toContain(outside.id);
    expect(await ids(managers[6])).toContain(outside.id);
    expect(await ids(managers[6])).not.toContain(inside.id);
    for (const path of [LOCK, CLEAR]) {
      const r = await w.post(path, { id: inside.id }, { token: managers[6] });
      expect([path, r.status, r.body.data.code]).toEqual([path, 404, 'not_found']);
    }
    expect(code(await login(inside.mobile, inside.password, '198.18.1.1'))).toBe('too_many_attempts');
    for (const level of [1, 2, 3, 4] as const) {
      const token = await loginAs(w.app, level);
      for (const [path, body] of [[LOCKS, {}], [LOCK, { id: inside.id }], [CLEAR, { id: inside.id }]] as const) {
        const r = await w.post(path, body, { token });
        expect([level, path, r.status]).toEqual([level, path, 403]);
      }
    }
    expect((await w.post(CLEAR, { id: inside.id })).status).toBe(401);
    expect((await w.post(CLEAR, { id: 'x' }, { token: managers[5] })).status).toBe(400);
  });
});

describe('a disabled account', () => {
  it('with the right password is told it is disabled, in the caller’s language; without it, nothing is revealed', async () => {
    const user = await createTestUser(w.database, 3, { enabled: false });
    const right = await login(user.mobile, user.password, '192.0.2.80');
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ status: 0, msg: 'Your account is disabled; ask an administrator to enable it', data: { code: 'account_disabled' } });
    expect((await login(user.mobile, user.password, '192.0.2.80', 'zh-CN')).body.msg).toBe('账号已停用，请联系管理员');
    // A wrong password gets the answer of any wrong password or unknown mobile.
    const wrong = await login(user.mobile, 'not the password', '192.0.2.81');
    const unknown = await login('13799990000', 'not the password', '192.0.2.82');
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ status: 0, msg: 'Wrong mobile number or password', data: { code: 'login_failed' } });
    // The right password is not a guess: it does not slow its address down.
    for (let i = 0; i < 4; i++) expect(code(await login(user.mobile, user.password, '192.0.2.83'))).toBe('account_disabled');
  });
});
