/** The reservation expiry job (with a moved clock), bulk plot creation and the compact map. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from './domainSetup';

let w: World;
beforeAll(async () => {
  w = await buildWorld('domain_jobs');
});
afterAll(async () => {
  await w?.close();
});

const reserve = (plotId: number, level: 1 | 3 = 1) =>
  w.create(level, 'tomb_order', { burialslot_id: plotId, buyer_name: '张三', buyer_phone: '13800001111' });

const messages = (level: number, type: string) =>
  w.database.db.selectFrom('message').selectAll().where('receive_user_id', '=', level).where('type', '=', type).execute();

describe('reservation expiry', () => {
  it('warns once within 3 days, then expires the reservation and frees the plot', async () => {
    const inside = await reserve(w.plots.single[0]);
    const outside = await reserve(w.plots.single[1], 3);
    expect(inside.reserved_until).toBe('2026-11-30');

    await w.setNow(new Date(2026, 10, 26, 9, 0));
    expect(await w.app.domain.runExpiry()).toEqual({ expired: 0, warned: 0 });

    await w.setNow(new Date(2026, 10, 27, 9, 0));
    expect(await w.app.domain.runExpiry()).toEqual({ expired: 0, warned: 2 });
    expect(await w.app.domain.runExpiry()).toEqual({ expired: 0, warned: 0 });
    expect(await messages(2, '预订即将到期')).toHaveLength(1);
    expect(await messages(5, '预订即将到期')).toHaveLength(1);
    expect((await messages(4, '预订即将到期'))[0]?.url).toBe(`/order/tombOrderList_outside/${outside.id}`);

    // The last day of a reservation still holds it; the day after releases it.
    await w.setNow(new Date(2026, 10, 30, 23, 0));
    expect((await w.app.domain.runExpiry()).expired).toBe(0);
    await w.setNow(new Date(2026, 11, 1, 0, 5));
    expect((await w.app.domain.runExpiry()).expired).toBe(2);
    // An expired reservation owes nothing.
    expect(await w.row('tomb_order', inside.id as number)).toMatchObject({ status: 'expired', balance: 0 });
    expect((await w.row('tomb_burialslot', w.plots.single[0])).status).toBe('available');
    expect((await w.row('tomb_burialslot', w.plots.single[1])).status).toBe('available');
    const expired = await messages(5, '预订已过期');
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ url: `/order/tombOrderList/${inside.id}`, submit_user_id: null });
    expect(await messages(6, '预订已过期')).toHaveLength(1);
    expect(await messages(2, '预订已过期')).toHaveLength(1);
    const log = await w.database.db.selectFrom('operation_log').selectAll().where('table_name', '=', 'tomb_order').where('row_id', '=', inside.id as number).where('user_id', 'is', null).execute();
    expect(log).toHaveLength(1);
    // An expired order can no longer be signed.
    const res = await w.call(1, '/index/admin.tomb_order/sign', { id: inside.id, version: (await w.row('tomb_order', inside.id as number)).version });
    expect(res.body.data.code).toBe('bad_transition');
  });

  it('leaves signed orders alone', async () => {
    await w.setNow(new Date(2026, 11, 1, 10, 0));
    const order = await reserve(w.plots.single[2]);
    await w.call(1, '/index/admin.tomb_order/sign', { id: order.id, version: order.version });
    await w.setNow(new Date(2027, 0, 31, 10, 0));
    expect((await w.app.domain.runExpiry()).expired).toBe(0);
    expect((await w.row('tomb_order', order.id as number)).status).toBe('contracted');
  });
});

describe('bulk plot creation', () => {
  const body = () => ({ shelf_id: w.shelfId, code_prefix: 'N1-2-', from: 1, to: 12, type: 'double', price: 66000, pad: 2 });
  it('previews the plots of a range without writing', async () => {
    const res = await w.call(2, '/index/admin.tomb_burialslot/bulk_create', { ...body(), preview: true });
    expect(res.status).toBe(200);
    expect(res.body.data.rows).toHaveLength(12);
    expect((res.body.data.rows as { code: string }[])[0]).toMatchObject({ code: 'N1-2-01', column_no: 1, capacity: 2, price: 66000, status: 'available' });
    expect(await w.database.db.selectFrom('tomb_burialslot').select('id').where('code', 'like', 'N1-2-%').execute()).toHaveLength(0);
  });

  it('creates them in one go for a level that manages plots, and refuses others and duplicates', async () => {
    expect((await w.call(1, '/index/admin.tomb_burialslot/bulk_create', body())).status).toBe(403);
    const res = await w.call(2, '/index/admin.tomb_burialslot/bulk_create', body());
    expect(res.body.data.created).toHaveLength(12);
    const again = await w.call(2, '/index/admin.tomb_burialslot/bulk_create', { ...body(), from: 12, to: 13 });
    expect(again.status).toBe(409);
    expect(again.body.data.code).toBe('duplicate');
    expect(await w.database.db.selectFrom('tomb_burialslot').select('id').where('code', '=', 'N1-2-13').execute()).toHaveLength(0);
    const bad = await w.call(2, '/index/admin.tomb_burialslot/bulk_create', { ...body(), from: 5, to: 2 });
    expect(bad.status).toBe(422);
  });
});

describe('the compact map', () => {
  it('returns one area as rooms, shelves and rows of plot values', async () => {
    const res = await w.call(1, '/index/admin.tomb_burialslot/map', { area_id: w.areaId });
    expect(res.status).toBe(200);
    const data = res.body.data as { rooms: unknown[]; shelves: unknown[]; columns: string[]; plots: unknown[][] };
    expect(data.columns).toEqual(['id', 'shelf_id', 'column_no', 'code', 'type', 'status', 'price', 'capacity']);
    expect(data.rooms).toHaveLength(1);
    expect(data.plots).toHaveLength(8 + 12);
    expect(data.plots.find((p) => p[0] === w.plots.single[0])).toEqual([w.plots.single[0], w.shelfId, 1, 'N1-1-01', 'single', 'available', 50000, 1]);
    expect((await w.call(1, '/index/admin.tomb_burialslot/map', { area_id: 'x' })).status).toBe(400);
  });
});

describe('who may call the domain calls', () => {
  it('follows the config access rules and the channels', async () => {
    await w.setNow(new Date(2027, 1, 1, 10, 0));
    const order = await w.create(1, 'tomb_order', { burialslot_id: w.plots.double, buyer_name: '张三', buyer_phone: '13800001111' });
    const anonymous = await w.app.inject({ method: 'POST', url: '/index/admin.tomb_order/sign', payload: { id: order.id, version: order.version } });
    expect(anonymous.statusCode).toBe(401);
    // Outside levels do not see an inside order at all.
    for (const level of [3, 4, 6] as const) {
      expect((await w.call(level, '/index/admin.tomb_order/sign', { id: order.id, version: order.version })).status).toBe(404);
      expect((await w.call(level, '/index/admin.tomb_order/refund', { id: order.id, version: order.version, reason: 'x', method: 'cash' })).status).toBe(404);
    }
    for (const level of [1, 2, 3, 4, 5, 6] as const) {
      expect((await w.call(level, '/index/admin.tomb_burialslot/map', { area_id: w.areaId })).status).toBe(200);
      const bulk = await w.call(level, '/index/admin.tomb_burialslot/bulk_create', { shelf_id: w.shelfId, code_prefix: `M${level}-`, from: 1, to: 2, type: 'single', price: 1, preview: true });
      expect(bulk.status).toBe([2, 4, 5, 6].includes(level) ? 200 : 403);
    }
    // Any inside level may sign an inside order.
    expect((await w.call(2, '/index/admin.tomb_order/sign', { id: order.id, version: order.version })).status).toBe(200);
  });
});
