/**
 * Moving an order through its life cycle inside a transaction: the status change, the plot
 * that follows it, and paid/balance recomputed from the payments after money moved. The
 * balance always follows the shared rule (balanceOf): an order that is cancelled, refunded or
 * expired owes nothing, on its page, in the list, on prints and in the statistics alike.
 * In the kernel: the orders (src/server/domain), a burial done (src/server/work) and the
 * payments all move an order through these, and none of them reaches another module for it.
 */
import type { Channel } from '../../config/types';
import type { RowOf } from '../db/tables';
import { hooksOf, type Row } from '../hooks/registry';
import { ApiError } from '../http/errors';
import { fromCents, toCents } from './money';
import { balanceOf, paidOf } from '../../rules/orderMoney';
import { lockRow, updateRow, type WriteContext } from '../data/logged';
import { occupiedStatus } from './occupied';
import { nextStatus, plotStatusFor, statusAfterPayment, type OrderAction, type OrderStatus } from './orderStatus';

/** The plot side of an order: it follows the order's status in the same transaction. */
export const setPlotStatusForOrder = async (ctx: WriteContext, plotId: unknown, orderStatus: OrderStatus, channel?: Channel): Promise<void> => {
  const plot = await lockRow(ctx.db, 'tomb_burialslot', plotId);
  if (!plot) return;
  // An order that ends gives its plot back, unless the plot holds a deceased (./occupied.ts).
  const status = await occupiedStatus(ctx.db, plot.id, plotStatusFor(orderStatus));
  if (plot.status !== status) await updateRow(ctx, 'tomb_burialslot', plot, { status }, channel);
};

export const moveOrder = async (ctx: WriteContext, order: Row, action: OrderAction, extra: Row = {}): Promise<Row> => {
  const next = nextStatus(order.status as OrderStatus, action);
  if (!next) throw new ApiError('bad_transition', 409, { status: String(order.status) });
  return writeOrderStatus(ctx, order, next, extra);
};

/** Write the status (and extra columns) with the balance that status implies, and make the plot follow. */
export const writeOrderStatus = async (ctx: WriteContext, order: Row, status: OrderStatus, extra: Row = {}): Promise<Row> => {
  const channel = order.channel as Channel;
  const merged = { ...order, ...extra };
  const balance = fromCents(balanceOf(status, toCents(merged.total), toCents(merged.paid)));
  const after = await updateRow(ctx, 'tomb_order', order, { ...extra, status, balance }, channel);
  if (status !== order.status) {
    await setPlotStatusForOrder(ctx, order.burialslot_id, status, channel);
    // Other parts follow the order (a paid order's management term: src/server/terms/).
    const app = ctx.app;
    // The order as the domain read it (its own rows are not typed yet).
    if (app) for (const h of hooksOf(app, 'tomb_order')) if (h.afterStatus) await h.afterStatus({ db: ctx.db, actor: ctx.actor, app }, order as RowOf<'tomb_order'>, after);
  }
  return after;
};

export const sumPaid = async (ctx: WriteContext, orderId: unknown): Promise<number> => {
  // A term's renewals and their refunds (docs/terms.md) are the term's money, not the sale's.
  const payments = await ctx.db
    .selectFrom('tomb_payment')
    .select(['kind', 'amount'])
    .where('order_id', '=', Number(orderId))
    .where('term_id', 'is', null)
    .execute();
  return paidOf(payments.map((p) => ({ kind: p.kind, amount: toCents(p.amount) })));
};

/** paid = charges - refunds, the balance that follows, and the paid <-> contracted move that follows. */
export const refreshPaid = async (ctx: WriteContext, order: Row): Promise<Row> => {
  const paid = await sumPaid(ctx, order.id);
  const total = toCents(order.total);
  const status = statusAfterPayment(order.status as OrderStatus, total, paid);
  if (paid === toCents(order.paid) && balanceOf(status, total, paid) === toCents(order.balance) && status === order.status) return order;
  return writeOrderStatus(ctx, order, status, { paid: fromCents(paid) });
};
