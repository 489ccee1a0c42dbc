/**
 * POST /index/User_Reg/pwd_login {mobile, pwd, type: 'pc'}.
 * Success: {status: 1, data: {token_info: {token}, level, nickname}}. Refusal: {status: 0, msg}
 * with HTTP 200, as the legacy client expects. An unknown mobile, a wrong password and a
 * disabled account get the same answer after the same work (one scrypt), so neither the
 * answer nor its timing tells which accounts exist.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../config/messages';
import { channelOfLevel } from '../../config/routes';
import type { Level } from '../../config/types';
import { objectBody } from '../domain/body';
import { clockOf } from '../domain/state';
import { ApiError } from '../http/errors';
import { langOf } from '../http/lang';
import { translateError } from '../http/translate';
import { recordOperation } from '../oplog/record';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { LOGIN_PER_IP, LOGIN_PER_MOBILE, beginAttempt, clearFailures, forgetAttempt, type Counted } from './rateLimit';
import { createSession, sweepExpiredSessions } from './sessions';

/** Expired sessions are refused anyway; deleting them now and then keeps the table small. */
const SWEEP_INTERVAL_MS = 10 * 60_000;

const refuse = (request: FastifyRequest, reply: FastifyReply, code: ErrorCode) =>
  reply.send({ status: 0, msg: translateError(code, langOf(request)), data: { code } });

const stringField = (body: Record<string, unknown>, key: string): string => {
  const v = body[key];
  if (typeof v !== 'string' || v.length > 256) throw new ApiError('bad_request', 400);
  return v;
};

export const loginRoute = (app: FastifyInstance): void => {
  let lastSweep = 0;

  app.post('/index/User_Reg/pwd_login', async (request, reply) => {
    const body = objectBody(request.body, ['mobile', 'pwd', 'type']);
    const mobile = stringField(body, 'mobile').trim();
    const pwd = stringField(body, 'pwd');
    const now = clockOf(app).now();
    const db = app.database.db;
    const counters: Counted[] = [
      { limit: LOGIN_PER_MOBILE, subject: mobile },
      { limit: LOGIN_PER_IP, subject: request.ip },
    ];
    const attempt = await beginAttempt(db, counters, now);
    if (!attempt.allowed) {
      reply.header('Retry-After', String(LOGIN_PER_MOBILE.windowMs / 1000));
      return refuse(request, reply, 'too_many_attempts');
    }

    const user = mobile
      ? await db.selectFrom('user').select(['id', 'level', 'enabled', 'nickname', 'password_hash']).where('mobile', '=', mobile).executeTakeFirst()
      : undefined;
    // verifyPassword does the full hash even without a stored one.
    const passwordOk = await verifyPassword(pwd, user?.password_hash, { source: request.ip });
    // The attempt stays counted as a failure.
    if (!user || !passwordOk || !user.enabled) return refuse(request, reply, 'login_failed');

    const level = Number(user.level) as Level;
    const actor = { userId: Number(user.id), level, channel: channelOfLevel(level) };
    const rehash = needsRehash(String(user.password_hash)) ? await hashPassword(pwd, undefined, { source: request.ip }) : undefined;
    const token = await app.database.transaction(async (trx) => {
      const created = await createSession(trx, actor.userId, now, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      // Not a change of the record by a person: no version bump, so nobody's open edit turns stale.
      await trx
        .updateTable('user')
        .set({ last_login_at: now, ...(rehash ? { password_hash: rehash } : {}) })
        .where('id', '=', actor.userId)
        .execute();
      await forgetAttempt(trx, attempt.id);
      await clearFailures(trx, counters[0]);
      await recordOperation(trx, actor, { action: 'login', table: 'user', rowId: actor.userId });
      return created;
    });
    if (now.getTime() - lastSweep > SWEEP_INTERVAL_MS) {
      lastSweep = now.getTime();
      await sweepExpiredSessions(db, now);
    }
    return { status: 1, msg: 'ok', data: { token_info: { token }, level, nickname: user.nickname } };
  });
};
