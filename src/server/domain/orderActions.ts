/**
 * The order actions that are not plain field edits: sign, cancel and refund. Each runs in one
 * transaction on the order locked FOR UPDATE, checks the version the client read (a stale
 * action is refused, not applied twice), moves the status and lets the plot follow.
 */
import type { FastifyInstance } from 'fastify';
import type { RowOf } from '../db/tables';
import { refundItemOf } from '../../rules/orderMoney';
import { mayRefund } from '../../rules/orderRules';
import type { Actor, Channel } from '../../config/types';
import type { Row } from '../hooks/registry';
import { ApiError } from '../http/errors';
import { dayOf } from '../clock/clock';
import { insertPayment, nextNumber } from '../kernel/counters';
import { CHANNEL_MANAGERS, EVENT_TEXT, orderUrl, postMessage } from '../kernel/events';
import { fromCents, toCents } from '../kernel/money';
import { moveOrder, sumPaid } from '../kernel/orderFlow';
import { nextStatus, statusAfterPayment, type OrderStatus } from '../kernel/orderStatus';
import { lockRow, type WriteContext } from '../data/logged';
import { clockOf } from '../clock/clock';
import { readSettings } from '../kernel/settings';

interface ActionTarget {
  id: number;
  version: number;
}

interface RefundRequest extends ActionTarget {
  reason: string;
  method: string;
  /** What the money was for; when not given, what the order's charges were for (the plot's money when several). */
  item?: string;
}

type Ctx = WriteContext & { actor: Actor; app: FastifyInstance };

/** The order, locked (through the actor's door: another channel's is not found), if the version is the one read. */
const lockOrder = async (ctx: Ctx, target: ActionTarget): Promise<RowOf<'tomb_order'>> => {
  const order = await lockRow(ctx.db, 'tomb_order', target.id);
  if (!order) throw new ApiError('not_found', 404);
  if (order.version !== target.version) throw new ApiError('conflict', 409);
  return order;
};

export const signOrder = async (ctx: Ctx, target: ActionTarget): Promise<Row> => {
  const order = await lockOrder(ctx, target);
  if (!nextStatus(order.status as OrderStatus, 'sign')) throw new ApiError('bad_transition', 409, { status: String(order.status) });
  const today = dayOf(clockOf(ctx.app).now());
  const contract = { contract_no: await nextNumber(ctx.db, 'contract', today, order.channel as Channel), signed_at: today };
  const signed = await moveOrder(ctx, order, 'sign', contract);
  // A deposit that already covers the total settles the contract at once.
  const settled = statusAfterPayment('contracted', toCents(signed.total), toCents(signed.paid));
  return settled === 'paid' ? moveOrder(ctx, signed, 'settle') : signed;
};

export const cancelOrder = (ctx: Ctx, target: ActionTarget & { reason: string }): Promise<Row> =>
  lockOrder(ctx, target).then((order) => moveOrder(ctx, order, 'cancel', { cancel_reason: target.reason }));

/** Pays back everything paid, as one refund payment, and closes the order as refunded. */
export const refundOrder = async (ctx: Ctx, req: RefundRequest): Promise<Row> => {
  const order = await lockOrder(ctx, req);
  // After the order is found: another channel's order stays "not found" for everyone.
  if (!mayRefund(ctx.actor.level, (await readSettings(ctx.db)).policy)) throw new ApiError('refund_managers_only', 403);
  if (!nextStatus(order.status as OrderStatus, 'refund')) throw new ApiError('bad_transition', 409, { status: String(order.status) });
  const paid = await sumPaid(ctx, order.id);
  if (paid <= 0) throw new ApiError('nothing_to_refund', 409);
  const now = clockOf(ctx.app).now();
  const channel = order.channel as Channel;
  // A term's renewals are the term's money (docs/terms.md), as in sumPaid.
  const charges = req.item ? [] : await ctx.db.selectFrom('tomb_payment').select(['kind', 'item']).where('order_id', '=', order.id).where('term_id', 'is', null).execute();
  await insertPayment(ctx, 'tomb_payment', channel, now, {
    order_id: order.id,
    kind: 'refund',
    // Values of the config's enums, checked by the route.
    item: (req.item ?? refundItemOf(charges)) as RowOf<'tomb_payment'>['item'],
    method: req.method as RowOf<'tomb_payment'>['method'],
    amount: fromCents(paid),
    reason: req.reason,
  });
  const refunded = await moveOrder(ctx, order, 'refund', { paid: 0, cancel_reason: req.reason });
  const text = EVENT_TEXT.refund(order, fromCents(paid), req.reason);
  await postMessage(ctx.db, { ...text, url: orderUrl(channel, order.id), levels: CHANNEL_MANAGERS[channel], submitter: ctx.actor.userId }, now);
  return refunded;
};
