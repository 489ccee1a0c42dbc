/**
 * Issue 12 item 7: the outside channel learns nothing about inside rows. A plot held by the
 * other channel's order is answered like a plot without one; a payment on the other
 * channel's order like one on a missing order; a mobile taken on the other channel gets the
 * same answer as one taken on one's own, which does not say it exists; and each channel
 * numbers its orders, contracts and receipts on its own series.
 */
import { buildWorld, type World } from './domainSetup';

let w: World;
beforeAll(async () => {
  w = await buildWorld('channel_leaks');
});
afterAll(async () => {
  await w?.close();
});

const buyer = { buyer_name: '张三', buyer_phone: '13800001111' };
const answer = (r: Awaited<ReturnType<World['call']>>) => ({ http: r.status, status: r.body.status, msg: r.body.msg, data: r.body.data });

describe('other-channel rows answer like missing ones', () => {
  it('registering on a plot the other channel holds', async () => {
    const insideOrder = await w.create(1, 'tomb_order', { burialslot_id: w.plots.single[0], ...buyer });
    const member = { name: 'G', applicant_name: 'A', applicant_phone: '13800001111' };
    const held = answer(await w.call(3, '/index/admin.member/create', { ...member, burialslot_id: w.plots.single[0] }));
    const free = answer(await w.call(3, '/index/admin.member/create', { ...member, burialslot_id: w.plots.single[1] }));
    expect(held).toEqual(free);
    expect(held).toMatchObject({ http: 409, data: { code: 'plot_has_no_order' } });
    const byOrder = answer(await w.call(3, '/index/admin.member/create', { ...member, order_id: insideOrder.id }));
    const missingOrder = answer(await w.call(3, '/index/admin.member/create', { ...member, order_id: 999_999 }));
    expect(byOrder).toEqual(missingOrder);
  });

  it('a payment on the other channel’s order', async () => {
    const insideOrder = await w.row('tomb_order', Number((await w.database.db.selectFrom('tomb_order').select('id').where('channel', '=', 'inside').executeTakeFirstOrThrow()).id));
    const payment = { kind: 'charge', item: 'deposit', method: 'cash', amount: 10 };
    const other = answer(await w.call(3, '/index/admin.tomb_payment/create', { ...payment, order_id: insideOrder.id }));
    const missing = answer(await w.call(3, '/index/admin.tomb_payment/create', { ...payment, order_id: 999_999 }));
    expect(other).toEqual(missing);
    expect(other.http).toBe(422);
  });
});

describe('a mobile taken on either channel', () => {
  const createUser = (level: 5 | 6, mobile: string, userLevel: number) =>
    w.call(level, '/index/admin.user/create_user', { mobile, nickname: 'New', level: userLevel, password: 'a good password' });

  it('gets one answer that does not say who has it, spaces and all', async () => {
    const insideMobile = '13900000001'; // level 1's account (tests/server/helpers/actors.ts)
    const outsideMobile = '13900000003';
    const otherChannel = answer(await createUser(6, insideMobile, 3));
    const ownChannel = answer(await createUser(6, outsideMobile, 3));
    const spaced = answer(await createUser(6, '139 0000 0001', 4));
    expect(otherChannel).toEqual({
      http: 409,
      status: 409,
      msg: 'This mobile cannot be used; enter another',
      data: { code: 'value_unavailable', fields: { mobile: 'This mobile cannot be used; enter another' } },
    });
    expect(ownChannel).toEqual(otherChannel);
    expect(spaced).toEqual(otherChannel);
    expect(JSON.stringify(otherChannel)).not.toMatch(/exist/i);
    expect(answer(await createUser(6, '13900000099', 3)).http).toBe(200);
  });
});

describe('numbers', () => {
  it('count each channel on its own series, told apart by a W', async () => {
    const orders = [];
    for (const [level, plot] of [
      [1, w.plots.single[2]],
      [3, w.plots.single[3]],
      [3, w.plots.single[4]],
      [1, w.plots.single[5]],
    ] as const)
      orders.push(await w.create(level, 'tomb_order', { burialslot_id: plot, ...buyer }));
    // The first inside order of the day is the one of the first test.
    expect(orders.map((o) => o.order_no)).toEqual(['O202611230002', 'OW202611230001', 'OW202611230002', 'O202611230003']);
    const signed = await w.call(3, '/index/admin.tomb_order/sign', { id: orders[1].id, version: orders[1].version });
    expect(signed.body.data.contract_no).toBe('CW202600001');
    const insideSigned = await w.call(1, '/index/admin.tomb_order/sign', { id: orders[0].id, version: orders[0].version });
    expect(insideSigned.body.data.contract_no).toBe('C202600001');
    const pay = (level: 1 | 3, orderId: unknown) => w.create(level, 'tomb_payment', { order_id: orderId, kind: 'charge', item: 'deposit', method: 'cash', amount: 10 });
    expect((await pay(3, orders[2].id)).receipt_no).toBe('RW202611230001');
    expect((await pay(1, orders[3].id)).receipt_no).toBe('R202611230001');
    expect((await pay(3, orders[1].id)).receipt_no).toBe('RW202611230002');
  });
});
