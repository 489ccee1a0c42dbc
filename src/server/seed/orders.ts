/**
 * Orders over the plots: each plot draws a fate (left available, withdrawn, or sold up to
 * some status), a few also get an earlier order that was cancelled, refunded or expired.
 * Amounts follow the domain's rules exactly (src/server/domain/totals.ts):
 * total = price - discount + fees; paid = charges - refunds; balance = total - paid, 0 for a
 * cancelled, refunded or expired order (balanceOf).
 * The plot's status is then the one its active order implies (plotStatusFor).
 */
import type { Channel } from '../../config/types';
import { plotStatusFor, type OrderStatus } from '../kernel/orderStatus';
import { computeTotals, type OrderAmounts } from '../domain/totals';
import { addDays, dayOf, daysBefore, earlierDay, officeTime, type Timeline } from './calendar';
import { RELATIONS, address, mobileNumber, personName, AGENTS } from './people';
import { makeIdNumber } from './idNumber';
import { planPayments } from './payments';
import type { Rng } from './prng';
import type { OrderSeed, PaymentSeed, PlotSeed, UserSeed } from './rows';

interface OrderContext {
  rng: Rng;
  today: string;
  maintenancePerYear: number;
  reservationDays: number;
  users: readonly UserSeed[];
}

type Fate = 'none' | 'unavailable' | OrderStatus;

const ACTIVE_FATES: readonly (readonly [Fate, number])[] = [
  ['none', 60],
  // Few open reservations: each one nearing its end also gets a warning message from the expiry job.
  ['reserved', 0.6],
  ['contracted', 5],
  ['paid', 8],
  ['completed', 22],
];
const PRIOR_FATES: readonly (readonly [OrderStatus, number])[] = [
  ['cancelled', 2],
  ['refunded', 1],
  ['expired', 2],
];
const CANCEL_REASONS = ['家属改选其他墓区', '家属商议后决定暂缓购买', '预订信息有误，重新下单', '客户要求取消'];
const REFUND_REASONS = ['家属决定迁回原籍安葬', '客户改选其他陵园', '家庭内部意见不一致，申请退墓'];

/** An order being built, before numbers are assigned. */
export interface DraftOrder extends Omit<OrderSeed, 'order_no' | 'contract_no'> {
  /** Of its plot: how many members a completed order may register. */
  capacity: number;
  payments: Omit<PaymentSeed, 'receipt_no' | 'order_no'>[];
}

/** Only current staff: the disabled account left before the orders the demo shows as recent. */
const salespeople = (ctx: OrderContext, channel: Channel): UserSeed[] => ctx.users.filter((u) => u.channel === channel && u.enabled);

const timelineFor = (ctx: OrderContext, status: OrderStatus, before: string): Timeline => {
  const { rng, today, reservationDays } = ctx;
  const yesterday = addDays(today, -1);
  const cap = (day: string): string => earlierDay(day, earlierDay(before, yesterday));
  switch (status) {
    case 'reserved':
      return { created: daysBefore(rng, today, 1, reservationDays - 1), signed: null, ended: null };
    case 'expired': {
      const created = cap(daysBefore(rng, today, reservationDays + 2, 700));
      return { created, signed: null, ended: addDays(created, reservationDays) };
    }
    case 'cancelled': {
      const created = cap(daysBefore(rng, today, 10, 700));
      return { created, signed: null, ended: cap(addDays(created, rng.int(0, reservationDays - 1))) };
    }
    case 'contracted': {
      const created = daysBefore(rng, today, 3, 300);
      return { created, signed: cap(addDays(created, rng.int(0, 3))), ended: null };
    }
    case 'paid': {
      const created = daysBefore(rng, today, 15, 700);
      return { created, signed: cap(addDays(created, rng.int(0, 5))), ended: null };
    }
    case 'completed': {
      const created = daysBefore(rng, today, 40, 1000);
      const signed = addDays(created, rng.int(0, 7));
      return { created, signed, ended: cap(addDays(signed, rng.int(3, 30))) };
    }
    case 'refunded': {
      const created = cap(daysBefore(rng, today, 30, 700));
      const signed = cap(addDays(created, rng.int(0, 5)));
      return { created, signed, ended: cap(addDays(signed, rng.int(5, 20))) };
    }
  }
};

const amountsFor = (ctx: OrderContext, plot: PlotSeed): OrderAmounts & { maintenance_years: number } => {
  const { rng } = ctx;
  const years = rng.weighted([
    [20, 7],
    [10, 1],
    [30, 1],
    [50, 1],
  ] as const);
  return {
    price: plot.price,
    discount: rng.chance(0.25) ? rng.pick([1_000, 2_000, 3_000, 5_000]) * 100 : 0,
    maintenance_years: years,
    maintenance_fee: years * ctx.maintenancePerYear * 100,
    engraving_fee: rng.pick([0, 600, 800, 1_200]) * 100,
    burial_fee: 800 * 100,
    other_fee: rng.chance(0.2) ? rng.pick([300, 500, 1_000, 1_500]) * 100 : 0,
  };
};

const draftOrder = (ctx: OrderContext, plot: PlotSeed, status: OrderStatus, before: string): DraftOrder => {
  const { rng } = ctx;
  const channel: Channel = rng.chance(0.3) ? 'outside' : 'inside';
  const time = timelineFor(ctx, status, before);
  const amounts = amountsFor(ctx, plot);
  const gender = rng.chance(0.5) ? 'male' : 'female';
  const buyer = personName(rng, gender);
  const buyerBirth = `${rng.int(1950, 1990)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const salesperson = rng.pick(salespeople(ctx, channel));
  const phone = mobileNumber(rng);
  const draft: DraftOrder = {
    plot_code: plot.code,
    capacity: plot.capacity,
    channel,
    status,
    buyer_name: buyer,
    buyer_phone: phone,
    buyer_id_number: rng.chance(0.6) ? makeIdNumber(rng, buyerBirth, gender) : null,
    buyer_address: address(rng),
    relation: rng.pick(RELATIONS),
    reserved_until: addDays(time.created, ctx.reservationDays),
    ...amounts,
    total: 0,
    paid: 0,
    balance: 0,
    salesperson_mobile: salesperson.mobile,
    agent: channel === 'outside' ? rng.pick(AGENTS) : null,
    signed_at: time.signed,
    completed_at: status === 'completed' ? time.ended : null,
    ended_on: time.ended,
    cancel_reason:
      status === 'cancelled' ? rng.pick(CANCEL_REASONS) : status === 'refunded' ? rng.pick(REFUND_REASONS) : status === 'expired' ? '预订逾期未签约，系统自动释放' : null,
    remark: rng.chance(0.1) ? rng.pick(['家属要求清明前完成刻字', '需安排周末安葬', '墓碑样式另议', '老客户介绍']) : null,
    created_at: officeTime(rng, time.created),
    updated_at: officeTime(rng, time.ended ?? time.signed ?? time.created),
    payments: [],
  };
  if (draft.updated_at < draft.created_at) draft.updated_at = draft.created_at;
  draft.payments = planPayments(rng, draft, time, ctx.today);
  const lastPayment = draft.payments[draft.payments.length - 1]?.paid_at;
  if (lastPayment && lastPayment > draft.updated_at) draft.updated_at = lastPayment;
  const paidCents = draft.payments.reduce((s, p) => s + (p.kind === 'refund' ? -p.amount : p.amount), 0);
  const totals = computeTotals(amounts, paidCents, status);
  draft.total = totals.total;
  draft.paid = totals.paid;
  draft.balance = totals.balance;
  return draft;
};

/**
 * Give every plot its fate and its orders, and set plot statuses to match. Returns the
 * orders in plot order (numbers are assigned later, by date).
 */
export const draftOrders = (ctx: OrderContext, plots: PlotSeed[]): DraftOrder[] => {
  const { rng } = ctx;
  const orders: DraftOrder[] = [];
  for (const plot of plots) {
    // The newest area is partly still being built.
    const withdrawn = rng.chance(plot.area_code === 'AN' ? 0.2 : 0.01);
    if (withdrawn) {
      plot.status = 'unavailable';
      plot.remark = plot.area_code === 'AN' ? '墓位在建，暂不销售' : '道路改造预留';
      continue;
    }
    const fate: Fate = rng.weighted(ACTIVE_FATES);
    let active: DraftOrder | null = null;
    if (fate !== 'none') active = draftOrder(ctx, plot, fate as OrderStatus, ctx.today);
    if (rng.chance(0.05)) {
      // An earlier order on the same plot that did not go through, ended before the active one began.
      const before = active ? addDays(dayOf(active.created_at), -2) : ctx.today;
      const prior = draftOrder(ctx, plot, rng.weighted(PRIOR_FATES), before);
      if (!active || prior.updated_at < active.created_at) orders.push(prior);
    }
    if (active) {
      orders.push(active);
      plot.status = plotStatusFor(active.status);
    }
  }
  return orders;
};
