/**
 * POST /index/User_Reg/pwd_login {mobile, pwd, type: 'pc'}.
 * Success: {status: 1, data: {token_info: {token}, level, nickname}}. Refusal: {status: 0, msg}
 * with HTTP 200, as the legacy client expects. An unknown mobile and a wrong password get the
 * same answer after the same work (one scrypt), so neither the answer nor its timing tells
 * which accounts exist. A disabled account is told so, but only once its password is verified:
 * without the password it answers like the others.
 * Wrong passwords slow the (mobile, address) pair down rather than lock the account for
 * everyone (./loginThrottle.ts). The hash waits its turn in the hashing line (./hashQueue.ts):
 * an address with its share taken gets 429, a full line 503, both with Retry-After.
 * A browser that signed in to the account before presents its device cookie (./deviceCookie.ts):
 * its hash goes to the device lane, its failures count against that device only. Without one,
 * when the line is loaded, the sign-in must carry the answer to a challenge (./loginChallenge.ts):
 * a request without it gets `challenge_required` with a challenge, at no other cost.
 * Body: {mobile, pwd, type, challenge?, nonce?}.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../rules/messages';
import { channelOfLevel } from '../../config/routes';
import type { Level } from '../../config/types';
import { pwdLogin } from '../../protocol/contracts/auth';
import { publicRoute } from '../contract/route';
import { objectBody } from '../http/body';
import { clockOf } from '../clock/clock';
import { ApiError } from '../http/errors';
import { langOf } from '../http/lang';
import { translateError } from '../http/translate';
import { recordOperation } from '../oplog/record';
import { demoAccountsLocked } from './demoAccounts';
import type { Lane } from './hashQueue';
import { deviceSetCookie, knownDevice, signDevice } from './deviceCookie';
import { FREE_WAITING_PER_WORKER, challengeBits } from './loginChallenge';
import { hashPassword, hashing, needsRehash, verifyPassword } from './password';
import { deviceCounter, deviceVerdict, loginCounters, loginVerdict } from './loginThrottle';
import { clearFailures, countAttempt, forgetAttempt, sweepFailures } from './rateLimit';
import { createSession, sweepExpiredSessions } from './sessions';
import { privilegedRead, privilegedTransaction } from '../data/door';

/** Expired sessions and old failures count for nothing; deleting them now and then keeps the tables small. */
const SWEEP_INTERVAL_MS = 10 * 60_000;

const refuse = (request: FastifyRequest, code: ErrorCode) => ({ status: 0, msg: translateError(code, langOf(request)), data: { code } });

const stringField = (body: Record<string, unknown>, key: string): string => {
  const v = body[key];
  if (typeof v !== 'string' || v.length > 256) throw new ApiError('bad_request', 400);
  return v;
};

export const loginRoute = (app: FastifyInstance): void => {
  let lastSweep = 0;

  // The spec's own envelopes (status 1 or 0), sent as they are.
  publicRoute(
    app,
    pwdLogin,
    async (_body, _actor, { request, reply }) => {
      const body = objectBody(request.body, ['mobile', 'pwd', 'type', 'challenge', 'nonce']);
      const mobile = stringField(body, 'mobile').trim();
      const pwd = stringField(body, 'pwd');
      const now = clockOf(app).now();
      const nowS = Math.floor(now.getTime() / 1000);
      const { queue } = hashing();
      // A known device of this mobile's account: its own lane and its own counter.
      const device = knownDevice(app.auth.secret(), request.headers.cookie, mobile, nowS);
      let lane: Lane = device ? 'device' : 'open';
      if (!device && body.challenge !== undefined) {
        const answer = body.nonce;
        if (app.auth.challenges.redeem(stringField(body, 'challenge'), typeof answer === 'string' ? answer : '', nowS)) lane = 'proven';
      }
      if (lane === 'open') {
        // Under load an unknown device pays first: answered at once, before any other work.
        const bits = challengeBits(queue.load(), FREE_WAITING_PER_WORKER * queue.limits.concurrency);
        if (bits > 0) {
          const code = 'challenge_required';
          return { status: 0, msg: translateError(code, langOf(request)), data: { code, ...app.auth.challenges.issue(bits, nowS) } };
        }
      }
      // A place in the hashing line first, before any database work: a full line, or an address
      // with its share taken, is turned away at once (429/503 with Retry-After), and it was not a guess.
      // The device lane's share is per account, the others' per address.
      const place = queue.reserve(device ? `account:${device.userId}` : request.ip, lane);
      try {
        const db = privilegedRead(app);
        const counters = device ? [deviceCounter(device.deviceId)] : loginCounters(mobile, request.ip);
        const attempt = await countAttempt(db, counters, now);
        const verdict = device ? deviceVerdict(attempt.seen[0], now) : loginVerdict(attempt.seen, now);
        if (!verdict.allowed) {
          // A refused attempt is not a guess: it does not extend the wait.
          await forgetAttempt(db, attempt.id);
          reply.header('Retry-After', String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))));
          return refuse(request, 'too_many_attempts');
        }

        const user = mobile
          ? await db.selectFrom('user').select(['id', 'level', 'enabled', 'nickname', 'password_hash', 'demo']).where('mobile', '=', mobile).executeTakeFirst()
          : undefined;
        // verifyPassword does the full hash even without a stored one, in the place taken above;
        // a newcomer may take that place back while it waits (503): not a guess either.
        let passwordOk: boolean;
        try {
          passwordOk = await verifyPassword(pwd, user?.password_hash, { place });
        } catch (e) {
          await forgetAttempt(db, attempt.id);
          throw e;
        }
        // The attempt stays counted as a failure.
        if (!user || !passwordOk) return refuse(request, 'login_failed');
        if (!user.enabled) {
          // The right password: its holder is told why, and it was not a guess.
          await forgetAttempt(db, attempt.id);
          return refuse(request, 'account_disabled');
        }
        if (user.demo && demoAccountsLocked(app)) {
          // The published password on a reachable server: told why (it is public anyway), no session.
          await forgetAttempt(db, attempt.id);
          return refuse(request, 'demo_account_locked');
        }

        const level = user.level as Level;
        const actor = { userId: user.id, level, channel: channelOfLevel(level) };
        // Best effort: with the line full, the old hash serves until the next sign-in. A demo account
        // still on the password the README publishes keeps its cheaper hash: a stronger one would
        // protect nothing and cost 128 MiB and half a second of CPU at each of its sign-ins; its
        // first own password is hashed at today's strength (and ends it being a demo account).
        const rehash = !user.demo && needsRehash(String(user.password_hash)) ? await hashPassword(pwd, undefined, { address: request.ip }).catch(() => undefined) : undefined;
        const token = await privilegedTransaction(app, async (trx) => {
          const created = await createSession(trx, actor.userId, now, {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
          });
          // Not a change of the record by a person: no version bump, so nobody's open edit turns stale.
          await trx
            .updateTable('user')
            .set({ last_login_at: now.toISOString(), ...(rehash ? { password_hash: rehash } : {}) })
            .where('id', '=', actor.userId)
            .execute();
          await forgetAttempt(trx, attempt.id);
          // This address's mistakes on this account are forgiven; the address's and the account's counters stay.
          await clearFailures(trx, counters[0]);
          await recordOperation(trx, actor, { action: 'login', table: 'user', rowId: actor.userId });
          return created;
        });
        // This browser is now a known device of the account (a fresh token each time).
        reply.header('Set-Cookie', deviceSetCookie(request.headers.cookie, signDevice(app.auth.secret(), actor.userId, mobile, nowS), actor.userId, request.protocol === 'https'));
        if (now.getTime() - lastSweep > SWEEP_INTERVAL_MS) {
          lastSweep = now.getTime();
          await sweepExpiredSessions(db, now);
          await sweepFailures(db, now);
        }
        return { status: 1, msg: 'ok', data: { token_info: { token }, level, nickname: user.nickname } };
      } finally {
        // Unused when the attempt was refused before its hash.
        place.release();
      }
    },
    { raw: true },
  );
};
