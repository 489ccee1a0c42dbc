/**
 * Partial dates of a registration through the generic write and read paths: written as their
 * canonical value ('~1879', '1923-11', '1879'), stored as the earliest day and its precision,
 * read back as written by the generic query, a record read, the REST view and the operation
 * log, sorted and filtered by the earliest day; a partial birth after a partial death refused
 * (on create and on an update against the stored row), nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privileged } from '../../src/server/data/door';
import { writeHistory } from '../../src/server/history/write';
import { openBatch } from '../../src/server/import/batch';
import { buildWorld, type World } from './domainSetup';

let w: World;
beforeAll(async () => {
  w = await buildWorld('partial_dates');
});
afterAll(async () => {
  await w?.close();
});

const base = { applicant_name: '测试甲', applicant_phone: '13800001111' };
const count = async () => Number((await w.database.db.selectFrom('member').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('partial dates of a registration', () => {
  it('writes, stores and reads back a partial date as it was written', async () => {
    const created = await w.call(1, '/index/admin.member/create', { ...base, name: '测试一', birth_date: '~1879', death_date: '1923-11', burial_date: '1923-11-20' });
    expect(created.status).toBe(200);
    const id = Number((created.body.data as { id: number }).id);
    expect(created.body.data).toMatchObject({ birth_date: '~1879', death_date: '1923-11', burial_date: '1923-11-20' });
    expect(created.body.data).not.toHaveProperty('birth_date_precision');
    // The database: the earliest day in the date column, the precision beside it.
    expect(await w.row('member', id)).toMatchObject({
      birth_date: '1879-01-01', birth_date_precision: 'about',
      death_date: '1923-11-01', death_date_precision: 'month',
      burial_date: '1923-11-20', burial_date_precision: null,
    });
    const query = await w.call(1, '/index/query', { table: 'member', where: [['id', '=', id]] });
    expect(query.body.data).toEqual([expect.objectContaining({ birth_date: '~1879', death_date: '1923-11', burial_date: '1923-11-20' })]);
    expect((query.body.data as unknown as object[])[0]).not.toHaveProperty('death_date_precision');
    const chosen = await w.call(1, '/index/query', { table: 'member', field: 'id,death_date', where: [['id', '=', id]] });
    expect(chosen.body.data).toEqual([{ id, death_date: '1923-11' }]);
    // A manager's REST view: a clerk's is refused since import_batch_id joins a table clerks may not read (reported, not this file's).
    const rest = await w.app.inject({ method: 'GET', url: `/api/member/${id}`, headers: { 'x-token': w.token(5) } });
    expect(rest.json()).toMatchObject({ birth_date: '~1879', death_date: '1923-11' });
    const log = await w.database.db.selectFrom('operation_log').select('after').where('table_name', '=', 'member').where('row_id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.parse(String(log.after))).toMatchObject({ birth_date: '~1879', death_date: '1923-11' });
    expect(JSON.parse(String(log.after))).not.toHaveProperty('death_date_precision');
  });

  it('sorts and filters by the earliest day', async () => {
    const names = ['测试排一', '测试排二', '测试排三', '测试排四'];
    const deaths = ['1923-11-05', '1923', '~1922', '1923-11'];
    for (const [i, name] of names.entries()) expect((await w.call(1, '/index/admin.member/create', { ...base, name, death_date: deaths[i] })).status).toBe(200);
    const sorted = await w.call(1, '/index/query', { table: 'member', field: 'name,death_date', where: [['name', 'like', '测试排%']], order_by: 'death_date asc' });
    expect(sorted.body.data).toEqual([
      { name: '测试排三', death_date: '~1922' },
      { name: '测试排二', death_date: '1923' },
      { name: '测试排四', death_date: '1923-11' },
      { name: '测试排一', death_date: '1923-11-05' },
    ]);
    const within = await w.call(1, '/index/query', { table: 'member', field: 'name', where: [['name', 'like', '测试排%'], ['death_date', '>=', '1923-01-01']], order_by: 'death_date desc' });
    expect(within.body.data).toEqual([{ name: '测试排一' }, { name: '测试排四' }, { name: '测试排二' }]);
  });

  it('refuses a partial birth after a partial death only when all of it is after, and writes nothing', async () => {
    const before = await count();
    const refused = await w.call(1, '/index/admin.member/create', { ...base, name: '测试二', birth_date: '1924', death_date: '1923-11' });
    expect(refused.status).toBe(422);
    expect(refused.body.data).toEqual({ code: 'validation', fields: { death_date: 'Cannot be earlier than Born (1924)' } });
    expect(await count()).toBe(before);
    const overlapping = await w.call(1, '/index/admin.member/create', { ...base, name: '测试三', birth_date: '1923', death_date: '1923-11' });
    expect(overlapping.status).toBe(200);
    const m = overlapping.body.data as { id: number; version: number };
    const moved = await w.call(1, '/index/admin.member/update', { id: m.id, version: m.version, birth_date: '~1930' });
    expect(moved.body.data).toEqual({ code: 'validation', fields: { death_date: 'Cannot be earlier than Born (c. 1930)' } });
    expect((await w.row('member', m.id)).birth_date_precision).toBe('year');
    // A full day replaces a partial one: the precision goes with it.
    const dayed = await w.call(1, '/index/admin.member/update', { id: m.id, version: m.version, birth_date: '1923-02-03' });
    expect(dayed.body.data).toMatchObject({ birth_date: '1923-02-03', death_date: '1923-11' });
    expect(await w.row('member', m.id)).toMatchObject({ birth_date: '1923-02-03', birth_date_precision: null });
  });

  it('keeps a register’s partial dates written as imported history, and refuses a birth after the death there too', async () => {
    const plot = await w.addPlot('PD-1', { column_no: 901, type: 'single', capacity: 1 });
    const write = (name: string, birth: string, death: string) =>
      w.database.transaction(async (trx) => {
        const batch = await openBatch(trx, w.app.resources, w.actor(1), { fileName: 'register.csv', table: 'register', rows: 1 });
        return writeHistory({ db: privileged(trx), actor: w.actor(1), app: w.app }, batch, { line: 2, plotIds: [plot], burials: [{ name, birth_date: birth, death_date: death, burial_date: death }] });
      });
    await expect(write('测试史二', '1924', '1923-11')).rejects.toMatchObject({ code: 'history_invalid', fields: { death_date: expect.objectContaining({ key: 'after_field' }) } });
    const out = await write('测试史一', '~1879', '1923-11');
    const read = await w.call(1, '/index/query', { table: 'member', field: 'name,birth_date,death_date,burial_date', where: [['id', '=', out.members[0]]] });
    expect(read.body.data).toEqual([{ name: '测试史一', birth_date: '~1879', death_date: '1923-11', burial_date: '1923-11' }]);
  });

  it('imports dates in the file’s order, and names the order and the forms when a cell is none of them', async () => {
    const rows = [
      { ...base, name: '测试导一', birth_date: 'about 1850', death_date: '12/31/1901', burial_date: 'Jan 1902' },
      { ...base, name: '测试导二', death_date: '31/12/1901' },
      { ...base, name: '测试导三', death_date: '12/31/01' },
    ];
    const res = await w.call(1, '/index/import/check', { table: 'member', rows, dateOrder: 'mdy' });
    expect(res.status).toBe(200);
    const forms = 'Accepted: 03/05/2024, 2024-03-05, 2024年3月5日, Mar 5, 2024 or an Excel date number; partial dates: 1879, 1923-11, Nov 1923, 1923年11月, about 1879, c. 1880';
    expect(res.body.data).toMatchObject({
      total: 3,
      valid: 1,
      errors: [
        { index: 1, fields: { death_date: `“31/12/1901” is not a date read as month-day-year. ${forms}` } },
        { index: 2, fields: { death_date: `“12/31/01” has a two-digit year: write all four digits (read as month-day-year). ${forms}` } },
      ],
    });
    const done = await w.call(1, '/index/import/commit', { table: 'member', rows: rows.slice(0, 1), dateOrder: 'mdy' });
    const id = (done.body.data as { ids: number[] }).ids[0];
    const read = await w.call(1, '/index/query', { table: 'member', field: 'birth_date,death_date,burial_date', where: [['id', '=', id]] });
    expect(read.body.data).toEqual([{ birth_date: '~1850', death_date: '1901-12-31', burial_date: '1902-01' }]);
  });

  it('refuses a date that is none of the forms, naming them', async () => {
    const res = await w.call(1, '/index/admin.member/create', { ...base, name: '测试四', death_date: 'Nov 1923' });
    expect(res.status).toBe(422);
    expect((res.body.data as { fields: Record<string, string> }).fields.death_date).toContain('1923-11');
  });
});
