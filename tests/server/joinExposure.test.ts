/**
 * Issue 12 item 5: a left join exposes only the columns its reference declares (joinFields,
 * default the target's name): joining a staff account gives its name, never its login
 * mobile, level, enabled flag or last sign-in, for selecting, filtering and sorting alike.
 */
import type { Level } from '../../src/config/types';
import { startTestServer, type TestServer } from './helpers/actors';

let s: TestServer;
let orderId = 0;

const query = async (level: Level, body: Record<string, unknown>) => {
  const res = await s.post(level, '/index/query', body, { 'accept-language': 'en' });
  return { http: res.statusCode, body: res.json() as { status: number; msg: string; data: unknown } };
};

beforeAll(async () => {
  s = await startTestServer('join_exposure');
  const db = s.database.db;
  const insert = async (table: string, values: Record<string, unknown>) => Number((await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id);
  const area = await insert('tomb_area', { name: 'North', code: 'N' });
  const room = await insert('tomb_room', { area_id: area, name: 'R', code: 'R' });
  const shelf = await insert('tomb_shelf', { area_id: area, room_id: room, name: 'S', code: 'S' });
  const plot = await insert('tomb_burialslot', { area_id: area, room_id: room, shelf_id: shelf, code: 'P-1', column_no: 1, price: 100, status: 'reserved' });
  // Sold by the inside manager (level 2), whom a level-1 clerk cannot read in the user table.
  orderId = await insert('tomb_order', { burialslot_id: plot, buyer_name: 'B', buyer_phone: '13800000000', channel: 'inside', order_no: 'O-1', status: 'reserved', salesperson_id: s.actors[2].userId });
  await insert('tomb_payment', { order_id: orderId, item: 'deposit', method: 'cash', amount: 10, channel: 'inside', receipt_no: 'R-1', operator_id: s.actors[2].userId });
  await insert('message', { type: 't', receive_user_id: 1, content: 'hello', url: '/', submit_user_id: s.actors[5].userId });
  await db.updateTable('user').set({ last_login_at: s.app.clock.now() }).execute();
});
afterAll(async () => {
  await s.close();
});

const SECRETS = ['mobile', 'level', 'enabled', 'last_login_at', 'introduction', 'avatar'];

describe('joining a staff account', () => {
  const cases: [string, string, string][] = [
    ['tomb_order', 'salesperson_id', 'seller'],
    ['message', 'submit_user_id', 'submitter'],
    ['tomb_payment', 'operator_id', 'operator'],
  ];

  for (const [table, ref, alias] of cases)
    it(`${table}.${ref}: the name only, for selecting, filtering and sorting`, async () => {
      for (const level of [1, 5] as Level[]) {
        if (table === 'message' && level === 5) continue;
        const join = [{ ref, as: alias }];
        const named = await query(level, { table, left_join: join, field: ['id', `${alias}.nickname`] });
        expect(named.http).toBe(200);
        expect((named.body.data as Record<string, unknown>[])[0][`${alias}.nickname`]).toMatch(/^Staff [25]$/);
        for (const column of SECRETS) {
          const selected = await query(level, { table, left_join: join, field: ['id', `${alias}.${column}`] });
          expect([column, selected.http, selected.body.msg]).toEqual([column, 400, `This column cannot be used: ${alias}.${column}`]);
          const filtered = await query(level, { table, left_join: join, where: [[`${alias}.${column}`, 'not null']], is_count: 1 });
          expect([column, filtered.http]).toEqual([column, 400]);
          const sorted = await query(level, { table, left_join: join, order_by: `${alias}.${column} desc` });
          expect([column, sorted.http]).toEqual([column, 400]);
        }
        // `alias.*` and the default selection bring the exposed columns only.
        const all = await query(level, { table, left_join: join, field: ['id', `${alias}.*`] });
        expect(Object.keys((all.body.data as Record<string, unknown>[])[0]).sort()).toEqual(['id', `${alias}.channel`, `${alias}.id`, `${alias}.nickname`].sort());
        const plain = await query(level, { table, left_join: join });
        const keys = Object.keys((plain.body.data as Record<string, unknown>[])[0]).filter((k) => k.startsWith(`${alias}.`));
        expect(keys.sort()).toEqual([`${alias}.channel`, `${alias}.id`, `${alias}.nickname`]);
      }
    });
});

describe('joins along other references', () => {
  it('show what the reference declares, and chain only along an exposed column', async () => {
    const ok = await query(1, {
      table: 'tomb_payment',
      left_join: [{ ref: 'order_id', as: 'ord' }, { ref: 'ord.burialslot_id', as: 'plot' }, { ref: 'plot.area_id', as: 'area' }],
      field: ['receipt_no', 'ord.order_no', 'ord.buyer_name', 'plot.code', 'area.name'],
    });
    expect(ok.body.data).toEqual([{ receipt_no: 'R-1', 'ord.order_no': 'O-1', 'ord.buyer_name': 'B', 'plot.code': 'P-1', 'area.name': 'North' }]);
    // A registration's order shows its number only: its buyer's phone and its seller stay out of reach.
    expect((await query(1, { table: 'member', left_join: [{ ref: 'order_id', as: 'ord' }], field: ['id', 'ord.buyer_phone'] })).http).toBe(400);
    const chained = await query(1, { table: 'member', left_join: [{ ref: 'order_id', as: 'ord' }, { ref: 'ord.salesperson_id', as: 'seller' }] });
    expect([chained.http, chained.body.msg]).toEqual([400, 'This join is not allowed: ord.salesperson_id']);
  });
});
