/**
 * The settings' limits on orders (src/rules/orderRules.ts), enforced by the server:
 * - issue 12 item 9: a reservation runs at most `reservation_max_days` (default 30) from today;
 * - issue 12 item 13: refunds are the managers' (2, 4, 5, 6) unless `clerk_refunds` is on, and a
 *   clerk's discount is at most `clerk_discount_percent` (default 10) of the plot price.
 * The browser shows the same message through the same function (asserted here on the text).
 */
import { validationMessage } from '../../src/config/messages';
import { DEFAULT_ORDER_POLICY, checkDiscount, checkReservedUntil } from '../../src/rules/orderRules';
import { buildWorld, outcome, type World } from './domainSetup';

let w: World;
beforeAll(async () => {
  w = await buildWorld('order_limits');
});
afterAll(async () => {
  await w?.close();
});

const TODAY = '2026-11-23';
const buyer = { buyer_name: '张三', buyer_phone: '13800001111' };
const settings = (values: Record<string, unknown>) => w.database.db.updateTable('setting').set(values).where('id', '=', 1).execute();
const fieldsOf = async (p: Promise<{ status: number; body: { data: { fields?: Record<string, string> } } }>) => {
  const r = await p;
  return { http: r.status, fields: r.body.data.fields };
};

describe('the reservation date', () => {
  it('is at most 30 days away by default, on create and on edit, with the message the form shows', async () => {
    const far = await fieldsOf(w.call(1, '/index/admin.tomb_order/create', { burialslot_id: w.plots.single[0], ...buyer, reserved_until: '9999-12-31' }));
    const browser = checkReservedUntil('9999-12-31', TODAY, DEFAULT_ORDER_POLICY);
    expect(browser).toEqual({ key: 'max_date', params: { max: '2026-12-23' } });
    expect(far).toEqual({ http: 422, fields: { reserved_until: validationMessage(browser!, 'en') } });
    expect((await w.row('tomb_burialslot', w.plots.single[0])).status).toBe('available');
    const order = await w.create(1, 'tomb_order', { burialslot_id: w.plots.single[0], ...buyer, reserved_until: '2026-12-23' });
    expect(order.reserved_until).toBe('2026-12-23');
    const edited = await fieldsOf(w.call(1, '/index/admin.tomb_order/update', { id: order.id, version: order.version, reserved_until: '2026-12-24' }));
    expect(edited).toEqual({ http: 422, fields: { reserved_until: validationMessage(browser!, 'en') } });
    expect((await w.row('tomb_order', Number(order.id))).reserved_until).toBe('2026-12-23');
  });

  it('follows the setting, and the default reservation never passes it', async () => {
    await settings({ reservation_max_days: 60 });
    const later = await w.create(3, 'tomb_order', { burialslot_id: w.plots.single[1], ...buyer, reserved_until: '2027-01-22' });
    expect(later.reserved_until).toBe('2027-01-22');
    await settings({ reservation_max_days: 5, reservation_days: 7 });
    const byDefault = await w.create(3, 'tomb_order', { burialslot_id: w.plots.single[2], ...buyer });
    expect(byDefault.reserved_until).toBe('2026-11-28');
    await settings({ reservation_max_days: 30, reservation_days: 7 });
  });
});

describe('refunds', () => {
  const paidOrder = async (level: 1 | 3, plot: number) => {
    const order = await w.create(level, 'tomb_order', { burialslot_id: plot, ...buyer });
    await w.create(level, 'tomb_payment', { order_id: order.id, kind: 'charge', item: 'deposit', method: 'cash', amount: 1000 });
    return w.row('tomb_order', Number(order.id));
  };
  const refundPayment = (level: 1 | 2 | 3 | 4, orderId: unknown) =>
    w.call(level, '/index/admin.tomb_payment/create', { order_id: orderId, kind: 'refund', item: 'other', method: 'cash', amount: 100, reason: 'overcharged' });
  const refundOrder = (level: 1 | 2 | 3 | 4, order: Record<string, unknown>) =>
    w.call(level, '/index/admin.tomb_order/refund', { id: order.id, version: order.version, reason: 'family moved', method: 'cash' });

  it('are refused to the clerks, payment or whole order, and changes nothing', async () => {
    const inside = await paidOrder(1, w.plots.single[3]);
    const outside = await paidOrder(3, w.plots.single[4]);
    for (const [level, order] of [[1, inside], [3, outside]] as const) {
      for (const res of [await refundPayment(level, order.id), await refundOrder(level, order)])
        expect([level, res.status, res.body.data.code, res.body.msg]).toEqual([level, 403, 'refund_managers_only', 'Refunds are recorded by a manager']);
      expect(await w.row('tomb_order', Number(order.id))).toMatchObject({ status: 'reserved', paid: 1000, version: order.version });
    }
    expect(await w.database.db.selectFrom('tomb_payment').select('id').where('kind', '=', 'refund').execute()).toEqual([]);
  });

  it('are recorded by the managers, and by the clerks when the settings say so', async () => {
    const inside = await w.row('tomb_order', Number((await w.database.db.selectFrom('tomb_order').select('id').where('burialslot_id', '=', w.plots.single[3]).executeTakeFirstOrThrow()).id));
    expect((await refundPayment(2, inside.id)).status).toBe(200);
    const outside = await w.row('tomb_order', Number((await w.database.db.selectFrom('tomb_order').select('id').where('burialslot_id', '=', w.plots.single[4]).executeTakeFirstOrThrow()).id));
    expect((await refundOrder(4, outside)).body.data.status).toBe('refunded');
    await settings({ clerk_refunds: true });
    expect((await refundPayment(1, inside.id)).status).toBe(200);
    await settings({ clerk_refunds: false });
  });
});

describe('discounts', () => {
  // Plot price 50,000: a clerk gives at most 10%, 5,000.00.
  it('of a clerk stop at the setting’s share of the price, on create and on edit', async () => {
    const plot = await w.addPlot('D-1', { column_no: 60, type: 'single', capacity: 1 });
    await w.database.db.updateTable('tomb_burialslot').set({ price: 50000 }).where('id', '=', plot).execute();
    const over = await fieldsOf(w.call(1, '/index/admin.tomb_order/create', { burialslot_id: plot, ...buyer, discount: 5000.01 }));
    expect(over).toEqual({ http: 422, fields: { discount: 'At most 5000.00 (10% of the price) without a manager' } });
    expect(checkDiscount(1, DEFAULT_ORDER_POLICY, 50000, 5000.01)).toEqual({ key: 'discount_limit', params: { max: '5000.00', percent: 10 } });
    const order = await w.create(1, 'tomb_order', { burialslot_id: plot, ...buyer, discount: 5000 });
    expect(order.discount).toBe(5000);
    expect(await outcome(w.update(1, 'tomb_order', Number(order.id), { discount: 20000 }, order.version as number))).toBe('validation');
    // A manager gives more; the clerk can still edit the order without touching it.
    const managed = await w.update(2, 'tomb_order', Number(order.id), { discount: 40000 }, order.version as number);
    expect(managed.total).toBe(50000 - 40000 + 2000);
    const edited = await w.update(1, 'tomb_order', Number(order.id), { discount: 40000, buyer_address: 'Road 1' }, managed.version as number);
    expect(edited).toMatchObject({ discount: 40000, buyer_address: 'Road 1' });
    // Lowering it only brings the price back up: allowed; raising it again past the limit is not.
    const lowered = await w.update(1, 'tomb_order', Number(order.id), { discount: 39000 }, edited.version as number);
    expect(lowered.discount).toBe(39000);
    expect(await outcome(w.update(1, 'tomb_order', Number(order.id), { discount: 39500 }, lowered.version as number))).toBe('validation');
  });

  it('follow the setting: at 100% a clerk gives the full price', async () => {
    await settings({ clerk_discount_percent: 100 });
    const plot = await w.addPlot('D-2', { column_no: 61, type: 'single', capacity: 1 });
    const order = await w.create(3, 'tomb_order', { burialslot_id: plot, ...buyer, discount: 1000, maintenance_years: 0 });
    expect(order.total).toBe(0);
    await settings({ clerk_discount_percent: 10 });
  });
});
