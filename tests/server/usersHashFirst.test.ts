/**
 * A new password is hashed before the write's transaction opens (issue 12 item 2): on the
 * embedded database a transaction holds the only connection, and a hash takes about a second,
 * so a user create that hashed inside it made every other read wait. Here a read answers while
 * a user create, a password reset and a generic user update are still hashing (on PostgreSQL
 * too, where the pool would hide the problem; the test is meant for PGlite, the default).
 */
import { hashing } from '../../src/server/auth/password';
import { startAuthWorld, type AuthWorld } from './authWorld';
import { createTestUser, login, loginAs } from './helpers/login';

let w: AuthWorld;
let manager = '';
beforeAll(async () => {
  w = await startAuthWorld('users_hash_first');
  manager = await loginAs(w.app, 5);
});
afterAll(async () => {
  await w?.close();
});

/** Resolves once a hash is running in the hashing line (the write under test has reached it). */
const hashRunning = async (): Promise<void> => {
  for (let i = 0; i < 2000 && hashing().queue.stats().running === 0; i++) await new Promise((r) => setTimeout(r, 5));
  expect(hashing().queue.stats().running).toBeGreaterThan(0);
};

/**
 * Start `write`, wait until it hashes, then read the user list: the read must answer while the
 * write is still busy (it has not finished), and the write must then succeed.
 */
const readWhileHashing = async (write: () => Promise<{ status: number; body: { status: number } }>): Promise<void> => {
  const order: string[] = [];
  const writing = write().then((r) => {
    order.push('write');
    return r;
  });
  await hashRunning();
  const read = await w.post('/index/admin.user/_search', {}, { token: manager });
  order.push('read');
  expect(read.status).toBe(200);
  const written = await writing;
  expect(written.status, JSON.stringify(written.body)).toBe(200);
  expect(order).toEqual(['read', 'write']);
};

describe('a user write does not hold the database while it hashes', () => {
  it('create_user: a read answers during the hash, and the new user then signs in', async () => {
    await readWhileHashing(() => w.post('/index/admin.user/create_user', { mobile: '13600009001', nickname: 'Hashed first', level: 1, password: 'hashed first 1' }, { token: manager }));
    await expect(login(w.app, '13600009001', 'hashed first 1')).resolves.toMatch(/^[\w-]{43}$/);
  });

  it('admin.admin/create and a manager’s password reset: the same', async () => {
    await readWhileHashing(() => w.post('/index/admin.admin/create', { mobile: '13600009002', nickname: 'Generic', level: 2, password: 'generic create 2' }, { token: manager }));
    await expect(login(w.app, '13600009002', 'generic create 2')).resolves.toMatch(/^[\w-]{43}$/);
    const user = await createTestUser(w.database, 1);
    await readWhileHashing(() => w.post('/index/admin.user/update_password', { id: user.id, password: 'reset by manager' }, { token: manager }));
    await expect(login(w.app, user.mobile, 'reset by manager')).resolves.toMatch(/^[\w-]{43}$/);
    await readWhileHashing(() => w.post('/index/admin.user/update', { id: user.id, password: 'updated generically' }, { token: manager }));
    await expect(login(w.app, user.mobile, 'updated generically')).resolves.toMatch(/^[\w-]{43}$/);
  });

  it('keeps the old refusals: a weak password is refused and a non-manager is refused, without a hash', async () => {
    const weak = await w.post('/index/admin.user/create_user', { mobile: '13600009003', nickname: 'Weak', level: 1, password: 'short' }, { token: manager });
    expect(weak.status).toBe(422);
    expect(weak.body.data.code).toBe('weak_password');
    const seller = await loginAs(w.app, 1);
    const before = hashing().queue.stats();
    const refused = await w.post('/index/admin.user/create_user', { mobile: '13600009004', nickname: 'No', level: 1, password: 'long enough 4' }, { token: seller });
    expect(refused.status).toBe(403);
    expect(hashing().queue.stats()).toEqual(before);
  });
});
