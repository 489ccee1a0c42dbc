/**
 * The whole demo data set as plain rows, computed without a database: deterministic for a
 * given seed and day, so tests can check its invariants and rely on its accounts.
 */
import { dayOf } from '../clock/clock';
import { buildLayout } from './layout';
import { demoMessages } from './messages';
import { membersFor } from './members';
import { allocate, byTime } from './numbers';
import { draftOrders } from './orders';
import { createRng } from './prng';
import type { DemoData, MemberSeed, OrderSeed, PaymentSeed } from './rows';
import { demoSettings } from './settingsText';
import { demoUsers } from './users';

const DEMO_SEED = 20_261_123;

export interface DemoOptions {
  /** YYYY-MM-DD; the data is laid out before this day. Default: the local day of `now`. */
  today?: string;
  /** The instant the data is laid out at (snapshots taken, visits booked): tests pass their clock's. Default: now. */
  now?: Date;
  seed?: number;
}

export const buildDemoData = (opts: DemoOptions = {}): DemoData => {
  const rng = createRng(opts.seed ?? DEMO_SEED);
  const today = opts.today ?? dayOf(opts.now ?? new Date());
  const users = demoUsers();
  const { areas, rooms, shelves, plots } = buildLayout(rng);
  const drafts = draftOrders(
    {
      rng,
      today,
      maintenancePerYear: demoSettings.maintenance_fee_per_year,
      reservationDays: demoSettings.reservation_days,
      users,
    },
    plots,
  ).sort(byTime((o) => o.created_at));

  const orderNos = allocate('order', drafts, (o) => dayOf(o.created_at), (o) => o.channel);
  const signed = drafts
    .filter((o) => o.signed_at !== null)
    .sort((a, b) => (a.signed_at ?? '').localeCompare(b.signed_at ?? '') || a.created_at.getTime() - b.created_at.getTime());
  const contractNos = allocate('contract', signed, (o) => o.signed_at ?? '', (o) => o.channel);

  const orders: OrderSeed[] = [];
  const payments: Omit<PaymentSeed, 'receipt_no'>[] = [];
  const members: MemberSeed[] = [];
  for (const draft of drafts) {
    const { capacity: _capacity, payments: draftPayments, ...fields } = draft;
    const order_no = orderNos.get(draft) ?? '';
    orders.push({ ...fields, order_no, contract_no: contractNos.get(draft) ?? null });
    payments.push(...draftPayments.map((p) => ({ ...p, order_no })));
    members.push(...membersFor(rng, { ...draft, order_no }));
  }
  payments.sort(byTime((p) => p.paid_at));
  const receiptNos = allocate('receipt', payments, (p) => dayOf(p.paid_at), (p) => p.channel);

  const [y, m, d] = today.split('-').map(Number);
  return {
    users,
    areas,
    rooms,
    shelves,
    plots,
    orders,
    payments: payments.map((p) => ({ ...p, receipt_no: receiptNos.get(p) ?? '' })),
    members,
    messages: demoMessages(orders, new Date(y, m - 1, d, 9)),
  };
};
