/**
 * Who reaches which work call (docs/work.md, "Who reaches which call"): every route under
 * /index/admin.work_order/ is answered only to the levels whose menu offers it (WORK_CALLS and
 * workCallLevels in src/config/routes.ts, the same table the browser builds its menu from),
 * checked once here for all of them, before the body is read. A route not declared there is
 * refused to everyone. The routes' own rules (channel, managers only, the assignee) follow.
 */
import type { FastifyInstance } from 'fastify';
import { workCallLevels } from '../../config/routes';
import { requireActor } from '../auth/actor';
import { ApiError } from '../http/errors';

const PREFIX = '/index/admin.work_order/';

export const installWorkAccess = (app: FastifyInstance): void => {
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url || !url.toLowerCase().startsWith(PREFIX)) return;
    const actor = requireActor(request);
    if (!workCallLevels(url.slice(PREFIX.length), app.resources).includes(actor.level)) throw new ApiError('forbidden', 403);
  });
};
