/**
 * Issue 12 item 4: a plot's status is the order's business. The generic write cannot set it;
 * a manager takes a plot off sale (or back) only while no active order holds it, with a
 * reason, logged in both channels; and a record's parents must agree (room in area, row in
 * room), on create and update, and a parent cannot move away from what is under it.
 */
import { sql } from 'kysely';
import { buildWorld, outcome, type World } from './domainSetup';

let w: World;
let other: { area: number; room: number; shelf: number };

beforeAll(async () => {
  w = await buildWorld('plot_status');
  const db = w.database.db;
  const area = Number((await db.insertInto('tomb_area').values({ name: 'South', code: 'S' }).returning('id').executeTakeFirstOrThrow()).id);
  const room = Number((await db.insertInto('tomb_room').values({ area_id: area, name: 'South 1', code: 'S1' }).returning('id').executeTakeFirstOrThrow()).id);
  const shelf = Number(
    (await db.insertInto('tomb_shelf').values({ area_id: area, room_id: room, name: 'South 1-1', code: 'S1-1' }).returning('id').executeTakeFirstOrThrow()).id,
  );
  other = { area, room, shelf };
});
afterAll(async () => {
  await w?.close();
});

const plot = (id: number) => w.row('tomb_burialslot', id);
const setStatus = (level: 1 | 2 | 4 | 5, id: number, version: unknown, status: string, reason?: string) =>
  w.call(level, '/index/admin.tomb_burialslot/set_status', { id, version, status, ...(reason === undefined ? {} : { reason }) });

describe('the generic write', () => {
  it('cannot set a plot status, held or not', async () => {
    const held = w.plots.single[0];
    const order = await w.create(1, 'tomb_order', { burialslot_id: held, buyer_name: 'A', buyer_phone: '13800001111' });
    await w.call(1, '/index/admin.tomb_order/sign', { id: order.id, version: order.version });
    expect((await plot(held)).status).toBe('sold');
    // The outside manager on an inside-contracted plot, and a manager on a free plot.
    expect(await outcome(w.update(4, 'tomb_burialslot', held, { status: 'available' }))).toBe('read_only_field');
    expect(await outcome(w.update(2, 'tomb_burialslot', w.plots.single[1], { status: 'sold' }))).toBe('read_only_field');
    expect(await outcome(w.create(2, 'tomb_burialslot', { area_id: w.areaId, room_id: (await plot(held)).room_id, shelf_id: w.shelfId, code: 'X-1', column_no: 90, price: 1, status: 'buried' }))).toBe(
      'read_only_field',
    );
    expect((await plot(held)).status).toBe('sold');
    expect((await plot(w.plots.single[1])).status).toBe('available');
  });
});

describe('taking a plot off sale and back', () => {
  it('is refused while an order holds the plot, whatever the channel', async () => {
    const held = await plot(w.plots.single[0]);
    for (const level of [2, 4] as const) {
      const res = await setStatus(level, Number(held.id), held.version, 'available', 'fix');
      expect([res.status, res.body.data.code, res.body.msg]).toEqual([409, 'plot_held', 'An order holds this plot: its status follows the order']);
    }
    expect((await plot(Number(held.id))).status).toBe('sold');
  });

  it('needs a manager, a reason, one of the two statuses and the version read', async () => {
    const free = await plot(w.plots.single[1]);
    expect((await setStatus(1, Number(free.id), free.version, 'unavailable', 'broken')).status).toBe(403);
    const noReason = await setStatus(2, Number(free.id), free.version, 'unavailable', '  ');
    expect([noReason.status, noReason.body.data.fields]).toEqual([422, { reason: 'Required' }]);
    expect((await setStatus(2, Number(free.id), free.version, 'sold', 'x')).status).toBe(422);
    expect((await setStatus(2, Number(free.id), Number(free.version) + 1, 'unavailable', 'x')).body.data.code).toBe('conflict');
    expect((await plot(Number(free.id))).status).toBe('available');
  });

  it('takes a free plot off sale with its reason, logged in both channels, and puts it back', async () => {
    const free = await plot(w.plots.single[2]);
    const res = await setStatus(4, Number(free.id), free.version, 'unavailable', 'Headstone cracked');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'unavailable', status_reason: 'Headstone cracked' });
    expect(await outcome(w.create(1, 'tomb_order', { burialslot_id: free.id, buyer_name: 'A', buyer_phone: '13800001111' }))).toBe('plot_unavailable');
    const log = await w.database.db
      .selectFrom('operation_log')
      .select(['channel', 'user_id', 'after'])
      .where('table_name', '=', 'tomb_burialslot')
      .where('row_id', '=', Number(free.id))
      .orderBy('channel')
      .execute();
    expect(log.map((l) => [l.channel, l.user_id, JSON.parse(String(l.after)).status_reason])).toEqual([
      ['inside', w.actor(4).userId, 'Headstone cracked'],
      ['outside', w.actor(4).userId, 'Headstone cracked'],
    ]);
    const now = await plot(Number(free.id));
    const back = await setStatus(2, Number(free.id), now.version, 'available', 'Repaired');
    expect(back.body.data).toMatchObject({ status: 'available', status_reason: 'Repaired' });
    expect((await w.create(1, 'tomb_order', { burialslot_id: free.id, buyer_name: 'A', buyer_phone: '13800001111' })).status).toBe('reserved');
  });
});

describe('parents must agree', () => {
  it('refuses a plot moved to a room of another area while keeping its area', async () => {
    const p = await plot(w.plots.single[3]);
    const res = await w.call(4, '/index/admin.tomb_burialslot/update', { id: p.id, version: p.version, room_id: other.room });
    expect([res.status, res.body.data.code, res.body.data.fields]).toEqual([422, 'validation', { room_id: 'Not in the chosen area', shelf_id: 'Not in the chosen room' }]);
    expect((await plot(Number(p.id))).room_id).toBe(p.room_id);
  });

  it('accepts a move whose area, room and row agree', async () => {
    const p = await plot(w.plots.single[3]);
    const moved = await w.update(4, 'tomb_burialslot', Number(p.id), { area_id: other.area, room_id: other.room, shelf_id: other.shelf });
    expect(moved).toMatchObject({ area_id: other.area, room_id: other.room, shelf_id: other.shelf });
  });

  it('refuses a new plot or row whose parents disagree', async () => {
    const room = Number((await plot(w.plots.single[4])).room_id);
    const p = await w.call(2, '/index/admin.tomb_burialslot/create', { area_id: w.areaId, room_id: room, shelf_id: other.shelf, code: 'N-99', column_no: 99, price: 1 });
    expect([p.status, p.body.data.fields]).toEqual([422, { shelf_id: 'Not in the chosen room' }]);
    const s = await w.call(2, '/index/admin.tomb_shelf/create', { area_id: w.areaId, room_id: other.room, name: 'Bad', code: 'BAD' });
    expect([s.status, s.body.data.fields]).toEqual([422, { room_id: 'Not in the chosen area' }]);
  });

  it('refuses moving a room to another area while its rows and plots stay', async () => {
    const room = await w.row('tomb_room', Number((await plot(w.plots.single[4])).room_id));
    const res = await w.call(5, '/index/admin.tomb_room/update', { id: room.id, version: room.version, area_id: other.area });
    expect([res.status, res.body.data.fields]).toEqual([422, { area_id: 'Its rows would no longer match: move them first' }]);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from tomb_room where id = ${room.id} and area_id = ${w.areaId}`.execute(w.database.db);
    expect(rows[0].n).toBe(1);
  });
});
