/**
 * The burial register (docs/import.md, "The register"): a generated register, names in Chinese
 * and English, places in one column ("Section 3, Lot 29", "A-03-12", "3区29号", "29 & 30") or
 * in columns; the missing areas, rows and plots listed by the check and created by the commit
 * with createMissing; capacities named with the lines over them; the batch undone as a whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { importChunking } from '../../src/server/import/chunks';
import { startTestServer, type TestServer } from './helpers/actors';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('importRegister');
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.database.db;
type Cells = Record<string, string>;

const post = async (level: Level, path: string, body: unknown) => {
  const res = await server.post(level, path, body, { 'accept-language': 'en' });
  return { http: res.statusCode, body: res.json() as { status: number; msg: string; data: Record<string, unknown> } };
};
const register = (mode: 'check' | 'commit', rows: Cells[], extra: Record<string, unknown> = {}, level: Level = 5) =>
  post(level, `/index/import/${mode}`, { table: 'register', rows, dateOrder: 'mdy', fileName: 'register.csv', ...extra });

const SURNAMES = ['王', '李', '张', '刘', '陈'];
const GIVEN = ['伟', '芳', '娜', '敏', '静'];
const FIRST = ['John', 'Mary', 'Ada', 'Henry', 'Grace'];
const LAST = ['Example', 'Sample', 'Tester', 'Placeholder', 'Fiction'];
/** Generated names: Chinese for even lines, English for odd ones. */
const nameOf = (i: number): string => (i % 2 === 0 ? SURNAMES[i % 5] + GIVEN[(i * 3) % 5] : `${FIRST[i % 5]} ${LAST[(i * 2) % 5]}`);

const countOf = async (table: string): Promise<number> => Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const plot = (code: string) => db().selectFrom('tomb_burialslot').selectAll().where('code', '=', code).executeTakeFirst();

/** Section 7 of a township register: lots 1-6, lot 3 & 4 one family's, partial and US dates. */
const sectionSeven = (): Cells[] => [
  { place: 'Section 7, Lot 1', name: nameOf(0), death_date: '11/05/1923', burial_date: '11/08/1923' },
  { place: 'Section 7, Lot 2', name: nameOf(1), death_date: 'about 1879' },
  { place: 'Section 7, Lot 3 & 4', name: nameOf(2), death_date: '1923 Nov', holder_name: nameOf(12), sold_on: '03/02/1920', price: '300', paid: '300' },
  { place: 'Section 7, Lot 3 & 4', name: nameOf(3), death_date: '02/01/1931' },
  { place: 'Sec 7 Lot 5', name: nameOf(4), death_date: '1940' },
  { place: '7-6', name: nameOf(5), death_date: '12/31/1950', paid_until: '12/31/2030', yearly_fee: '50', holder_name: nameOf(7) },
];

describe('places and createMissing', () => {
  it('names the places it cannot find, and without createMissing writes nothing', async () => {
    const res = await register('check', sectionSeven());
    expect(res.body.status).toBe(200);
    const data = res.body.data as { valid: number; errors: { index: number; fields?: Record<string, string> }[]; creates: unknown[] };
    expect(data.valid).toBe(0);
    expect(data.errors[0].fields?.place).toBe('Nothing found for “7”: correct the place, or choose “Create the missing areas, rows and plots”');
    expect(data.creates).toEqual([]);
  });

  it('lists what createMissing would create before anything is written', async () => {
    const before = await countOf('tomb_burialslot');
    const res = await register('check', sectionSeven(), { createMissing: true });
    expect(res.body.data).toMatchObject({ total: 6, valid: 6, errors: [] });
    expect(res.body.data.creates).toEqual([
      { table: 'tomb_area', count: 1, examples: ['7'] },
      // The area's room and row, which the register does not name, in the importer's language.
      { table: 'tomb_room', count: 1, examples: ['Whole area'] },
      { table: 'tomb_shelf', count: 1, examples: ['Whole area'] },
      { table: 'tomb_burialslot', count: 6, examples: ['7-1', '7-2', '7-3', '7-4', '7-5'] },
    ]);
    expect(await countOf('tomb_burialslot')).toBe(before);
    expect(await countOf('tomb_area')).toBe(0);
    const zh = await server.post(5, '/index/import/check', { table: 'register', rows: sectionSeven(), dateOrder: 'mdy', createMissing: true }, { 'accept-language': 'zh' });
    expect((zh.json().data.creates as { table: string; examples: string[] }[]).find((c) => c.table === 'tomb_room')?.examples).toEqual(['全区']);
  });

  it('imports the register as one batch: places, burials, a family’s two plots, a sale, a term', async () => {
    const res = await register('commit', sectionSeven(), { createMissing: true });
    expect(res.body.status).toBe(200);
    expect(res.body.data.created).toBe(6);
    const batch = await db().selectFrom('import_batch').selectAll().where('id', '=', Number(res.body.data.batchId)).executeTakeFirstOrThrow();
    expect(batch).toMatchObject({ table_name: 'register', rows: 6, file_name: 'register.csv' });
    expect(JSON.parse(String(batch.counts))).toMatchObject({ tomb_area: 1, tomb_room: 1, tomb_shelf: 1, tomb_burialslot: 6, member: 6 });
    const room = await db().selectFrom('tomb_room').select(['name', 'code']).where('import_batch_id', '=', Number(res.body.data.batchId)).executeTakeFirstOrThrow();
    expect(room).toEqual({ name: 'Whole area', code: '7-0' });
    // Every historic grave is occupied; lot 3 & 4 hold one family's two burials.
    for (const n of [1, 2, 3, 4, 5, 6]) expect((await plot(`7-${n}`))?.status).toBe('buried');
    const family = await db()
      .selectFrom('member as m')
      .innerJoin('tomb_burialslot as p', 'p.id', 'm.burialslot_id')
      .select(['m.name', 'p.code'])
      .where('p.code', 'in', ['7-3', '7-4'])
      .orderBy('p.code')
      .execute();
    expect(family).toEqual([
      { name: nameOf(2), code: '7-3' },
      { name: nameOf(3), code: '7-4' },
    ]);
    const member = await db().selectFrom('member').selectAll().where('name', '=', nameOf(0)).executeTakeFirstOrThrow();
    expect(String(member.import_batch_id)).toBe(String(res.body.data.batchId));
    expect(await countOf('mgmt_term')).toBeGreaterThan(0);
  });

  it('finds existing places written as codes, in Chinese, or in columns', async () => {
    const res = await register('commit', [
      { place: '7-7', name: nameOf(6) },
      { area: '7', plot: '8', name: nameOf(7) },
    ], { createMissing: true });
    expect(res.body.status).toBe(200);
    const zh = await register('check', [{ place: '7区7号', name: nameOf(8) }]);
    // 7-7 holds one already (a single plot): the register's line goes over it.
    const errors = (zh.body.data as { errors: { message?: string; capacity?: unknown }[] }).errors;
    expect(errors[0].capacity).toEqual({ plot: '7-7', capacity: 1, needed: 2, lines: [2] });
  });
});

describe('capacity', () => {
  it('names the plot, its capacity and the file’s lines over it', async () => {
    await register('commit', [{ place: 'A-01-1', name: nameOf(9) }], { createMissing: true, dateOrder: 'ymd' });
    const res = await register('check', [
      { place: 'A-01-1', name: nameOf(10) },
      { place: 'A-01-2', name: nameOf(11) },
      { place: 'A-01-1', name: nameOf(12) },
    ], { createMissing: true });
    const data = res.body.data as { valid: number; errors: { index: number; message?: string; capacity?: unknown }[] };
    expect(data.valid).toBe(1);
    expect(data.errors.map((e) => e.index)).toEqual([0, 2]);
    expect(data.errors[0].capacity).toEqual({ plot: 'A-01-1', capacity: 1, needed: 3, lines: [2, 4] });
    expect(data.errors[0].message).toBe(
      'Plot A-01-1 holds 1 deceased; the register puts 3 in it (lines over: 2, 4). Raise the plot’s capacity (or make it a family plot), or correct those lines',
    );
  });

  it('creates a plot for what the register puts in it: three burials make a family plot', async () => {
    const res = await register('commit', [1, 2, 3].map((k) => ({ place: 'B-1-9', name: nameOf(k) })), { createMissing: true });
    expect(res.body.status).toBe(200);
    expect(await plot('B-1-9')).toMatchObject({ type: 'family', capacity: 3, status: 'buried' });
  });
});

describe('refusals', () => {
  it('explains a place it cannot read, and refuses the levels that may not import a register', async () => {
    const res = await register('check', [{ place: 'behind the old oak', name: nameOf(1) }]);
    const errors = (res.body.data as { errors: { fields?: Record<string, string> }[] }).errors;
    expect(errors[0].fields?.place).toContain('write it as “Section 3, Lot 29”, “A-03-12”, “3-29” or “3区29号”');
    expect((await register('check', [{ place: '1-1', name: nameOf(1) }], {}, 2)).http).toBe(403);
    expect((await register('check', [{ place: '1-1', name: nameOf(1) }], {}, 1)).http).toBe(403);
  });

  it('undoes a register batch whole: burials, sales, terms and the places it created', async () => {
    const areas = await countOf('tomb_area');
    const res = await register('commit', [
      { place: 'Section 9, Lot 1', name: nameOf(1), sold_on: '01/02/1990', price: '100', paid: '100', paid_until: '01/01/2040', holder_name: nameOf(2) },
      { place: 'Section 9, Lot 2 & 3', name: nameOf(3) },
    ], { createMissing: true });
    expect(res.body.status).toBe(200);
    expect(await countOf('tomb_area')).toBe(areas + 1);
    const undone = await post(5, '/index/import/undo', { id: res.body.data.batchId });
    expect(undone.body.status).toBe(200);
    expect(undone.body.data.removed).toMatchObject({ tomb_area: 1, tomb_burialslot: 3, member: 2, tomb_order: 1 });
    expect(await countOf('tomb_area')).toBe(areas);
    expect(await plot('9-1')).toBeUndefined();
  });
});

describe('a register in chunks', () => {
  it('is one batch or nothing: a line refused in the last chunk leaves no place, burial or batch behind', async () => {
    importChunking.rows = 2;
    try {
      const lines = (): Cells[] => [
        ...[1, 2, 3, 4, 5].map((n) => ({ place: `Section 11, Lot ${n}`, name: nameOf(n), death_date: `0${n}/01/1960` })),
        { place: 'Section 11, Lot 6 & 7', name: nameOf(6), sold_on: '05/05/1955', price: '80', paid: '80' },
        // Died before being born: refused by the registration's own rule, in the last chunk.
        { place: 'Section 11, Lot 8', name: nameOf(8), birth_date: '1950', death_date: '1940' },
      ];
      const batches = await countOf('import_batch');
      const refused = await register('commit', lines(), { createMissing: true });
      expect(refused.http).toBe(422);
      expect((refused.body.data.errors as { index: number }[]).map((e) => e.index)).toEqual([6]);
      expect(await db().selectFrom('tomb_area').select('id').where('code', '=', '11').execute()).toEqual([]);
      expect(await db().selectFrom('member').select('id').where('name', '=', nameOf(8)).execute()).toEqual([]);
      expect(await countOf('import_batch')).toBe(batches);
      // The check says the same, chunk by chunk, and lists what it would create.
      const check = await register('check', lines(), { createMissing: true });
      expect(check.body.data).toMatchObject({ total: 7, valid: 6 });
      expect(check.body.data.creates).toContainEqual({ table: 'tomb_burialslot', count: 8, examples: ['11-1', '11-2', '11-3', '11-4', '11-5'] });
      const ok = await register('commit', lines().slice(0, 6), { createMissing: true });
      expect(ok.body.status).toBe(200);
      const batch = await db().selectFrom('import_batch').selectAll().where('id', '=', Number(ok.body.data.batchId)).executeTakeFirstOrThrow();
      expect(batch.status).toBe('committed');
      expect(JSON.parse(String(batch.counts))).toMatchObject({ tomb_area: 1, tomb_burialslot: 7, member: 6, tomb_order: 2 });
    } finally {
      importChunking.rows = undefined;
    }
  });
});
