/** Sign-in, user info and logout over HTTP, with the demo accounts of the seeded database. */
import { LEVELS } from '../../src/config/types';
import { DEMO_PASSWORD, demoMobile } from '../../src/server/seed/users';
import { authWorldFor } from './authWorld';
import { privileged } from '../../src/server/data/door';

const LOGIN = '/index/User_Reg/pwd_login';
const INFO = '/index/user_reg/get_user_info';
const LOGOUT = '/index/vue-element-admin/user/logout';

const w = authWorldFor('auth_login', { seed: true });

const login = (mobile: string, pwd: string, ip = '10.0.0.1') => w.post(LOGIN, { mobile, pwd, type: 'pc' }, { ip });

describe('sign-in with the demo accounts', () => {
  it.each(LEVELS)('level %i signs in and gets its level, nickname and user info', async (level) => {
    const res = await login(demoMobile(level), DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    expect(res.body.data.level).toBe(level);
    expect(typeof res.body.data.nickname).toBe('string');
    const token = res.body.data.token_info.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const info = await w.info(token);
    expect(info.status).toBe(200);
    expect(info.body.status).toBe(1);
    expect(info.body.data).toEqual({
      Nickname: res.body.data.nickname,
      AvatarUrl: '',
      introduction: expect.any(String),
      roles: ['admin'],
      level,
      mobile: demoMobile(level),
      id: expect.any(Number),
      channel: [3, 4, 6].includes(level) ? 'outside' : 'inside',
    });
  });

  it('keeps a demo account’s cheaper hash (its password is published) and strengthens any other account’s at its sign-in', async () => {
    const hashOf = async (mobile: string) => String((await w.database.db.selectFrom('user').select('password_hash').where('mobile', '=', mobile).executeTakeFirstOrThrow()).password_hash);
    const demo = demoMobile(4);
    const before = await hashOf(demo);
    expect(before.startsWith('$scrypt$ln=14,')).toBe(true);
    expect((await login(demo, DEMO_PASSWORD)).body.status).toBe(1);
    expect(await hashOf(demo)).toBe(before);
    // The same cheaper hash on an account that is not a demo one (its own password, set long ago).
    await w.database.db.updateTable('user').set({ demo: false }).where('mobile', '=', demo).execute();
    expect((await login(demo, DEMO_PASSWORD)).body.status).toBe(1);
    const after = await hashOf(demo);
    expect(after.startsWith('$scrypt$ln=17,r=8,p=1$')).toBe(true);
    expect((await login(demo, DEMO_PASSWORD)).body.status).toBe(1);
    await w.database.db.updateTable('user').set({ demo: true }).where('mobile', '=', demo).execute();
  });

  it('trims the mobile number', async () => {
    const res = await login(`  ${demoMobile(2)} `, DEMO_PASSWORD);
    expect(res.body.status).toBe(1);
  });

  it('opens a session from the X-Token header only: the Admin-Token cookie alone is not signed in', async () => {
    const token = (await login(demoMobile(1), DEMO_PASSWORD)).body.data.token_info.token;
    expect((await w.info(token)).body.status).toBe(1);
    const cookieOnly = await w.post(INFO, {}, { token, cookie: true });
    expect(cookieOnly.status).toBe(401);
    expect(cookieOnly.body.data.code).toBe('not_signed_in');
    // Nor does a cookie make a state change: a form posted by another site carries cookies, never the header.
    const write = await w.post('/index/user/update_userinfo', { nickname: 'changed by a cookie' }, { token, cookie: true });
    expect(write.status).toBe(401);
    expect((await w.info(token)).body.data.Nickname).not.toBe('changed by a cookie');
  });

  it('records each sign-in in the operation log and the last sign-in time', async () => {
    const before = await w.database.db.selectFrom('operation_log').select('id').where('action', '=', 'login').execute();
    await login(demoMobile(3), DEMO_PASSWORD);
    const rows = await w.database.db.selectFrom('operation_log').selectAll().where('action', '=', 'login').orderBy('id', 'desc').execute();
    expect(rows.length).toBe(before.length + 1);
    const user = await privileged(w.database.db).selectFrom('user').select(['id', 'last_login_at']).where('mobile', '=', demoMobile(3)).executeTakeFirstOrThrow();
    expect(rows[0]).toMatchObject({ table_name: 'user', row_id: user.id, user_id: user.id, channel: 'outside' });
    expect(new Date(user.last_login_at!).getTime()).toBe(w.now().getTime());
  });
});

describe('refusals', () => {
  it('answers an unknown mobile, a wrong password and a disabled account without its password identically (status 0, HTTP 200)', async () => {
    // 13900000014 is the demo's disabled account; its password is the demo password.
    const answers = await Promise.all([
      login('13999999999', DEMO_PASSWORD, '10.1.0.1'),
      login(demoMobile(5), 'wrong password', '10.1.0.2'),
      login('13900000014', 'wrong password', '10.1.0.3'),
    ]);
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body).toEqual({ status: 0, msg: 'Wrong mobile number or password', data: { code: 'login_failed' } });
      expect(a.body.data.token_info).toBeUndefined();
    }
  });

  it('translates the refusal into the caller language', async () => {
    const res = await w.post(LOGIN, { mobile: demoMobile(5), pwd: 'nope', type: 'pc' }, { ip: '10.1.0.4', lang: 'zh-CN,zh;q=0.9' });
    expect(res.body.msg).toBe('手机号或密码错误');
  });

  it('takes about as long for an unknown account as for a wrong password (a dummy hash is computed)', async () => {
    const time = async (mobile: string, ip: string): Promise<number> => {
      const t = performance.now();
      await login(mobile, 'not the password', ip);
      return performance.now() - t;
    };
    const unknown = await time('13911112222', '10.2.0.1');
    const known = await time(demoMobile(6), '10.2.0.2');
    // Both do one scrypt (hundreds of ms); skipping it would answer in a few ms.
    expect(unknown).toBeGreaterThan(known * 0.4);
  });

  it('refuses malformed bodies with a 400, not a crash', async () => {
    for (const body of [{ mobile: 1, pwd: 'x' }, { mobile: 'a' }, { mobile: 'a', pwd: 'b', extra: 1 }]) {
      const res = await w.post(LOGIN, body, { ip: '10.3.0.1' });
      expect(res.status).toBe(400);
    }
  });
});

describe('rate limits', () => {
  it('wrong passwords from rotating addresses do not lock the account: the right password from another address signs in', async () => {
    const mobile = demoMobile(4);
    for (let i = 0; i < 5; i++) expect((await login(mobile, `bad ${i}`, `10.4.0.${i}`)).body.data.code).toBe('login_failed');
    expect((await login(mobile, DEMO_PASSWORD, '10.4.1.1')).body.status).toBe(1);
  }, 240_000); // six password hashes: past a minute on a shared machine at a load of 25 (a ceiling)

  it('lets no more than 3 guesses of one address through, concurrent bursts included, then makes it wait', async () => {
    const mobile = demoMobile(6);
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => login(mobile, `burst ${i}`, '10.6.0.1')));
    const checked = burst.filter((a) => a.body.data.code === 'login_failed');
    // Refused attempts are not kept; at most the 2 free ones and the third reach the password check
    // (on PostgreSQL the whole burst may be refused: every attempt sees the others first).
    expect(checked.length).toBeLessThanOrEqual(3);
    // Then one by one: the address gets exactly its 3 checked guesses in all, then waits, right password included.
    const after: typeof burst = [];
    for (let i = 0; i < 4 && !after.some((a) => a.body.data.code === 'too_many_attempts'); i++) after.push(await login(mobile, `after ${i}`, '10.6.0.1'));
    expect(checked.length + after.filter((a) => a.body.data.code === 'login_failed').length).toBe(3);
    const refused = await login(mobile, DEMO_PASSWORD, '10.6.0.1');
    expect(refused.body.data.code).toBe('too_many_attempts');
    expect(refused.headers['retry-after']).toBe('10');
    w.advance(15 * 60_000 + 1000);
  });

  it('limits one address to 20 failures in 15 minutes across accounts', async () => {
    const ip = '10.5.0.1';
    await login('13700000000', 'x', ip);
    // The other 19 failures from this address, written directly: each real one costs a scrypt.
    await w.database.db
      .insertInto('auth_failure')
      .values(Array.from({ length: 19 }, (_, i) => ({ key: `login_ip:${ip}`, at: w.now(), attempt: `earlier-${i}` })))
      .execute();
    expect((await login(demoMobile(1), DEMO_PASSWORD, ip)).body.data.code).toBe('too_many_attempts');
    expect((await login(demoMobile(1), DEMO_PASSWORD, '10.5.0.2')).body.status).toBe(1);
  });
});

describe('user info and logout', () => {
  it('answers 401 not_signed_in without a token and session_expired with an unknown one', async () => {
    const none = await w.post(INFO);
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ status: 401, data: { code: 'not_signed_in' } });
    const stale = await w.post(INFO, {}, { token: 'A'.repeat(43) });
    expect(stale.status).toBe(401);
    expect(stale.body).toMatchObject({ status: 401, data: { code: 'session_expired' } });
  });

  it('logout ends the session (status 200), records it, and is harmless without one', async () => {
    const token = (await login(demoMobile(2), DEMO_PASSWORD)).body.data.token_info.token;
    const out = await w.post(LOGOUT, {}, { token });
    expect(out.body).toEqual({ status: 200, msg: 'ok', data: null });
    expect((await w.info(token)).body.data.code).toBe('session_expired');
    expect((await w.post(LOGOUT, {}, { token })).body.status).toBe(200);
    const logouts = await w.database.db.selectFrom('operation_log').select('id').where('action', '=', 'logout').execute();
    expect(logouts.length).toBe(1);
  });

  it('logout needs the X-Token header: the cookie alone, with any content type, ends nothing (401, or 415 for a type without a parser)', async () => {
    const token = (await login(demoMobile(5), DEMO_PASSWORD, '10.9.0.1')).body.data.token_info.token;
    const forms: [string | undefined, string][] = [
      ['application/json', '{}'],
      ['text/plain', 'x'],
      ['application/x-www-form-urlencoded', 'a=1'],
      ['multipart/form-data; boundary=b', '--b--'],
      [undefined, ''],
    ];
    for (const [type, payload] of forms) {
      const headers: Record<string, string> = { cookie: `Admin-Token=${token}` };
      if (type) headers['content-type'] = type;
      const res = await w.app.inject({ method: 'POST', url: LOGOUT, headers, payload });
      // 415 when Fastify has no parser for the type (it refuses before the call runs), else 401.
      expect([type, res.statusCode]).toEqual([type, type?.startsWith('application/x-www') || type?.startsWith('multipart') ? 415 : 401]);
      expect(res.json()).toMatchObject({ status: res.statusCode, data: { code: res.statusCode === 401 ? 'not_signed_in' : 'bad_request' } });
      expect((await w.info(token)).body.status).toBe(1);
    }
    const out = await w.app.inject({ method: 'POST', url: LOGOUT, headers: { 'x-token': token } });
    expect(out.json()).toEqual({ status: 200, msg: 'ok', data: null });
    expect((await w.info(token)).body.data.code).toBe('session_expired');
  });

  it('matches the legacy paths case-insensitively', async () => {
    const res = await w.post('/index/user_reg/PWD_LOGIN', { mobile: demoMobile(1), pwd: DEMO_PASSWORD, type: 'pc' });
    expect(res.body.status).toBe(1);
    expect((await w.post('/index/User_Reg/Get_User_Info', {}, { token: res.body.data.token_info.token })).body.status).toBe(1);
  });
});
