/**
 * POST /index/vue-element-admin/user/logout: ends the session named by the X-Token header.
 * Without the header it is a 401 `not_signed_in` and nothing ends (a cookie alone, from a form
 * posted by another site, is not a request of this app). With a token that no longer opens a
 * session it answers 200, so a client whose session already expired can still log out cleanly.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors';
import { ok } from '../http/reply';
import { recordOperation } from '../oplog/record';
import { requestTokenHash } from './actor';
import { endSession } from './sessions';
import { tokenOf } from './tokenOf';

export const logoutRoute = (app: FastifyInstance): void => {
  app.post('/index/vue-element-admin/user/logout', async (request) => {
    if (tokenOf(request) === undefined) throw new ApiError('not_signed_in', 401);
    const tokenHash = requestTokenHash(request);
    const actor = request.actor;
    if (tokenHash && actor) {
      await app.database.transaction(async (trx) => {
        await endSession(trx, tokenHash, app.auth.sessions);
        await recordOperation(trx, actor, { action: 'logout', table: 'user', rowId: actor.userId });
      });
    }
    return ok(null);
  });
};
