/** Passwords: one's own change, a manager's reset, the forgot-password flow; and the profile call. */
import { hashing } from '../../src/server/auth/password';
import { authWorldFor } from './authWorld';
import { createTestUser, login, loginAs } from './helpers/login';

const PASSWORD = '/index/admin.user/update_password';
const FORGET = '/index/user_reg/forget_code';
const RESET = '/index/user_reg/reset_password';
const PROFILE = '/index/user/update_userinfo';

const w = authWorldFor('users_password');


describe('changing one’s own password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const user = await createTestUser(w.database, 1, { password: 'first password' });
    const here = await login(w.app, user.mobile, 'first password');
    const elsewhere = await login(w.app, user.mobile, 'first password');

    const wrong = await w.post(PASSWORD, { old_password: 'not it', password: 'second password' }, { token: here });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toMatchObject({ code: 'wrong_password', fields: { old_password: expect.any(String) } });
    const weak = await w.post(PASSWORD, { old_password: 'first password', password: 'short' }, { token: here });
    expect(weak.body.data.code).toBe('weak_password');

    const done = await w.post(PASSWORD, { old_password: 'first password', password: 'second password' }, { token: here });
    expect(done.body).toMatchObject({ status: 200, data: { id: user.id } });
    expect((await w.info(here)).body.status).toBe(1);
    expect((await w.info(elsewhere)).body.data.code).toBe('session_expired');
    await expect(login(w.app, user.mobile, 'first password')).rejects.toThrow(/login_failed/);
    await expect(login(w.app, user.mobile, 'second password')).resolves.toBeTruthy();
  });

  it('counts wrong current passwords like wrong sign-ins', async () => {
    const user = await createTestUser(w.database, 3, { password: 'the password' });
    const token = await login(w.app, user.mobile, 'the password');
    for (let i = 0; i < 5; i++) await w.post(PASSWORD, { old_password: `guess ${i}`, password: 'new password 1' }, { token });
    const locked = await w.post(PASSWORD, { old_password: 'the password', password: 'new password 1' }, { token });
    expect(locked.status).toBe(429);
    expect(locked.body.data.code).toBe('too_many_attempts');
  });

  it('a manager naming their own id still needs the current password', async () => {
    const token = await loginAs(w.app, 5);
    const me = (await w.info(token)).body.data.id;
    const res = await w.post(PASSWORD, { id: me, password: 'takeover pw' }, { token });
    expect(res.body.data.code).toBe('wrong_password');
  });
});

describe('a manager resetting another user’s password', () => {
  it('sets it, ends the user’s sessions, and the new password works', async () => {
    const user = await createTestUser(w.database, 2);
    const token = await login(w.app, user.mobile, user.password);
    const res = await w.post(PASSWORD, { id: user.id, password: 'reset by boss' }, { token: await loginAs(w.app, 5) });
    expect(res.status).toBe(200);
    expect((await w.info(token)).body.data.code).toBe('session_expired');
    await expect(login(w.app, user.mobile, 'reset by boss')).resolves.toBeTruthy();
  });

  it('only for users the manager manages, and only by managers', async () => {
    const outside = await createTestUser(w.database, 4);
    expect((await w.post(PASSWORD, { id: outside.id, password: 'whatever pw' }, { token: await loginAs(w.app, 5) })).body.data.code).toBe('not_found');
    const colleague = await createTestUser(w.database, 1);
    expect((await w.post(PASSWORD, { id: colleague.id, password: 'whatever pw' }, { token: await loginAs(w.app, 1) })).body.data.code).toBe('forbidden');
    expect((await w.post(PASSWORD, { id: colleague.id, password: 'short' }, { token: await loginAs(w.app, 5) })).body.data.code).toBe('weak_password');
  });
});

describe('forgot password', () => {
  it('answers the same for known and unknown mobiles, and issues a code only for the known one', async () => {
    const user = await createTestUser(w.database, 1);
    const before = w.codes.length;
    const known = await w.post(FORGET, { mobile: ` ${user.mobile} ` }, { ip: '10.8.0.1' });
    const unknown = await w.post(FORGET, { mobile: '13612345678' }, { ip: '10.8.0.2' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.msg).toMatch(/If this mobile number has an account/);
    expect(w.codes.length).toBe(before + 1);
    expect(w.codes[w.codes.length - 1]).toEqual({ mobile: user.mobile, code: expect.stringMatching(/^\d{6}$/) });
    // Stored hashed, never in clear.
    const stored = await w.database.db.selectFrom('password_reset').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(w.codes[w.codes.length - 1].code);
  });

  it('resets with the right code once, ends the sessions, and refuses wrong, reused and expired codes', async () => {
    const user = await createTestUser(w.database, 1);
    const token = await login(w.app, user.mobile, user.password);
    await w.post(FORGET, { mobile: user.mobile }, { ip: '10.8.1.1' });
    const { code } = w.codes[w.codes.length - 1];
    const wrongCode = code === '000000' ? '111111' : '000000';

    const bad = await w.post(RESET, { mobile: user.mobile, code: wrongCode, password: 'brand new pw' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.code).toBe('bad_code');
    expect((await w.post(RESET, { mobile: user.mobile, code, password: 'short' })).body.data.code).toBe('weak_password');

    const ok = await w.post(RESET, { mobile: user.mobile, code, password: 'brand new pw' });
    expect(ok.body.status).toBe(200);
    expect((await w.info(token)).body.data.code).toBe('session_expired');
    await expect(login(w.app, user.mobile, 'brand new pw')).resolves.toBeTruthy();
    expect((await w.post(RESET, { mobile: user.mobile, code, password: 'another pw 12' })).body.data.code).toBe('bad_code');

    await w.post(FORGET, { mobile: user.mobile }, { ip: '10.8.1.2' });
    const late = w.codes[w.codes.length - 1].code;
    w.advance(10 * 60_000 + 1000);
    expect((await w.post(RESET, { mobile: user.mobile, code: late, password: 'too late pw' })).body.data.code).toBe('bad_code');
  });

  it('limits guesses (5 per 15 minutes) and code requests (3 per hour per mobile)', async () => {
    const user = await createTestUser(w.database, 2);
    await w.post(FORGET, { mobile: user.mobile }, { ip: '10.8.2.1' });
    const { code } = w.codes[w.codes.length - 1];
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await w.post(RESET, { mobile: user.mobile, code: wrongCode, password: 'guessing pw' });
    const blocked = await w.post(RESET, { mobile: user.mobile, code, password: 'guessing pw' });
    expect(blocked.status).toBe(429);

    await w.post(FORGET, { mobile: user.mobile }, { ip: '10.8.2.2' });
    await w.post(FORGET, { mobile: user.mobile }, { ip: '10.8.2.3' });
    const fourth = await w.post(FORGET, { mobile: user.mobile }, { ip: '10.8.2.4' });
    expect(fourth.status).toBe(429);
    expect(fourth.body.data.code).toBe('too_many_attempts');
  });
});

describe('update_userinfo', () => {
  it('changes one’s own nickname, avatar and introduction, validated by the config', async () => {
    const token = await loginAs(w.app, 3);
    const res = await w.post(PROFILE, { nickname: '新名字', avatar: '/avatars/3.png', introduction: '你好' }, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ Nickname: '新名字', AvatarUrl: '/avatars/3.png', introduction: '你好' });
    expect((await w.info(token)).body.data.Nickname).toBe('新名字');

    const bad = await w.post(PROFILE, { nickname: '', avatar: 'javascript:alert(1)' }, { token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data.fields).sort()).toEqual(['avatar', 'nickname']);
    expect((await w.post(PROFILE, { level: 6 }, { token })).status).toBe(400);
    expect((await w.post(PROFILE, { nickname: 'x' })).status).toBe(401);
  });
});

describe('while a flood holds every shared hashing worker', () => {
  /** Every shared slot runs a hash that does not end until the returned function is called. */
  const holdSharedWorkers = async (): Promise<() => Promise<void>> => {
    const { queue } = hashing();
    const holds: (() => void)[] = [];
    const running = Array.from({ length: queue.limits.concurrency }, (_, i) => queue.run(`198.51.100.${100 + i}`, () => new Promise<void>((r) => holds.push(r))));
    for (let i = 0; i < 200 && queue.stats().running < queue.limits.concurrency; i++) await new Promise((r) => setTimeout(r, 5));
    expect(queue.stats().running).toBe(queue.limits.concurrency);
    return async () => {
      holds.forEach((r) => r());
      await Promise.all(running);
    };
  };

  it('the signed-in owner changes the password, and a valid reset code sets one, on the account’s own lane', async () => {
    const user = await createTestUser(w.database, 2, { password: 'before the flood' });
    const token = await login(w.app, user.mobile, 'before the flood');
    await w.post(FORGET, { mobile: user.mobile }, { ip: '10.8.9.1' });
    const { code } = w.codes[w.codes.length - 1];
    const release = await holdSharedWorkers();
    try {
      const changed = await w.post(PASSWORD, { old_password: 'before the flood', password: 'during the flood' }, { token });
      expect(changed.body).toMatchObject({ status: 200, data: { id: user.id } });
      const reset = await w.post(RESET, { mobile: user.mobile, code, password: 'reset in a flood' });
      expect(reset.status).toBe(200);
      // The flood's hashes are still running: neither waited for them.
      expect(hashing().queue.stats().running).toBe(hashing().queue.limits.concurrency);
    } finally {
      await release();
    }
    await expect(login(w.app, user.mobile, 'reset in a flood')).resolves.toBeTruthy();
  });
});
