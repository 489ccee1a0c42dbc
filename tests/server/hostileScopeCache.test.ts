/**
 * The server keeps the compiled SQL of repeated list and count requests (src/server/data/
 * compiledCache.ts). The same request from another caller must never get the first caller's
 * rows: another user of the same level (row filter by user), another level (other channel),
 * and a refused request must stay refused when an allowed one had the same body.
 */
import { createSession } from '../../src/server/auth/sessions';
import { startTestServer, type TestServer } from './helpers/actors';
import { addShelf } from './helpers/rows';
import { privileged } from '../../src/server/data/door';

let s: TestServer;
let otherClerk = '';
let otherClerkId = 0;

const rowsOf = (body: string): Record<string, unknown>[] => JSON.parse(body).data as Record<string, unknown>[];

beforeAll(async () => {
  s = await startTestServer('scope_cache');
  const user = await s.database.db
    .insertInto('user')
    .values({ mobile: '13900000011', nickname: 'Second clerk', level: 1, enabled: true, channel: 'inside' })
    .returning('id')
    .executeTakeFirstOrThrow();
  otherClerkId = Number(user.id);
  otherClerk = await createSession(privileged(s.database.db), otherClerkId, s.app.clock.now());
});

afterAll(async () => {
  await s?.close();
});

const asOtherClerk = (body: unknown) =>
  s.app.inject({ method: 'POST', url: '/index/query', headers: { 'content-type': 'application/json', 'x-token': otherClerk }, payload: JSON.stringify(body) });

it('answers the same request from two clerks of one level with each one\'s own rows, however often it repeats', async () => {
  const body = { table: 'user', field: 'id,nickname' };
  for (let i = 0; i < 3; i++) {
    const first = rowsOf((await s.post(1, '/index/query', body)).body);
    const second = rowsOf((await asOtherClerk(body)).body);
    expect(first.map((r) => r.id)).toEqual([s.actors[1].userId]);
    expect(second.map((r) => r.id)).toEqual([otherClerkId]);
  }
});

it('keeps each channel to its own orders and counts when inside and outside staff send the same body', async () => {
  const db = s.database.db;
  const { area, room, shelf } = await addShelf(db);
  for (const [level, code] of [
    [1, 'IN-1'],
    [3, 'OUT-1'],
  ] as const) {
    const plot = await db
      .insertInto('tomb_burialslot')
      .values({ area_id: area, room_id: room, shelf_id: shelf, code, column_no: level, price: 1000, status: 'available' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const made = await s.post(level, '/index/admin.tomb_order/create', { burialslot_id: plot.id, buyer_name: `Buyer ${code}`, buyer_phone: '13800001111' });
    expect(made.statusCode, made.body).toBe(200);
  }
  const list = { table: 'tomb_order', field: 'buyer_name,channel' };
  const count = { table: 'tomb_order', is_count: 1 };
  for (let i = 0; i < 2; i++) {
    expect(rowsOf((await s.post(1, '/index/query', list)).body)).toEqual([{ buyer_name: 'Buyer IN-1', channel: 'inside' }]);
    expect(rowsOf((await s.post(3, '/index/query', list)).body)).toEqual([{ buyer_name: 'Buyer OUT-1', channel: 'outside' }]);
    expect(JSON.parse((await s.post(1, '/index/query', count)).body).data).toBe(1);
    expect(JSON.parse((await s.post(3, '/index/query', count)).body).data).toBe(1);
  }
});

it('still refuses a level that may not read a table after another level read it with the same body', async () => {
  const body = { table: 'operation_log', is_count: 1 };
  expect((await s.post(5, '/index/query', body)).statusCode).toBe(200);
  const refused = await s.post(1, '/index/query', body);
  expect(refused.statusCode).toBe(403);
  expect(JSON.parse(refused.body)).toMatchObject({ status: 403 });
});
