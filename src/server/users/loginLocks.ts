/**
 * What wrong passwords did to an account's sign-in, for its administrators (levels 5 and 6,
 * for the users they manage: ./rules.ts), and the way to clear it (docs/auth.md):
 * - POST /index/admin.user/login_locks {}: every account of the caller's channel (up to their
 *   level) with sign-in failures in the window, as LoginLock rows;
 * - POST /index/admin.user/login_lock {id}: one account's LoginLock (no failures: zeros);
 * - POST /index/admin.user/clear_login_lock {id}: forget the account's failures (every address
 *   and the brake), recorded in the operation log. An address's own count across accounts stays.
 * Another channel's or a higher level's account is `not_found`, as everywhere in user management.
 */
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../config/types';
import type { AddressFailures, LoginLock } from '../../protocol/loginLock';
import { clearLoginLock, loginLock, loginLocks } from '../../protocol/contracts/users';
import { route } from '../contract/route';
import { LOGIN_PER_ACCOUNT, LOGIN_PER_PAIR, brakeOn, clearLoginFailures, pairOfKey, pairPrefix, pairRetryAt } from '../auth/loginThrottle';
import { keyOf } from '../auth/rateLimit';
import { doorRead, doorTransaction, type TypedDb } from '../data/door';
import { clockOf } from '../clock/clock';
import { forbidden, notFound } from '../http/errors';
import { recordOperation } from '../oplog/record';
import { assignableLevels, canManageUser, isUserManager } from './rules';

interface KeyRow {
  key: string;
  n: number;
  first: string;
  last: string;
}

interface UserRow {
  id: number;
  nickname: string | null;
  mobile: string;
  level: number;
}

/** Counters of the sign-in keys in the window, grouped by key. `mobiles` undefined: every account. */
const failureRows = async (db: TypedDb, now: Date, mobiles?: readonly string[]): Promise<KeyRow[]> => {
  const since = new Date(now.getTime() - LOGIN_PER_PAIR.windowMs);
  let q = db
    .selectFrom('auth_failure')
    .select((eb) => ['key', eb.fn.countAll<number>().as('n'), eb.fn.min<string>('at').as('first'), eb.fn.max<string>('at').as('last')])
    .where('at', '>', since)
    .groupBy('key');
  if (mobiles === undefined)
    q = q.where((eb) => eb.or([eb.fn<boolean>('starts_with', ['key', eb.val(`${LOGIN_PER_PAIR.name}:`)]), eb.fn<boolean>('starts_with', ['key', eb.val(`${LOGIN_PER_ACCOUNT.name}:`)])]));
  else
    q = q.where((eb) =>
      eb.or(
        mobiles.flatMap((m) => [eb('key', '=', keyOf({ limit: LOGIN_PER_ACCOUNT, subject: m })), eb.fn<boolean>('starts_with', ['key', eb.val(pairPrefix(m))])]),
      ),
    );
  return (await q.execute()).map((r) => ({ key: String(r.key), n: Number(r.n), first: String(r.first), last: String(r.last) }));
};

const mobileOfKey = (key: string): string | undefined =>
  key.startsWith(`${LOGIN_PER_ACCOUNT.name}:`) ? key.slice(LOGIN_PER_ACCOUNT.name.length + 1) : pairOfKey(key)?.mobile;

const lockOf = (user: UserRow, rows: readonly KeyRow[], now: Date): LoginLock => {
  const mine = rows.filter((r) => mobileOfKey(r.key) === user.mobile);
  const account = mine.find((r) => r.key === keyOf({ limit: LOGIN_PER_ACCOUNT, subject: user.mobile }));
  const seenAccount = { failures: account?.n ?? 0 };
  const brake = brakeOn(seenAccount);
  const addresses: AddressFailures[] = [];
  for (const r of mine) {
    const address = pairOfKey(r.key)?.address;
    if (address === undefined) continue;
    const pair = { failures: r.n, first: new Date(r.first), last: new Date(r.last) };
    const waits = [pairRetryAt(pair) ?? 0, brake ? pair.first.getTime() + LOGIN_PER_PAIR.windowMs : 0];
    const retryAt = Math.max(...waits);
    addresses.push({ address, failures: r.n, retry_at: retryAt > now.getTime() ? new Date(retryAt).toISOString() : null });
  }
  addresses.sort((a, b) => b.failures - a.failures || a.address.localeCompare(b.address));
  const until = addresses.map((a) => a.retry_at).filter((t): t is string => t !== null).sort().pop() ?? null;
  return {
    id: user.id,
    nickname: user.nickname ?? '',
    mobile: user.mobile,
    failures: seenAccount.failures,
    brake,
    locked: until !== null,
    until,
    addresses,
  };
};

const requireManager = (actor: Actor): void => {
  if (!isUserManager(actor)) throw forbidden();
};

/** The account, if the caller manages it; otherwise not_found (its existence is not disclosed). */
const managedUser = async (db: TypedDb, actor: Actor, id: number): Promise<UserRow> => {
  const user = await db.selectFrom('user').select(['id', 'nickname', 'mobile', 'level']).where('id', '=', id).executeTakeFirst();
  if (!user || !canManageUser(actor, user)) throw notFound();
  return user;
};

export const loginLockRoutes = (app: FastifyInstance): void => {
  route(app, loginLocks, async (_body, actor) => {
    requireManager(actor);
    const db = doorRead(app, actor);
    const now = clockOf(app).now();
    const rows = await failureRows(db, now);
    const mobiles = [...new Set(rows.map((r) => mobileOfKey(r.key)).filter((m): m is string => m !== undefined))];
    if (mobiles.length === 0) return [];
    const users = (await db
      .selectFrom('user')
      .select(['id', 'nickname', 'mobile', 'level'])
      .where('mobile', 'in', mobiles)
      .where('level', 'in', assignableLevels(actor))
      .orderBy('id')
      .execute());
    return users.map((u) => lockOf(u, rows, now));
  });

  route(app, loginLock, async ({ id }, actor) => {
    requireManager(actor);
    const db = doorRead(app, actor);
    const now = clockOf(app).now();
    const user = await managedUser(db, actor, id);
    return lockOf(user, await failureRows(db, now, [user.mobile]), now);
  });

  route(app, clearLoginLock, async ({ id }, actor) => {
    requireManager(actor);
    const now = clockOf(app).now();
    const lock = await doorTransaction(app, actor, async (trx) => {
      const user = await managedUser(trx, actor, id);
      const before = lockOf(user, await failureRows(trx, now, [user.mobile]), now);
      await clearLoginFailures(trx, user.mobile);
      await recordOperation(trx, actor, {
        action: 'update',
        table: 'user',
        rowId: user.id,
        before: { sign_in_failures: before.failures, sign_in_locked: before.locked },
        after: { sign_in_failures: 0, sign_in_locked: false },
      });
      return lockOf(user, [], now);
    });
    return lock;
  });
};
