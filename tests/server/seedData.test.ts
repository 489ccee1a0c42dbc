/** The demo data set's invariants, checked on the plain rows (no database). */
import { appConfig } from '../../src/instance';
import { channelOfLevel } from '../../src/config/routes';
import { isValidIdNumber, validateRecord } from '../../src/config/validators';
import { dayOf } from '../../src/server/clock/clock';
import { isActive, plotStatusFor, type OrderStatus } from '../../src/server/kernel/orderStatus';
import { buildDemoData } from '../../src/server/seed/demoData';
import type { DemoData } from '../../src/server/seed/rows';
import { demoSettings } from '../../src/server/seed/settingsText';
import { DEMO_TODAY } from './authWorld';

const ORDER_STATUSES: OrderStatus[] = ['reserved', 'contracted', 'paid', 'completed', 'cancelled', 'refunded', 'expired'];

let data: DemoData;
beforeAll(() => {
  data = buildDemoData({ today: DEMO_TODAY });
});

const groupBy = <T>(items: readonly T[], key: (t: T) => string): Map<string, T[]> => {
  const out = new Map<string, T[]>();
  for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
};

describe('demo data', () => {
  it('is deterministic for a given day', () => {
    expect(JSON.stringify(buildDemoData({ today: DEMO_TODAY }))).toBe(JSON.stringify(data));
  });

  it('has one account per level with the documented mobile, and a few more staff', () => {
    for (const level of [1, 2, 3, 4, 5, 6] as const) {
      expect(data.users.find((u) => u.mobile === `1380000000${level}`)).toMatchObject({ level, enabled: true, channel: channelOfLevel(level) });
    }
    expect(new Set(data.users.map((u) => u.mobile)).size).toBe(data.users.length);
  });

  it('lays out 6 areas and thousands of plots, one area with about 5,000, in every status', () => {
    expect(data.areas).toHaveLength(6);
    expect(data.plots.length).toBeGreaterThan(3000);
    const perArea = groupBy(data.plots, (p) => p.area_code);
    expect(Math.max(...[...perArea.values()].map((p) => p.length))).toBeGreaterThanOrEqual(5000);
    expect(new Set(data.plots.map((p) => p.status))).toEqual(new Set(['available', 'reserved', 'sold', 'buried', 'unavailable']));
    expect(new Set(data.plots.map((p) => p.code)).size).toBe(data.plots.length);
  });

  it('has orders in every status in both channels', () => {
    for (const channel of ['inside', 'outside']) {
      const statuses = new Set(data.orders.filter((o) => o.channel === channel).map((o) => o.status));
      expect([...statuses].sort()).toEqual([...ORDER_STATUSES].sort());
    }
    for (const o of data.orders) expect(o.agent !== null).toBe(o.channel === 'outside');
  });

  it('adds up every order: total = price - discount + fees, paid = charges - refunds, balance = total - paid (0 once closed)', () => {
    const payments = groupBy(data.payments, (p) => p.order_no);
    for (const o of data.orders) {
      expect(o.total).toBe(o.price - o.discount + o.maintenance_fee + o.engraving_fee + o.burial_fee + o.other_fee);
      const mine = payments.get(o.order_no) ?? [];
      const paid = mine.reduce((s, p) => s + (p.kind === 'refund' ? -p.amount : p.amount), 0);
      expect(o.paid).toBe(paid);
      expect(o.balance).toBe(['cancelled', 'refunded', 'expired'].includes(o.status) ? 0 : o.total - o.paid);
      for (const p of mine) {
        expect(p.amount).toBeGreaterThan(0);
        expect(p.channel).toBe(o.channel);
        expect(p.paid_at.getTime()).toBeGreaterThanOrEqual(o.created_at.getTime());
      }
      if (o.status === 'paid' || o.status === 'completed') expect(o.balance).toBe(0);
      if (o.status === 'reserved' || o.status === 'contracted') expect(o.paid).toBeLessThan(o.total);
      if (['cancelled', 'refunded', 'expired'].includes(o.status)) expect(o.paid).toBe(0);
      expect(o.contract_no !== null).toBe(o.signed_at !== null);
      expect(o.completed_at !== null).toBe(o.status === 'completed');
    }
  });

  it('gives each plot the status its active order implies, and at most one active order', () => {
    const orders = groupBy(data.orders, (o) => o.plot_code);
    for (const plot of data.plots) {
      const active = (orders.get(plot.code) ?? []).filter((o) => isActive(o.status));
      expect(active.length).toBeLessThanOrEqual(1);
      if (active.length === 1) expect(plot.status).toBe(plotStatusFor(active[0].status));
      else expect(['available', 'unavailable']).toContain(plot.status);
      if (plot.status === 'unavailable') expect(orders.get(plot.code) ?? []).toHaveLength(0);
    }
  });

  it('numbers orders, contracts and receipts in the documented formats, uniquely and by date', () => {
    const unique = (values: (string | null)[]) => new Set(values).size === values.length;
    expect(unique(data.orders.map((o) => o.order_no))).toBe(true);
    expect(unique(data.orders.filter((o) => o.contract_no).map((o) => o.contract_no))).toBe(true);
    expect(unique(data.payments.map((p) => p.receipt_no))).toBe(true);
    // Each channel has its own series; outside numbers carry a W after the letter.
    const mark = (channel: string) => (channel === 'outside' ? 'W' : '');
    for (const o of data.orders) {
      const prefix = `O${mark(o.channel)}${dayOf(o.created_at).replace(/-/g, '')}`;
      expect(o.order_no).toMatch(new RegExp(`^${prefix}\\d{4}$`));
      if (o.contract_no) expect(o.contract_no).toMatch(new RegExp(`^C${mark(o.channel)}${o.signed_at!.slice(0, 4)}\\d{5}$`));
    }
    for (const p of data.payments) expect(p.receipt_no).toMatch(new RegExp(`^R${mark(p.channel)}${dayOf(p.paid_at).replace(/-/g, '')}\\d{4}$`));
    // Series start at 1: the first outside order of a day is OW...0001 whatever the inside sold before.
    const firstOutside = data.orders.find((o) => o.channel === 'outside');
    expect(firstOutside?.order_no.endsWith('0001')).toBe(true);
  });

  it('registers the deceased of completed orders only, within the plot capacity, with valid ID numbers', () => {
    const orders = new Map(data.orders.map((o) => [o.order_no, o]));
    const capacity = new Map(data.plots.map((p) => [p.code, p.capacity]));
    const perOrder = groupBy(data.members, (m) => m.order_no);
    for (const [orderNo, members] of perOrder) {
      const order = orders.get(orderNo)!;
      expect(order.status).toBe('completed');
      expect(members.length).toBeLessThanOrEqual(capacity.get(order.plot_code)!);
      for (const m of members) {
        expect(m.plot_code).toBe(order.plot_code);
        expect(m.burial_date).toBe(order.completed_at);
        expect(m.death_date <= m.burial_date).toBe(true);
      }
    }
    expect(data.orders.filter((o) => o.status === 'completed').every((o) => perOrder.has(o.order_no))).toBe(true);
    const ids = [...data.members.map((m) => m.id_number), ...data.orders.map((o) => o.buyer_id_number)].filter((v): v is string => v !== null);
    expect(ids.length).toBeGreaterThan(100);
    for (const id of ids) expect(isValidIdNumber(id)).toBe(true);
  });

  it('keeps every date in the past and every live reservation in the future', () => {
    const now = new Date(`${DEMO_TODAY}T00:00:00`);
    for (const o of data.orders) {
      expect(o.created_at < now && o.updated_at < now).toBe(true);
      if (o.status === 'reserved') expect(o.reserved_until >= DEMO_TODAY).toBe(true);
      if (o.status === 'expired') expect(o.reserved_until < DEMO_TODAY).toBe(true);
    }
    for (const p of data.payments) expect(p.paid_at < now).toBe(true);
  });

  it('leaves messages, some unread, for every level, pointing at its channel’s order list', () => {
    for (const level of [1, 2, 3, 4, 5, 6] as const) {
      const mine = data.messages.filter((m) => m.receive_user_id === level);
      expect(mine.some((m) => m.status === '未读')).toBe(true);
      expect(mine.some((m) => m.status === '已读')).toBe(true);
      const list = channelOfLevel(level) === 'outside' ? '/order/tombOrderList_outside' : '/order/tombOrderList';
      for (const m of mine) expect([list, '/dashboard']).toContain(m.url);
    }
  });

  it('passes the validators of the config, like a form would', () => {
    const check = (key: string, rows: readonly object[]) => {
      for (const row of rows) {
        // References are by code here; give them a valid id for the check.
        const asRecord = Object.fromEntries(
          Object.entries(appConfig[key].fields).map(([name, f]) => [name, f.type === 'reference' ? 1 : (row as Record<string, unknown>)[name]]),
        );
        for (const [name, f] of Object.entries(appConfig[key].fields))
          if (f.type === 'money' && typeof asRecord[name] === 'number') asRecord[name] = (asRecord[name] as number) / 100;
        expect({ key, errors: validateRecord(appConfig[key].fields, asRecord, 'create') }).toEqual({ key, errors: {} });
      }
    };
    check('user', data.users.map((u) => ({ ...u })));
    check('tomb_area', data.areas);
    check('tomb_room', data.rooms);
    check('tomb_shelf', data.shelves);
    check('tomb_burialslot', data.plots);
    check('tomb_order', data.orders);
    check('tomb_payment', data.payments);
    check('member', data.members);
    check('setting', [demoSettings]);
  });
});
