/**
 * A plot's status is the order's business (docs/operations.md): the generic write refuses it
 * (read-only in the config) and only the order, registration and expiry rules move it. The one
 * hand-made change is a manager taking a plot off sale or back on sale (unavailable <->
 * available), with a reason, and only while no active order holds it. A plot is shared by the
 * channels until an order takes it, so the change is logged in both channels' operation logs.
 */
import { CHANNELS, type Actor } from '../../config/types';
import { ApiError } from '../http/errors';
import type { Row } from '../hooks/registry';
import { recordOperation } from '../oplog/record';
import { refuseIfOccupied } from '../kernel/occupied';
import { activeOrderOfPlot } from '../kernel/orderStatus';
import { acrossChannels } from '../data/door';
import { lockRow, updateRow, type WriteContext } from '../data/logged';

/** The statuses a manager may set by hand. */
export const MANUAL_PLOT_STATUSES = ['available', 'unavailable'] as const;
export type ManualPlotStatus = (typeof MANUAL_PLOT_STATUSES)[number];

interface PlotStatusRequest {
  id: number;
  version: number;
  status: ManualPlotStatus;
  reason: string;
}

export const setPlotAvailability = async (ctx: WriteContext & { actor: Actor }, req: PlotStatusRequest): Promise<Row> => {
  const plot = await lockRow(ctx.db, 'tomb_burialslot', req.id);
  if (!plot) throw new ApiError('not_found', 404);
  if (plot.version !== req.version) throw new ApiError('conflict', 409);
  // Locked too: an order created at this moment waits for the plot row and then finds it unavailable.
  // Any channel's order holds it (across the door's scope on purpose: a plot is shared until sold).
  if (await activeOrderOfPlot({ ...ctx, db: acrossChannels(ctx.db) }, plot.id)) throw new ApiError('plot_held', 409);
  // A plot that holds a deceased is neither put on sale nor taken off as if it were empty (./occupied.ts).
  await refuseIfOccupied(ctx.db, plot);
  // The reason stays on the plot (why it is off sale, or why it came back) and in the log.
  const after = await updateRow(ctx, 'tomb_burialslot', plot, { status: req.status, status_reason: req.reason }, ctx.actor.channel);
  for (const channel of CHANNELS.filter((c) => c !== ctx.actor.channel))
    await recordOperation(acrossChannels(ctx.db), ctx.actor, { action: 'update', table: 'tomb_burialslot', rowId: plot.id, before: plot, after, channel });
  return after;
};
