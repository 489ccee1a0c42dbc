/**
 * Sessions from memory: a session validated once is served without a query, and it is
 * forgotten at once when it ends or what it carries changes, whoever made the change.
 * PGlite, or a PostgreSQL schema when TEST_DATABASE_URL is set.
 */
import { SessionCache } from '../../src/server/auth/sessionCache';
import { update } from '../../src/server/data';
import { createTestUser, login } from './helpers/login';
import { recordedAppFor } from './helpers/recordedApp';

const QUERY = '/index/query';

const server = recordedAppFor('session_cache');

const call = (url: string, token: string, body: unknown = {}) =>
  server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'x-token': token }, payload: JSON.stringify(body) });
const areas = (token: string) => call(QUERY, token, { table: 'tomb_area' });
const codeOf = (r: { body: string }): string | undefined => JSON.parse(r.body).data?.code;

/** On PostgreSQL a change made outside this instance's own calls is heard from the change feed, a moment after its commit. */
const refusedSoon = async (token: string): Promise<number> => {
  let r = await areas(token);
  for (let i = 0; i < 100 && r.statusCode !== 401; i++) {
    await new Promise((ok) => setTimeout(ok, 50));
    r = await areas(token);
  }
  return r.statusCode;
};

describe('a validated session costs no query', () => {
  it('reads the session once, then answers from memory', async () => {
    const user = await createTestUser(server.database, 1);
    const token = await login(server.app, user.mobile, user.password);
    expect((await areas(token)).statusCode).toBe(200);
    server.statements.length = 0;
    for (let i = 0; i < 3; i++) expect((await areas(token)).statusCode).toBe(200);
    expect(server.statements.filter((s) => /from "?session"?/i.test(s))).toEqual([]);
    // Only the three lists themselves.
    expect(server.statements).toHaveLength(3);
  });
});

describe('forgotten at once', () => {
  it('on logout', async () => {
    const user = await createTestUser(server.database, 1);
    const token = await login(server.app, user.mobile, user.password);
    expect((await areas(token)).statusCode).toBe(200);
    expect((await call('/index/vue-element-admin/user/logout', token)).statusCode).toBe(200);
    const after = await areas(token);
    expect(after.statusCode).toBe(401);
    expect(codeOf(after)).toBe('session_expired');
  });

  it('on a change of one’s own password: the other browsers are signed out, this one stays', async () => {
    const user = await createTestUser(server.database, 2);
    const here = await login(server.app, user.mobile, user.password);
    const there = await login(server.app, user.mobile, user.password);
    for (const t of [here, there]) expect((await areas(t)).statusCode).toBe(200);
    const r = await call('/index/admin.user/update_password', here, { old_password: user.password, password: 'another-pass-1' });
    expect(r.statusCode, r.body).toBe(200);
    expect((await areas(there)).statusCode).toBe(401);
    expect((await areas(here)).statusCode).toBe(200);
  });

  it('on a level change and on disabling, made by a manager', async () => {
    const manager = await createTestUser(server.database, 5);
    const managerToken = await login(server.app, manager.mobile, manager.password);
    const raised = await createTestUser(server.database, 1);
    const disabled = await createTestUser(server.database, 2);
    const raisedToken = await login(server.app, raised.mobile, raised.password);
    const disabledToken = await login(server.app, disabled.mobile, disabled.password);
    for (const t of [raisedToken, disabledToken]) expect((await areas(t)).statusCode).toBe(200);
    const level = await call('/index/admin.user/update_level', managerToken, { id: raised.id, level: 2 });
    expect(level.statusCode, level.body).toBe(200);
    expect((await areas(raisedToken)).statusCode).toBe(401);
    await update(server.app, { userId: manager.id, level: 5, channel: 'inside' }, 'user', { id: disabled.id, data: { enabled: false } });
    expect((await areas(disabledToken)).statusCode).toBe(401);
  });

  it('on a change written past the app (another program, psql): the triggers tell the feed', async () => {
    const user = await createTestUser(server.database, 3);
    const token = await login(server.app, user.mobile, user.password);
    expect((await areas(token)).statusCode).toBe(200);
    await server.database.db.updateTable('user').set({ enabled: false }).where('id', '=', user.id).execute();
    expect(await refusedSoon(token)).toBe(401);
  });

  it('on a session deleted past the app', async () => {
    const user = await createTestUser(server.database, 4);
    const token = await login(server.app, user.mobile, user.password);
    expect((await areas(token)).statusCode).toBe(200);
    await server.database.db.deleteFrom('session').where('user_id', '=', user.id).execute();
    expect(await refusedSoon(token)).toBe(401);
  });
});

describe('the cache itself', () => {
  const entry = (n: number, userId = n) => ({
    tokenHash: `h${n}`,
    actor: { userId, level: 1 as const, channel: 'inside' as const },
    demo: false,
    createdAt: 0,
    lastUsedAt: 0,
    readAt: performance.now(),
  });

  it('holds at most its size, the oldest going first', () => {
    const cache = new SessionCache(() => true, 3);
    for (let i = 1; i <= 5; i++) cache.put(entry(i), cache.mark());
    expect(cache.size).toBe(3);
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h2')).toBeUndefined();
    expect(cache.get('h5')?.actor.userId).toBe(5);
  });

  it('trusts an entry only for its time', () => {
    const cache = new SessionCache(() => true, 10, 0);
    cache.put({ ...entry(1), readAt: performance.now() - 1 }, cache.mark());
    expect(cache.get('h1')).toBeUndefined();
  });

  it('does not keep what a read found when something was forgotten during the read', () => {
    const cache = new SessionCache(() => true);
    const mark = cache.mark();
    cache.forgetUser(7);
    cache.put(entry(1, 7), mark);
    expect(cache.get('h1')).toBeUndefined();
  });

  it('forgets every session of a user, and serves nothing while the change feed is down', () => {
    let live = true;
    const cache = new SessionCache(() => live);
    cache.put(entry(1, 9), cache.mark());
    cache.put(entry(2, 9), cache.mark());
    cache.put(entry(3, 8), cache.mark());
    cache.forgetUser(9);
    expect([cache.get('h1'), cache.get('h2')]).toEqual([undefined, undefined]);
    expect(cache.get('h3')).toBeDefined();
    live = false;
    expect(cache.get('h3')).toBeUndefined();
  });
});
