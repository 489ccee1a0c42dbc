/**
 * POST /index/vue-element-admin/user/logout: ends the session named by the X-Token header.
 * Without the header it is a 401 `not_signed_in` and nothing ends (a cookie alone, from a form
 * posted by another site, is not a request of this app). With a token that no longer opens a
 * session it answers 200, so a client whose session already expired can still log out cleanly.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors';
import { logout } from '../../protocol/contracts/auth';
import { publicRoute } from '../contract/route';
import { recordOperation } from '../oplog/record';
import { requestTokenHash } from '../http/actor';
import { endSession } from './sessions';
import { tokenOf } from './tokenOf';
import { privilegedTransaction } from '../data/door';

export const logoutRoute = (app: FastifyInstance): void => {
  // Public: without the header the handler answers 401 itself, with a session already ended 200.
  publicRoute(app, logout, async (_body, _actor, { request }) => {
    if (tokenOf(request) === undefined) throw new ApiError('not_signed_in', 401);
    const tokenHash = requestTokenHash(request);
    const actor = request.actor;
    if (tokenHash && actor) {
      await privilegedTransaction(app, async (trx) => {
        await endSession(trx, tokenHash, app.auth.sessions);
        await recordOperation(trx, actor, { action: 'logout', table: 'user', rowId: actor.userId });
      });
    }
    return null;
  });
};
