/**
 * The stats figures computed the slow, obvious way: every row read with plain SQL, each
 * figure summed in JS in whole cents. Nothing here shares code with src/server/stats.
 */
import type { Channel } from '../../src/config/types';
import type { StatsWorld } from './statsWorld';

interface OrderRow { id: number; channel: Channel; status: string; total: number; balance: number; salesperson_id: number | null; agent: string | null; day: string }
interface PaymentRow { order_id: number; channel: Channel; kind: string; method: string; amount: number; day: string }
interface MemberRow { channel: Channel; created_day: string; burial_date: string | null }
interface PlotRow { area_id: number; status: string }

export interface Rows {
  orders: OrderRow[];
  payments: PaymentRow[];
  members: MemberRow[];
  plots: PlotRow[];
  users: { id: number; nickname: string; channel: Channel }[];
}

const pad = (n: number): string => String(n).padStart(2, '0');
/** The local calendar day of an ISO instant: the cemetery's day is the server's (process) time zone. */
const localDay = (iso: string): string => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
const withDay = <T extends { at: string }>(rows: T[], key: string) => rows.map(({ at, ...r }) => ({ ...r, [key]: localDay(at) }));

export const readRows = async (w: StatsWorld): Promise<Rows> => ({
  orders: withDay(await w.rows<OrderRow & { at: string }>(`SELECT id, channel, status, total, balance, salesperson_id, agent, created_at AS at FROM tomb_order`), 'day') as OrderRow[],
  payments: withDay(await w.rows<PaymentRow & { at: string }>(`SELECT order_id, channel, kind, method, amount, paid_at AS at FROM tomb_payment`), 'day') as PaymentRow[],
  members: withDay(await w.rows<MemberRow & { at: string }>(`SELECT channel, created_at AS at, burial_date::text AS burial_date FROM member`), 'created_day') as MemberRow[],
  plots: await w.rows(`SELECT area_id, status FROM tomb_burialslot`),
  users: await w.rows(`SELECT id, nickname, channel FROM "user"`),
});

export interface Filter {
  channel: Channel;
  salesperson_id?: number;
  agent?: string;
}

const cents = (n: unknown): number => Math.round(Number(n) * 100);
const yuan = (c: number): number => c / 100;
const inRange = (day: string | null, from: string, to: string): boolean => day !== null && day >= from && day <= to;
const ACTIVE = ['reserved', 'contracted', 'paid', 'completed'];
const OPEN = ['reserved', 'contracted', 'paid'];

const ordersOf = (rows: Rows, f: Filter): OrderRow[] =>
  rows.orders.filter(
    (o) =>
      o.channel === f.channel &&
      (f.salesperson_id === undefined || o.salesperson_id === f.salesperson_id) &&
      (f.agent === undefined || o.agent === f.agent),
  );

const paymentsOf = (rows: Rows, f: Filter): PaymentRow[] => {
  const ids = new Set(ordersOf(rows, f).map((o) => o.id));
  return rows.payments.filter((p) => p.channel === f.channel && ids.has(p.order_id));
};

const signed = (p: PaymentRow): number => (p.kind === 'refund' ? -cents(p.amount) : cents(p.amount));

export const expectedSummary = (rows: Rows, f: Filter, from: string, to: string, pfrom: string, pto: string) => {
  const orders = ordersOf(rows, f);
  const pays = paymentsOf(rows, f);
  const count = (a: string, b: string) => orders.filter((o) => inRange(o.day, a, b)).length;
  const sum = (kind: string, a: string, b: string) =>
    yuan(pays.filter((p) => p.kind === kind && inRange(p.day, a, b)).reduce((s, p) => s + cents(p.amount), 0));
  const members = rows.members.filter((m) => m.channel === f.channel);
  const plots: Record<string, number> = {};
  for (const p of rows.plots) plots[p.status] = (plots[p.status] ?? 0) + 1;
  const open = orders.filter((o) => OPEN.includes(o.status) && cents(o.balance) > 0);
  return {
    orders: { current: count(from, to), previous: count(pfrom, pto) },
    charges: { current: sum('charge', from, to), previous: sum('charge', pfrom, pto) },
    refunds: { current: sum('refund', from, to), previous: sum('refund', pfrom, pto) },
    revenue: {
      current: yuan(cents(sum('charge', from, to)) - cents(sum('refund', from, to))),
      previous: yuan(cents(sum('charge', pfrom, pto)) - cents(sum('refund', pfrom, pto))),
    },
    registrations: {
      current: members.filter((m) => inRange(m.created_day, from, to)).length,
      previous: members.filter((m) => inRange(m.created_day, pfrom, pto)).length,
    },
    burials: {
      current: members.filter((m) => inRange(m.burial_date, from, to)).length,
      previous: members.filter((m) => inRange(m.burial_date, pfrom, pto)).length,
    },
    outstanding: { balance: yuan(open.reduce((s, o) => s + cents(o.balance), 0)), orders: open.length },
    plots,
  };
};

export const expectedMonthly = (rows: Rows, f: Filter, from: string, to: string) => {
  const months = new Map<string, { orders: number; sales: number; revenue: number }>();
  const month = (m: string) => months.get(m) ?? months.set(m, { orders: 0, sales: 0, revenue: 0 }).get(m)!;
  for (const o of ordersOf(rows, f).filter((o) => inRange(o.day, from, to))) {
    const m = month(o.day.slice(0, 7));
    m.orders += 1;
    if (ACTIVE.includes(o.status)) m.sales += cents(o.total);
  }
  for (const p of paymentsOf(rows, f).filter((p) => inRange(p.day, from, to))) month(p.day.slice(0, 7)).revenue += signed(p);
  return new Map([...months].map(([k, v]) => [k, { month: k, orders: v.orders, sales: yuan(v.sales), revenue: yuan(v.revenue) }]));
};

export const expectedByStatus = (rows: Rows, f: Filter, from: string, to: string) => {
  const out = new Map<string, { orders: number; amount: number }>();
  for (const o of ordersOf(rows, f).filter((o) => inRange(o.day, from, to))) {
    const r = out.get(o.status) ?? { orders: 0, amount: 0 };
    r.orders += 1;
    r.amount += cents(o.total);
    out.set(o.status, r);
  }
  return new Map([...out].map(([k, v]) => [k, { orders: v.orders, amount: yuan(v.amount) }]));
};

export const expectedByMethod = (rows: Rows, f: Filter, from: string, to: string) => {
  const out = new Map<string, { payments: number; charges: number; refunds: number }>();
  for (const p of paymentsOf(rows, f).filter((p) => inRange(p.day, from, to))) {
    const r = out.get(p.method) ?? { payments: 0, charges: 0, refunds: 0 };
    r.payments += 1;
    if (p.kind === 'refund') r.refunds += cents(p.amount);
    else r.charges += cents(p.amount);
    out.set(p.method, r);
  }
  return new Map(
    [...out].map(([k, v]) => [k, { payments: v.payments, charges: yuan(v.charges), refunds: yuan(v.refunds), net: yuan(v.charges - v.refunds) }]),
  );
};

/** Every seller's figures, keyed by salesperson id (inside) or agent text (outside); '' / 0 = none. */
export const expectedSellers = (rows: Rows, f: Filter, from: string, to: string) => {
  const keyOf = (o: OrderRow): string | number => (f.channel === 'inside' ? (o.salesperson_id ?? 0) : (o.agent ?? ''));
  const out = new Map<string | number, { orders: number; sales: number; received: number }>();
  const get = (k: string | number) => out.get(k) ?? out.set(k, { orders: 0, sales: 0, received: 0 }).get(k)!;
  const orders = ordersOf(rows, f);
  for (const o of orders.filter((o) => inRange(o.day, from, to))) {
    const r = get(keyOf(o));
    r.orders += 1;
    if (ACTIVE.includes(o.status)) r.sales += cents(o.total);
  }
  const byId = new Map(orders.map((o) => [o.id, o]));
  for (const p of paymentsOf(rows, f).filter((p) => inRange(p.day, from, to))) get(keyOf(byId.get(p.order_id)!)).received += signed(p);
  return new Map([...out].map(([k, v]) => [k, { orders: v.orders, sales: yuan(v.sales), received: yuan(v.received) }]));
};

export const expectedPlotsByArea = (rows: Rows) => {
  const out = new Map<number, Record<string, number>>();
  for (const p of rows.plots) {
    const r = out.get(p.area_id) ?? {};
    r[p.status] = (r[p.status] ?? 0) + 1;
    out.set(p.area_id, r);
  }
  return out;
};
