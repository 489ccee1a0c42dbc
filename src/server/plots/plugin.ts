/** POST /index/admin.tomb_burialslot/occupancy {id}: the counts of deceased on a plot (docs/operations.md). */
import type { FastifyPluginAsync } from 'fastify';
import { canDo, resourceByKey } from '../../config/access';
import { requireActor } from '../auth/actor';
import { forbidden } from '../http/errors';
import { ok } from '../http/reply';
import { badValue, isPlainObject, malformed, onlyKeys } from '../query/refuse';
import { plotOccupancy } from './occupancy';

export const plotsPlugin: FastifyPluginAsync = async (app) => {
  app.post('/index/admin.tomb_burialslot/occupancy', async (request) => {
    const actor = requireActor(request);
    const plots = resourceByKey('tomb_burialslot', app.resources);
    if (!plots || !canDo(plots, actor.level, 'read')) throw forbidden();
    const body = request.body;
    if (!isPlainObject(body)) throw malformed();
    onlyKeys(body, ['id']);
    const id = body.id;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw badValue('id');
    return ok(await plotOccupancy(app.database.db, id, actor.channel));
  });
};
