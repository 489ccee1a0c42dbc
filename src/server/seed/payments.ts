/**
 * The charges and refunds of one demo order, consistent with its status:
 * reserved (maybe a deposit), contracted (part paid), paid and completed (everything paid),
 * cancelled (a deposit given back), refunded (everything given back), expired (nothing).
 * A few settled orders also carry a charge made twice and its refund, as happens at a till.
 */
import type { OrderAmounts } from '../domain/totals';
import { addDays, earlierDay, officeTime, type Timeline } from './calendar';
import type { Rng } from './prng';
import type { OrderSeed, PaymentSeed } from './rows';

type PaymentDraft = Omit<PaymentSeed, 'receipt_no' | 'order_no'>;

type OrderForPayments = OrderAmounts & Pick<OrderSeed, 'status' | 'channel' | 'buyer_name' | 'salesperson_mobile' | 'created_at'>;

const METHODS = [
  ['wechat', 30],
  ['alipay', 20],
  ['card', 25],
  ['bank_transfer', 15],
  ['cash', 10],
] as const;

const TEN_MINUTES = 10 * 60_000;

export const planPayments = (rng: Rng, order: OrderForPayments, time: Timeline, today: string): PaymentDraft[] => {
  const payments: PaymentDraft[] = [];
  let cursor = order.created_at;
  const method = rng.weighted(METHODS);
  const pay = (day: string, kind: PaymentDraft['kind'], item: PaymentDraft['item'], amount: number, reason: string | null = null): void => {
    if (amount <= 0) return;
    const at = officeTime(rng, day);
    // Never before the order or the previous payment: receipts read in order.
    cursor = at.getTime() > cursor.getTime() ? at : new Date(cursor.getTime() + TEN_MINUTES);
    payments.push({
      channel: order.channel,
      kind,
      item,
      method: kind === 'refund' ? 'bank_transfer' : method,
      amount,
      paid_at: cursor,
      operator_mobile: order.salesperson_mobile,
      payer: order.buyer_name,
      reason,
    });
  };
  const net = order.price - order.discount;
  const { status } = order;
  const deposit = status !== 'expired' && rng.chance(0.5) ? Math.min(rng.pick([5_000, 10_000]) * 100, net) : 0;
  pay(time.created, 'charge', 'deposit', deposit);
  if (status === 'cancelled') pay(time.ended ?? time.created, 'refund', 'deposit', deposit, '取消预订，退还定金');
  if (!time.signed) return payments;

  const settles = status === 'paid' || status === 'completed' || (status === 'refunded' && rng.chance(0.5));
  if (!settles) {
    // Part of the plot price at signing; the fees (burial at least) keep paid below the total.
    pay(time.signed, 'charge', 'plot_price', Math.round(((net - deposit) * (0.3 + rng.next() * 0.5)) / 10_000) * 10_000);
  } else {
    pay(time.signed, 'charge', 'plot_price', net - deposit);
    const last = earlierDay(time.ended ?? addDays(today, -1), addDays(today, -1));
    const feesDay = earlierDay(addDays(time.signed, rng.int(0, 10)), last);
    pay(feesDay, 'charge', 'maintenance', order.maintenance_fee);
    pay(feesDay, 'charge', 'engraving', order.engraving_fee);
    pay(feesDay, 'charge', 'burial', order.burial_fee);
    pay(feesDay, 'charge', 'other', order.other_fee);
    if (status !== 'refunded' && rng.chance(0.03)) {
      const twice = rng.pick([300, 500, 800]) * 100;
      pay(feesDay, 'charge', 'other', twice);
      pay(feesDay, 'refund', 'other', twice, '重复收费，原路退回');
    }
  }
  if (status === 'refunded') {
    const paid = payments.reduce((s, p) => s + (p.kind === 'refund' ? -p.amount : p.amount), 0);
    pay(time.ended ?? time.signed, 'refund', 'plot_price', paid, '退墓，全额退款');
  }
  return payments;
};
