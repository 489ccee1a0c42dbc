/**
 * A verified payment applied EXACTLY ONCE (docs/payments.md, "Exactly once"): in one
 * transaction, on the pay link locked by its merchant trade number, the payment row with its
 * receipt number, then the order's paid and balance (the order's own rules: ../kernel/orderFlow.ts)
 * or the term's new end (the renewal rules: src/rules/terms.ts), the link marked paid, each
 * write in the operation log. Concurrent notifications of one trade wait on the link's row lock;
 * the first applies, the others find the link paid and change nothing. The payment's merchant
 * trade number is unique in `tomb_payment` too, so even a path that skipped the lock could not
 * write a second row. A figure that differs from the link (amount, currency) applies nothing.
 * Money that came in for a link that can no longer take it (the order ended, was paid at the
 * desk meanwhile, the term closed) is kept on the link as `review`, for finance to refund.
 */
import type { FastifyInstance } from 'fastify';
import { toCents } from '../../rules/orderMoney';
import { renewalQuote } from '../../rules/terms';
import type { Channel } from '../../config/types';
import { clockOf, dayOf } from '../clock/clock';
import { door, privilegedTransaction } from '../data/door';
import { insertRow, lockRow, updateRow, type WriteContext } from '../data/logged';
import type { RowOf, TypedDb } from '../db/tables';
import { refreshPaid, sumPaid } from '../kernel/orderFlow';
import { isActive } from '../kernel/orderStatus';
import { nextNumber } from '../kernel/counters';
import { fromCents } from '../kernel/money';
import { readTermSettings } from '../terms/term';
import type { PaidTrade } from './provider';
import type { PayProviderName } from '../../rules/payments';

export type Applied =
  /** Applied now: the payment row written. */
  | { outcome: 'applied'; link: RowOf<'pay_link'>; payment: RowOf<'tomb_payment'> }
  /** Already applied by an earlier notification: nothing changed. */
  | { outcome: 'already'; link: RowOf<'pay_link'> }
  /** Money in that could not be applied: kept on the link for finance. */
  | { outcome: 'review'; link: RowOf<'pay_link'>; why: string }
  /** No link has this trade number, or the figures differ from it: nothing changed. */
  | { outcome: 'refused'; why: string };

const hold = async (ctx: WriteContext, link: RowOf<'pay_link'>, trade: PaidTrade, provider: PayProviderName, why: string): Promise<Applied> => {
  const after = await updateRow(ctx, 'pay_link', link, { status: 'review', trade_no: trade.tradeNo, provider, paid_at: trade.paidAt, note: why.slice(0, 300) }, link.channel as Channel);
  return { outcome: 'review', link: after, why };
};

/** The payment row: the figures, the receipt number of the link's channel, the time, and the staff member who made the link as its operator. */
const insertOnlinePayment = async (ctx: WriteContext, link: RowOf<'pay_link'>, trade: PaidTrade, provider: PayProviderName, figures: { order_id: number; term_id?: number; periods?: number; item: 'maintenance' | 'plot_price' }) => {
  const now = clockOf(ctx.app!).now();
  const channel = link.channel as Channel;
  return insertRow(
    ctx,
    'tomb_payment',
    {
      ...figures,
      kind: 'charge',
      method: trade.method,
      amount: fromCents(trade.amountCents),
      payer: link.payer_name,
      provider,
      out_trade_no: trade.outTradeNo,
      trade_no: trade.tradeNo,
      receipt_no: await nextNumber(ctx.db, 'receipt', dayOf(now), channel),
      paid_at: now.toISOString(),
      operator_id: link.created_by,
      channel,
    },
    channel,
  );
};

/** Apply a provider's verified paid trade (a notification, or the answer to a query) once. */
export const applyPaid = (app: FastifyInstance, provider: PayProviderName, trade: PaidTrade): Promise<Applied> =>
  privilegedTransaction(app, async (sys) => {
    // Found across channels (the provider names no channel), then worked on through the link's channel's door.
    const found = await sys.selectFrom('pay_link').select(['id', 'channel']).where('out_trade_no', '=', trade.outTradeNo).executeTakeFirst();
    if (!found) return { outcome: 'refused', why: `no pay link has the trade ${trade.outTradeNo}` };
    const db: TypedDb = door(app, sys, { channel: found.channel as Channel });
    const ctx: WriteContext = { db, actor: null, app };
    const link = (await lockRow(db, 'pay_link', found.id))!;
    if (link.status === 'paid' || link.status === 'review') return { outcome: 'already', link };
    if (trade.currency !== 'CNY') return { outcome: 'refused', why: `currency ${trade.currency}` };
    if (trade.amountCents !== toCents(link.amount)) return { outcome: 'refused', why: `amount ${trade.amountCents} is not the link's ${toCents(link.amount)}` };

    let payment: RowOf<'tomb_payment'>;
    if (link.purpose === 'term_renewal') {
      const term = await lockRow(db, 'mgmt_term', link.term_id);
      if (!term || term.status === 'closed' || term.kind === 'storage' || term.order_id === null) return hold(ctx, link, trade, provider, 'the term is closed');
      const periods = Number(link.periods);
      const { policy } = await readTermSettings(db);
      const quote = renewalQuote(term, toCents(term.yearly_fee), periods, policy);
      payment = await insertOnlinePayment(ctx, link, trade, provider, { order_id: term.order_id, term_id: term.id, periods, item: 'maintenance' });
      await updateRow(ctx, 'mgmt_term', term, { periods: Number(term.periods) + periods, paid_until: quote.newUntil, last_renewed_at: clockOf(app).now().toISOString() }, term.channel as Channel);
    } else {
      const order = await lockRow(db, 'tomb_order', link.order_id);
      if (!order || !isActive(String(order.status))) return hold(ctx, link, trade, provider, 'the order has ended');
      const balance = toCents(order.total) - (await sumPaid(ctx, order.id));
      if (trade.amountCents > balance) return hold(ctx, link, trade, provider, `the order owes ${balance} cents now`);
      payment = await insertOnlinePayment(ctx, link, trade, provider, { order_id: order.id, item: 'plot_price' });
      await refreshPaid(ctx, order);
    }
    const after = await updateRow(
      ctx,
      'pay_link',
      link,
      { status: 'paid', trade_no: trade.tradeNo, provider, paid_at: trade.paidAt, payment_id: payment.id },
      link.channel as Channel,
    );
    return { outcome: 'applied', link: after, payment };
  });
