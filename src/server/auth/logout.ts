/**
 * POST /index/vue-element-admin/user/logout: ends the request's session. Answers status 200
 * whether or not there was one, so a client whose session already expired can still log out cleanly.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/reply';
import { recordOperation } from '../oplog/record';
import { requestTokenHash } from './actor';
import { endSession } from './sessions';

export const logoutRoute = (app: FastifyInstance): void => {
  app.post('/index/vue-element-admin/user/logout', async (request) => {
    const tokenHash = requestTokenHash(request);
    const actor = request.actor;
    if (tokenHash && actor) {
      await app.database.transaction(async (trx) => {
        await endSession(trx, tokenHash);
        await recordOperation(trx, actor, { action: 'logout', table: 'user', rowId: actor.userId });
      });
    }
    return ok(null);
  });
};
