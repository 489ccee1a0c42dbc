/**
 * The domain's HTTP calls, beside the generic ones (docs/operations.md):
 * POST /index/admin.tomb_order/{sign,cancel,refund}, /index/admin.tomb_burialslot/{set_status,map,bulk_create}.
 * Their contracts (who: the config's access rules, like the generic calls; body; answer) are in
 * src/protocol/contracts/plots.ts.
 */
import type { FastifyInstance } from 'fastify';
import { door, doorTransaction } from '../data/door';
import type { Actor } from '../../config/types';
import * as plots from '../../protocol/contracts/plots';
import { route } from '../contract/route';
import { ApiError } from '../http/errors';
import { heavyRead } from '../http/heavyLane';
import { bulkCreatePlots } from './bulkCreate';
import type { BulkInput } from './bulkPlan';
import { areaMap } from './mapQuery';
import { cancelOrder, refundOrder, signOrder } from './orderActions';
import { MANUAL_PLOT_STATUSES, setPlotAvailability, type ManualPlotStatus } from './plotStatus';
import type { TypedDb as Trx } from '../db/tables';

export const domainRoutes = async (app: FastifyInstance): Promise<void> => {
  const inTransaction = <T>(actor: Actor, fn: (ctx: { db: Trx; actor: Actor; app: FastifyInstance }) => Promise<T>) =>
    doorTransaction(app, actor, (db) => fn({ db, actor, app }));

  route(app, plots.signOrder, async (body, actor) => inTransaction(actor, (ctx) => signOrder(ctx, body)));
  route(app, plots.cancelOrder, async (body, actor) => inTransaction(actor, (ctx) => cancelOrder(ctx, body)));
  // Without `item` the server names what the order's charges were for (refundItemOf), never "other".
  route(app, plots.refundOrder, async (body, actor) => inTransaction(actor, (ctx) => refundOrder(ctx, body)));

  route(app, plots.setPlotStatus, async (body, actor) => {
    const status = body.status as ManualPlotStatus;
    if (!MANUAL_PLOT_STATUSES.includes(status)) throw new ApiError('validation', 422, undefined, { status: { key: 'enum', params: { values: MANUAL_PLOT_STATUSES.join(', ') } } });
    return inTransaction(actor, (ctx) => setPlotAvailability(ctx, { ...body, status }));
  });

  route(app, plots.areaMap, async (body, actor) => heavyRead(app, (db, sliced) => areaMap(door(app, db, actor), body.area_id, sliced)) as Promise<plots.AreaMapRows>);

  route(app, plots.bulkCreatePlots, async (body, actor) => {
    const { preview, ...input } = body;
    return bulkCreatePlots(app, actor, input as Partial<BulkInput>, preview) as unknown as Promise<plots.BulkAnswer>;
  });
};
