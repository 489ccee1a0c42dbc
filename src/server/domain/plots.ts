/** The plot side of an order: it follows the order's status in the same transaction. */
import type { Channel } from '../../config/types';
import type { RowOf } from '../db/tables';
import { occupiedStatus } from './occupied';
import { plotStatusFor, type OrderStatus } from './orderStatus';
import { lockRow, updateRow, type WriteContext } from '../data/logged';

export const setPlotStatusForOrder = async (ctx: WriteContext, plotId: unknown, orderStatus: OrderStatus, channel?: Channel): Promise<void> => {
  const plot = await lockRow(ctx.db, 'tomb_burialslot', plotId);
  if (!plot) return;
  // An order that ends gives its plot back, unless the plot holds a deceased (./occupied.ts).
  const status = await occupiedStatus(ctx.db, plot.id, plotStatusFor(orderStatus));
  if (plot.status !== status) await updateRow(ctx, 'tomb_burialslot', plot, { status }, channel);
};

/** The order that currently holds the plot (at most one, by the partial unique index). */
export const activeOrderOfPlot = async (ctx: WriteContext, plotId: unknown): Promise<RowOf<'tomb_order'> | undefined> =>
  ctx.db
    .selectFrom('tomb_order')
    .selectAll()
    .where('burialslot_id', '=', Number(plotId))
    .where('status', 'in', ['reserved', 'contracted', 'paid', 'completed'])
    .forUpdate()
    .executeTakeFirst();
