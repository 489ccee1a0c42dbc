/**
 * POST /index/admin.tomb_burialslot/occupancy {id}: the counts of deceased on a plot;
 * POST /index/admin.tomb_burialslot/occupancies {ids}: how many are registered on each of up
 * to 100 plots (the registration form's plot picker) (docs/operations.md).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { privilegedRead } from '../data/door';
import { canDo, resourceByKey } from '../../config/access';
import { requireActor } from '../auth/actor';
import { forbidden } from '../http/errors';
import { ok } from '../http/reply';
import { badValue, isPlainObject, malformed, onlyKeys } from '../query/refuse';
import { MAX_OCCUPANCY_IDS, plotOccupancy, plotsOccupancy } from './occupancy';

const isId = (id: unknown): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;

export const plotsPlugin: FastifyPluginAsync = async (app) => {
  /** The caller, who must read plots, and the body with only these keys. */
  const reader = (request: FastifyRequest, keys: readonly string[]) => {
    const actor = requireActor(request);
    const plots = resourceByKey('tomb_burialslot', app.resources);
    if (!plots || !canDo(plots, actor.level, 'read')) throw forbidden();
    const body = request.body;
    if (!isPlainObject(body)) throw malformed();
    onlyKeys(body, keys);
    return { actor, body };
  };

  app.post('/index/admin.tomb_burialslot/occupancy', async (request) => {
    const { actor, body } = reader(request, ['id']);
    if (!isId(body.id)) throw badValue('id');
    return ok(await plotOccupancy(privilegedRead(app), body.id, actor.channel));
  });

  app.post('/index/admin.tomb_burialslot/occupancies', async (request) => {
    const { body } = reader(request, ['ids']);
    const ids = body.ids;
    if (!Array.isArray(ids) || ids.length > MAX_OCCUPANCY_IDS || !ids.every(isId)) throw badValue('ids');
    return ok(await plotsOccupancy(privilegedRead(app), [...new Set(ids)]));
  });
};
