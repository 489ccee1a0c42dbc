/**
 * The generic data routes through the real app (auth plugin, domain hooks, error handler):
 * list, count, joins, versioned updates, creates with defaults and validation, all-or-nothing
 * deletes, the refusals of hostile requests, envelopes, languages, headers and the SPA.
 */
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { MAX_BODY_BYTES } from '../../src/protocol/wire';
import { registerHooks, type TableHooks } from '../../src/server/hooks/registry';
import { startTestServer, type TestServer } from './helpers/actors';

const staticDir = mkdtempSync(join(tmpdir(), 'cem-static-'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><meta name="cemetery-name" content="" /><title>app</title><h1>app</h1>');
mkdirSync(join(staticDir, 'assets'));
writeFileSync(join(staticDir, 'assets', 'app-123.js'), 'console.log(1)');
// The icons the build copies from public/.
for (const icon of readdirSync(join(import.meta.dirname, '..', '..', 'public'))) writeFileSync(join(staticDir, icon), readFileSync(join(import.meta.dirname, '..', '..', 'public', icon)));
// Build metadata an older build (or another tool) left in dist/: never for the browser.
mkdirSync(join(staticDir, '.vite'));
writeFileSync(join(staticDir, '.vite', 'manifest.json'), '{"src/app/main.tsx":{"file":"assets/app-123.js","isEntry":true}}');
writeFileSync(join(staticDir, '.vite', 'chunk-modules.json'), '{"assets/app-123.js":["src/app/main.tsx","src/app/secret.ts"]}');
writeFileSync(join(staticDir, 'stats.html'), '<title>bundle stats</title>');
mkdirSync(join(staticDir, 'assets', '.cache'));
writeFileSync(join(staticDir, 'assets', '.cache', 'x.json'), '{"src":"src/app/secret.ts"}');

// A hook that fails like a programming error would, to see what an unexpected failure shows.
const explodingHook: TableHooks = {
  beforeCreate: (_ctx, data) => {
    if (data.name === 'explode') throw new Error('select * from "user" where password_hash = syntax error at Object.<anonymous>');
    return data;
  },
};

let s: TestServer;
let areaId: number;
let roomId: number;

// Answers are checked field by field; their data shape differs per call.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const body = (r: { body: string }) => JSON.parse(r.body) as { status: number; msg: string; data: any };

beforeAll(async () => {
  s = await startTestServer('routes', { staticDir, trustProxy: true });
  registerHooks(s.app, 'tomb_shelf', explodingHook);
  const areas = [
    { name: 'North', code: 'N', sort: 2 },
    { name: 'South', code: 'S', sort: 1 },
    { name: 'East', code: 'E', sort: 3 },
  ];
  for (const a of areas) expect((await s.post(5, '/index/admin.tomb_area/create', a)).statusCode).toBe(200);
  areaId = body(await s.post(5, '/index/query', { table: 'tomb_area', where: { code: 'N' } })).data[0].id;
  roomId = body(await s.post(5, '/index/admin.tomb_room/create', { area_id: areaId, name: 'Room 1', code: 'N-1' })).data.id;
});
afterAll(async () => {
  await s.close();
});

describe('list and count', () => {
  it('lists in the default order with every readable column', async () => {
    const r = body(await s.post(1, '/index/query', { table: 'tomb_area' }));
    expect(r.status).toBe(200);
    expect(r.msg).toBe('ok');
    expect(r.data.map((a: { code: string }) => a.code)).toEqual(['S', 'N', 'E']);
    expect(Object.keys(r.data[0]).sort()).toEqual(['code', 'created_at', 'description', 'id', 'image', 'import_batch_id', 'name', 'sort', 'updated_at', 'version']);
    expect(r.data[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('pages, sorts, filters and counts', async () => {
    const page2 = body(await s.post(1, '/index/query', { table: 'tomb_area', order_by: 'code asc', page: 2, page_size: 2, field: 'code' }));
    expect(page2.data).toEqual([{ code: 'S' }]);
    const count = body(await s.post(1, '/index/query', { table: 'tomb_area', where: [['sort', '>=', 2]], is_count: 1 }));
    expect(count.data).toBe(2);
    const like = body(await s.post(1, '/index/query', { table: 'tomb_area', where: [['name', 'like', 'nOr%']], field: ['code'] }));
    expect(like.data).toEqual([{ code: 'N' }]);
  });

  it('answers a page and its total in one request with with_count, counting only when the page is full', async () => {
    const ask = async (extra: Record<string, unknown>) => body(await s.post(1, '/index/query', { table: 'tomb_area', field: 'code', order_by: 'code asc', ...extra }));
    // A full page: the total is counted (3 areas, 2 per page); the rows are those of the plain request.
    const full = await ask({ page: 1, page_size: 2, with_count: 1 });
    expect(full).toMatchObject({ status: 200, data: { rows: [{ code: 'E' }, { code: 'N' }], total: 3 } });
    expect(full.data.rows).toEqual((await ask({ page: 1, page_size: 2 })).data);
    // A short page is the last: its total without a count, the same number.
    expect((await ask({ page: 2, page_size: 2, with_count: 1 })).data).toEqual({ rows: [{ code: 'S' }], total: 3 });
    expect((await ask({ where: [['sort', '>=', 2]], with_count: 1 })).data).toEqual({ rows: [{ code: 'E' }, { code: 'N' }], total: 2 });
    // A page past the end still has the list's total.
    expect((await ask({ page: 9, page_size: 2, with_count: 1 })).data).toEqual({ rows: [], total: 3 });
    // The admin family's _search takes the flag too; the legacy count is unchanged.
    expect(body(await s.post(5, '/index/admin.tomb_area/_search', { page_size: 1, with_count: 1, field: 'code' })).data.total).toBe(3);
    expect((await ask({ is_count: 1 })).data).toBe(3);
    // Both at once, or a flag that is not 0/1, is refused.
    for (const bad of [{ is_count: 1, with_count: 1 }, { with_count: 2 }, { with_count: 'yes' }]) {
      const r = await s.post(1, '/index/query', { table: 'tomb_area', ...bad });
      expect([r.statusCode, body(r).data.code]).toEqual([400, 'bad_value']);
    }
  });

  it('says which modules and query extensions it offers, without a session', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/index/capabilities' });
    expect(r.statusCode).toBe(200);
    expect(body(r)).toEqual({ status: 200, msg: 'ok', data: { modules: ['work', 'terms', 'visits', 'columbarium', 'import', 'families', 'rights', 'parkmap'], query: ['with_count'] } });
  });

  it('joins along a reference and returns joined columns as alias.col', async () => {
    const r = body(
      await s.post(2, '/index/query', {
        table: 'tomb_room',
        left_join: [{ ref: 'area_id', as: 'area' }],
        field: 'id, name, area.name',
        where: [['area.code', '=', 'N']],
      }),
    );
    expect(r.data).toEqual([{ id: roomId, name: 'Room 1', 'area.name': 'North' }]);
  });

  it('answers numbers for money and counts, and dates as YYYY-MM-DD', async () => {
    const shelf = body(await s.post(5, '/index/admin.tomb_shelf/create', { area_id: areaId, room_id: roomId, name: 'Row 1', code: 'N-1-1' })).data;
    const plot = body(
      await s.post(5, '/index/admin.tomb_burialslot/create', { area_id: areaId, room_id: roomId, shelf_id: shelf.id, code: 'N-1-1-1', column_no: 1, price: '12345.5' }),
    ).data;
    expect(plot).toMatchObject({ price: 12345.5, status: 'available', type: 'single', capacity: 1 });
    const member = body(await s.post(1, '/index/admin.member/create', { name: 'Li', applicant_name: 'Wang', applicant_phone: '13800000000', death_date: '2024-02-29' })).data;
    expect(member).toMatchObject({ death_date: '2024-02-29', channel: 'inside' });
  });
});

describe('update', () => {
  it('bumps version and updated_at, refuses a stale version with a conflict that changes nothing', async () => {
    const [area] = body(await s.post(5, '/index/query', { table: 'tomb_area', where: { code: 'E' } })).data;
    const updated = body(await s.post(5, '/index/query', { table: 'tomb_area', id: area.id, data: { description: 'Quiet' }, version: area.version }));
    expect(updated.status).toBe(200);
    expect(updated.data).toMatchObject({ id: area.id, version: area.version + 1, description: 'Quiet' });
    expect(updated.data.updated_at >= area.updated_at).toBe(true);
    const stale = await s.post(5, '/index/query', { table: 'tomb_area', id: area.id, data: { description: 'Loud' }, version: area.version });
    expect(stale.statusCode).toBe(409);
    expect(body(stale)).toMatchObject({ status: 409, data: { code: 'conflict' } });
    const [after] = body(await s.post(5, '/index/query', { table: 'tomb_area', where: { id: area.id } })).data;
    expect(after).toMatchObject({ description: 'Quiet', version: area.version + 1 });
  });

  it('takes the record with id and version in admin.<table>/update', async () => {
    const [area] = body(await s.post(5, '/index/query', { table: 'tomb_area', where: { code: 'S' } })).data;
    const r = body(await s.post(5, '/index/admin.tomb_area/update', { id: area.id, version: area.version, name: 'South gate' }));
    expect(r.data).toMatchObject({ name: 'South gate', version: area.version + 1 });
    expect((await s.post(5, '/index/admin.tomb_area/update', { id: area.id, version: area.version, name: 'x' })).statusCode).toBe(409);
  });

  it('records the change in the operation log with before and after', async () => {
    const log = body(await s.post(5, '/index/query', { table: 'operation_log', where: { table_name: 'tomb_area', action: 'update' }, order_by: 'id desc' }));
    const entry = log.data[0];
    expect(entry).toMatchObject({ user_id: s.actors[5].userId, channel: 'inside' });
    expect(JSON.parse(entry.before).name).toBe('South');
    expect(JSON.parse(entry.after).name).toBe('South gate');
  });

  it('refuses read-only, system and unknown fields, and a missing row is 404', async () => {
    const [area] = body(await s.post(5, '/index/query', { table: 'tomb_area', where: { code: 'N' } })).data;
    const cases: [unknown, number, string][] = [
      [{ table: 'tomb_area', id: area.id, data: { created_at: '2020-01-01' } }, 400, 'read_only_field'],
      [{ table: 'tomb_area', id: area.id, data: { nope: 1 } }, 400, 'unknown_column'],
      [{ table: 'tomb_area', id: area.id, data: { id: area.id + 1 } }, 400, 'bad_value'],
      [{ table: 'tomb_area', id: 999_999, data: { name: 'x' } }, 404, 'not_found'],
      [{ table: 'tomb_area', id: 'abc', data: { name: 'x' } }, 400, 'bad_value'],
      [{ table: 'tomb_area', id: area.id }, 400, 'bad_request'],
      [{ table: 'tomb_area', id: area.id, data: { name: 'x' }, where: {} }, 400, 'unknown_key'],
      [{ table: 'user', id: s.actors[5].userId, data: { password_hash: 'x' } }, 400, 'read_only_field'],
      [{ table: 'tomb_order', id: 1, data: { order_no: 'X' } }, 400, 'read_only_field'],
    ];
    for (const [req, status, code] of cases) {
      const r = await s.post(5, '/index/query', req);
      expect([JSON.stringify(req), r.statusCode, body(r).data.code]).toEqual([JSON.stringify(req), status, code]);
    }
  });

  it('lets a level mark its own messages read, and finds no message of another level', async () => {
    const ids: number[] = [];
    for (const level of [1, 2]) {
      const row = await s.database.db.insertInto('message').values({ type: 't', receive_user_id: level, content: 'hello', url: '/x' }).returning('id').executeTakeFirstOrThrow();
      ids.push(row.id as number);
    }
    const unread = body(await s.post(1, '/index/query', { table: 'message', where: { receive_user_id: 1, status: '未读' }, is_count: 1 }));
    expect(unread.data).toBe(1);
    expect(body(await s.post(1, '/index/query', { table: 'message', id: ids[0], data: { status: '已读' } })).status).toBe(200);
    expect((await s.post(1, '/index/query', { table: 'message', id: ids[1], data: { status: '已读' } })).statusCode).toBe(404);
    expect(body(await s.post(1, '/index/query', { table: 'message', where: { receive_user_id: 2 } })).data).toEqual([]);
  });
});

describe('bulk update', () => {
  it('applies one change to every id, each row versioned and logged', async () => {
    const a = body(await s.post(5, '/index/admin.tomb_area/create', { name: 'Bulk A', code: 'BA' })).data;
    const b = body(await s.post(5, '/index/admin.tomb_area/create', { name: 'Bulk B', code: 'BB' })).data;
    const r = body(await s.post(5, '/index/admin.tomb_area/update', { ids: [a.id, b.id], sort: 42 }));
    expect(r).toEqual({ status: 200, msg: 'ok', data: { ids: [a.id, b.id] } });
    const rows = body(await s.post(5, '/index/query', { table: 'tomb_area', where: { id: [a.id, b.id] }, field: ['sort', 'version'] })).data;
    expect(rows).toEqual([
      { sort: 42, version: 2 },
      { sort: 42, version: 2 },
    ]);
    const log = body(await s.post(5, '/index/query', { table: 'operation_log', where: [['table_name', '=', 'tomb_area'], ['action', '=', 'update'], ['row_id', 'in', [a.id, b.id]]], is_count: 1 }));
    expect(log.data).toBe(2);
  });

  it('changes none of the rows when one is refused', async () => {
    const a = body(await s.post(5, '/index/admin.tomb_area/create', { name: 'Bulk C', code: 'BC', sort: 1 })).data;
    expect((await s.post(5, '/index/admin.tomb_area/update', { ids: [a.id, 999_999], sort: 7 })).statusCode).toBe(404);
    const bad = await s.post(5, '/index/admin.tomb_area/update', { ids: [a.id], sort: 'many' });
    expect(bad.statusCode).toBe(422);
    expect(body(await s.post(5, '/index/query', { table: 'tomb_area', where: { id: a.id }, field: ['sort', 'version'] })).data).toEqual([{ sort: 1, version: 1 }]);
  });

  it('needs the update right of the table', async () => {
    expect((await s.post(1, '/index/admin.tomb_area/update', { ids: [1], sort: 3 })).statusCode).toBe(403);
  });
});

describe('create', () => {
  it('applies the config defaults and answers the new row', async () => {
    const r = body(await s.post(5, '/index/admin.tomb_area/create', { name: 'West', code: 'W' }));
    expect(r.data).toMatchObject({ name: 'West', code: 'W', sort: 0, version: 1, image: null });
  });

  it('answers 422 with a translated message per field', async () => {
    const r = await s.post(5, '/index/admin.tomb_area/create', { code: 'bad code!', sort: 'many' }, { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.5' });
    expect(r.statusCode).toBe(422);
    expect(body(r)).toEqual({
      status: 422,
      msg: '输入有误，请检查',
      data: { code: 'validation', fields: { name: '必填', code: '格式不正确', sort: '必须是整数' } },
    });
    const ja = await s.post(5, '/index/admin.tomb_area/create', {}, { cookie: 'language=ja' });
    expect(body(ja).data.fields.name).toBe('必須です');
  });

  it('names the column of a duplicate in the caller language', async () => {
    const r = await s.post(5, '/index/admin.tomb_area/create', { name: 'North', code: 'N2' }, { 'accept-language': 'es' });
    expect(r.statusCode).toBe(409);
    expect(body(r)).toEqual({ status: 409, msg: 'Nombre ya existe', data: { code: 'duplicate', fields: { name: 'Nombre ya existe' } } });
  });

  it('refuses a reference to a missing row as a field error', async () => {
    const r = await s.post(5, '/index/admin.tomb_room/create', { area_id: 999_999, name: 'R', code: 'R-X' });
    expect(r.statusCode).toBe(422);
    expect(body(r).data.fields).toEqual({ area_id: 'Invalid linked record' });
  });

  it('refuses system, read-only and hidden fields and unknown keys', async () => {
    expect(body(await s.post(5, '/index/admin.tomb_area/create', { id: 77, name: 'Z', code: 'Z' })).data.code).toBe('read_only_field');
    expect(body(await s.post(5, '/index/admin.tomb_area/create', { version: 3, name: 'Z', code: 'Z' })).data.code).toBe('read_only_field');
    expect(body(await s.post(5, '/index/admin.tomb_area/create', { name: 'Z', code: 'Z', colour: 'red' })).data.code).toBe('unknown_column');
    expect(body(await s.post(5, '/index/admin.user/create', { mobile: '13811112222', nickname: 'X', level: 1, password_hash: 'x' })).data.code).toBe(
      'read_only_field',
    );
  });

  it('forces the caller channel and refuses another one', async () => {
    const mine = body(await s.post(3, '/index/admin.member/create', { name: 'Out', applicant_name: 'A', applicant_phone: '13800000001' }));
    expect(mine.data.channel).toBe('outside');
    const same = body(await s.post(3, '/index/admin.member/create', { name: 'Out2', applicant_name: 'A', applicant_phone: '13800000001', channel: 'outside' }));
    expect(same.data.channel).toBe('outside');
    const other = await s.post(3, '/index/admin.member/create', { name: 'In', applicant_name: 'A', applicant_phone: '13800000001', channel: 'inside' });
    expect(other.statusCode).toBe(403);
  });

  it('answers 500 internal for an unexpected failure, without its text', async () => {
    const r = await s.post(5, '/index/admin.tomb_shelf/create', { area_id: areaId, room_id: roomId, name: 'explode', code: 'BOOM' });
    expect(r.statusCode).toBe(500);
    expect(body(r)).toEqual({ status: 500, msg: 'Something went wrong on the server, try again shortly', data: { code: 'internal' } });
    expect(body(await s.post(5, '/index/query', { table: 'tomb_shelf', where: { code: 'BOOM' }, is_count: 1 })).data).toBe(0);
  });
});

describe('delete', () => {
  it('refuses a row still referenced, with referenced (409), deleting nothing of the call', async () => {
    const free = body(await s.post(5, '/index/admin.tomb_area/create', { name: 'Free', code: 'FREE' })).data;
    const r = await s.post(5, '/index/admin.tomb_area/table_delete', { ids: [free.id, areaId] });
    expect(r.statusCode).toBe(409);
    expect(body(r).data.code).toBe('referenced');
    expect(body(await s.post(5, '/index/query', { table: 'tomb_area', where: { id: [free.id, areaId] }, is_count: 1 })).data).toBe(2);
  });

  it('deletes all the ids or none: an unknown id is 404', async () => {
    const a = body(await s.post(5, '/index/admin.tomb_area/create', { name: 'Gone 1', code: 'G1' })).data;
    const b = body(await s.post(5, '/index/admin.tomb_area/create', { name: 'Gone 2', code: 'G2' })).data;
    expect((await s.post(5, '/index/admin.tomb_area/table_delete', { ids: [a.id, 999_999] })).statusCode).toBe(404);
    const ok = body(await s.post(5, '/index/admin.tomb_area/table_delete', { ids: [a.id, b.id, a.id] }));
    expect(ok).toEqual({ status: 200, msg: 'ok', data: { ids: [a.id, b.id] } });
    expect(body(await s.post(5, '/index/query', { table: 'tomb_area', where: { id: [a.id, b.id] }, is_count: 1 })).data).toBe(0);
    const log = body(await s.post(5, '/index/query', { table: 'operation_log', where: { action: 'delete', row_id: [a.id, b.id], table_name: 'tomb_area' }, is_count: 1 }));
    expect(log.data).toBe(2);
  });

  it('checks the ids strictly', async () => {
    for (const req of [{}, { ids: [] }, { ids: 'all' }, { ids: [1], where: {} }, { ids: [0] }, { ids: ['1 or 1=1'] }])
      expect((await s.post(5, '/index/admin.tomb_area/table_delete', req)).statusCode).toBe(400);
  });
});

describe('hostile and malformed requests', () => {
  it.each([
    [{ table: 'pg_user' }, 400, 'unknown_table'],
    [{ table: 'session' }, 400, 'unknown_table'],
    [{ table: 'user', field: 'password_hash' }, 400, 'unknown_column'],
    [{ table: 'user', where: { password_hash: 'x' } }, 400, 'unknown_column'],
    [{ table: 'user', where: [['password_hash', 'like', '$%']] }, 400, 'unknown_column'],
    [{ table: 'user', order_by: 'password_hash desc' }, 400, 'unknown_column'],
    [{ table: 'user', order_by: 'id; drop table "user"; --' }, 400, 'bad_order_by'],
    [{ table: 'user', order_by: 'case when (select 1) then id end' }, 400, 'bad_order_by'],
    [{ table: 'tomb_area', page_size: 100000 }, 400, 'page_size_too_large'],
    [{ table: 'tomb_area', where: [['id', '=', 'abc']] }, 400, 'bad_value'],
    [{ table: 'tomb_area', nope: 1 }, 400, 'unknown_key'],
  ])('%j -> %i %s', async (req, status, code) => {
    const r = await s.post(5, '/index/query', req);
    expect(r.statusCode).toBe(status);
    expect(body(r)).toMatchObject({ status, data: { code } });
    expect(body(r).msg.length).toBeGreaterThan(0);
  });

  it('answers bad JSON, a non-object body and an oversized body with envelopes', async () => {
    const bad = await s.post(5, '/index/query', '{"table": ');
    expect([bad.statusCode, body(bad).data.code]).toEqual([400, 'bad_request']);
    const arr = await s.post(5, '/index/query', '[1,2]');
    expect([arr.statusCode, body(arr).data.code]).toEqual([400, 'bad_request']);
    const proto = await s.post(5, '/index/query', '{"table":"user","__proto__":{"x":1}}');
    expect([proto.statusCode, body(proto).data.code]).toEqual([400, 'bad_request']);
    const big = await s.post(5, '/index/query', JSON.stringify({ table: 'user', where: { nickname: 'x'.repeat(MAX_BODY_BYTES) } }));
    expect([big.statusCode, body(big).data.code]).toEqual([413, 'payload_too_large']);
  });

  it('needs a session: 401 without one, session_expired for an unknown token', async () => {
    const anon = await s.post(0, '/index/query', { table: 'tomb_area' });
    expect([anon.statusCode, body(anon).data.code]).toEqual([401, 'not_signed_in']);
    const stale = await s.post(0, '/index/query', { table: 'tomb_area' }, { 'x-token': 'A'.repeat(43) });
    expect(stale.statusCode).toBe(401);
  });
});

describe('paths', () => {
  it('matches paths case-insensitively and maps admin.admin to the user table', async () => {
    const r = body(await s.post(5, '/index/Admin.Admin/_Search', { field: ['id', 'level'], order_by: 'id' }));
    expect(r.data.map((u: { level: number }) => u.level)).toEqual([1, 2, 5]);
    expect(body(await s.post(5, '/INDEX/QUERY', { table: 'tomb_area', is_count: 1 })).status).toBe(200);
    expect(body(await s.post(5, '/index/admin.tomb_area/_search', { table: 'tomb_area', is_count: 1 })).status).toBe(200);
    expect(body(await s.post(5, '/index/admin.tomb_area/_search', { table: 'user', is_count: 1 })).data.code).toBe('unknown_key');
  });

  it('answers a 404 envelope for unknown calls and tables', async () => {
    for (const path of ['/index/nothing', '/index/admin.tomb_area/drop', '/index/foo/bar/baz', '/index/User_Reg/nope']) {
      const r = await s.post(5, path, {});
      expect([path, r.statusCode, body(r).data.code]).toEqual([path, 404, 'unknown_call']);
    }
    const table = await s.post(5, '/index/admin.nope/_search', {});
    expect([table.statusCode, body(table).data.code]).toEqual([400, 'unknown_table']);
  });
});

const require = createRequire(import.meta.url);

describe('headers and the browser app', () => {
  it('sends the security headers on every answer, HSTS only over https', async () => {
    for (const r of [await s.post(5, '/index/query', { table: 'tomb_area' }), await s.app.inject({ method: 'GET', url: '/' })]) {
      expect(r.headers['content-security-policy']).toContain("default-src 'self'");
      expect(r.headers['content-security-policy']).toContain("img-src 'self' data: https:");
      expect(r.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
      // The work calendar's embedded icon font loads (no console error), fonts from elsewhere do not.
      expect(r.headers['content-security-policy']).toContain("font-src 'self' data:;");
      expect(readFileSync(join(dirname(require.resolve('@fullcalendar/core')), 'internal-common.js'), 'utf8')).toMatch(/font-family:fcicons;[^}]*src:url\(\\?"data:application\/x-font-ttf/);
      expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['referrer-policy']).toBe('same-origin');
      expect(r.headers['x-frame-options']).toBe('DENY');
      expect(r.headers['strict-transport-security']).toBeUndefined();
    }
    const https = await s.post(5, '/index/query', { table: 'tomb_area' }, { 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('serves index.html for history-mode routes, assets as files, and 404s otherwise', async () => {
    // With the cemetery's name from the settings (escaped), in a fresh browser's first paint too.
    await s.database.db.updateTable('setting').set({ cemetery_name: '西山陵园 <&>' }).where('id', '=', 1).execute();
    for (const url of ['/', '/index.html', '/order/tombOrderList/123', '/login?redirect=%2Fdashboard', '/print/print1']) {
      const r = await s.app.inject({ method: 'GET', url });
      expect([url, r.statusCode, r.headers['content-type'], r.headers['cache-control']]).toEqual([url, 200, 'text/html; charset=utf-8', 'no-cache']);
      expect(r.body).toBe('<!doctype html><meta name="cemetery-name" content="西山陵园 &lt;&amp;&gt;" /><title>西山陵园 &lt;&amp;&gt;</title><h1>西山陵园 &lt;&amp;&gt;</h1>');
    }
    const js = await s.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect([js.statusCode, js.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
    expect((await s.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await s.app.inject({ method: 'GET', url: '/index/query' });
    expect([api.statusCode, body(api).data.code]).toEqual([404, 'unknown_call']);
  });

  it('serves the favicon and app icons every page names, the public booking page and the data screen too', async () => {
    const repo = join(import.meta.dirname, '..', '..');
    for (const page of ['index.html', 'visit.html', 'screen.html']) {
      const html = readFileSync(join(repo, page), 'utf8');
      const icons = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)" href="([^"]+)"/g)].map((m) => m[1]);
      expect([page, icons.filter((h) => h === '/favicon.ico' || h === '/favicon.svg' || h === '/apple-touch-icon.png')]).toEqual([page, ['/favicon.svg', '/favicon.ico', '/apple-touch-icon.png']]);
      for (const href of icons) {
        const r = await s.app.inject({ method: 'GET', url: href });
        expect([page, href, r.statusCode, r.headers['cache-control']]).toEqual([page, href, 200, 'public, max-age=86400']);
      }
    }
    // Asked for by browsers unprompted, from any page.
    const ico = await s.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect([ico.statusCode, ico.rawPayload.subarray(0, 4).toString('hex')]).toEqual([200, '00000100']);
    const manifest = JSON.parse((await s.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).body) as { icons: { src: string }[] };
    for (const { src } of manifest.icons) expect([src, (await s.app.inject({ method: 'GET', url: src })).statusCode]).toEqual([src, 200]);
  });

  it('serves only what the browser loads: no build metadata, no other file of dist/', async () => {
    for (const url of [
      '/.vite/manifest.json',
      '/.vite/chunk-modules.json',
      '/%2Evite/manifest.json',
      '/assets/../.vite/manifest.json',
      '/stats.html',
      '/assets/.cache/x.json',
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const r = await s.app.inject({ method, url });
        expect([method, url, r.statusCode]).toEqual([method, url, 404]);
        expect(r.body).not.toMatch(/src\/app|isEntry|bundle stats/);
      }
    }
  });
});
