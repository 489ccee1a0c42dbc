/**
 * The permission matrix (tests/server/permissions.test.ts) extended to the operations calls:
 * every level x sign, cancel, refund, payment, registration, the map and bulk plot creation,
 * on its own channel and on the other one. Levels 3, 4 and 6 work only on outside records,
 * 1, 2 and 5 only on inside ones; the expectations are written out from PRODUCT.md, not read
 * from the config.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVELS, type Level } from '../../src/config/types';
import type { Row } from '../../src/server/hooks/registry';
import { buildWorld, outcome, type World } from './domainSetup';

const OUTSIDE: readonly Level[] = [3, 4, 6];
const channelOf = (level: Level) => (OUTSIDE.includes(level) ? 'outside' : 'inside');
/** Who registers a deceased (member create): the registration desks 1 and 3, the managers 5 and 6. */
const REGISTERS: readonly Level[] = [1, 3, 5, 6];
/** Who records refunds with the default settings: the managers, not the clerks 1 and 3. */
const REFUNDS: readonly Level[] = [2, 4, 5, 6];
/** Who manages the tomb group, and so may create plots in bulk. */
const MANAGES_PLOTS: readonly Level[] = [2, 4, 5, 6];

let w: World;
const orders: Record<'inside' | 'outside', Row> = {} as Record<'inside' | 'outside', Row>;

const newPlot = (code: string): Promise<number> => w.addPlot(code, { column_no: 90, type: 'family', capacity: 4 });

const countOf = async (table: string): Promise<number> =>
  Number((await w.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  w = await buildWorld('domain_permissions');
  for (const [channel, level] of [['inside', 1], ['outside', 3]] as const) {
    const order = await w.create(level, 'tomb_order', { burialslot_id: await newPlot(`X-${channel}`), buyer_name: '张三', buyer_phone: '13800001111' });
    await w.create(level, 'tomb_payment', { order_id: order.id, kind: 'charge', item: 'deposit', method: 'cash', amount: 100 });
    orders[channel] = await w.row('tomb_order', Number(order.id));
  }
});
afterAll(async () => {
  await w?.close();
});

describe('the operations calls, level by level', () => {
  it('never reach an order of the other channel: not found (an unknown reference when linked), nothing changed', async () => {
    for (const level of LEVELS) {
      const other = orders[channelOf(level) === 'inside' ? 'outside' : 'inside'];
      const target = { id: other.id, version: other.version };
      for (const [path, extra] of [
        ['sign', {}],
        ['cancel', { reason: 'x' }],
        ['refund', { reason: 'x', method: 'cash' }],
      ] as const) {
        const res = await w.call(level, `/index/admin.tomb_order/${path}`, { ...target, ...extra });
        expect([level, path, res.status, res.body.data.code]).toEqual([level, path, 404, 'not_found']);
      }
      const payments = await countOf('tomb_payment');
      const charge = await outcome(w.create(level, 'tomb_payment', { order_id: other.id, kind: 'charge', item: 'deposit', method: 'cash', amount: 1 }));
      expect([level, charge]).not.toEqual([level, 'ok']);
      expect(await countOf('tomb_payment')).toBe(payments);
      const member = await outcome(w.create(level, 'member', { name: 'M', applicant_name: 'A', applicant_phone: '13800001111', order_id: other.id }));
      expect([level, member]).toEqual([level, REGISTERS.includes(level) ? 'validation' : 'forbidden']);
    }
    for (const channel of ['inside', 'outside'] as const) expect(await w.row('tomb_order', Number(orders[channel].id))).toMatchObject({ status: 'reserved', version: orders[channel].version });
  });

  it('work on the level’s own channel: orders get its channel (and the agent outside), payments and registrations follow', async () => {
    for (const level of LEVELS) {
      const channel = channelOf(level);
      const plot = await newPlot(`Y-${level}`);
      const base = { burialslot_id: plot, buyer_name: '李四', buyer_phone: '13800002222' };
      // A body naming the other channel is refused, not moved there.
      expect([level, await outcome(w.create(level, 'tomb_order', { ...base, channel: channel === 'inside' ? 'outside' : 'inside' }))]).toEqual([level, 'forbidden']);
      const order = await w.create(level, 'tomb_order', base);
      expect([level, order.channel]).toEqual([level, channel]);
      expect([level, order.agent]).toEqual([level, channel === 'outside' ? `Staff ${level}` : null]);
      expect([level, await outcome(w.create(level, 'tomb_payment', { order_id: order.id, kind: 'charge', item: 'deposit', method: 'wechat', amount: 10 }))]).toEqual([level, 'ok']);
      const fresh = await w.row('tomb_order', Number(order.id));
      const signed = await w.call(level, '/index/admin.tomb_order/sign', { id: order.id, version: fresh.version });
      expect([level, signed.status, signed.body.data.status]).toEqual([level, 200, 'contracted']);
      const member = await outcome(w.create(level, 'member', { name: 'N', applicant_name: 'A', applicant_phone: '13800001111', order_id: order.id }));
      expect([level, member]).toEqual([level, REGISTERS.includes(level) ? 'ok' : 'forbidden']);
      // Refunds are the managers' (issue 12 item 13; the settings may let clerks refund too).
      const refund = await w.call(level, '/index/admin.tomb_order/refund', { id: order.id, version: signed.body.data.version, reason: '调整', method: 'cash' });
      if (REFUNDS.includes(level)) expect([level, refund.status, refund.body.data.status]).toEqual([level, 200, 'refunded']);
      else expect([level, refund.status, refund.body.data.code]).toEqual([level, 403, 'refund_managers_only']);
    }
  });

  it('let every level read the map, and only the tomb managers create plots in bulk', async () => {
    for (const level of LEVELS) {
      expect([level, (await w.call(level, '/index/admin.tomb_burialslot/map', { area_id: w.areaId })).status]).toEqual([level, 200]);
      const bulk = await w.call(level, '/index/admin.tomb_burialslot/bulk_create', { shelf_id: w.shelfId, code_prefix: `B${level}-`, from: 1, to: 2, type: 'single', price: 1 });
      expect([level, bulk.status]).toEqual([level, MANAGES_PLOTS.includes(level) ? 200 : 403]);
    }
  });
});
