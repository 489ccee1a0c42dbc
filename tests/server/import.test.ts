/**
 * The spreadsheet import (POST /index/import/check and /commit) on the real app and its
 * database: a tomb hierarchy moved in table by table, then 5,000 plots in one transaction
 * (references by code and by name, labels and spellings of the old system); registrations
 * with bad rows refused as a whole with every bad row and field named; checks that write
 * nothing; and the access rules: levels that may not create, the other channel.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMPORT_ROWS } from '../../src/config/importing';
import type { Level } from '../../src/config/types';
import { startTestServer, type TestServer } from './helpers/actors';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('import');
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.database.db;

type Cells = Record<string, string | number | boolean | null>;

interface RowError {
  index: number;
  fields?: Record<string, string>;
  message?: string;
}

const call = async (level: Level | 0, mode: 'check' | 'commit', table: string, rows: Cells[], extra: Record<string, unknown> = {}) => {
  const res = await server.post(level, `/index/import/${mode}`, { table, rows, ...extra }, { 'accept-language': 'en' });
  return { http: res.statusCode, body: res.json() as { status: number; msg: string; data: Record<string, unknown> } };
};

const commit = (level: Level, table: string, rows: Cells[], extra?: Record<string, unknown>) => call(level, 'commit', table, rows, extra);

const countOf = async (table: string): Promise<number> =>
  Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

const logCount = async (table: string): Promise<number> =>
  Number((await db().selectFrom('operation_log').select((eb) => eb.fn.countAll().as('n')).where('table_name', '=', table).where('action', '=', 'create').executeTakeFirstOrThrow()).n);

/** Two areas whose rooms and rows share names (一进, 第1排): names are told apart by the row's area and room. */
const AREAS = ['FS', 'SH'];
const ROOMS_PER_AREA = 5;
const SHELVES_PER_ROOM = 10;
const ROOM_NAMES = ['一进', '二进', '三进', '四进', '五进'];

describe('moving a cemetery in', () => {
  it('imports areas, rooms and rows, each referring to the one before by code or by name', async () => {
    const areas = await commit(5, 'tomb_area', [
      { name: '福寿园', code: 'FS', sort: '1', description: 'Main area' },
      { name: '松鹤园', code: 'SH', sort: 2 },
    ]);
    expect(areas.body).toMatchObject({ status: 200, data: { created: 2 } });

    // Rooms name their area by name in one row and by code in the other: both resolve.
    const rooms: Cells[] = AREAS.flatMap((area, a) =>
      ROOM_NAMES.map((name, r) => ({ area_id: r % 2 === 0 ? area : ['福寿园', '松鹤园'][a], name, code: `${area}-${r + 1}`, sort: r + 1 })),
    );
    expect((await commit(5, 'tomb_room', rooms)).body).toMatchObject({ status: 200, data: { created: AREAS.length * ROOMS_PER_AREA } });

    // Rows name their room by name only (一进 exists in both areas): the area tells which.
    const shelves: Cells[] = AREAS.flatMap((area) =>
      ROOM_NAMES.flatMap((room, r) =>
        Array.from({ length: SHELVES_PER_ROOM }, (_, s) => ({ area_id: area, room_id: room, name: `第${s + 1}排`, code: `${area}-${r + 1}-${s + 1}` })),
      ),
    );
    expect((await commit(5, 'tomb_shelf', shelves)).body).toMatchObject({ status: 200, data: { created: 100 } });
    const shelf = await db()
      .selectFrom('tomb_shelf')
      .innerJoin('tomb_room', 'tomb_room.id', 'tomb_shelf.room_id')
      .innerJoin('tomb_area', 'tomb_area.id', 'tomb_shelf.area_id')
      .select(['tomb_room.code as room', 'tomb_area.code as area'])
      .where('tomb_shelf.code', '=', 'SH-3-7')
      .executeTakeFirstOrThrow();
    expect(shelf).toEqual({ room: 'SH-3', area: 'SH' });
  });

  it('imports 5,000 plots in one transaction, with one operation log entry each', async () => {
    const rows: Cells[] = [];
    for (let n = 0; n < 5000; n++) {
      const area = AREAS[n % 2];
      const room = (Math.floor(n / 2) % ROOMS_PER_AREA) + 1;
      const shelf = (Math.floor(n / 10) % SHELVES_PER_ROOM) + 1;
      rows.push({
        // The old system's spellings: type and status by label in any language, prices with grouping.
        area_id: area,
        room_id: ROOM_NAMES[room - 1],
        shelf_id: `${area}-${room}-${shelf}`,
        code: `P${String(n + 1).padStart(5, '0')}`,
        column_no: String((n % 50) + 1),
        type: ['单穴', 'Double', 'family'][n % 3],
        capacity: n % 3 === 2 ? '4' : '',
        price: n % 2 === 0 ? '38,000' : '52000.50',
        status: n % 10 === 0 ? '已售' : '',
      });
    }
    const before = { plots: await countOf('tomb_burialslot'), log: await logCount('tomb_burialslot') };
    const started = performance.now();
    const res = await commit(5, 'tomb_burialslot', rows);
    const ms = performance.now() - started;
    console.log(`import of 5,000 plots (${server.database.kind}): ${(ms / 1000).toFixed(2)} s`);
    expect(res.body.status).toBe(200);
    expect(res.body.data.created).toBe(5000);
    expect((res.body.data.ids as number[]).length).toBe(5000);
    expect(await countOf('tomb_burialslot')).toBe(before.plots + 5000);
    expect(await logCount('tomb_burialslot')).toBe(before.log + 5000);
    const plot = await db()
      .selectFrom('tomb_burialslot as p')
      .innerJoin('tomb_shelf as s', 's.id', 'p.shelf_id')
      .innerJoin('tomb_room as r', 'r.id', 'p.room_id')
      .innerJoin('tomb_area as a', 'a.id', 'p.area_id')
      .select(['p.type', 'p.capacity', 'p.price', 'p.status', 's.code as shelf', 'r.code as room', 'a.code as area'])
      .where('p.code', '=', 'P00011')
      .executeTakeFirstOrThrow();
    // n = 10: area FS, room 1, shelf 2, 'Double', empty capacity (the default, 1), '38,000', 已售.
    expect(plot).toEqual({ type: 'double', capacity: 1, price: 38000, status: 'sold', shelf: 'FS-1-2', room: 'FS-1', area: 'FS' });
  });
});
