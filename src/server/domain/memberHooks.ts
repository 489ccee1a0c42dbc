/**
 * member (registration of a deceased) rules: the plot and the order must belong together
 * (the order is the plot's active order) and to the member's channel (another channel's order
 * is answered like a missing one); a plot holds at most
 * its capacity; a burial date may only be registered on a fully paid order and completes it
 * (the plot becomes buried), in the same transaction. A grave that holds imported history of
 * the member's channel and no active order (a family's grave imported without a sale record)
 * takes further burials without an order, within its capacity; it stays buried.
 */
import type { HookContext, Row, TableHooks } from '../hooks/registry';
import { ApiError } from '../http/errors';
import { plotCapacity } from './capacity';
import { writeOrderStatus } from '../kernel/orderFlow';
import { holdsImportedHistory } from '../kernel/occupied';
import { activeOrderOfPlot, isActive } from '../kernel/orderStatus';
import { lockRow } from '../data/logged';

const present = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

/**
 * The plot of a family's grave imported without a sale record, locked: it holds imported history
 * of the member's channel and no order holds it (the caller found none; checked again under the
 * plot's lock, which a new sale takes first). Any other plot needs its active order.
 */
const familyGrave = async (ctx: HookContext, member: Row): Promise<Row | undefined> => {
  const plot = await lockRow(ctx.db, 'tomb_burialslot', member.burialslot_id);
  if (!plot || plot.status !== 'buried') return undefined;
  if (!(await holdsImportedHistory(ctx.db, plot.id))) return undefined;
  return (await activeOrderOfPlot(ctx, plot.id)) ? undefined : plot;
};

/** Fill the missing one of plot and order from the other, and check they match the member's channel. */
const resolvePlacement = async (ctx: HookContext, member: Row): Promise<{ plot?: Row; order?: Row; patch: Row }> => {
  if (!present(member.burialslot_id) && !present(member.order_id)) return { patch: {} };
  // Through the actor's door: the other channel's orders are answered like missing ones (its sales are none of this channel's business).
  let order: Row | undefined = present(member.order_id) ? await lockRow(ctx.db, 'tomb_order', member.order_id) : undefined;
  if (present(member.order_id) && !order) throw new ApiError('validation', 422, undefined, { order_id: { key: 'reference' } });
  if (!order) {
    const active = await activeOrderOfPlot(ctx, member.burialslot_id);
    order = active;
    if (!order && !active) {
      const family = await familyGrave(ctx, member);
      if (family) return { plot: family, patch: { burialslot_id: family.id, order_id: null } };
    }
    if (!order) throw new ApiError('plot_has_no_order', 409);
  }
  if (!isActive(String(order.status))) throw new ApiError('bad_transition', 409, { status: String(order.status) });
  if (present(member.burialslot_id) && Number(member.burialslot_id) !== Number(order.burialslot_id)) throw new ApiError('order_mismatch', 409);
  const plot = await lockRow(ctx.db, 'tomb_burialslot', order.burialslot_id);
  return { plot, order, patch: { burialslot_id: order.burialslot_id, order_id: order.id } };
};

const checkCapacity = async (ctx: HookContext, plot: Row, selfId?: unknown): Promise<void> => {
  let q = ctx.db.selectFrom('member').select((eb) => eb.fn.countAll<number>().as('n')).where('burialslot_id', '=', Number(plot.id));
  if (present(selfId)) q = q.where('id', '<>', Number(selfId));
  const { n } = await q.executeTakeFirstOrThrow();
  const capacity = plotCapacity(plot as { type: string; capacity?: number });
  if (Number(n) >= capacity) throw new ApiError('capacity_full', 409, { code: String(plot.code), capacity });
};

const checkBurial = (member: Row, order?: Row): void => {
  if (!present(member.burial_date) || !order) return;
  if (order.status !== 'paid' && order.status !== 'completed') throw new ApiError('burial_needs_payment', 409);
};

/** The first registered burial completes a paid order; later ones (a double plot's second) leave it completed. */
const completeIfBuried = async (ctx: HookContext, member: Row): Promise<void> => {
  if (!present(member.burial_date) || !present(member.order_id)) return;
  const order = await lockRow(ctx.db, 'tomb_order', member.order_id);
  if (order?.status === 'paid') await writeOrderStatus(ctx, order, 'completed', { completed_at: member.burial_date });
};

const beforeCreate = async (ctx: HookContext, data: Row): Promise<Row> => {
  const { plot, order, patch } = await resolvePlacement(ctx, data);
  if (plot) await checkCapacity(ctx, plot);
  checkBurial(data, order);
  return { ...data, ...patch };
};

const beforeUpdate = async (ctx: HookContext, before: Row, patch: Row): Promise<Row> => {
  const moved =
    ('burialslot_id' in patch && Number(patch.burialslot_id ?? 0) !== Number(before.burialslot_id ?? 0)) ||
    ('order_id' in patch && Number(patch.order_id ?? 0) !== Number(before.order_id ?? 0));
  const burialSet = 'burial_date' in patch && present(patch.burial_date) && patch.burial_date !== before.burial_date;
  if (!moved && !burialSet) return patch;
  const merged = { ...before, ...patch };
  // A move names the new plot or the new order; the other side is derived again.
  if (moved && 'burialslot_id' in patch && !('order_id' in patch)) merged.order_id = null;
  if (moved && 'order_id' in patch && !('burialslot_id' in patch)) merged.burialslot_id = null;
  const { plot, order, patch: placement } = await resolvePlacement(ctx, merged);
  if (plot && moved) await checkCapacity(ctx, plot, before.id);
  checkBurial(merged, order);
  return { ...patch, ...placement };
};

const afterCreate = (ctx: HookContext, row: Row): Promise<void> => completeIfBuried(ctx, row);
const afterUpdate = (ctx: HookContext, _before: Row, after: Row): Promise<void> => completeIfBuried(ctx, after);

export const memberHooks: TableHooks = { beforeCreate, afterCreate, beforeUpdate, afterUpdate };

