/**
 * A plot's occupancy for the map panel: an outside clerk looking at an inside plot learns that
 * deceased are registered there (how many, on the other channel) but nothing about them; the
 * registrations themselves stay invisible to the other channel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, type World } from './domainSetup';

let w: World;
beforeAll(async () => {
  w = await buildWorld('plot_occupancy');
});
afterAll(async () => {
  await w?.close();
});

const occupancy = (level: 1 | 3, body: unknown) => w.call(level, '/index/admin.tomb_burialslot/occupancy', body);

describe('the occupancy of a plot', () => {
  it('counts the deceased of either channel and says how many are on the other one', async () => {
    const plot = w.plots.double;
    expect((await occupancy(3, { id: plot })).body.data).toEqual({ registered: 0, elsewhere: 0 });
    const order = await w.create(1, 'tomb_order', { burialslot_id: plot, buyer_name: '张三', buyer_phone: '13800001111' });
    await w.create(1, 'member', { name: '张建国', applicant_name: '张三', applicant_phone: '13800001111', order_id: order.id });
    const outside = await occupancy(3, { id: plot });
    expect(outside.status).toBe(200);
    // Counts only: no name, no date, no id of the registration.
    expect(outside.body.data).toEqual({ registered: 1, elsewhere: 1 });
    expect((await occupancy(1, { id: plot })).body.data).toEqual({ registered: 1, elsewhere: 0 });
    // The registration itself is still out of the outside clerk's sight.
    const listed = await w.call(3, '/index/query', { table: 'member', where: { burialslot_id: plot } });
    expect(listed.body.data).toEqual([]);
  });

  it('refuses what is not a plot id, a missing plot, and callers without a session', async () => {
    expect((await occupancy(3, { id: 'x' })).status).toBe(400);
    expect((await occupancy(3, { id: 1, channel: 'inside' })).body.data).toMatchObject({ code: 'unknown_key' });
    expect((await occupancy(3, { id: 999_999 })).status).toBe(404);
    const anonymous = await w.app.inject({ method: 'POST', url: '/index/admin.tomb_burialslot/occupancy', payload: { id: w.plots.double } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('counts several plots in one call for the registration picker, and refuses what is not a list of ids', async () => {
    const many = (body: unknown) => w.call(1, '/index/admin.tomb_burialslot/occupancies', body);
    const answer = await many({ ids: [w.plots.single[0], w.plots.double, 999_999] });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { id: Math.min(w.plots.single[0], w.plots.double), registered: w.plots.double < w.plots.single[0] ? 1 : 0 },
      { id: Math.max(w.plots.single[0], w.plots.double), registered: w.plots.double < w.plots.single[0] ? 0 : 1 },
    ]);
    expect((await many({ ids: [] })).body.data).toEqual([]);
    expect((await many({ ids: 'x' })).status).toBe(400);
    expect((await many({ ids: Array.from({ length: 101 }, (_, i) => i + 1) })).status).toBe(400);
    expect((await many({ ids: [1], id: 1 })).body.data).toMatchObject({ code: 'unknown_key' });
    const anonymous = await w.app.inject({ method: 'POST', url: '/index/admin.tomb_burialslot/occupancies', payload: { ids: [1] } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('puts a full plot’s refusal on the plot field, in the caller’s language', async () => {
    const plot = w.plots.single[0];
    await w.create(1, 'tomb_order', { burialslot_id: plot, buyer_name: '张三', buyer_phone: '13800001111' });
    const base = { applicant_name: '张三', applicant_phone: '13800001111', burialslot_id: plot };
    await w.create(1, 'member', { ...base, name: '甲' });
    const refused = await w.call(1, '/index/admin.member/create', { ...base, name: '乙' });
    expect(refused.status).toBe(409);
    const data = refused.body.data as { code: string; fields?: Record<string, string> };
    expect(data.code).toBe('capacity_full');
    expect(data.fields).toEqual({ burialslot_id: refused.body.msg });
    expect((await w.call(1, '/index/admin.tomb_burialslot/occupancies', { ids: [plot] })).body.data).toEqual([{ id: plot, registered: 1 }]);
  });
});
