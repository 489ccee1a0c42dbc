/** The message drawer's own call besides the generic ones: POST /index/admin.message/read_all (docs/protocol.md). */
import type { FastifyPluginAsync } from 'fastify';
import { requireActor } from '../auth/actor';
import { ok } from '../http/reply';
import { isPlainObject, malformed, onlyKeys } from '../query/refuse';
import { markAllRead } from './readAll';

export const messagesPlugin: FastifyPluginAsync = async (app) => {
  app.post('/index/admin.message/read_all', async (request) => {
    const actor = requireActor(request);
    const body = request.body ?? {};
    if (!isPlainObject(body)) throw malformed();
    onlyKeys(body, []);
    return ok(await markAllRead(app, actor));
  });
};
