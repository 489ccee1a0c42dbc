/** Orders, payments and registrations through the real app: every transition, the totals, the limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageText } from '../../src/rules/eventMessages';
import { ensureDomainSchema } from '../../src/server/domain/schema';
import { buildWorld, outcome, type World } from './domainSetup';
import { privileged } from '../../src/server/data/door';

let w: World;
beforeAll(async () => {
  w = await buildWorld('domain_orders');
});
afterAll(async () => {
  await w?.close();
});

const reserve = (plotId: number, extra: Record<string, unknown> = {}, level: 1 | 3 = 1) =>
  w.create(level, 'tomb_order', { burialslot_id: plotId, buyer_name: '张三', buyer_phone: '13800001111', ...extra });

const pay = (orderId: number, amount: number, extra: Record<string, unknown> = {}) =>
  w.create(1, 'tomb_payment', { order_id: orderId, kind: 'charge', item: 'deposit', method: 'cash', amount, ...extra });

const messagesTo = async (level: number) =>
  w.database.db.selectFrom('message').selectAll().where('receive_user_id', '=', level).orderBy('id').execute();

describe('reserving a plot', () => {
  it('numbers the order, prices it from the plot and the settings, and reserves the plot', async () => {
    const order = await reserve(w.plots.single[0], { discount: 1000, engraving_fee: 300, burial_fee: 500, other_fee: 50 });
    expect(order.order_no).toBe('O202611230001');
    expect(order.status).toBe('reserved');
    expect(order.reserved_until).toBe('2026-11-30');
    expect(order.price).toBe(50000);
    // 20 years x 100 a year, since none was given
    expect(order.maintenance_fee).toBe(2000);
    expect(order.total).toBe(50000 - 1000 + 2000 + 300 + 500 + 50);
    expect(order.paid).toBe(0);
    expect(order.balance).toBe(order.total);
    expect(order.salesperson_id).toBe(w.actor(1).userId);
    expect(order.contract_no).toBeNull();
    expect((await w.row('tomb_burialslot', w.plots.single[0])).status).toBe('reserved');
    const second = await reserve(w.plots.single[1], { maintenance_years: 10, maintenance_fee: 1500 });
    expect(second.order_no).toBe('O202611230002');
    expect(second.maintenance_fee).toBe(1500);
  });

  it('refuses a plot that is already held, and computed fields written by the client', async () => {
    expect(await outcome(reserve(w.plots.single[0]))).toBe('plot_unavailable');
    expect(await outcome(reserve(w.plots.single[2], { total: 1 }))).toBe('read_only_field');
    expect(await outcome(reserve(w.plots.single[2], { discount: 999999 }))).toBe('validation');
    expect((await w.row('tomb_burialslot', w.plots.single[2])).status).toBe('available');
  });

  it('continues numbering after numbers that already exist for the day', async () => {
    await w.database.db.deleteFrom('domain_counter').execute();
    const order = await reserve(w.plots.single[2]);
    expect(order.order_no).toBe('O202611230003');
    await w.call(1, '/index/admin.tomb_order/cancel', { id: order.id, version: order.version, reason: 'test' });
  });
});

describe('the life of an order', () => {
  let id: number;
  let total: number;
  it('takes a deposit, refuses an overpayment, and stays reserved until signed', async () => {
    const order = await reserve(w.plots.double);
    id = order.id as number;
    total = order.total as number;
    const deposit = await pay(id, 10000);
    expect(deposit.receipt_no).toMatch(/^R20261123\d{4}$/);
    expect(deposit.operator_id).toBe(w.actor(1).userId);
    expect(deposit.paid_at).toBeTruthy();
    const after = await w.row('tomb_order', id);
    expect(after).toMatchObject({ status: 'reserved', paid: 10000, balance: total - 10000 });
    expect(await outcome(pay(id, total))).toBe('overpayment');
    const log = await w.database.db.selectFrom('operation_log').selectAll().where('table_name', '=', 'tomb_payment').where('row_id', '=', deposit.id as number).execute();
    expect(log).toHaveLength(1);
  });

  it('signs: contract number, date, plot sold; a second sign or a stale version is refused', async () => {
    const before = await w.row('tomb_order', id);
    const stale = await w.call(1, '/index/admin.tomb_order/sign', { id, version: Number(before.version) - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.data.code).toBe('conflict');
    const res = await w.call(1, '/index/admin.tomb_order/sign', { id, version: before.version });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'contracted', contract_no: 'C202600001', signed_at: '2026-11-23' });
    expect((await w.row('tomb_burialslot', w.plots.double)).status).toBe('sold');
    const again = await w.call(1, '/index/admin.tomb_order/sign', { id, version: res.body.data.version });
    expect(again.body.data.code).toBe('bad_transition');
  });

  it('becomes paid when the balance is paid, and contracted again after a partial refund', async () => {
    await pay(id, total - 10000, { item: 'plot_price', method: 'wechat' });
    expect(await w.row('tomb_order', id)).toMatchObject({ status: 'paid', paid: total, balance: 0 });
    expect(await outcome(w.create(2, 'tomb_payment', { order_id: id, kind: 'refund', item: 'other', method: 'cash', amount: total + 1, reason: 'x' }))).toBe('refund_exceeds_paid');
    expect(await outcome(w.create(2, 'tomb_payment', { order_id: id, kind: 'refund', item: 'other', method: 'cash', amount: 100 }))).toBe('validation');
    await w.create(2, 'tomb_payment', { order_id: id, kind: 'refund', item: 'other', method: 'cash', amount: 100, reason: 'overcharged engraving' });
    expect(await w.row('tomb_order', id)).toMatchObject({ status: 'contracted', paid: total - 100, balance: 100 });
    const managers = await messagesTo(2);
    expect(managers.at(-1)).toMatchObject({ type: '退款', url: `/order/tombOrderList/${id}`, status: '未读' });
    expect((await messagesTo(5)).at(-1)?.url).toBe(`/order/tombOrderList/${id}`);
    // A discount settles it again: the totals follow every amount edit.
    const current = await w.row('tomb_order', id);
    const edited = await w.update(1, 'tomb_order', id, { discount: 100 }, current.version as number);
    expect(edited).toMatchObject({ total: total - 100, balance: 0, status: 'paid' });
  });

  it('never edits or deletes a payment', async () => {
    const [p] = await privileged(w.database.db).selectFrom('tomb_payment').select('id').where('order_id', '=', id).execute();
    expect(await outcome(w.update(5, 'tomb_payment', p.id, { amount: 1 }))).toBe('forbidden');
  });

  it('refuses a burial before full payment, then completes the order and buries the plot', async () => {
    const other = await reserve(w.plots.single[3]);
    expect(await outcome(w.create(1, 'member', { name: '李四', applicant_name: '张三', applicant_phone: '13800001111', burialslot_id: w.plots.single[3], burial_date: '2026-11-24' }))).toBe('burial_needs_payment');
    await w.call(1, '/index/admin.tomb_order/cancel', { id: other.id, version: other.version, reason: 'changed mind' });

    const first = await w.create(1, 'member', { name: '王五', applicant_name: '张三', applicant_phone: '13800001111', order_id: id, burial_date: '2026-11-25' });
    expect(first.burialslot_id).toBe(w.plots.double);
    expect(await w.row('tomb_order', id)).toMatchObject({ status: 'completed', completed_at: '2026-11-25' });
    expect((await w.row('tomb_burialslot', w.plots.double)).status).toBe('buried');
    // A double plot takes a second person, and no third.
    await w.create(1, 'member', { name: '赵六', applicant_name: '张三', applicant_phone: '13800001111', burialslot_id: w.plots.double });
    expect(await outcome(w.create(1, 'member', { name: '钱七', applicant_name: '张三', applicant_phone: '13800001111', burialslot_id: w.plots.double }))).toBe('capacity_full');
    // A completed order can be neither cancelled nor refunded.
    const done = await w.row('tomb_order', id);
    expect((await w.call(1, '/index/admin.tomb_order/cancel', { id, version: done.version, reason: 'x' })).body.data.code).toBe('bad_transition');
  });
});

describe('registrations', () => {
  it('holds a single plot to one person and a family plot to its capacity', async () => {
    const single = await reserve(w.plots.single[4]);
    const base = { applicant_name: '张三', applicant_phone: '13800001111' };
    await w.create(1, 'member', { ...base, name: 'A', burialslot_id: w.plots.single[4] });
    expect(await outcome(w.create(1, 'member', { ...base, name: 'B', order_id: single.id }))).toBe('capacity_full');
    await reserve(w.plots.family);
    for (const name of ['C', 'D', 'E']) await w.create(1, 'member', { ...base, name, burialslot_id: w.plots.family });
    expect(await outcome(w.create(1, 'member', { ...base, name: 'F', burialslot_id: w.plots.family }))).toBe('capacity_full');
  });

  it('refuses a plot without an order, a plot of another channel (like one without) and a mismatched order', async () => {
    const base = { name: 'G', applicant_name: '张三', applicant_phone: '13800001111' };
    expect(await outcome(w.create(1, 'member', { ...base, burialslot_id: w.plots.single[5] }))).toBe('plot_has_no_order');
    const outside = await reserve(w.plots.single[5], {}, 3);
    expect(await outcome(w.create(1, 'member', { ...base, burialslot_id: w.plots.single[5] }))).toBe('plot_has_no_order');
    expect(await outcome(w.create(3, 'member', { ...base, burialslot_id: w.plots.single[4], order_id: outside.id }))).toBe('order_mismatch');
  });

  it('tells the outside managers about a new outside order, with the agent recorded', async () => {
    const [order] = await w.database.db.selectFrom('tomb_order').selectAll().where('channel', '=', 'outside').execute();
    expect(order.agent).toBe('Staff 3');
    for (const level of [4, 6]) {
      const last = (await messagesTo(level)).at(-1);
      expect(last).toMatchObject({ type: '新订单', url: `/order/tombOrderList_outside/${order.id}` });
      expect(String(last?.content)).toContain(String(order.order_no));
    }
    expect((await messagesTo(2)).some((m) => String(m.url).includes('_outside'))).toBe(false);
  });
});

describe('cancel and refund', () => {
  it('cancels with a reason and frees the plot', async () => {
    const order = await w.row('tomb_order', (await privileged(w.database.db).selectFrom('tomb_order').select('id').where('burialslot_id', '=', w.plots.single[0]).executeTakeFirstOrThrow()).id);
    const missing = await w.call(1, '/index/admin.tomb_order/cancel', { id: order.id, version: order.version });
    expect(missing.status).toBe(422);
    const res = await w.call(1, '/index/admin.tomb_order/cancel', { id: order.id, version: order.version, reason: '家属改变主意' });
    expect(res.body.data).toMatchObject({ status: 'cancelled', cancel_reason: '家属改变主意' });
    expect((await w.row('tomb_burialslot', w.plots.single[0])).status).toBe('available');
    // The freed plot can be ordered again.
    const again = await reserve(w.plots.single[0]);
    expect(again.status).toBe('reserved');
  });

  it('refunds everything paid, frees the plot, and tells the managers', async () => {
    const order = await reserve(w.plots.single[2]);
    expect((await w.call(2, '/index/admin.tomb_order/refund', { id: order.id, version: order.version, reason: 'r', method: 'cash' })).body.data.code).toBe('nothing_to_refund');
    await pay(order.id as number, 5000);
    const fresh = await w.row('tomb_order', order.id as number);
    const res = await w.call(2, '/index/admin.tomb_order/refund', { id: order.id, version: fresh.version, reason: '墓位调整', method: 'bank_transfer' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'refunded', paid: 0, cancel_reason: '墓位调整' });
    const refunds = await w.database.db.selectFrom('tomb_payment').selectAll().where('order_id', '=', order.id as number).where('kind', '=', 'refund').execute();
    expect(refunds).toHaveLength(1);
    // No item sent: what the charges were for (one deposit), never "other".
    expect(refunds[0]).toMatchObject({ amount: 5000, method: 'bank_transfer', item: 'deposit', operator_id: w.actor(2).userId });
    expect((await w.row('tomb_burialslot', w.plots.single[2])).status).toBe('available');
    const told = (await messagesTo(5)).at(-1);
    expect(told).toMatchObject({ type: '退款', content_key: 'refund_reason' });
    expect(messageText(told ?? {}, 'en')).toBe(`Order ${String(order.order_no)}: refund of ¥5,000.00: 墓位调整`);
    expect(told?.content).toBe(`订单 ${String(order.order_no)} 退款 ¥5,000.00：墓位调整`);
  });

  it('keeps a closed order as it was: only its remark changes, any other field is refused on that field', async () => {
    const order = await reserve(w.plots.single[2]);
    const cancelled = (await w.call(1, '/index/admin.tomb_order/cancel', { id: order.id, version: order.version, reason: 'x' })).body.data as { status: string; version: number };
    expect(cancelled.status).toBe('cancelled');
    const refused = await w.call(1, '/index/admin.tomb_order/update', { id: order.id, version: cancelled.version, buyer_name: '李四' });
    expect(refused.status).toBe(409);
    expect(refused.body.data.code).toBe('order_closed_note_only');
    expect((refused.body.data as { fields: Record<string, unknown> }).fields.buyer_name).toBeTruthy();
    expect(await outcome(w.update(1, 'tomb_order', order.id as number, { remark: 'called back', buyer_phone: '13900001111' }, cancelled.version))).toBe('order_closed_note_only');
    expect(await w.row('tomb_order', order.id as number)).toMatchObject({ buyer_name: '张三', buyer_phone: '13800001111', remark: null });
    const noted = await w.update(1, 'tomb_order', order.id as number, { remark: 'called back' }, cancelled.version);
    expect(noted.remark).toBe('called back');
  });

  it('does not let a level act on an order of the other channel', async () => {
    const order = await reserve(w.plots.single[2]);
    const res = await w.call(3, '/index/admin.tomb_order/cancel', { id: order.id, version: order.version, reason: 'x' });
    expect(res.status).toBe(404);
    expect((await w.call(1, '/index/admin.tomb_order/sign', { id: order.id, version: order.version, extra: 1 })).status).toBe(400);
  });
});

describe('every open state', () => {
  const freshPlot = (code: string): Promise<number> => w.addPlot(code, { column_no: 50, type: 'single', capacity: 1 });
  /** An order brought to a status through the real calls. */
  const orderIn = async (status: 'reserved' | 'contracted' | 'paid', code: string) => {
    const plot = await freshPlot(code);
    const order = await reserve(plot, { maintenance_years: 0 });
    if (status !== 'reserved') await w.call(1, '/index/admin.tomb_order/sign', { id: order.id, version: order.version });
    if (status === 'paid') await pay(order.id as number, order.total as number, { item: 'plot_price' });
    else await pay(order.id as number, 100);
    const row = await w.row('tomb_order', order.id as number);
    expect(row.status).toBe(status);
    return { plot, row };
  };

  it('cancels with a reason from reserved, contracted and paid, and the plot is available again', async () => {
    for (const status of ['reserved', 'contracted', 'paid'] as const) {
      const { plot, row } = await orderIn(status, `C-${status}`);
      const res = await w.call(1, '/index/admin.tomb_order/cancel', { id: row.id, version: row.version, reason: '家属改变主意' });
      expect([status, res.body.data.status]).toEqual([status, 'cancelled']);
      expect((await w.row('tomb_burialslot', plot)).status).toBe('available');
    }
  });

  it('a cancelled order owes nothing: balance 0, what was paid kept', async () => {
    const { row } = await orderIn('contracted', 'C-owes');
    expect(Number(row.balance)).toBeGreaterThan(0);
    const res = await w.call(1, '/index/admin.tomb_order/cancel', { id: row.id, version: row.version, reason: '家属改变主意' });
    expect(res.body.data).toMatchObject({ status: 'cancelled', paid: 100, balance: 0 });
    expect(await w.row('tomb_order', row.id as number)).toMatchObject({ paid: 100, balance: 0 });
    // A refund of what a cancelled order kept leaves it owing nothing still.
    await w.create(2, 'tomb_payment', { order_id: row.id, kind: 'refund', item: 'other', method: 'cash', amount: 100, reason: '退还定金' });
    expect(await w.row('tomb_order', row.id as number)).toMatchObject({ status: 'cancelled', paid: 0, balance: 0 });
  });

  it('brings closed orders written before the rule in line when the server starts', async () => {
    const { row } = await orderIn('contracted', 'C-old');
    await w.database.db.updateTable('tomb_order').set({ status: 'cancelled', balance: 1234 }).where('id', '=', row.id as number).execute();
    await ensureDomainSchema(privileged(w.database.db));
    expect(await w.row('tomb_order', row.id as number)).toMatchObject({ status: 'cancelled', balance: 0, version: Number(row.version) + 1 });
  });

  it('refunds with a reason from reserved, contracted and paid: everything paid goes back', async () => {
    for (const status of ['reserved', 'contracted', 'paid'] as const) {
      const { plot, row } = await orderIn(status, `R-${status}`);
      const res = await w.call(2, '/index/admin.tomb_order/refund', { id: row.id, version: row.version, reason: '墓位调整', method: 'alipay' });
      // A refunded order owes nothing: its balance is 0, not its total.
      expect([status, res.body.data.status, res.body.data.paid, res.body.data.balance]).toEqual([status, 'refunded', 0, 0]);
      expect((await w.row('tomb_burialslot', plot)).status).toBe('available');
    }
  });

  it('never lets the client write a computed field on an edit', async () => {
    const { row } = await orderIn('contracted', 'E-1');
    for (const field of ['status', 'order_no', 'contract_no', 'price', 'total', 'paid', 'balance']) {
      expect([field, await outcome(w.update(1, 'tomb_order', row.id as number, { [field]: field === 'status' ? 'paid' : 1 }, row.version as number))]).toEqual([field, 'read_only_field']);
    }
    expect(await w.row('tomb_order', row.id as number)).toMatchObject({ status: 'contracted', paid: 100, total: row.total });
  });
});
