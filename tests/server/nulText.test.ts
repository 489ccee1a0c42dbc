/**
 * A NUL character (U+0000) in any text (issue 26, item 7): the one decoder of JSON bodies
 * (src/server/http/jsonBody.ts) refuses it with a translated 400 before any route sees it, on
 * the six routes found answering 500 (two of them anonymous) and on the generic create; a
 * `%00` in a URL likewise. Nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { buildWorld, type World } from './domainSetup';
import { onPostgres } from './helpers/database';

let w: World;

beforeAll(async () => {
  w = await buildWorld('nul_text');
});
afterAll(async () => {
  await w?.close();
});

const NUL = '\u0000';

const send = async (level: Level | null, url: string, body: unknown, lang = 'en') => {
  const res = await w.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'accept-language': lang, ...(level === null ? {} : { 'x-token': w.token(level) }) },
    payload: JSON.stringify(body),
  });
  return { http: res.statusCode, body: res.json() as { status: number; msg: string; data: { code: string } } };
};

const countRows = async (table: 'work_order' | 'tomb_area' | 'visit_booking' | 'operation_log'): Promise<number> =>
  Number((await w.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe(`a NUL character in text (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  const cases: [string, Level | null, string, unknown][] = [
    ['deceased search (anonymous)', null, '/index/visit/deceased', { name: `王${NUL}老` }],
    ['booking name (anonymous)', null, '/index/visit/book', { slot_id: 1, name: `Li${NUL}`, mobile: '13800001111', people: 2 }],
    ['renewal payer', 2, '/index/admin.mgmt_term/renew', { id: 1, version: 1, years: 1, method: 'cash', payer: `王${NUL}五` }],
    ['niche transfer note', 2, '/index/admin.ash_deposit/transfer', { id: 1, version: 1, niche_id: 2, note: `moved${NUL}` }],
    ['work move reason', 2, '/index/admin.work_order/move', { id: 1, version: 1, status: 'cancelled', reason: `rain${NUL}` }],
    ['burial notes', 2, '/index/admin.work_order/schedule_burial', { order_id: 1, notes: `${NUL}` }],
    ['generic create', 5, '/index/admin.tomb_area/create', { name: `North${NUL}`, code: 'NN' }],
    ['a key, deep in the body', 5, '/index/query', { table: 'tomb_area', where: { [`name${NUL}`]: 'x' } }],
  ];

  it.each(cases)('%s: 400 with a translated message, nothing written', async (_name, level, url, body) => {
    const before = await Promise.all((['work_order', 'tomb_area', 'visit_booking', 'operation_log'] as const).map(countRows));
    const res = await send(level, url, body);
    expect([res.http, res.body.status, res.body.data.code, res.body.msg]).toEqual([400, 400, 'text_nul', 'The text holds an invalid character (NUL): remove it and try again']);
    expect(await Promise.all((['work_order', 'tomb_area', 'visit_booking', 'operation_log'] as const).map(countRows))).toEqual(before);
  });

  it('says so in each language', async () => {
    const msgs = await Promise.all(['zh', 'es', 'ja'].map(async (lang) => (await send(null, '/index/visit/deceased', { name: `a${NUL}b` }, lang)).body.msg));
    expect(msgs).toEqual([
      '文本中含有无效字符（NUL），请删除后重试',
      'El texto contiene un carácter no válido (NUL): elimínelo e inténtelo de nuevo',
      'テキストに無効な文字（NUL）が含まれています。削除してからもう一度お試しください',
    ]);
  });

  it('refuses %00 in a URL (the REST view’s filters) the same way', async () => {
    const res = await w.app.inject({ method: 'GET', url: `/api/tomb_area?filter=${encodeURIComponent(JSON.stringify({ name: `a${NUL}` }))}`, headers: { 'x-token': w.token(5), 'accept-language': 'en' } });
    expect([res.statusCode, res.json().data.code]).toEqual([400, 'text_nul']);
  });

  it('still takes the same text without it', async () => {
    const res = await send(null, '/index/visit/deceased', { name: '王老' });
    expect([res.http, res.body.status], JSON.stringify(res.body)).toEqual([200, 200]);
    const made = await send(5, '/index/admin.tomb_area/create', { name: 'Nul-free area', code: 'NF' });
    expect(made.body.status, JSON.stringify(made.body)).toBe(200);
  });
});
