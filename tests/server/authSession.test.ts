/** Session life: idle and absolute expiry on a moved clock, the once-a-minute touch, and sessions ended by account changes. */
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, TOUCH_INTERVAL_MS, createSession } from '../../src/server/auth/sessions';
import { hashToken } from '../../src/server/auth/token';
import { update } from '../../src/server/data';
import { authWorldFor } from './authWorld';
import { createTestUser, login, loginAs } from './helpers/login';
import { privileged } from '../../src/server/data/door';

const MINUTE = 60_000;

const w = authWorldFor('auth_session');

const lastUsed = async (token: string): Promise<number> => {
  const row = await privileged(w.database.db).selectFrom('session').select('last_used_at').where('token_hash', '=', hashToken(token)).executeTakeFirst();
  return row ? new Date(row.last_used_at).getTime() : NaN;
};

describe('expiry', () => {
  it('ends a session idle for more than 2 hours', async () => {
    const token = await loginAs(w.app, 1);
    w.advance(IDLE_TIMEOUT_MS - MINUTE);
    expect((await w.info(token)).body.status).toBe(1);
    w.advance(IDLE_TIMEOUT_MS + MINUTE);
    const res = await w.info(token);
    expect(res.status).toBe(401);
    expect(res.body.data.code).toBe('session_expired');
    // The expired row is gone, not merely refused.
    expect(Number.isNaN(await lastUsed(token))).toBe(true);
  });

  it('keeps a session in use alive, but not beyond 12 hours after sign-in', async () => {
    const token = await loginAs(w.app, 2);
    const steps = Math.floor(ABSOLUTE_TIMEOUT_MS / (IDLE_TIMEOUT_MS / 2));
    for (let i = 1; i < steps; i++) {
      w.advance(IDLE_TIMEOUT_MS / 2);
      expect((await w.info(token)).body.status).toBe(1);
    }
    w.advance(IDLE_TIMEOUT_MS / 2 + MINUTE);
    expect((await w.info(token)).body.data.code).toBe('session_expired');
  });

  it('writes last use at most once a minute (the unread count polls every second)', async () => {
    const token = await loginAs(w.app, 3);
    const signedIn = await lastUsed(token);
    w.advance(1000);
    await w.info(token);
    w.advance(1000);
    await w.info(token);
    expect(await lastUsed(token)).toBe(signedIn);
    w.advance(TOUCH_INTERVAL_MS);
    await w.info(token);
    expect(await lastUsed(token)).toBe(w.now().getTime());
  });
});

describe('sessions ended by account changes', () => {
  it('disabling a user (generic update of enabled) ends their sessions and refuses their sign-in', async () => {
    const user = await createTestUser(w.database, 1);
    const a = await login(w.app, user.mobile, user.password);
    const b = await login(w.app, user.mobile, user.password);
    const manager = { userId: (await createTestUser(w.database, 5)).id, level: 5 as const, channel: 'inside' as const };
    await update(w.app, manager, 'user', { id: user.id, data: { enabled: false } });
    for (const token of [a, b]) expect((await w.info(token)).body.data.code).toBe('session_expired');
    await expect(login(w.app, user.mobile, user.password)).rejects.toThrow(/account_disabled/);
  });

  it('a disabled account whose session somehow survived is refused anyway', async () => {
    const user = await createTestUser(w.database, 3);
    const token = await login(w.app, user.mobile, user.password);
    await w.database.db.updateTable('user').set({ enabled: false }).where('id', '=', user.id).execute();
    expect((await w.info(token)).body.data.code).toBe('session_expired');
  });

  it('deleting a user removes their sessions', async () => {
    // Without a sign-in: the operation log keeps users who signed in from being deleted (disable them instead).
    const user = await createTestUser(w.database, 1);
    const token = await createSession(privileged(w.database.db), user.id, w.now());
    await w.database.db.deleteFrom('user').where('id', '=', user.id).execute();
    expect((await w.info(token)).body.data.code).toBe('session_expired');
  });
});
