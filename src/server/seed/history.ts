/**
 * The demo's past as the daily snapshot job would have recorded it: the state at the end of
 * every day from the first order's day to yesterday. An order is reserved from the day it was
 * created, contracted from the day it was signed, paid once its charges minus refunds reach
 * its total (statusAfterPayment), and in its final status from the day it ended; its balance
 * is its total minus what was paid so far. A plot takes the status its active order implies
 * (plotStatusFor); withdrawn plots are unavailable throughout, the others available.
 *
 * Pure, and one sweep: the orders' and payments' events sorted by day move running figures
 * forward, and each day copies them, so the work grows with events plus days, not with
 * orders times days. Money in integer cents, like the rest of the seed data.
 */
import type { Channel } from '../../config/types';
import { isActive, isOpen, plotStatusFor, statusAfterPayment, type OrderStatus, type PlotStatus } from '../kernel/orderStatus';
import { addDays, dayOf } from './calendar';
import type { OrderSeed, PaymentSeed, PlotSeed } from './rows';

export interface HistoryInput {
  /** 'unavailable' marks a withdrawn plot; any other status is the outcome of its orders. */
  plots: readonly Pick<PlotSeed, 'code' | 'status'>[];
  orders: readonly Pick<
    OrderSeed,
    'order_no' | 'plot_code' | 'channel' | 'status' | 'total' | 'salesperson_mobile' | 'agent' | 'created_at' | 'signed_at' | 'ended_on'
  >[];
  payments: readonly Pick<PaymentSeed, 'order_no' | 'kind' | 'amount' | 'paid_at'>[];
}

/** Open orders with a balance, and that balance (cents), for one channel and seller. */
interface BalanceGroup {
  channel: Channel;
  salesperson_mobile: string;
  agent: string | null;
  orders: number;
  balance: number;
}

export interface DayState {
  day: string;
  plots: Record<PlotStatus, number>;
  /** Only groups with open orders. */
  balances: BalanceGroup[];
}

type Order = HistoryInput['orders'][number];

/** What is known of an order at the end of the day being swept. */
interface Track {
  order: Order;
  created: boolean;
  signed: boolean;
  ended: boolean;
  paid: number;
  /** The status counted so far (null before the order exists) and the balance counted with it. */
  status: OrderStatus | null;
  owed: number;
  group: BalanceGroup;
}

/** Something that happened to an order on a day; `amount` is a payment's signed cents. */
interface Event {
  day: string;
  track: Track;
  kind: 'created' | 'signed' | 'ended' | 'payment';
  amount: number;
}

const apply = ({ track, kind, amount }: Event): void => {
  if (kind === 'payment') track.paid += amount;
  else track[kind] = true;
};

const statusOf = (t: Track): OrderStatus | null => {
  if (!t.created) return null;
  if (t.ended) return t.order.status;
  if (t.signed) return statusAfterPayment('contracted', t.order.total, t.paid);
  return 'reserved';
};

const owedOf = (t: Track): number => {
  const balance = t.order.total - t.paid;
  return t.status !== null && isOpen(t.status) && balance > 0 ? balance : 0;
};

const eventsOf = (input: HistoryInput, tracks: Map<string, Track>): Event[] => {
  const events: Event[] = [];
  for (const track of tracks.values()) {
    const { created_at, signed_at, ended_on } = track.order;
    events.push({ day: dayOf(created_at), track, kind: 'created', amount: 0 });
    if (signed_at) events.push({ day: signed_at, track, kind: 'signed', amount: 0 });
    if (ended_on) events.push({ day: ended_on, track, kind: 'ended', amount: 0 });
  }
  for (const p of input.payments) {
    const track = tracks.get(p.order_no);
    if (!track) throw new Error(`Demo payment of ${p.order_no}, an order that does not exist`);
    events.push({ day: dayOf(p.paid_at), track, kind: 'payment', amount: p.kind === 'refund' ? -p.amount : p.amount });
  }
  return events.sort((a, b) => a.day.localeCompare(b.day));
};

export const demoHistory = (input: HistoryInput, today: string): DayState[] => {
  const groups = new Map<string, BalanceGroup>();
  const groupOf = (o: Order): BalanceGroup => {
    const key = JSON.stringify([o.channel, o.salesperson_mobile, o.agent]);
    const found = groups.get(key);
    if (found) return found;
    const group: BalanceGroup = { channel: o.channel, salesperson_mobile: o.salesperson_mobile, agent: o.agent, orders: 0, balance: 0 };
    groups.set(key, group);
    return group;
  };
  const tracks = new Map<string, Track>(
    input.orders.map((order) => [
      order.order_no,
      { order, created: false, signed: false, ended: false, paid: 0, status: null, owed: 0, group: groupOf(order) },
    ]),
  );
  const events = eventsOf(input, tracks);
  if (events.length === 0) return [];

  const withdrawn = new Set(input.plots.filter((p) => p.status === 'unavailable').map((p) => p.code));
  const plots: Record<PlotStatus, number> = { available: 0, reserved: 0, sold: 0, buried: 0, unavailable: 0 };
  for (const p of input.plots) plots[withdrawn.has(p.code) ? 'unavailable' : 'available'] += 1;
  /** The order holding each plot (an active status); at most one at any day's end. */
  const holder = new Map<string, Track>();
  const plotStatus = (code: string): PlotStatus => {
    const held = holder.get(code);
    if (held?.status) return plotStatusFor(held.status);
    return withdrawn.has(code) ? 'unavailable' : 'available';
  };

  /** Take the day's touched orders out of the figures, move them, and put them back. */
  const settle = (touched: Set<Track>): void => {
    const before = new Map<string, PlotStatus>();
    for (const t of touched) if (!before.has(t.order.plot_code)) before.set(t.order.plot_code, plotStatus(t.order.plot_code));
    for (const t of touched) {
      if (t.status !== null && isActive(t.status) && holder.get(t.order.plot_code) === t) holder.delete(t.order.plot_code);
      if (t.owed > 0) {
        t.group.orders -= 1;
        t.group.balance -= t.owed;
      }
    }
    for (const t of touched) {
      t.status = statusOf(t);
      t.owed = owedOf(t);
      if (t.status !== null && isActive(t.status)) holder.set(t.order.plot_code, t);
      if (t.owed > 0) {
        t.group.orders += 1;
        t.group.balance += t.owed;
      }
    }
    for (const [code, was] of before) {
      const now = plotStatus(code);
      if (now === was) continue;
      plots[was] -= 1;
      plots[now] += 1;
    }
  };

  const out: DayState[] = [];
  let next = 0;
  for (let day = events[0].day; day < today; day = addDays(day, 1)) {
    const touched = new Set<Track>();
    for (; next < events.length && events[next].day <= day; next++) {
      apply(events[next]);
      touched.add(events[next].track);
    }
    if (touched.size > 0) settle(touched);
    out.push({ day, plots: { ...plots }, balances: [...groups.values()].filter((g) => g.orders > 0).map((g) => ({ ...g })) });
  }
  return out;
};
