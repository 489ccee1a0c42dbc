/**
 * The columbarium tests' helpers on the domain world (tests/server/domainSetup.ts): a hall (an
 * area with a wall and a row), niches written straight to the database, and the deposit calls
 * over the real HTTP routes.
 */
import type { Level } from '../../src/config/types';
import type { Row } from '../../src/server/hooks/registry';
import type { World } from './domainSetup';

let nicheNo = 0;
const halls = new WeakMap<World, { area: number; room: number; shelf: number }>();

const hallOf = async (w: World) => {
  const known = halls.get(w);
  if (known) return known;
  const db = w.database.db;
  const area = await db.insertInto('tomb_area').values({ name: 'Hall of peace', code: 'HALL', sort: 9 }).returning('id').executeTakeFirstOrThrow();
  const room = await db.insertInto('tomb_room').values({ area_id: area.id, name: 'East wall', code: 'HALL-E', sort: 1 }).returning('id').executeTakeFirstOrThrow();
  const shelf = await db.insertInto('tomb_shelf').values({ area_id: area.id, room_id: room.id, name: 'Row A', code: 'HALL-E-A', sort: 1 }).returning('id').executeTakeFirstOrThrow();
  const hall = { area: Number(area.id), room: Number(room.id), shelf: Number(shelf.id) };
  halls.set(w, hall);
  return hall;
};

/** A niche of the test hall: yearly fee 600, monthly 60, capacity 1 unless said. */
export const newNiche = async (w: World, values: Row = {}): Promise<Row> => {
  const hall = await hallOf(w);
  nicheNo += 1;
  return (await w.database.db
    .insertInto('ash_niche')
    .values({ area_id: hall.area, room_id: hall.room, shelf_id: hall.shelf, code: `NI-${nicheNo}`, column_no: nicheNo, capacity: 1, price_month: 60, price_year: 600, status: 'available', stored: 0, ...values })
    .returningAll()
    .executeTakeFirstOrThrow()) as Row;
};

export const ID_NUMBER = '11010519491231002X';

export const depositBody = (nicheId: unknown, extra: Row = {}): Row => ({
  niche_id: nicheId,
  deceased_name: '李老太太',
  death_date: '2026-11-01',
  depositor_name: '李明',
  depositor_id_number: ID_NUMBER,
  depositor_phone: '13800001111',
  depositor_relation: '子',
  fee_basis: 'yearly',
  periods: 1,
  method: 'cash',
  ...extra,
});

interface Answer {
  ok: boolean;
  http: number;
  code: string;
  msg: string;
  data: Row;
  fields?: Record<string, unknown>;
}

export const ash = async (w: World, level: Level, path: string, body: unknown): Promise<Answer> => {
  const res = await w.call(level, `/index/admin.ash_deposit/${path}`, body);
  const data = (res.body.data ?? {}) as Row;
  return { ok: res.body.status === 200, http: res.status, code: String(data.code ?? 'ok'), msg: res.body.msg, data, fields: data.fields as Record<string, unknown> | undefined };
};

/** Deposit and answer the deposit row and its pick-up code; fails the test when refused. */
export const deposit = async (w: World, level: Level, nicheId: unknown, extra: Row = {}): Promise<{ deposit: Row; code: string; payment: Row }> => {
  const a = await ash(w, level, 'deposit', depositBody(nicheId, extra));
  if (!a.ok) throw new Error(`deposit refused: ${a.code} ${a.msg}`);
  return { deposit: a.data.deposit as Row, code: String(a.data.pickup_code), payment: a.data.payment as Row };
};
