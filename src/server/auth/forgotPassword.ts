/**
 * The forgot-password flow, without an SMS gateway:
 * - POST /index/user_reg/forget_code {mobile}: always the same neutral answer after the same
 *   database work (nobody learns which mobiles have accounts); for an enabled account, a 6-digit
 *   code valid 10 minutes is stored hashed and handed to `app.auth.deliverCode`, which sends it
 *   by text message through the messaging layer after the answer (./state.ts).
 * - POST /index/user_reg/reset_password {mobile, code, password}: sets the new password and
 *   ends every session of the account. Wrong codes are counted: 5 per 15 minutes per mobile.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { channelOfLevel } from '../../config/routes';
import type { Level } from '../../config/types';
import { objectBody } from '../http/body';
import { clockOf } from '../clock/clock';
import { ApiError } from '../http/errors';
import { langOf } from '../http/lang';
import { forgetCode, resetPassword } from '../../protocol/contracts/auth';
import { publicRoute } from '../contract/route';
import { translateError } from '../http/translate';
import { recordOperation } from '../oplog/record';
import { hashPassword } from './password';
import { NEW_PASSWORD_CLEARS, acceptNewPassword } from './policy';
import { clearLoginFailures } from './loginThrottle';
import { CODE_GUESS_PER_MOBILE, CODE_REQUEST_PER_IP, CODE_REQUEST_PER_MOBILE, beginAttempt, clearFailures } from './rateLimit';
import { endUserSessions } from './sessions';
import { RESET_CODE_MINUTES } from './state';
import { privilegedRead, privilegedTransaction } from '../data/door';

const CODE_TTL_MS = RESET_CODE_MINUTES * 60_000;

const codeHash = (userId: number, code: string): Buffer => createHash('sha256').update(`${userId}:${code}`).digest();

const mobileOf = (body: Record<string, unknown>): string => {
  const v = body.mobile;
  if (typeof v !== 'string' || v.length > 40) throw new ApiError('bad_request', 400);
  return v.trim();
};

const tooMany = (): ApiError => new ApiError('too_many_attempts', 429);
const badCode = (): ApiError => new ApiError('bad_code', 400, undefined, { code: { code: 'bad_code' } });

export const forgotPasswordRoutes = (app: FastifyInstance): void => {
  // The legacy neutral answer (status 200 inside the envelope), sent as it is.
  publicRoute(
    app,
    forgetCode,
    async (_body, _actor, { request }) => {
      const mobile = mobileOf(objectBody(request.body, ['mobile']));
      const now = clockOf(app).now();
      // Counted whether or not the account exists, so the limit itself tells nothing.
      const counters = [
        { limit: CODE_REQUEST_PER_MOBILE, subject: mobile },
        { limit: CODE_REQUEST_PER_IP, subject: request.ip },
      ];
      // The same statements, in one transaction (one commit), whether or not the account exists:
      // neither the answer nor its timing may tell (tests/server/authForgotWork.test.ts counts them).
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const sent = await privilegedTransaction(app, async (trx) => {
        if (!(await beginAttempt(trx, counters, now)).allowed) throw tooMany();
        const found = await trx.selectFrom('user').select(['id', 'mobile', 'enabled']).where('mobile', '=', mobile).executeTakeFirst();
        // No account (or a disabled one): the same write, aimed at an id no row has, writes nothing.
        const userId = found?.enabled ? found.id : 0;
        const hash = codeHash(userId, code).toString('base64url');
        const expires = new Date(now.getTime() + CODE_TTL_MS);
        const written = await trx
          .insertInto('password_reset')
          .columns(['user_id', 'code_hash', 'expires_at'])
          .expression((eb) =>
            eb
              .selectFrom('user')
              .select(['id', sql<string>`${hash}::text`.as('code_hash'), sql<Date>`${expires}::timestamptz`.as('expires_at')])
              .where('id', '=', userId)
              .where('enabled', '=', true),
          )
          .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ code_hash: eb.ref('excluded.code_hash'), expires_at: eb.ref('excluded.expires_at') })))
          .returning('user_id')
          .executeTakeFirst();
        return written && found ? { id: found.id, mobile: found.mobile } : undefined;
      });
      if (sent) app.auth.deliverCode(sent, code, { lang: langOf(request), address: request.ip });
      return { status: 200, msg: translateError('code_sent', langOf(request)), data: null };
    },
    { raw: true },
  );

  publicRoute(app, resetPassword, async (_body, _actor, { request }) => {
    const body = objectBody(request.body, ['mobile', 'code', 'password']);
    const mobile = mobileOf(body);
    // Checked first: a weak new password does not use up a guess.
    const password = acceptNewPassword(body.password);
    const db = privilegedRead(app);
    const now = clockOf(app).now();
    const guesses = { limit: CODE_GUESS_PER_MOBILE, subject: mobile };
    if (!(await beginAttempt(db, [guesses], now)).allowed) throw tooMany();

    const code = typeof body.code === 'string' ? body.code.trim() : '';
    const found = await db
      .selectFrom('user as u')
      .innerJoin('password_reset as r', 'r.user_id', 'u.id')
      .select(['u.id', 'u.level', 'u.enabled', 'r.code_hash', 'r.expires_at'])
      .where('u.mobile', '=', mobile)
      .executeTakeFirst();
    const valid =
      found !== undefined &&
      found.enabled &&
      /^\d{6}$/.test(code) &&
      new Date(found.expires_at).getTime() > now.getTime() &&
      timingSafeEqual(codeHash(found.id, code), Buffer.from(found.code_hash, 'base64url'));
    // A wrong code stays counted.
    if (!valid || !found) throw badCode();

    const userId = found.id;
    const level = found.level as Level;
    // The code proved the owner: the account's lane (./password.ts), not the shared workers a flood may fill.
    const passwordHash = await hashPassword(password, undefined, { account: userId });
    await privilegedTransaction(app, async (trx) => {
      await trx
        .updateTable('user')
        .set({ password_hash: passwordHash, ...NEW_PASSWORD_CLEARS, version: sql`version + 1`, updated_at: sql`now()` })
        .where('id', '=', userId)
        .execute();
      await trx.deleteFrom('password_reset').where('user_id', '=', userId).execute();
      await endUserSessions(trx, userId, undefined, app.auth.sessions);
      await clearFailures(trx, guesses);
      // The account may have been slowed down by wrong passwords: proving the code clears that.
      await clearLoginFailures(trx, mobile);
      // The holder of the code acts on their own account.
      await recordOperation(trx, { userId, level, channel: channelOfLevel(level) }, { action: 'update', table: 'user', rowId: userId });
    });
    return null;
  });
};
