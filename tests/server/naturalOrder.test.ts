/**
 * Lists and pickers in the cemetery's own order: areas by sort order then code, rooms by area
 * (the areas' order) then sort order then code, plots by area, room, row, column. The server
 * uses it when a request names no order, and takes the browser's own requests for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources.config';
import { buildOrderBy, listRequest } from '../../src/protocol/legacyQuery';
import { startTestServer, type TestServer } from './helpers/actors';
import { appConfig } from '../../src/instance';

let s: TestServer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  s = await startTestServer('natural_order');
  const db = s.database.db;
  const insert = async (table: string, key: string, values: Record<string, unknown>) => {
    ids[key] = Number((await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id);
  };
  // Created newest-last in the wrong order on purpose: ids say nothing about where a record goes.
  await insert('tomb_area', 'new', { name: '新园', code: 'NEW', sort: 0 });
  await insert('tomb_area', 'south', { name: '南园', code: 'S', sort: 2 });
  await insert('tomb_area', 'north', { name: '北园', code: 'N', sort: 1 });
  for (const [area, sorts] of [['south', [2, 1]], ['north', [3, 2, 1]]] as const)
    for (const sort of sorts) await insert('tomb_room', `${area}${sort}`, { area_id: ids[area], name: `${sort}进`, code: `${area}-${sort}`, sort });
  for (const room of ['north1', 'south1']) {
    for (const row of [2, 1]) {
      await insert('tomb_shelf', `${room}r${row}`, { area_id: ids[room.startsWith('north') ? 'north' : 'south'], room_id: ids[room], name: `第${row}排`, code: `${room}-${row}`, sort: row });
      for (const col of [2, 1])
        await insert('tomb_burialslot', `${room}r${row}c${col}`, {
          area_id: ids[room.startsWith('north') ? 'north' : 'south'],
          room_id: ids[room],
          shelf_id: ids[`${room}r${row}`],
          code: `${room}-${row}-${col}`,
          column_no: col,
          type: 'single',
          price: 100,
          status: 'available',
        });
    }
  }
});
afterAll(async () => {
  await s?.close();
});

const query = async (body: Record<string, unknown>): Promise<Record<string, unknown>[]> => {
  const res = await s.post(5, '/index/query', body);
  expect(res.json().status).toBe(200);
  return res.json().data;
};

describe('the order of areas, rooms, rows and plots', () => {
  it('areas by sort order, when the request names none', async () => {
    expect((await query({ table: 'tomb_area', field: ['name'] })).map((r) => r.name)).toEqual(['新园', '北园', '南园']);
  });

  it('rooms by area (in the areas order), then sort order: 一进 before 二进 in each area', async () => {
    const rows = await query({ table: 'tomb_room', field: ['code', 'area.name'], left_join: [{ ref: 'area_id', as: 'area' }] });
    expect(rows.map((r) => r.code)).toEqual(['north-1', 'north-2', 'north-3', 'south-1', 'south-2']);
  });

  it('takes the browser list and picker requests as they are sent', async () => {
    const plots = resources.tomb_burialslot;
    const body = { ...listRequest(plots, resources, []), order_by: buildOrderBy({ field: 'area_id', order: 'ASC' }, plots, appConfig), page: 1, page_size: 50 };
    const rows = await query(body);
    expect(rows.map((r) => r.code)).toEqual([
      'north1-1-1',
      'north1-1-2',
      'north1-2-1',
      'north1-2-2',
      'south1-1-1',
      'south1-1-2',
      'south1-2-1',
      'south1-2-2',
    ]);
    const rooms = resources.tomb_room;
    const picker = await query({ ...listRequest(rooms, resources, []), order_by: buildOrderBy({ field: 'area_id', order: 'ASC' }, rooms, appConfig), page: 1, page_size: 50 });
    expect(picker.map((r) => r.code)).toEqual(['north-1', 'north-2', 'north-3', 'south-1', 'south-2']);
  });
});
