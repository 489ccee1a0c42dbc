/**
 * The two browser dataProviders against the real server over real HTTP: the legacy one
 * (POST /index/query and the admin family) and the ra-data-simple-rest one (/api/<name>).
 * The same scenarios run through both and must give the same records, totals and errors.
 */
import type { DataProvider, RaRecord } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import en from 'virtual:config-texts/en';
import { addConfigTexts } from '../../src/app/i18n/configTexts';
import { createLegacyDataProvider } from '../../src/app/providers/dataProvider';
import { createRestDataProvider } from '../../src/app/providers/restDataProvider';
import { hashPassword } from '../../src/server/auth/password';
import { startTestServer, type TestServer } from './helpers/actors';
import { appConfig } from '../../src/instance';

// The browser's refusal texts come with its language's catalogue (src/app/i18n/configTexts.ts):
// here English, as an English browser has them once signed in.
addConfigTexts('en', en);

const PASSWORD = 'cemetery-demo';

let s: TestServer;
let origin: string;
const tokens: Record<number, string> = {};

/** Both providers read the session cookie and the API base as in a browser. */
const signedInAs = (level: number) => {
  vi.stubGlobal('document', { cookie: `Admin-Token=${encodeURIComponent(tokens[level])}` });
};

const providers = (): [string, DataProvider][] => [
  ['legacy', createLegacyDataProvider({ config: appConfig })],
  ['rest', createRestDataProvider(`${origin}/api`)],
];

/** Run a scenario through both providers and expect the same outcome, then return it. */
const same = async <T>(scenario: (dp: DataProvider) => Promise<T>): Promise<T> => {
  const [[, a], [, b]] = providers();
  const settle = (p: Promise<T>) => p.then((value) => ({ value }), (e: { message: string; status: number; body: unknown }) => ({ error: { message: e.message, status: e.status, body: e.body } }));
  const [ra, rb] = [await settle(scenario(a)), await settle(scenario(b))];
  expect(rb).toEqual(ra);
  if ('error' in ra) throw Object.assign(new Error(ra.error.message), ra.error);
  return ra.value;
};

const failure = async (scenario: (dp: DataProvider) => Promise<unknown>) => same(scenario).then(
  () => {
    throw new Error('expected a refusal');
  },
  (e: { message: string; status: number; body: unknown }) => ({ message: e.message, status: e.status, body: e.body }),
);

const ids = {} as { east: number; west: number; roomE: number; roomW: number; shelfE: number; shelfW: number };

beforeAll(async () => {
  s = await startTestServer('contract');
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  const address = s.app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  vi.stubEnv('VITE_API_BASE', `${origin}/index`);
  // Sign in over HTTP with the legacy login, as a browser would, for the levels used here.
  const hash = await hashPassword(PASSWORD);
  await s.database.db.updateTable('user').set({ password_hash: hash }).execute();
  for (const level of [3, 5, 6]) {
    const res = await fetch(`${origin}/index/User_Reg/pwd_login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mobile: `1390000000${level}`, pwd: PASSWORD, type: 'pc' }),
    });
    const env = (await res.json()) as { status: number; data: { token_info: { token: string } } };
    expect(env.status).toBe(1);
    tokens[level] = env.data.token_info.token;
  }
  signedInAs(5);
  const dp = createLegacyDataProvider({ config: appConfig });
  const make = async (resource: string, data: Record<string, unknown>) => (await dp.create(resource, { data })).data.id as number;
  ids.east = await make('tomb/tombList', { name: 'East', code: 'E', sort: 1 });
  ids.west = await make('tomb/tombList', { name: 'West', code: 'W', sort: 2 });
  ids.roomE = await make('tomb/tombRoomList', { area_id: ids.east, name: 'East room', code: 'E-1' });
  ids.roomW = await make('tomb/tombRoomList', { area_id: ids.west, name: 'West room', code: 'W-1' });
  ids.shelfE = await make('tomb/tombShelfList', { area_id: ids.east, room_id: ids.roomE, name: 'Row 1', code: 'E-1-1' });
  ids.shelfW = await make('tomb/tombShelfList', { area_id: ids.west, room_id: ids.roomW, name: 'Row 1', code: 'W-1-1' });
  const plots: [string, number, string, number, string][] = [
    ['E-1-1-01', 1, 'available', 12000, 'single'],
    ['E-1-1-02', 2, 'sold', 18000.5, 'double'],
    ['E-1-1-03', 3, 'available', 9000, 'single'],
    ['E-1-1-04', 4, 'reserved', 25000, 'family'],
    ['E-1-1-05', 5, 'unavailable', 15000, 'single'],
  ];
  for (const [code, column_no, status, price, type] of plots) {
    const id = await make('tomb/tombBurialslotList', { area_id: ids.east, room_id: ids.roomE, shelf_id: ids.shelfE, code, column_no, price, type });
    // A plot's status is the orders' business (read-only to writes): set straight in the database here.
    await s.database.db.updateTable('tomb_burialslot').set({ status }).where('id', '=', id).execute();
  }
  await make('tomb/tombBurialslotList', { area_id: ids.west, room_id: ids.roomW, shelf_id: ids.shelfW, code: 'W-1-1-01', column_no: 1, price: 8000 });
});

afterAll(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  await s.close();
});

const codes = (rows: RaRecord[]) => rows.map((r) => r.code);

describe('reads give the same records through both providers', () => {
  it('a page, sorted, with its total and the joined names', async () => {
    signedInAs(5);
    const r = await same((dp) =>
      dp.getList('tomb/tombBurialslotList', { pagination: { page: 1, perPage: 3 }, sort: { field: 'price', order: 'DESC' }, filter: {} }),
    );
    expect(r.total).toBe(6);
    expect(codes(r.data)).toEqual(['E-1-1-04', 'E-1-1-02', 'E-1-1-05']);
    expect(r.data[0]).toMatchObject({ area: { name: 'East' }, room: { name: 'East room' }, shelf: { name: 'Row 1' }, version: 1 });
  });

  it('every filter form: q, in, ranges, like, not-equal, references', async () => {
    signedInAs(5);
    const list = (filter: Record<string, unknown>) =>
      same((dp) => dp.getList('tomb/tombBurialslotList', { pagination: { page: 1, perPage: 20 }, sort: { field: 'code', order: 'ASC' }, filter }));
    expect(codes((await list({ q: '1-1-0' })).data)).toHaveLength(6);
    expect(codes((await list({ status: ['available', 'reserved'], area_id: ids.east })).data)).toEqual(['E-1-1-01', 'E-1-1-03', 'E-1-1-04']);
    expect(codes((await list({ price_gte: 12000, price_lte: 18000.5 })).data)).toEqual(['E-1-1-01', 'E-1-1-02', 'E-1-1-05']);
    expect(codes((await list({ price_gt: 12000, price_lt: 25000 })).data)).toEqual(['E-1-1-02', 'E-1-1-05']);
    expect(codes((await list({ code_like: 'W-' })).data)).toEqual(['W-1-1-01']);
    expect(codes((await list({ type_neq: 'single' })).data)).toEqual(['E-1-1-02', 'E-1-1-04']);
    expect(codes((await list({ column_no_in: [2, 3] })).data)).toEqual(['E-1-1-02', 'E-1-1-03']);
    const pageTwo = await same((dp) =>
      dp.getList('tomb/tombBurialslotList', { pagination: { page: 2, perPage: 4 }, sort: { field: 'code', order: 'ASC' }, filter: {} }),
    );
    expect(codes(pageTwo.data)).toEqual(['E-1-1-05', 'W-1-1-01']);
    expect(pageTwo.total).toBe(6);
  });

  it('getOne, getMany and getManyReference', async () => {
    signedInAs(5);
    const one = await same((dp) => dp.getOne('tomb/tombRoomList', { id: ids.roomE }));
    expect(one.data).toMatchObject({ name: 'East room', area_id: ids.east, area: { name: 'East' } });
    const many = await same((dp) => dp.getMany('tomb/tombList', { ids: [ids.east, ids.west] }));
    expect(many.data.map((a) => a.name).sort()).toEqual(['East', 'West']);
    const rooms = await same((dp) =>
      dp.getManyReference('tomb/tombRoomList', { target: 'area_id', id: ids.west, pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: {} }),
    );
    expect(rooms.data.map((r) => r.name)).toEqual(['West room']);
    expect(rooms.total).toBe(1);
  });

  it('a missing record is the same 404', async () => {
    signedInAs(5);
    const e = await failure((dp) => dp.getOne('tomb/tombList', { id: 999999 }));
    expect(e).toMatchObject({ status: 404, message: 'The record does not exist', body: { code: 'not_found' } });
  });
});

describe('writes behave the same through both providers', () => {
  it('create, versioned update, stale update refused, delete', async () => {
    signedInAs(5);
    for (const [name, dp] of providers()) {
      const created = (await dp.create('tomb/tombList', { data: { name: `New ${name}`, code: `N-${name}`, sort: 5, description: '' } })).data;
      expect(created).toMatchObject({ name: `New ${name}`, code: `N-${name}`, sort: 5, version: 1 });
      const updated = (await dp.update('tomb/tombList', { id: created.id, previousData: created, data: { ...created, sort: 6 } })).data;
      expect(updated).toMatchObject({ sort: 6, version: 2 });
      // A second tab still holds version 1: refused, and its change is not applied.
      const stale = await dp
        .update('tomb/tombList', { id: created.id, previousData: created, data: { ...created, name: `Stale ${name}` } })
        .catch((e: { status: number; body: { code: string } }) => e);
      expect(stale).toMatchObject({ status: 409, body: { code: 'conflict' } });
      expect((await dp.getOne('tomb/tombList', { id: created.id })).data).toMatchObject({ name: `New ${name}`, sort: 6, version: 2 });
      await dp.delete('tomb/tombList', { id: created.id, previousData: updated });
      await expect(dp.getOne('tomb/tombList', { id: created.id })).rejects.toMatchObject({ status: 404 });
    }
  });

  it('the same field errors for an invalid record', async () => {
    signedInAs(5);
    const e = await failure((dp) => dp.create('tomb/tombList', { data: { name: 'Bad', code: 'not valid!' } }));
    expect(e.status).toBe(422);
    expect(e.body).toEqual({ code: 'validation', errors: { code: 'Wrong format' } });
  });

  it('the same duplicate refusal', async () => {
    signedInAs(5);
    const e = await failure((dp) => dp.create('tomb/tombList', { data: { name: 'East', code: 'E2' } }));
    expect(e.status).toBe(409);
    expect((e.body as { code: string }).code).toBe('duplicate');
  });

  it('the same refusal to delete a referenced row, which stays', async () => {
    signedInAs(5);
    const e = await failure((dp) => dp.delete('tomb/tombList', { id: ids.east }));
    expect(e).toMatchObject({ status: 409, message: 'Other records still refer to it, so it cannot be deleted', body: { code: 'referenced' } });
    await same((dp) => dp.getOne('tomb/tombList', { id: ids.east }));
  });
});

describe('permissions and channels are the same', () => {
  it('a level without the right is refused the same way', async () => {
    signedInAs(3);
    const e = await failure((dp) => dp.create('tomb_area', { data: { name: 'Nope', code: 'NOPE' } }));
    expect(e.status).toBe(403);
  });

  it('the outside order list shows outside orders only, through both', async () => {
    signedInAs(6);
    const [, legacy] = providers()[0];
    const order = { burialslot_id: 0, buyer_name: 'Outside buyer', buyer_phone: '13911112222', agent: 'Agent Z' };
    const plots = await legacy.getList('tomb_burialslot', { pagination: { page: 1, perPage: 1 }, sort: { field: 'code', order: 'ASC' }, filter: { status: 'available', area_id: ids.west } });
    await legacy.create('order/tombOrderList_outside', { data: { ...order, burialslot_id: plots.data[0].id } });
    const r = await same((dp) =>
      dp.getList('order/tombOrderList_outside', { pagination: { page: 1, perPage: 20 }, sort: { field: 'created_at', order: 'DESC' }, filter: {} }),
    );
    expect(r.data.map((o) => [o.buyer_name, o.channel])).toEqual([['Outside buyer', 'outside']]);
    signedInAs(5);
    const inside = await same((dp) =>
      dp.getList('order/tombOrderList', { pagination: { page: 1, perPage: 20 }, sort: { field: 'created_at', order: 'DESC' }, filter: {} }),
    );
    expect(inside.total).toBe(0);
  });

  it('the REST view opens a route only to the levels whose menu has it', async () => {
    signedInAs(5);
    const [, rest] = providers()[1];
    await expect(rest.getList('order/tombOrderList_outside', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toMatchObject({
      status: 403,
    });
  });
});
