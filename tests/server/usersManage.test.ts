/** User management rules over HTTP: who creates, re-levels, disables whom (docs/auth.md). */
import type { Level } from '../../src/config/types';
import { startAuthWorld, type AuthWorld } from './authWorld';
import { createTestUser, login, loginAs, type TestUser } from './helpers/login';

const CREATE = '/index/admin.user/create_user';
const LEVEL = '/index/admin.user/update_level';
const UPDATE = '/index/admin.user/update';

let w: AuthWorld;
const tokens = {} as Record<Level, string>;
let mobileSeq = 0;
const newMobile = (): string => `1360000${String(++mobileSeq).padStart(4, '0')}`;

beforeAll(async () => {
  w = await startAuthWorld('users_manage');
  for (const level of [1, 2, 3, 4, 5, 6] as const) tokens[level] = await loginAs(w.app, level);
});
afterAll(async () => {
  await w?.close();
});

const createUser = (as: Level, level: number, extra: Record<string, unknown> = {}) =>
  w.post(CREATE, { mobile: newMobile(), nickname: `New ${level}`, level, password: 'long enough 1', ...extra }, { token: tokens[as] });

describe('create_user', () => {
  it('level 5 creates inside users (1, 2, 5) who can then sign in; no password hash ever comes back', async () => {
    for (const level of [1, 2, 5]) {
      const res = await createUser(5, level);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ level, channel: 'inside', enabled: true });
      expect(res.body.data.password_hash).toBeUndefined();
      expect(JSON.stringify(res.body)).not.toContain('scrypt');
      await expect(login(w.app, res.body.data.mobile, 'long enough 1')).resolves.toMatch(/^[\w-]{43}$/);
    }
  });

  it('level 6 creates outside users (3, 4, 6)', async () => {
    for (const level of [3, 4, 6]) {
      const res = await createUser(6, level);
      expect(res.body.data).toMatchObject({ level, channel: 'outside' });
    }
  });

  it('refuses a level above one’s own or of the other channel (level_not_allowed)', async () => {
    for (const [as, level] of [
      [5, 6],
      [5, 3],
      [5, 4],
      [6, 1],
      [6, 2],
      [6, 5],
    ] as const) {
      const res = await createUser(as, level);
      expect(res.status).toBe(403);
      expect(res.body.data.code).toBe('level_not_allowed');
    }
  });

  it('refuses levels that do not manage users', async () => {
    for (const as of [1, 2, 3, 4] as const) {
      const res = await createUser(as, 1);
      expect(res.status).toBe(403);
      expect(res.body.data.code).toBe('forbidden');
    }
  });

  it('requires a password of at least 8 characters, on create_user and on the generic admin.admin/create', async () => {
    const missing = await w.post(CREATE, { mobile: newMobile(), nickname: 'No pw', level: 1 }, { token: tokens[5] });
    expect(missing.status).toBe(422);
    expect(missing.body.data).toMatchObject({ code: 'weak_password', fields: { password: expect.any(String) } });
    expect((await createUser(5, 1, { password: 'short' })).body.data.code).toBe('weak_password');
    const generic = await w.post('/index/admin.admin/create', { mobile: newMobile(), nickname: 'Generic', level: 1 }, { token: tokens[5] });
    expect(generic.body.data.code).toBe('weak_password');
    const withPassword = await w.post('/index/admin.admin/create', { mobile: newMobile(), nickname: 'Generic', level: 2, password: 'generic pw 1' }, { token: tokens[5] });
    expect(withPassword.status).toBe(200);
    const stored = await w.database.db.selectFrom('user').select('password_hash').where('id', '=', withPassword.body.data.id).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$scrypt\$/);
  });

  it('refuses a mobile that is already taken, and validates the fields from the config', async () => {
    const mobile = newMobile();
    expect((await createUser(5, 1, { mobile })).status).toBe(200);
    const again = await createUser(5, 1, { mobile });
    expect(again.status).toBe(409);
    // Said the same whichever channel holds it (docs/auth.md): not "already exists".
    expect(again.body.data.code).toBe('value_unavailable');
    const bad = await createUser(5, 1, { mobile: 'not a phone', nickname: '' });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(Object.keys(bad.body.data.fields)).toEqual(expect.arrayContaining(['mobile', 'nickname']));
  });
});

describe('update_level', () => {
  const target = async (level: Level): Promise<TestUser & { token: string }> => {
    const user = await createTestUser(w.database, level);
    return { ...user, token: await login(w.app, user.mobile, user.password) };
  };

  it('raises a user within the manager’s levels and ends that user’s sessions', async () => {
    const user = await target(1);
    const res = await w.post(LEVEL, { id: user.id, level: 2 }, { token: tokens[5] });
    expect(res.status).toBe(200);
    expect(res.body.data.level).toBe(2);
    expect((await w.info(user.token)).body.data.code).toBe('session_expired');
    const again = await login(w.app, user.mobile, user.password);
    expect((await w.info(again)).body.data.level).toBe(2);
  });

  it('refuses levels the manager may not give', async () => {
    const inside = await target(1);
    for (const level of [3, 6, 7, 0]) {
      const res = await w.post(LEVEL, { id: inside.id, level }, { token: tokens[5] });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(['level_not_allowed', 'validation']).toContain(res.body.data.code);
    }
    // The refused changes left the user and their session alone.
    expect((await w.info(inside.token)).body.data.level).toBe(1);
  });

  it('does not let a manager see users above them or on the other channel (not found)', async () => {
    const outside = await target(3);
    const top = await target(6);
    expect((await w.post(LEVEL, { id: outside.id, level: 1 }, { token: tokens[5] })).body.data.code).toBe('not_found');
    expect((await w.post(LEVEL, { id: top.id, level: 4 }, { token: tokens[5] })).body.data.code).toBe('not_found');
    const inside = await target(2);
    expect((await w.post(LEVEL, { id: inside.id, level: 4 }, { token: tokens[6] })).body.data.code).toBe('not_found');
  });

  it('refuses non-managers and a manager changing their own level', async () => {
    const user = await target(1);
    expect((await w.post(LEVEL, { id: user.id, level: 2 }, { token: tokens[2] })).body.data.code).toBe('forbidden');
    const me = (await w.info(tokens[6])).body.data.id;
    expect((await w.post(LEVEL, { id: me, level: 4 }, { token: tokens[6] })).body.data.code).toBe('forbidden');
  });
});

describe('enable and disable through the generic update', () => {
  it('disabling ends the user’s sessions and refuses sign-in; enabling lets them back', async () => {
    const user = await createTestUser(w.database, 4);
    const token = await login(w.app, user.mobile, user.password);
    const off = await w.post(UPDATE, { id: user.id, enabled: false }, { token: tokens[6] });
    expect(off.status).toBe(200);
    expect((await w.info(token)).body.data.code).toBe('session_expired');
    await expect(login(w.app, user.mobile, user.password)).rejects.toThrow(/account_disabled/);
    expect((await w.post(UPDATE, { id: user.id, enabled: true }, { token: tokens[6] })).status).toBe(200);
    await expect(login(w.app, user.mobile, user.password)).resolves.toBeTruthy();
  });

  it('a manager cannot disable themselves, nor set passwords or levels through the back door', async () => {
    const me = (await w.info(tokens[5])).body.data.id;
    expect((await w.post(UPDATE, { id: me, enabled: false }, { token: tokens[5] })).body.data.code).toBe('forbidden');
    expect((await w.post(UPDATE, { id: me, password: 'sneaky password' }, { token: tokens[5] })).body.data.code).toBe('forbidden');
    const other = await createTestUser(w.database, 1);
    expect((await w.post(UPDATE, { id: other.id, password_hash: 'x' }, { token: tokens[5] })).status).toBeGreaterThanOrEqual(400);
  });

  it('the user list of a manager holds only their channel, up to their level, without password hashes', async () => {
    const res = await w.post('/index/admin.admin/_search', { page_size: 1000 }, { token: tokens[5] });
    expect(res.status).toBe(200);
    const rows = res.body.data as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect([1, 2, 5]).toContain(row.level);
      expect(row).not.toHaveProperty('password_hash');
    }
  });
});
