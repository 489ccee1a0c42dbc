/**
 * Partial dates of a registration through the generic write and read paths: written as their
 * canonical value ('~1879', '1923-11', '1879'), stored as the earliest day and its precision,
 * read back as written by the generic query, a record read, the REST view and the operation
 * log, sorted and filtered by the earliest day; a partial birth after a partial death refused
 * (on create and on an update against the stored row), nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const rest = await w.app.inject({ method: 'GET', url: `/api/member/${id}`, headers: { 'x-token': w.token(1) } });
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

  it('refuses a date that is none of the forms, naming them', async () => {
    const res = await w.call(1, '/index/admin.member/create', { ...base, name: '测试四', death_date: 'Nov 1923' });
    expect(res.status).toBe(422);
    expect((res.body.data as { fields: Record<string, string> }).fields.death_date).toContain('1923-11');
  });
});
