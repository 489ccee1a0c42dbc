/** The plot side of an order: it follows the order's status in the same transaction. */
import type { Channel } from '../../config/types';
import { occupiedStatus } from './occupied';
import { plotStatusFor, type OrderStatus } from '../kernel/orderStatus';
import { lockRow, updateRow, type WriteContext } from '../data/logged';

export const setPlotStatusForOrder = async (ctx: WriteContext, plotId: unknown, orderStatus: OrderStatus, channel?: Channel): Promise<void> => {
  const plot = await lockRow(ctx.db, 'tomb_burialslot', plotId);
  if (!plot) return;
  // An order that ends gives its plot back, unless the plot holds a deceased (./occupied.ts).
  const status = await occupiedStatus(ctx.db, plot.id, plotStatusFor(orderStatus));
  if (plot.status !== status) await updateRow(ctx, 'tomb_burialslot', plot, { status }, channel);
};

