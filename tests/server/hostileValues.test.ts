/**
 * Values that look valid but that the database cannot take: a UTC offset beyond ±15:59, an id
 * beyond the integer columns (2^31 - 1), more bound values than one statement holds (65,535).
 * Each is a clear 400 in the envelope, on the generic query, the REST view and the print log,
 * never a 500 or a 503; the legitimate neighbours still answer.
 */
const MAX_WHERE_VALUES = 10_000;
import { isTimestamp } from '../../src/server/query/values';
import { startTestServer, type TestServer } from './helpers/actors';

let s: TestServer;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const body = (r: { body: string }) => JSON.parse(r.body) as { status: number; msg: string; data: any };

const restGet = (url: string) => s.app.inject({ method: 'GET', url, headers: { 'x-token': s.tokens[5] } });
const filterUrl = (name: string, filter: object) => `/api/${name}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

beforeAll(async () => {
  s = await startTestServer('hostile_values');
});
afterAll(async () => {
  await s.close();
});

describe('UTC offsets in datetime conditions', () => {
  const at = (offset: string) => `2024-01-01T10:00:00${offset}`;

  it.each(['+16:00', '-16:00', '+99:99', '+08:60', '+24', '+1600', '-2400'])('refuses %s on the generic query with 400 bad_value', async (offset) => {
    const r = await s.post(5, '/index/query', { table: 'tomb_order', where: [['created_at', '>', at(offset)]] });
    expect(r.statusCode).toBe(400);
    expect(body(r)).toMatchObject({ status: 400, msg: 'Wrong value in the condition on created_at', data: { code: 'bad_value' } });
  });

  it('refuses them in between and in lists too', async () => {
    const between = await s.post(5, '/index/query', { table: 'tomb_order', where: [['created_at', 'between', [at('+00:00'), at('+16:00')]]] });
    const list = await s.post(5, '/index/query', { table: 'tomb_order', where: { updated_at: [at('Z'), at('-17:30')] } });
    for (const r of [between, list]) expect(r.statusCode).toBe(400);
  });

  it('refuses them through the REST view', async () => {
    for (const filter of [{ created_at: at('+16:00') }, { created_at_gte: at('-20:00') }, { created_at_lte: at('+08:75') }]) {
      const r = await restGet(filterUrl('tomb_order', filter));
      expect(r.statusCode, JSON.stringify(filter)).toBe(400);
      expect(body(r).data.code).toBe('bad_value');
    }
  });

  it('still answers the offsets Postgres takes (up to ±15:59)', async () => {
    for (const offset of ['+15:59', '-15:59', '+0800', '-05', 'Z', '']) {
      const r = await s.post(5, '/index/query', { table: 'tomb_order', where: [['created_at', '>', at(offset)]] });
      expect(r.statusCode, offset).toBe(200);
    }
    expect((await restGet(filterUrl('tomb_order', { created_at_gte: at('+15:00') }))).statusCode).toBe(200);
  });

  it('is one predicate: isTimestamp', () => {
    expect(isTimestamp('2024-01-01 00:00+15:59')).toBe(true);
    expect(isTimestamp('2024-01-01 00:00+16:00')).toBe(false);
    expect(isTimestamp('2024-01-01 00:00-15:60')).toBe(false);
  });
});

describe('ids beyond the integer columns', () => {
  it('print log: an id of 2^31 (or 2^53 - 1) is a 400, not a 500', async () => {
    for (const id of [2 ** 31, 2 ** 53 - 1]) {
      const r = await s.post(5, '/index/admin.print/log', { document: 'receipt', table: 'tomb_payment', id });
      expect(r.statusCode, String(id)).toBe(400);
      expect(body(r)).toMatchObject({ status: 400, data: { code: 'bad_request' } });
    }
    // The largest id the column holds is a well-formed request (the record is just missing).
    const last = await s.post(5, '/index/admin.print/log', { document: 'receipt', table: 'tomb_payment', id: 2 ** 31 - 1 });
    expect(last.statusCode).toBe(404);
  });

  it('other calls that take ids answer 400 too (generic update, deletes, order actions, user calls, REST, stats)', async () => {
    const big = 2 ** 31;
    const calls: [string, object][] = [
      ['/index/query', { table: 'tomb_area', id: big, data: { name: 'x' } }],
      ['/index/admin.tomb_area/update', { ids: [big], name: 'x' }],
      ['/index/admin.tomb_area/table_delete', { ids: [big] }],
      ['/index/admin.tomb_order/cancel', { id: big, reason: 'x' }],
      ['/index/admin.user/update_level', { id: big, level: 1 }],
      ['/index/admin.tomb_burialslot/map', { area_id: big }],
      ['/index/query', { table: 'tomb_burialslot', where: { column_no: String(big) } }],
    ];
    for (const [path, payload] of calls) {
      const r = await s.post(5, path, payload);
      expect(r.statusCode, `${path} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, `${path} ${JSON.stringify(payload)}`).toBeLessThan(500);
    }
    for (const url of [`/api/tomb_area/${big}`, '/api/tomb_area/9999999999', filterUrl('tomb_order', { id: [big] })]) expect((await restGet(url)).statusCode, url).toBe(400);
    expect((await s.post(5, '/index/stats/sellers', { salesperson_id: big })).statusCode).toBeLessThan(500);
  });
});

describe('bound values in one condition', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  /** `count` values in lists of 1,000 (the per-list maximum). */
  const lists = (count: number) => Array.from({ length: Math.ceil(count / 1000) }, (_, i) => ['id', 'in', ids(Math.min(1000, count - i * 1000))]);

  it('refuses more than 65,535 values (70 lists of 1,000) with a clear 400, on list and count', async () => {
    for (const extra of [{}, { is_count: 1 }]) {
      const r = await s.post(5, '/index/query', { table: 'tomb_order', where: lists(70_000), ...extra });
      expect(r.statusCode).toBe(400);
      expect(body(r)).toMatchObject({ status: 400, msg: `Too many values in the conditions (at most ${MAX_WHERE_VALUES})`, data: { code: 'too_many_values' } });
    }
  });

  it('counts values across equality objects, between and nested or-groups', async () => {
    const where = [{ or: lists(MAX_WHERE_VALUES - 1) }, { id: 1 }, ['id', 'between', [1, 2]]];
    const r = await s.post(5, '/index/query', { table: 'tomb_order', where });
    expect(body(r).data.code).toBe('too_many_values');
  });

  it('answers a query at the limit', async () => {
    const r = await s.post(5, '/index/query', { table: 'tomb_order', is_count: 1, where: [{ or: lists(MAX_WHERE_VALUES) }] });
    expect(r.statusCode).toBe(200);
    expect(body(r).data).toBe(0);
  });

  it('says it in the caller’s language', async () => {
    const r = await s.post(5, '/index/query', { table: 'tomb_order', where: lists(MAX_WHERE_VALUES + 1) }, { 'accept-language': 'zh-CN' });
    expect(body(r).msg).toBe(`条件中的值太多（最多 ${MAX_WHERE_VALUES} 个）`);
  });
});
