/**
 * The domain's HTTP calls, beside the generic ones (docs/operations.md):
 * POST /index/admin.tomb_order/{sign,cancel,refund}, /index/admin.tomb_burialslot/{set_status,map,bulk_create}.
 * Each checks the caller's level against the config's access rules, like the generic calls.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { privileged } from '../data/door';
import { canDo, resourceByKey } from '../../config/access';
import type { Actor, Operation, ResourcesConfig } from '../../config/types';
import { textMaxLength } from '../../config/validators';
import { requireActor } from '../auth/actor';
import { ApiError } from '../http/errors';
import { heavyRead } from '../http/heavyLane';
import { ok } from '../http/reply';
import { bulkCreatePlots } from './bulkCreate';
import { objectBody, oneOf, positiveInt, requiredText } from '../http/body';
import { areaMap } from './mapQuery';
import { cancelOrder, refundOrder, signOrder } from './orderActions';
import { MANUAL_PLOT_STATUSES, setPlotAvailability, type ManualPlotStatus } from './plotStatus';
import type { TypedDb as Trx } from '../db/tables';

const enumValues = (config: ResourcesConfig, resource: string, field: string): string[] => {
  const def = resourceByKey(resource, config)?.fields[field];
  return def?.type === 'enum' ? def.values.map((v) => v.value) : [];
};

/** The longest text a field holds, from the config (the reason of a cancel, of a refund). */
const maxLengthOf = (config: ResourcesConfig, resource: string, field: string): number => {
  const def = resourceByKey(resource, config)?.fields[field];
  if (def?.type !== 'text' && def?.type !== 'longtext') throw new Error(`${resource}.${field} is not a text field`);
  return textMaxLength(def);
};

const allowed = (request: FastifyRequest, resource: string, op: Operation): Actor => {
  const actor = requireActor(request);
  const def = resourceByKey(resource, request.server.resources);
  if (!def || !canDo(def, actor.level, op)) throw new ApiError('forbidden', 403);
  return actor;
};

export const domainRoutes = async (app: FastifyInstance): Promise<void> => {
  const inTransaction = <T>(actor: Actor, fn: (ctx: { db: Trx; actor: Actor; app: FastifyInstance }) => Promise<T>) =>
    app.database.transaction((trx) => fn({ db: privileged(trx), actor, app }));

  app.post('/index/admin.tomb_order/sign', async (request) => {
    const actor = allowed(request, 'tomb_order', 'update');
    const body = objectBody(request.body, ['id', 'version']);
    const target = { id: positiveInt(body, 'id'), version: positiveInt(body, 'version') };
    return ok(await inTransaction(actor, (ctx) => signOrder(ctx, target)));
  });

  app.post('/index/admin.tomb_order/cancel', async (request) => {
    const actor = allowed(request, 'tomb_order', 'update');
    const body = objectBody(request.body, ['id', 'version', 'reason']);
    const target = { id: positiveInt(body, 'id'), version: positiveInt(body, 'version'), reason: requiredText(body, 'reason', maxLengthOf(app.resources, 'tomb_order', 'cancel_reason')) };
    return ok(await inTransaction(actor, (ctx) => cancelOrder(ctx, target)));
  });

  app.post('/index/admin.tomb_order/refund', async (request) => {
    const actor = allowed(request, 'tomb_order', 'update');
    if (!canDo(resourceByKey('tomb_payment', app.resources)!, actor.level, 'create')) throw new ApiError('forbidden', 403);
    const body = objectBody(request.body, ['id', 'version', 'reason', 'method', 'item']);
    const req = {
      id: positiveInt(body, 'id'),
      version: positiveInt(body, 'version'),
      reason: requiredText(body, 'reason', maxLengthOf(app.resources, 'tomb_payment', 'reason')),
      method: oneOf(body, 'method', enumValues(app.resources, 'tomb_payment', 'method')),
      // Omitted: the server names what the order's charges were for (refundItemOf), never "other".
      item: body.item === undefined ? undefined : oneOf(body, 'item', enumValues(app.resources, 'tomb_payment', 'item')),
    };
    return ok(await inTransaction(actor, (ctx) => refundOrder(ctx, req)));
  });

  app.post('/index/admin.tomb_burialslot/set_status', async (request) => {
    const actor = allowed(request, 'tomb_burialslot', 'update');
    const body = objectBody(request.body, ['id', 'version', 'status', 'reason']);
    const req = {
      id: positiveInt(body, 'id'),
      version: positiveInt(body, 'version'),
      status: oneOf(body, 'status', MANUAL_PLOT_STATUSES) as ManualPlotStatus,
      reason: requiredText(body, 'reason', 500),
    };
    return ok(await inTransaction(actor, (ctx) => setPlotAvailability(ctx, req)));
  });

  app.post('/index/admin.tomb_burialslot/map', async (request) => {
    allowed(request, 'tomb_burialslot', 'read');
    const body = objectBody(request.body, ['area_id']);
    const areaId = positiveInt(body, 'area_id');
    return ok(await heavyRead(app, (db, sliced) => areaMap(db, areaId, sliced)));
  });

  app.post('/index/admin.tomb_burialslot/bulk_create', async (request) => {
    const actor = allowed(request, 'tomb_burialslot', 'create');
    const body = objectBody(request.body, ['shelf_id', 'code_prefix', 'from', 'to', 'type', 'price', 'capacity', 'pad', 'preview']);
    const { preview, ...input } = body;
    return ok(await bulkCreatePlots(app.database, app.resources, actor, input, preview === true));
  });
};
