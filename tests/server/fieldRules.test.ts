/**
 * The server refuses what the forms refuse, with the message on the field: dates of a
 * registration that cannot be (born after the death, a death tomorrow, a burial before the
 * death; on an update too, against the stored row) and phone numbers that are not numbers.
 * Nothing is written by a refused call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf } from '../../src/server/clock/clock';
import { buildWorld, type World } from './domainSetup';

let w: World;
beforeAll(async () => {
  w = await buildWorld('field_rules');
});
afterAll(async () => {
  await w?.close();
});

const base = { name: '王五', applicant_name: '王六', applicant_phone: '13800001111' };
/** The day after the app's today (its clock, set by the world). */
const tomorrow = (): string => addDays(dayOf(w.app.clock.now()), 1);
const count = async (table: string) => Number((await w.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('dates of a registration', () => {
  it('refuses a birth after the death, on the death field, in the caller language', async () => {
    const before = await count('member');
    const res = await w.call(1, '/index/admin.member/create', { ...base, birth_date: '1990-05-06', death_date: '1980-01-01' });
    expect(res.status).toBe(422);
    expect(res.body.data).toEqual({ code: 'validation', fields: { death_date: 'Cannot be earlier than Born (6 May 1990)' } });
    expect(await count('member')).toBe(before);
  });

  it('refuses a death in the future and a burial before the death', async () => {
    const future = await w.call(1, '/index/admin.member/create', { ...base, death_date: tomorrow() });
    expect(future.body.data).toEqual({ code: 'validation', fields: { death_date: 'Cannot be later than today' } });
    const early = await w.call(1, '/index/admin.member/create', { ...base, death_date: '2026-01-10', burial_date: '2026-01-09' });
    expect(early.body.data).toEqual({ code: 'validation', fields: { burial_date: 'Cannot be earlier than Died (10 Jan 2026)' } });
  });

  it('checks an update against the stored dates: a birth moved after the death is refused on the death', async () => {
    const m = await w.create(1, 'member', { ...base, birth_date: '1940-03-04', death_date: '2026-01-10' });
    const res = await w.call(1, '/index/admin.member/update', { id: m.id, version: m.version, birth_date: '2026-02-01' });
    expect(res.status).toBe(422);
    expect(res.body.data).toEqual({ code: 'validation', fields: { death_date: 'Cannot be earlier than Born (1 Feb 2026)' } });
    expect((await w.row('member', Number(m.id))).birth_date).toBe('1940-03-04');
    // The generic query's update takes the same road.
    const viaQuery = await w.call(1, '/index/query', { table: 'member', id: m.id, data: { death_date: '1939-12-31' } });
    expect(viaQuery.body.data).toEqual({ code: 'validation', fields: { death_date: 'Cannot be earlier than Born (4 Mar 1940)' } });
    const ok = await w.call(1, '/index/admin.member/update', { id: m.id, version: m.version, birth_date: '1941-03-04' });
    expect(ok.status).toBe(200);
  });

  it('says it in Chinese to a Chinese caller', async () => {
    const res = await w.app.inject({
      method: 'POST',
      url: '/index/admin.member/create',
      headers: { 'content-type': 'application/json', 'x-token': w.token(1), 'accept-language': 'zh-CN' },
      payload: JSON.stringify({ ...base, birth_date: '1990-05-06', death_date: '1980-01-01' }),
    });
    expect(res.json().data.fields).toEqual({ death_date: '不能早于出生日期（1990-05-06）' });
  });
});

describe('phone numbers', () => {
  it('refuses 12345 as a buyer phone and takes a landline with its area code', async () => {
    const before = await count('tomb_order');
    const res = await w.call(1, '/index/admin.tomb_order/create', { burialslot_id: w.plots.single[0], buyer_name: '张三', buyer_phone: '12345' });
    expect(res.status).toBe(422);
    expect(res.body.data).toEqual({
      code: 'validation',
      fields: { buyer_phone: 'Enter an 11-digit mobile, a landline with its area code (010-12345678) or +country code and number' },
    });
    expect(await count('tomb_order')).toBe(before);
    const landline = await w.call(1, '/index/admin.tomb_order/create', { burialslot_id: w.plots.single[0], buyer_name: '张三', buyer_phone: '0571-8765 4321' });
    expect(landline.status).toBe(200);
  });
});

describe('one-line values typed with spaces around them', () => {
  it('takes an area code without its spaces, so a taken code is "already exists", not "wrong format"', async () => {
    const created = await w.create(5, 'tomb_area', { name: '修剪园', code: '  TR1 ' });
    expect(created.code).toBe('TR1');
    const before = await count('tomb_area');
    const again = await w.call(5, '/index/admin.tomb_area/create', { name: '修剪园二', code: ' TR1  ' });
    expect(again.status).toBe(409);
    expect(again.body.data).toEqual({ code: 'duplicate', fields: { code: 'Code already exists' } });
    expect(await count('tomb_area')).toBe(before);
    // Inside the value, a space is still not part of a code.
    const inner = await w.call(5, '/index/admin.tomb_area/create', { name: '修剪园三', code: 'TR 3' });
    expect(inner.body.data).toMatchObject({ code: 'validation', fields: { code: 'Wrong format' } });
  });
});
