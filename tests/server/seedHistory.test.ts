/** The demo's past day by day (src/server/seed/history.ts), on hand-made timelines and on the demo data. */
import { describe, expect, it } from 'vitest';
import { dayOf } from '../../src/server/clock/clock';
import { buildDemoData } from '../../src/server/seed/demoData';
import { demoHistory, type DayState, type HistoryInput } from '../../src/server/seed/history';
import { DEMO_TODAY } from './authWorld';

type Order = HistoryInput['orders'][number];
type Payment = HistoryInput['payments'][number];

const at = (day: string, hour = 10): Date => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d, hour);
};

const order = (o: Partial<Order> & Pick<Order, 'order_no' | 'plot_code' | 'status' | 'total'>, created: string): Order => ({
  channel: 'inside',
  salesperson_mobile: 'm1',
  agent: null,
  signed_at: null,
  ended_on: null,
  created_at: at(created),
  ...o,
});

const pay = (order_no: string, day: string, amount: number, kind: Payment['kind'] = 'charge'): Payment => ({ order_no, kind, amount, paid_at: at(day, 15) });

const plots = (counts: Partial<DayState['plots']>): DayState['plots'] => ({ available: 0, reserved: 0, sold: 0, buried: 0, unavailable: 0, ...counts });

describe('demoHistory on hand-made timelines', () => {
  // P1: reserved on the 1st, signed on the 3rd, paid in full on the 5th, buried on the 8th.
  // P3: a reservation cancelled on the 4th (its deposit given back), then a new contract from the 6th.
  // P4: paid in full on the 2nd, then a refund on the 3rd takes it back to contracted.
  // P2 is withdrawn.
  const input: HistoryInput = {
    plots: [
      { code: 'P1', status: 'buried' },
      { code: 'P2', status: 'unavailable' },
      { code: 'P3', status: 'sold' },
      { code: 'P4', status: 'sold' },
    ],
    orders: [
      order({ order_no: 'A', plot_code: 'P1', status: 'completed', total: 10_000, signed_at: '2026-01-03', ended_on: '2026-01-08' }, '2026-01-01'),
      order({ order_no: 'B', plot_code: 'P3', status: 'cancelled', total: 8_000, channel: 'outside', salesperson_mobile: 'm2', agent: 'X', ended_on: '2026-01-04' }, '2026-01-02'),
      order({ order_no: 'C', plot_code: 'P3', status: 'contracted', total: 8_000, channel: 'outside', salesperson_mobile: 'm2', agent: 'X', signed_at: '2026-01-06' }, '2026-01-06'),
      order({ order_no: 'E', plot_code: 'P4', status: 'contracted', total: 5_000, signed_at: '2026-01-02' }, '2026-01-02'),
    ],
    payments: [
      pay('A', '2026-01-01', 2_000),
      pay('A', '2026-01-03', 5_000),
      pay('A', '2026-01-05', 3_000),
      pay('B', '2026-01-02', 1_000),
      pay('B', '2026-01-04', 1_000, 'refund'),
      pay('C', '2026-01-06', 4_000),
      pay('C', '2026-01-07', 500, 'refund'),
      pay('E', '2026-01-02', 5_000),
      pay('E', '2026-01-03', 1_000, 'refund'),
    ],
  };
  const history = demoHistory(input, '2026-01-10');
  const dayState = (day: string) => history.find((d) => d.day === day);
  const inside = (orders: number, balance: number) => ({ channel: 'inside', salesperson_mobile: 'm1', agent: null, orders, balance });
  const outside = (orders: number, balance: number) => ({ channel: 'outside', salesperson_mobile: 'm2', agent: 'X', orders, balance });

  it('has one state per day from the first order day to yesterday, none for today', () => {
    expect(history.map((d) => d.day)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09']);
  });

  it('follows each order through reserved, contracted, paid and its end, with the balance still owed', () => {
    expect(dayState('2026-01-01')).toEqual({ day: '2026-01-01', plots: plots({ reserved: 1, available: 2, unavailable: 1 }), balances: [inside(1, 8_000)] });
    // E is paid in full the day it is signed: paid, nothing owed. B is reserved with a deposit.
    expect(dayState('2026-01-02')).toEqual({
      day: '2026-01-02',
      plots: plots({ reserved: 2, sold: 1, unavailable: 1 }),
      balances: [inside(1, 8_000), outside(1, 7_000)],
    });
    // A signed and part paid; E's refund takes it back to contracted, owing 1,000.
    expect(dayState('2026-01-03')?.balances).toEqual([inside(2, 3_000 + 1_000), outside(1, 7_000)]);
    expect(dayState('2026-01-03')?.plots).toEqual(plots({ sold: 2, reserved: 1, unavailable: 1 }));
    // B cancelled: P3 is available again and its balance no longer counts.
    expect(dayState('2026-01-04')).toEqual({ day: '2026-01-04', plots: plots({ sold: 2, available: 1, unavailable: 1 }), balances: [inside(2, 4_000)] });
    // A paid in full: sold, nothing owed.
    expect(dayState('2026-01-05')?.balances).toEqual([inside(1, 1_000)]);
    // C contracted on P3, refund on the 7th raises what it owes.
    expect(dayState('2026-01-06')).toEqual({ day: '2026-01-06', plots: plots({ sold: 3, unavailable: 1 }), balances: [inside(1, 1_000), outside(1, 4_000)] });
    expect(dayState('2026-01-07')?.balances).toEqual([inside(1, 1_000), outside(1, 4_500)]);
    // A completed: P1 buried.
    expect(dayState('2026-01-08')?.plots).toEqual(plots({ buried: 1, sold: 2, unavailable: 1 }));
    expect(dayState('2026-01-09')).toEqual({ ...dayState('2026-01-08'), day: '2026-01-09' });
  });

  it('leaves out what happens today or later, and answers nothing without orders', () => {
    const later = demoHistory({ ...input, payments: [...input.payments, pay('C', '2026-01-10', 3_500)] }, '2026-01-10');
    expect(later).toEqual(history);
    expect(demoHistory({ plots: input.plots, orders: [], payments: [] }, '2026-01-10')).toEqual([]);
    expect(demoHistory(input, '2026-01-01')).toEqual([]);
  });

  it('refuses a payment of an unknown order', () => {
    expect(() => demoHistory({ ...input, payments: [pay('Z', '2026-01-02', 1)] }, '2026-01-10')).toThrow(/Z/);
  });
});

describe('demoHistory on the demo data', () => {
  const data = buildDemoData({ today: DEMO_TODAY });
  const history = demoHistory(data, DEMO_TODAY);
  const keyOf = (g: { channel: string; salesperson_mobile: string; agent: string | null }) => `${g.channel}/${g.salesperson_mobile}/${g.agent ?? ''}`;
  const asMap = (balances: DayState['balances']) => new Map(balances.map((b) => [keyOf(b), { orders: b.orders, balance: b.balance }]));
  const paymentsOf = new Map<string, typeof data.payments>();
  for (const p of data.payments) paymentsOf.set(p.order_no, [...(paymentsOf.get(p.order_no) ?? []), p]);

  /** The state at the end of `day` recomputed from scratch, every order looked at: the slow, obvious way. */
  const stateAt = (day: string) => {
    const balances = new Map<string, { orders: number; balance: number }>();
    const counts = plots({});
    const held = new Map<string, string>();
    for (const o of data.orders) {
      if (dayOf(o.created_at) > day) continue;
      const paid = (paymentsOf.get(o.order_no) ?? []).filter((p) => dayOf(p.paid_at) <= day).reduce((s, p) => s + (p.kind === 'refund' ? -p.amount : p.amount), 0);
      const status = o.ended_on && o.ended_on <= day ? o.status : o.signed_at && o.signed_at <= day ? (paid >= o.total ? 'paid' : 'contracted') : 'reserved';
      if (['reserved', 'contracted', 'paid'].includes(status) && o.total > paid) {
        const b = balances.get(keyOf(o)) ?? { orders: 0, balance: 0 };
        balances.set(keyOf(o), { orders: b.orders + 1, balance: b.balance + o.total - paid });
      }
      const plotStatus = { reserved: 'reserved', contracted: 'sold', paid: 'sold', completed: 'buried' }[status as string];
      if (plotStatus) held.set(o.plot_code, plotStatus);
    }
    for (const p of data.plots) counts[(held.get(p.code) ?? (p.status === 'unavailable' ? 'unavailable' : 'available')) as keyof DayState['plots']] += 1;
    return { plots: counts, balances };
  };

  it('runs every day from the first order day to the day before the demo’s today', () => {
    const first = data.orders.map((o) => dayOf(o.created_at)).sort()[0];
    expect(history[0].day).toBe(first);
    expect(history[history.length - 1].day).toBe('2026-11-22');
    for (let i = 1; i < history.length; i++) expect(history[i].day > history[i - 1].day).toBe(true);
    // Increasing, and as many as the days between: no gap.
    expect(history.length).toBe(Math.round((Date.parse('2026-11-22') - Date.parse(first)) / 86_400_000) + 1);
  });

  it('ends yesterday in the state the demo rows are in', () => {
    const last = history[history.length - 1];
    const counts = plots({});
    for (const p of data.plots) counts[p.status] += 1;
    expect(last.plots).toEqual(counts);
    const open = new Map<string, { orders: number; balance: number }>();
    for (const o of data.orders.filter((o) => ['reserved', 'contracted', 'paid'].includes(o.status) && o.balance > 0)) {
      const b = open.get(keyOf(o)) ?? { orders: 0, balance: 0 };
      open.set(keyOf(o), { orders: b.orders + 1, balance: b.balance + o.balance });
    }
    expect(asMap(last.balances)).toEqual(open);
  });

  it('agrees with the state recomputed from scratch on days spread over the whole history', () => {
    const step = Math.floor(history.length / 12);
    for (let i = 0; i < history.length; i += step) {
      const expected = stateAt(history[i].day);
      expect(history[i].plots, history[i].day).toEqual(expected.plots);
      expect(asMap(history[i].balances), history[i].day).toEqual(expected.balances);
    }
  });
});
