/**
 * tomb_payment rules: a payment is a charge or a refund on an order of the same channel; the
 * server sets the receipt number, the date and the operator; a charge cannot exceed the
 * balance and a refund cannot exceed what was paid, and is the managers' unless the settings
 * let clerks refund (src/rules/orderRules.ts); the order's paid, balance and status
 * follow in the same transaction. Payments are never updated or deleted: the config grants
 * nobody those operations, and these hooks refuse them too in case it ever does.
 */
import { mayRefund } from '../../rules/orderRules';
import { yuanLabels } from '../../config/money';
import type { Channel } from '../../config/types';
import type { HookContext, Row, TableHooks } from '../hooks/registry';
import { ApiError } from '../http/errors';
import { receiptStamp } from '../kernel/counters';
import { CHANNEL_MANAGERS, EVENT_TEXT, orderUrl, postMessage } from '../kernel/events';
import { lockRow } from '../data/logged';
import { refreshPaid, sumPaid } from '../kernel/orderFlow';
import { fromCents, toCents } from '../kernel/money';
import { isActive } from '../kernel/orderStatus';
import { clockOf } from '../clock/clock';
import { readSettings } from '../kernel/settings';

const beforeCreate = async (ctx: HookContext, data: Row): Promise<Row> => {
  const order = await lockRow(ctx.db, 'tomb_order', data.order_id);
  // Through the actor's door: an order of the other channel is answered like a missing one (the reference check does the same).
  if (!order) throw new ApiError('validation', 422, undefined, { order_id: { key: 'reference' } });
  const amount = toCents(data.amount);
  const paid = await sumPaid(ctx, order.id);
  if (data.kind === 'refund') {
    if (!mayRefund(ctx.actor.level, (await readSettings(ctx.db)).policy)) throw new ApiError('refund_managers_only', 403);
    if (amount > paid) throw new ApiError('refund_exceeds_paid', 409, { paid: yuanLabels(fromCents(paid)) });
    if (!data.reason || !String(data.reason).trim()) throw new ApiError('validation', 422, undefined, { reason: { key: 'required' } });
  } else {
    if (!isActive(String(order.status))) throw new ApiError('bad_transition', 409, { status: String(order.status) });
    const balance = toCents(order.total) - paid;
    if (amount > balance) throw new ApiError('overpayment', 409, { balance: yuanLabels(fromCents(Math.max(0, balance))) });
  }
  const now = clockOf(ctx.app).now();
  return {
    ...data,
    ...(await receiptStamp(ctx.db, order.channel as Channel, now, ctx.actor.userId)),
  };
};

const afterCreate = async (ctx: HookContext, row: Row): Promise<void> => {
  const order = await lockRow(ctx.db, 'tomb_order', row.order_id);
  if (!order) return;
  await refreshPaid(ctx, order);
  if (row.kind === 'refund') {
    const channel = order.channel as Channel;
    const text = EVENT_TEXT.refund(order, Number(row.amount), String(row.reason ?? ''));
    await postMessage(
      ctx.db,
      { ...text, url: orderUrl(channel, order.id), levels: CHANNEL_MANAGERS[channel], submitter: ctx.actor.userId },
      clockOf(ctx.app).now(),
    );
  }
};

const immutable = (): never => {
  throw new ApiError('forbidden', 403);
};

export const paymentHooks: TableHooks = { beforeCreate, afterCreate, beforeUpdate: immutable, beforeDelete: immutable };
