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
import { checkCharacter } from '../../src/server/seed/idNumber';
import { startTestServer, type TestServer } from './helpers/actors';
import { VALIDATION_MESSAGES } from '../../src/config/messages';
import { privileged } from '../../src/server/data/door';

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

/** The codes of the room and the area a row or a plot (by its code) was filed under. */
const filedUnder = (table: 'tomb_shelf' | 'tomb_burialslot', code: string) =>
  db()
    .selectFrom(`${table} as x`)
    .innerJoin('tomb_room as r', 'r.id', 'x.room_id')
    .innerJoin('tomb_area as a', 'a.id', 'x.area_id')
    .select(['r.code as room', 'a.code as area'])
    .where('x.code', '=', code)
    .executeTakeFirstOrThrow();

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
    expect(await filedUnder('tomb_shelf', 'SH-3-7')).toEqual({ room: 'SH-3', area: 'SH' });
  });

  it('imports 5,000 plots in one transaction, with one operation log entry each', async () => {
    const rows: Cells[] = [];
    for (let n = 0; n < 5000; n++) {
      const area = AREAS[n % 2];
      const room = (Math.floor(n / 2) % ROOMS_PER_AREA) + 1;
      const shelf = (Math.floor(n / 10) % SHELVES_PER_ROOM) + 1;
      rows.push({
        // The old system's spellings: type by label in any language, prices with grouping. (A plot's
        // status is the orders' business, never imported: every plot arrives available.)
        area_id: area,
        room_id: ROOM_NAMES[room - 1],
        shelf_id: `${area}-${room}-${shelf}`,
        code: `P${String(n + 1).padStart(5, '0')}`,
        column_no: String((n % 50) + 1),
        type: ['单穴', 'Double', 'family'][n % 3],
        capacity: n % 3 === 2 ? '4' : '',
        price: n % 2 === 0 ? '38,000' : '52000.50',
      });
    }
    const before = { plots: await countOf('tomb_burialslot'), log: await logCount('tomb_burialslot') };
    const started = performance.now();
    const cpu = process.cpuUsage();
    const res = await commit(5, 'tomb_burialslot', rows);
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    // Reported, not asserted (docs/import.md has the figures): on a shared machine the wall time
    // is mostly waiting for a core; the CPU time of this process (with PGlite, the database too) is steadier.
    console.log(`import of 5,000 plots (${server.database.kind}): ${(ms / 1000).toFixed(2)} s, ${((used.user + used.system) / 1e6).toFixed(2)} s CPU in this process`);
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
    expect(plot).toEqual({ type: 'double', capacity: 1, price: 38000, status: 'available', shelf: 'FS-1-2', room: 'FS-1', area: 'FS' });
  });
});

const createOrder = async (level: Level, plotCode: string): Promise<{ id: number; order_no: string; total: number; version: number }> => {
  const plot = await db().selectFrom('tomb_burialslot').select('id').where('code', '=', plotCode).executeTakeFirstOrThrow();
  const res = await server.post(level, '/index/admin.tomb_order/create', { burialslot_id: plot.id, buyer_name: '李四', buyer_phone: '13800001111' });
  const body = res.json();
  expect(body.status).toBe(200);
  return { id: body.data.id, order_no: body.data.order_no, total: Number(body.data.total), version: body.data.version };
};

const validId = (first17: string): string => first17 + checkCharacter(first17);

describe('references by code or name', () => {
  it('takes a plot’s area and room from its row’s code when the file leaves them out', async () => {
    const res = await commit(5, 'tomb_burialslot', [{ shelf_id: 'SH-4-9', code: 'ONLY-SHELF', column_no: '1', price: '100' }]);
    expect(res.body.status).toBe(200);
    expect(await filedUnder('tomb_burialslot', 'ONLY-SHELF')).toEqual({ room: 'SH-4', area: 'SH' });
  });

  it('finds a name only under the row’s other references, and asks for a code when a name is not enough', async () => {
    const res = await call(5, 'check', 'tomb_burialslot', [
      // A row of another area: not found under FS.
      { area_id: 'FS', shelf_id: 'SH-1-1', code: 'X1', column_no: '1', price: '1' },
      // 一进 is in both areas: without an area it is ambiguous.
      { room_id: '一进', shelf_id: '第1排', code: 'X2', column_no: '1', price: '1' },
      // Names and codes in any case.
      { area_id: 'fs', room_id: '一进', shelf_id: '第1排', code: 'X3', column_no: '1', price: '1' },
    ]);
    expect(res.body.data).toEqual({
      total: 3,
      valid: 1,
      errors: [
        { index: 0, fields: { shelf_id: 'Nothing found for “SH-1-1”' } },
        { index: 1, fields: { room_id: '“一进” matches several records: use its code', shelf_id: '“第1排” matches several records: use its code' } },
      ],
      creates: [],
    });
  });
});

describe('registrations with bad rows', () => {
  let orders: Record<'p2' | 'p3' | 'p4' | 'p5' | 'outside', Awaited<ReturnType<typeof createOrder>>>;
  const base = { applicant_name: '王五', applicant_phone: '13900002222' };
  /** Rows 0-2 and 9 are right; 3-8 each have the faults their comments name. */
  const file = (): Cells[] => [
    { ...base, name: '张三', gender: '男', id_number: validId('33010219400101001'), death_date: '2024/3/5', burialslot_id: 'P00002' },
    { ...base, name: '赵六', gender: 'Female', order_id: orders.p4.order_no },
    { ...base, name: '钱七', burialslot_id: 'p00003', burial_date: '2024年4月1日' },
    // 3: no name; a phone that is not one.
    { ...base, name: '', applicant_phone: 'call me' },
    // 4: a wrong check digit; a gender that is not one.
    { ...base, name: '孙八', id_number: '330102194001010010', gender: 'unknown' },
    // 5: a plot code that does not exist.
    { ...base, name: '周九', burialslot_id: 'NOPE-1' },
    // 6: the other channel's order number: not found, like a missing one.
    { ...base, name: '吴十', order_id: orders.outside.order_no },
    // 7: a burial on an order that is not paid (the registration's own rule, a row message).
    { ...base, name: '郑一', burialslot_id: 'P00005', burial_date: '2024-05-01' },
    // 8: an impossible date, and a word for a date.
    { ...base, name: '冯二', death_date: '2024-02-30', birth_date: 'yesterday' },
    { ...base, name: '陈三', remark: 'No plot yet' },
  ];

  beforeAll(async () => {
    orders = {
      p2: await createOrder(1, 'P00002'),
      p3: await createOrder(1, 'P00003'),
      p4: await createOrder(1, 'P00004'),
      p5: await createOrder(1, 'P00005'),
      outside: await createOrder(3, 'P00006'),
    };
    const signed = await server.post(1, '/index/admin.tomb_order/sign', { id: orders.p3.id, version: orders.p3.version });
    expect(signed.json().status).toBe(200);
    const paid = await server.post(1, '/index/admin.tomb_payment/create', { order_id: orders.p3.id, kind: 'charge', item: 'plot_price', method: 'cash', amount: orders.p3.total });
    expect(paid.json().status).toBe(200);
    expect((await db().selectFrom('tomb_order').select('status').where('id', '=', orders.p3.id).executeTakeFirstOrThrow()).status).toBe('paid');
  });

  /** What a date cell may be, as a refusal names it (the default order, a partial field). */
  const YMD_FORMS = '2024-03-05, 2024/3/5, 2024年3月5日, 20240305, 5 Mar 2024 or an Excel date number; partial dates: 1879, 1923-11, Nov 1923, 1923年11月, about 1879, c. 1880';

  it('imports nothing and names every bad row and field', async () => {
    const before = { members: await countOf('member'), log: await logCount('member') };
    const res = await commit(1, 'member', file());
    expect(res.http).toBe(422);
    expect(res.body.msg).toBe('Nothing was imported: 6 rows have errors');
    expect(res.body.data).toMatchObject({ code: 'import_invalid', total: 10, valid: 4 });
    expect(res.body.data.errors).toEqual([
      { index: 3, fields: { name: 'Required', applicant_phone: VALIDATION_MESSAGES.phone.en } },
      { index: 4, fields: { id_number: 'Invalid ID number', gender: 'Not one of the allowed values' } },
      { index: 5, fields: { burialslot_id: 'Nothing found for “NOPE-1”' } },
      { index: 6, fields: { order_id: `Nothing found for “${orders.outside.order_no}”` } },
      { index: 7, message: 'The order must be fully paid before a burial is registered' },
      {
        index: 8,
        fields: {
          death_date: `“2024-02-30” is not a date read as year-month-day. Accepted: ${YMD_FORMS}`,
          birth_date: `“yesterday” is not a date read as year-month-day. Accepted: ${YMD_FORMS}`,
        },
      },
    ]);
    expect(await countOf('member')).toBe(before.members);
    expect(await logCount('member')).toBe(before.log);
    // Row 2's burial completed its paid order inside the transaction: rolled back with the rest.
    const order = await db().selectFrom('tomb_order').select('status').where('id', '=', orders.p3.id).executeTakeFirstOrThrow();
    expect(order.status).toBe('paid');
  });

  it('a check answers the same errors and writes nothing, even when every row is right', async () => {
    const bad = await call(1, 'check', 'member', file());
    expect(bad.http).toBe(200);
    expect(bad.body.data).toMatchObject({ total: 10, valid: 4 });
    expect((bad.body.data.errors as RowError[]).map((e) => e.index)).toEqual([3, 4, 5, 6, 7, 8]);
    const before = await countOf('member');
    const good = await call(1, 'check', 'member', [file()[0], file()[9]]);
    expect(good.body.data).toEqual({ total: 2, valid: 2, errors: [], creates: [] });
    expect(await countOf('member')).toBe(before);
  });

  it('once the rows are fixed, imports them all, references resolved by code, through the registration rules', async () => {
    const fixed = file();
    fixed[3] = { ...fixed[3], name: '刘四', applicant_phone: '13900003333' };
    fixed[4] = { ...fixed[4], id_number: validId('33010219400101001'), gender: '女' };
    fixed[5] = { ...fixed[5], burialslot_id: '' };
    fixed[6] = { ...fixed[6], order_id: orders.p5.order_no };
    fixed[7] = { ...fixed[7], burialslot_id: 'P00002', burial_date: '' };
    fixed[8] = { ...fixed[8], death_date: '2024-02-29', birth_date: '1950-1-1' };
    const before = await logCount('member');
    const res = await commit(1, 'member', fixed);
    expect(res.body).toMatchObject({ status: 200, data: { created: 10 } });
    const ids = res.body.data.ids as number[];
    const rows = await db().selectFrom('member').selectAll().where('id', 'in', ids).orderBy('id').execute();
    const plotOf = async (code: string) => (await db().selectFrom('tomb_burialslot').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    expect(rows.map((r) => [r.name, r.channel, r.burialslot_id, r.order_id])).toEqual([
      ['张三', 'inside', await plotOf('P00002'), orders.p2.id],
      ['赵六', 'inside', await plotOf('P00004'), orders.p4.id],
      ['钱七', 'inside', await plotOf('P00003'), orders.p3.id],
      ['刘四', 'inside', null, null],
      ['孙八', 'inside', null, null],
      ['周九', 'inside', null, null],
      ['吴十', 'inside', await plotOf('P00005'), orders.p5.id],
      ['郑一', 'inside', await plotOf('P00002'), orders.p2.id],
      ['冯二', 'inside', null, null],
      ['陈三', 'inside', null, null],
    ]);
    expect(rows[0]).toMatchObject({ gender: 'male', death_date: '2024-03-05' });
    expect(rows[2]).toMatchObject({ burial_date: '2024-04-01' });
    expect(rows[8]).toMatchObject({ birth_date: '1950-01-01', death_date: '2024-02-29' });
    // The burial completed the paid order, as the registration form would have.
    expect((await db().selectFrom('tomb_order').select('status').where('id', '=', orders.p3.id).executeTakeFirstOrThrow()).status).toBe('completed');
    expect(await logCount('member')).toBe(before + 10);
  });
});

describe('who may import', () => {
  const area = (code: string): Cells => ({ name: `Area ${code}`, code });

  it('a level that may not create the table is refused before anything is read', async () => {
    // Level 1 may not create plots; level 2 may not create registrations.
    const plots = await commit(1, 'tomb_burialslot', [{ code: 'X-1' }]);
    expect([plots.http, plots.body.data.code]).toEqual([403, 'forbidden']);
    const members = await call(2, 'check', 'member', [{ name: 'x' }]);
    expect([members.http, members.body.data.code]).toEqual([403, 'forbidden']);
    // Nor anonymously, nor users (accounts need a password), nor a read-only table.
    expect((await call(0, 'commit', 'tomb_area', [area('ANON')])).http).toBe(401);
    expect((await commit(5, 'user', [{ mobile: '13911112222', nickname: 'x', level: '1' }])).http).toBe(403);
    expect((await commit(5, 'operation_log', [{ action: 'create' }])).http).toBe(403);
    expect(await db().selectFrom('tomb_area').select('id').where('code', '=', 'ANON').executeTakeFirst()).toBeUndefined();
  });

  it('a channel cannot import into the other: naming it is refused, and its records are not found', async () => {
    const before = await countOf('member');
    const named = await commit(3, 'member', [{ name: 'x', applicant_name: 'y', applicant_phone: '13900004444', channel: 'inside' }]);
    expect([named.http, named.body.data.code]).toEqual([403, 'forbidden']);
    expect(await countOf('member')).toBe(before);

    const insideOrder = (await privileged(db()).selectFrom('tomb_order').select('order_no').where('channel', '=', 'inside').executeTakeFirstOrThrow()).order_no;
    const refused = await commit(3, 'member', [{ name: 'x', applicant_name: 'y', applicant_phone: '13900004444', order_id: insideOrder }]);
    expect(refused.body.data.errors).toEqual([{ index: 0, fields: { order_id: `Nothing found for “${insideOrder}”` } }]);

    const done = await commit(3, 'member', [{ name: '外部', applicant_name: 'y', applicant_phone: '13900004444' }]);
    const id = (done.body.data.ids as number[])[0];
    expect((await db().selectFrom('member').select('channel').where('id', '=', id).executeTakeFirstOrThrow()).channel).toBe('outside');
    // The inside channel does not see it.
    const seen = await server.post(1, '/index/query', { table: 'member', where: { id } });
    expect(seen.json().data).toEqual([]);
  });

  it('refuses a mapping to a column the form cannot write, and bounds the request', async () => {
    const readOnly = await commit(1, 'member', [{ name: 'x', id: '5' }]);
    expect([readOnly.http, readOnly.body.data.code]).toEqual([400, 'read_only_field']);
    const unknown = await commit(1, 'member', [{ name: 'x', nickname: 'y' }]);
    expect([unknown.http, unknown.body.data.code]).toEqual([400, 'unknown_column']);
    const empty = await commit(1, 'member', []);
    expect([empty.http, empty.body.data.code]).toEqual([400, 'import_no_rows']);
    const many = await commit(5, 'tomb_area', Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => ({})));
    expect([many.http, many.body.data.code, many.body.msg]).toEqual([413, 'import_too_many_rows', 'At most 10000 rows per import']);
  });

  it('refuses a repeated or existing unique value, naming the row it repeats', async () => {
    const res = await commit(5, 'tomb_area', [area('NEW1'), area('FS'), { name: 'Other', code: 'NEW1' }], { lines: [4, 5, 7] });
    expect(res.body.data.errors).toEqual([
      { index: 1, fields: { code: 'Code already exists' } },
      { index: 2, fields: { code: 'Same as line 4' } },
    ]);
  });
});
