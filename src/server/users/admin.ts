/**
 * The legacy user-management calls. They go through the generic data service, so the
 * `user` table's hooks (./hooks.ts) apply the same rules as admin.user/create|update:
 * - POST /index/admin.user/create_user {mobile, nickname, level, password, introduction?, avatar?}
 * - POST /index/admin.user/update_level {id, level, version?}
 * - POST /index/admin.user/update_password {old_password, password}: one's own password, any level;
 *   {id, password}: a manager sets another user's password (a reset).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createUser, updatePassword, updateUserLevel } from '../../protocol/contracts/users';
import { route } from '../contract/route';
import { requestTokenHash } from '../http/actor';
import { hashPassword, verifyPassword } from '../auth/password';
import { NEW_PASSWORD_CLEARS, acceptNewPassword } from '../auth/policy';
import { PASSWORD_CHECK_PER_USER, beginAttempt, forgetAttempt } from '../auth/rateLimit';
import { endUserSessions } from '../auth/sessions';
import { create, update } from '../data';
import { doorRead, doorTransaction } from '../data/door';
import { objectBody } from '../http/body';
import { clockOf } from '../clock/clock';
import { ApiError } from '../http/errors';
import { hashPasswordFirst } from './hashFirst';
import { recordOperation } from '../oplog/record';

const wrongPassword = (): ApiError => new ApiError('wrong_password', 400, undefined, { old_password: { code: 'wrong_password' } });

export const userAdminRoutes = (app: FastifyInstance): void => {
  route(app, createUser, async (body, actor) => create(app, actor, 'user', await hashPasswordFirst(app, actor, 'user', body)));

  route(app, updateUserLevel, async (sent, actor) => {
    const body = objectBody(sent, ['id', 'level', 'version']);
    return update(app, actor, 'user', { id: body.id, version: body.version, data: { level: body.level } });
  });

  route(app, updatePassword, async (sent, actor, { request }) => {
    const body = objectBody(sent, ['id', 'old_password', 'password']);
    const own = body.id === undefined || Number(body.id) === actor.userId;
    if (!own) {
      // A reset by a manager: the hooks check who may, hash the password and end the user's sessions.
      const row = await update(app, actor, 'user', { id: body.id, data: await hashPasswordFirst(app, actor, 'user', { password: body.password }) });
      return { id: Number(row.id) };
    }

    const password = acceptNewPassword(body.password);
    const db = doorRead(app, actor);
    const now = clockOf(app).now();
    const me = await db.selectFrom('user').select(['id', 'password_hash']).where('id', '=', actor.userId).executeTakeFirstOrThrow();
    // Wrong current passwords are counted per user: a borrowed session must not become a guessing oracle.
    const counter = { limit: PASSWORD_CHECK_PER_USER, subject: String(actor.userId) };
    const attempt = await beginAttempt(db, [counter], now);
    if (!attempt.allowed) throw new ApiError('too_many_attempts', 429);
    // The signed-in owner (counted per user above): the account's lane (../auth/password.ts).
    const caller = { account: actor.userId };
    if (typeof body.old_password !== 'string' || !(await verifyPassword(body.old_password, me.password_hash, caller))) throw wrongPassword();
    const passwordHash = await hashPassword(password, undefined, caller);
    await doorTransaction(app, actor, async (trx) => {
      await trx
        .updateTable('user')
        .set({ password_hash: passwordHash, ...NEW_PASSWORD_CLEARS, version: sql`version + 1`, updated_at: sql`now()` })
        .where('id', '=', actor.userId)
        .execute();
      await forgetAttempt(trx, attempt.id);
      // Other browsers signed in as this user are signed out; this one stays.
      await endUserSessions(trx, actor.userId, requestTokenHash(request), app.auth.sessions);
      await recordOperation(trx, actor, { action: 'update', table: 'user', rowId: actor.userId });
    });
    return { id: actor.userId };
  });
};
