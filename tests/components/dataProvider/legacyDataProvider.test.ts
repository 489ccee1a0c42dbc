/**
 * The legacy dataProvider against a fake API (msw): the exact request bodies of every
 * method and filter form, the answers it gives react-admin, and its error mapping.
 */
import { delay, http, HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../../../src/app/providers/http';
import { LANGUAGE_STORAGE_KEY } from '../../../src/app/store/language';
import { MAX_PAGE_SIZE } from '../../../src/protocol/wire';
import { createLegacyDataProvider } from '../../../src/app/providers/dataProvider';
import { API_BASE, fakeApiForFile } from './mswApi';
import { appConfig } from '../../../src/instance';

const api = fakeApiForFile();
const dp = createLegacyDataProvider({ config: appConfig });

const PLOT_COLUMNS = [
  'id', 'version', 'created_at', 'updated_at',
  'area_id', 'room_id', 'shelf_id', 'code', 'column_no', 'type', 'capacity', 'size', 'price', 'status', 'status_reason', 'maintenance_fee_per_year', 'remark', 'import_batch_id',
  'area.name', 'room.name', 'shelf.name',
];
const PLOT_JOINS = [
  { ref: 'area_id', as: 'area' },
  { ref: 'room_id', as: 'room' },
  { ref: 'shelf_id', as: 'shelf' },
];


describe('getList', () => {
  it('sends the list and the count in parallel with every filter form mapped onto where', async () => {
    api.answer(({ body }) =>
      body.is_count === 1
        ? api.ok(42)
        : api.ok([{ id: 7, code: 'A-1', area_id: 3, 'area.name': 'East', 'room.name': 'R1', 'shelf.name': 'S1' }]),
    );
    const result = await dp.getList('tomb/tombBurialslotList', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'price', order: 'DESC' },
      filter: {
        q: '50%_off',
        status: ['available', 'reserved'],
        area_id: 3,
        price_gte: 100,
        price_lte: 500,
        column_no_gt: 1,
        column_no_lt: 9,
        code_like: 'B',
        type_neq: 'family',
        shelf_id_in: [1, 2],
        remark: null,
        size: '',
      },
    });
    const where = [
      { or: [['code', 'like', '%50\\%\\_off%']] },
      ['status', 'in', ['available', 'reserved']],
      ['area_id', '=', 3],
      ['price', '>=', 100],
      ['price', '<=', 500],
      ['column_no', '>', 1],
      ['column_no', '<', 9],
      ['code', 'like', '%B%'],
      ['type', '<>', 'family'],
      ['shelf_id', 'in', [1, 2]],
      ['remark', 'is null'],
    ];
    expect(api.calls).toHaveLength(2);
    expect(api.calls.map((c) => c.path)).toEqual(['query', 'query']);
    expect(api.calls.find((c) => c.body.is_count === undefined)?.body).toEqual({
      table: 'tomb_burialslot',
      field: PLOT_COLUMNS,
      left_join: PLOT_JOINS,
      where,
      // The chosen column, then the plots' own order for ties: area, room, row, column, code.
      order_by: [
        ['price', 'desc'],
        ...['area.sort', 'area.code', 'room.sort', 'room.code', 'shelf.sort', 'shelf.code', 'column_no', 'code'].map((c) => [c, 'asc']),
        ['id', 'desc'],
      ],
      page: 2,
      page_size: 10,
    });
    expect(api.calls.find((c) => c.body.is_count === 1)?.body).toEqual({ table: 'tomb_burialslot', where, is_count: 1 });
    expect(result).toEqual({
      data: [{ id: 7, code: 'A-1', area_id: 3, area: { name: 'East' }, room: { name: 'R1' }, shelf: { name: 'S1' } }],
      total: 42,
    });
  });

  it('searches q over every searchable field and fixes the route channel first', async () => {
    await dp.getList('order/tombOrderList_outside', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { q: 'Li', channel: 'inside' },
    });
    const list = api.calls.find((c) => c.body.is_count === undefined)!.body;
    expect(list.where).toEqual([
      ['channel', '=', 'outside'],
      {
        or: [
          ['order_no', 'like', '%Li%'],
          ['contract_no', 'like', '%Li%'],
          ['buyer_name', 'like', '%Li%'],
          ['buyer_phone', 'like', '%Li%'],
          ['buyer_id_number', 'like', '%Li%'],
          ['agent', 'like', '%Li%'],
        ],
      },
    ]);
    expect(list.left_join).toEqual([
      { ref: 'burialslot_id', as: 'burialslot' },
      { ref: 'salesperson_id', as: 'salesperson' },
    ]);
    expect((list.field as string[]).slice(-2)).toEqual(['burialslot.code', 'salesperson.nickname']);
    expect(list.order_by).toEqual([['created_at', 'desc'], ['id', 'desc']]);
  });

  it('asks plainly for a table without references, sorted by the config default', async () => {
    await dp.getList('tomb_area', { pagination: { page: 1, perPage: 20 }, sort: { field: '', order: 'ASC' }, filter: {} });
    expect(api.calls.map((c) => c.body)).toEqual([
      { table: 'tomb_area', where: [], order_by: [['sort', 'asc'], ['code', 'asc'], ['id', 'asc']], page: 1, page_size: 20 },
      { table: 'tomb_area', where: [], is_count: 1 },
    ]);
  });

  it('asks a server that offers with_count for the rows and their total in one request, and a legacy one in two', async () => {
    const withCount = createLegacyDataProvider({ config: appConfig, capabilities: async () => ({ modules: [], query: ['with_count'] }) });
    api.answer(({ body }) => (body.with_count === 1 ? api.ok({ rows: [{ id: 4, code: 'W', 'area.name': 'West' }], total: 31 }) : undefined));
    const one = await withCount.getList('tomb_area', { pagination: { page: 2, perPage: 10 }, sort: { field: '', order: 'ASC' }, filter: {} });
    expect(api.calls.map((c) => c.body)).toEqual([
      { table: 'tomb_area', where: [], order_by: [['sort', 'asc'], ['code', 'asc'], ['id', 'asc']], page: 2, page_size: 10, with_count: 1 },
    ]);
    expect(one).toEqual({ data: [{ id: 4, code: 'W', area: { name: 'West' } }], total: 31 });
    // The fake legacy API answers the capability call 404: the list and its count, as before.
    api.reset();
    await dp.getList('tomb_area', { pagination: { page: 1, perPage: 10 }, sort: { field: '', order: 'ASC' }, filter: {} });
    expect(api.calls.map((c) => c.body.is_count ?? c.body.with_count ?? 'rows')).toEqual(['rows', 1]);
  });

  it('fetches an export larger than the server page limit as consecutive full pages', async () => {
    let served = 0;
    api.answer(({ body }) => {
      if (body.is_count === 1) return api.ok(2500);
      const n = Math.min(MAX_PAGE_SIZE, 2500 - served);
      const rows = Array.from({ length: n }, (_, i) => ({ id: served + i + 1 }));
      served += n;
      return api.ok(rows);
    });
    const result = await dp.getList('tomb_area', { pagination: { page: 1, perPage: 20000 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    const pages = api.calls.filter((c) => c.body.is_count === undefined).map((c) => [c.body.page, c.body.page_size]);
    expect(pages).toEqual([[1, 1000], [2, 1000], [3, 1000]]);
    expect(result.data).toHaveLength(2500);
    expect(result.total).toBe(2500);
  });
});

describe('getOne, getMany, getManyReference', () => {
  it('getOne is a where on id (and the route channel), with the joins', async () => {
    api.answer(() => api.ok([{ id: 5, order_no: 'O-5', 'burialslot.code': 'A-1', 'salesperson.nickname': 'Wang' }]));
    const { data } = await dp.getOne('order/tombOrderList', { id: '5' });
    expect(api.calls[0].body).toEqual({
      table: 'tomb_order',
      field: expect.arrayContaining(['id', 'version', 'channel', 'order_no', 'burialslot.code']),
      left_join: [{ ref: 'burialslot_id', as: 'burialslot' }, { ref: 'salesperson_id', as: 'salesperson' }],
      where: [['channel', '=', 'inside'], ['id', '=', 5]],
      page: 1,
      page_size: 1,
    });
    expect(data).toEqual({ id: 5, order_no: 'O-5', burialslot: { code: 'A-1' }, salesperson: { nickname: 'Wang' } });
  });

  it('getOne of a missing row is a 404', async () => {
    await expect(dp.getOne('tomb_area', { id: 9 })).rejects.toMatchObject({ status: 404, message: 'The record does not exist', body: { code: 'not_found' } });
  });

  it('getMany is one in-query', async () => {
    api.answer(() => api.ok([{ id: 1 }, { id: 2 }]));
    const { data } = await dp.getMany('tomb_area', { ids: [1, '2'] });
    expect(api.calls.map((c) => c.body)).toEqual([{ table: 'tomb_area', where: [['id', 'in', [1, 2]]], page: 1, page_size: 2 }]);
    expect(data).toHaveLength(2);
  });

  it('getManyReference filters on the target field, with sort, page and count', async () => {
    api.answer(({ body }) => (body.is_count === 1 ? api.ok(1) : api.ok([{ id: 4, area_id: 3 }])));
    const result = await dp.getManyReference('tomb/tombRoomList', {
      target: 'area_id',
      id: 3,
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'N' },
    });
    const list = api.calls.find((c) => c.body.is_count === undefined)!.body;
    expect(list).toEqual({
      table: 'tomb_room',
      field: ['id', 'version', 'created_at', 'updated_at', 'area_id', 'name', 'code', 'sort', 'description', 'import_batch_id', 'area.name'],
      left_join: [{ ref: 'area_id', as: 'area' }],
      where: [{ or: [['name', 'like', '%N%'], ['code', 'like', '%N%']] }, ['area_id', '=', 3]],
      order_by: [['name', 'asc'], ['area.sort', 'asc'], ['area.code', 'asc'], ['sort', 'asc'], ['code', 'asc'], ['id', 'asc']],
      page: 1,
      page_size: 5,
    });
    expect(result.total).toBe(1);
  });
});

describe('writes', () => {
  it('update sends only the changed writable fields with the version read, then rereads the row', async () => {
    api.answer(({ body }) => (body.data ? api.ok({ id: 7, version: 4 }) : api.ok([{ id: 7, version: 4, price: '900.00' }])));
    const previousData = { id: 7, version: 3, code: 'A-1', price: '800.00', status: 'available', remark: null, area: { name: 'East' } };
    const { data } = await dp.update('tomb/tombBurialslotList', {
      id: '7',
      previousData,
      data: { ...previousData, price: 900, remark: '', status: 'sold', id: 7, version: 99, created_at: 'x', area: { name: 'West' } },
    });
    expect(api.calls[0]).toEqual({
      path: 'query',
      // A plot's status is read-only (the orders' business): never sent, like the other read-only keys.
      body: { table: 'tomb_burialslot', id: 7, data: { price: 900 }, version: 3 },
    });
    expect(api.calls[1].body.where).toEqual([['id', '=', 7]]);
    expect(data).toEqual({ id: 7, version: 4, price: '900.00' });
  });

  it('update never sends read-only fields and skips the call when nothing changed', async () => {
    const previousData = { id: 2, version: 1, order_no: 'O-2', total: 10, buyer_name: 'Li' };
    const { data } = await dp.update('order/tombOrderList', { id: 2, previousData, data: { ...previousData, order_no: 'X', total: 99 } });
    expect(api.calls).toHaveLength(0);
    expect(data).toBe(previousData);
  });

  it('updateMany sends every id in one admin update, with the writable fields only', async () => {
    api.answer(() => api.ok({ ids: [1, 2] }));
    const { data } = await dp.updateMany('message', { ids: [1, 2], data: { status: '已读', content: 'no' } });
    expect(api.calls).toEqual([{ path: 'admin.message/update', body: { status: '已读', ids: [1, 2] } }]);
    expect(data).toEqual([1, 2]);
  });

  it('create posts the writable, non-empty fields to admin.<table>/create and reads the row back', async () => {
    api.answer(({ path }) => (path === 'admin.tomb_area/create' ? api.ok({ id: 11 }) : api.ok([{ id: 11, name: 'North' }])));
    const { data } = await dp.create('tomb/tombList', {
      data: { name: 'North', code: 'N', sort: 0, image: '', description: null, id: 3, version: 1 },
    });
    expect(api.calls[0]).toEqual({ path: 'admin.tomb_area/create', body: { name: 'North', code: 'N', sort: 0 } });
    expect(api.calls[1].body.where).toEqual([['id', '=', 11]]);
    expect(data).toEqual({ id: 11, name: 'North' });
  });

  it('create of a user goes through admin.user/create_user with exactly its keys', async () => {
    api.answer(({ path }) => (path === 'admin.user/create_user' ? api.ok(8) : api.ok([{ id: 8, mobile: '13900000001' }])));
    await dp.create('member/memberList', {
      data: { mobile: '13900000001', nickname: 'Zhao', level: 2, password: 'secret-pass', enabled: true },
    });
    expect(api.calls[0]).toEqual({
      path: 'admin.user/create_user',
      body: { mobile: '13900000001', nickname: 'Zhao', level: 2, password: 'secret-pass' },
    });
    expect(api.calls[1].body.where).toEqual([['channel', '=', 'inside'], ['id', '=', 8]]);
  });

  it('delete and deleteMany post the ids to admin.<table>/table_delete', async () => {
    api.answer(() => api.ok(null));
    const one = await dp.delete('tomb/tombList', { id: '3', previousData: { id: '3', name: 'East' } });
    const many = await dp.deleteMany('tomb/tombList', { ids: [4, 5] });
    expect(api.calls).toEqual([
      { path: 'admin.tomb_area/table_delete', body: { ids: [3] } },
      { path: 'admin.tomb_area/table_delete', body: { ids: [4, 5] } },
    ]);
    expect(one.data).toEqual({ id: '3', name: 'East' });
    expect(many.data).toEqual([4, 5]);
  });
});

describe('errors', () => {
  const refused = (status: number, msg: string, data: unknown) => api.answer(() => ({ status, body: { status, msg, data } }));

  it('a validation refusal carries the field messages for the form', async () => {
    refused(422, 'Some values are not valid', { code: 'validation', fields: { code: 'Wrong format' } });
    const e = await dp.create('tomb/tombList', { data: { name: 'x', code: '!' } }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(HttpError);
    expect(e).toMatchObject({ message: 'Some values are not valid', status: 422, body: { code: 'validation', errors: { code: 'Wrong format' } } });
  });

  it('a read refused because the user’s own queries fill their line (429) is tried again, then given up after 3 more tries', async () => {
    let refusals = 2;
    api.answer(() => (refusals-- > 0 ? { status: 429, body: { status: 429, msg: 'Too many of your queries are running at once, try again in a moment', data: { code: 'too_many_queries' } } } : undefined));
    const one = await dp.getOne('tomb_area', { id: 9 }).catch((x: unknown) => x);
    // Answered after two refusals (the default answer is an empty list: not found, but answered).
    expect(one).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(api.calls).toHaveLength(3);
    api.reset();
    refused(429, 'Too many of your queries are running at once, try again in a moment', { code: 'too_many_queries' });
    const e = await dp.getOne('tomb_area', { id: 9 }).catch((x: unknown) => x);
    expect(e).toMatchObject({ status: 429, message: 'Too many of your queries are running at once, try again in a moment', body: { code: 'too_many_queries' } });
    expect(api.calls).toHaveLength(4);
  });

  it('a stale update is a conflict with the server message', async () => {
    refused(409, 'Someone else changed this record; reload it and try again', { code: 'conflict' });
    const previousData = { id: 1, version: 1, buyer_name: 'Li' };
    const e = await dp.update('order/tombOrderList', { id: 1, previousData, data: { buyer_name: 'Wu' } }).catch((x: unknown) => x);
    expect(e).toMatchObject({ status: 409, message: 'Someone else changed this record; reload it and try again', body: { code: 'conflict' } });
  });

  it('a refused delete keeps the server message', async () => {
    refused(409, 'Other records still refer to it, so it cannot be deleted', { code: 'referenced' });
    await expect(dp.delete('tomb/tombList', { id: 1 })).rejects.toMatchObject({
      status: 409,
      message: 'Other records still refer to it, so it cannot be deleted',
      body: { code: 'referenced' },
    });
  });

  it('a transport failure is an HttpError with status 0 that says, in the user’s language, what to do', async () => {
    api.server.use(http.post(`${API_BASE}/query`, () => HttpResponse.error(), { once: true }));
    await expect(dp.getOne('tomb_area', { id: 1 })).rejects.toMatchObject({
      status: 0,
      message: 'Cannot reach the server. Check the network connection, then try again',
      body: { code: 'network_unreachable' },
    });
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh');
    try {
      api.server.use(http.post(`${API_BASE}/query`, () => HttpResponse.error(), { once: true }));
      await expect(dp.getOne('tomb_area', { id: 1 })).rejects.toMatchObject({ status: 0, message: '无法连接服务器。请检查网络连接，然后重试' });
    } finally {
      localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    }
  });

  it('an answer that is not the API’s (a proxy’s error page) names its status and says to wait and retry', async () => {
    api.server.use(http.post(`${API_BASE}/query`, () => new HttpResponse('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }), { once: true }));
    await expect(dp.getOne('tomb_area', { id: 1 })).rejects.toMatchObject({
      status: 502,
      message: 'The server could not handle the request (HTTP 502). Wait a moment and try again; if it keeps happening, tell the administrator',
      body: { code: 'bad_response' },
    });
  });

  it('a server silent for 10 s is a timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      api.server.use(http.post(`${API_BASE}/query`, () => delay('infinite'), { once: true }));
      const pending = dp.getOne('tomb_area', { id: 1 }).catch((x: unknown) => x);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      expect(await pending).toMatchObject({ status: 0, message: 'The server did not answer within 10 s; it may be busy. Wait a moment and try again', body: { code: 'request_timeout' } });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('queries at once', () => {
  it('a page asking for six reads at once sends two at a time, in turn, and gets every answer', async () => {
    let inFlight = 0;
    let most = 0;
    const order: string[] = [];
    api.server.use(
      http.post(`${API_BASE}/query`, async ({ request }) => {
        const body = (await request.json()) as { table: string };
        order.push(body.table);
        inFlight += 1;
        most = Math.max(most, inFlight);
        await delay(30);
        inFlight -= 1;
        return HttpResponse.json({ status: 200, msg: 'ok', data: [{ id: 1, name: body.table }] });
      }),
    );
    const tables = ['tomb_area', 'tomb_room', 'tomb_shelf', 'tomb_burialslot', 'tomb_order', 'member'];
    const answers = await Promise.all(tables.map((t) => dp.getOne(t, { id: 1 })));
    expect(answers.map((a) => a.data.name)).toEqual(tables);
    expect(most).toBe(2);
    expect(order).toEqual(tables);
  });
});
