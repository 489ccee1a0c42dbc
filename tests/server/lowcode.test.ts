/**
 * Low-code proof, server side: a field and a resource added to a copy of the config (as
 * docs/configuration.md shows) become columns and a table at the next start, and the
 * legacy dataProvider reads, filters, writes and is refused on them over real HTTP, with
 * the same validation message the browser form gives.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../../src/instance';
import en from 'virtual:config-texts/en';
import { addConfigTexts } from '../../src/app/i18n/configTexts';
import { createLegacyDataProvider } from '../../src/app/providers/dataProvider';
import { createRestDataProvider } from '../../src/app/providers/restDataProvider';
import { routeTable } from '../../src/config/routes';
import { fieldValidator } from '../../src/app/builders/validation/useFieldValidate';
import { migrate } from '../../src/server/db/migrate';
import { startTestServer, type TestServer } from './helpers/actors';
import { closeTestDatabase, openTestDatabase } from './helpers/database';
import { lowcodeConfig, managerPhone } from './lowcodeConfig';

// The browser's validation texts come with its language's catalogue (src/app/i18n/configTexts.ts).
addConfigTexts('en', en);

describe('a restart with the edited config', () => {
  it('adds the column and the table, keeping the rows already there', async () => {
    const database = await openTestDatabase('lowcode_restart');
    try {
      await migrate(database, appConfig);
      await database.db.insertInto('tomb_area').values({ name: 'Old', code: 'OLD' }).execute();
      const result = await migrate(database, lowcodeConfig);
      expect(result.addedColumns).toContain('tomb_area.manager_phone');
      expect(result.createdTables).toEqual(['tomb_gate']);
      const rows = await database.db.selectFrom('tomb_area').select(['name', 'manager_phone']).execute();
      expect(rows).toEqual([{ name: 'Old', manager_phone: null }]);
      expect((await migrate(database, lowcodeConfig)).steps).toEqual([]);
    } finally {
      await closeTestDatabase(database);
    }
  });
});

describe('the new resource block alone gives a menu entry', () => {
  const routes = routeTable(lowcodeConfig);
  const tombPaths = (level: 1 | 3 | 5 | 6) => routes.menuForLevel(level, ['admin']).find((g) => g.path === '/tomb')?.children.map((r) => r.path) ?? [];

  it('under Tomb management, for the levels that may read it, after the spec screens', () => {
    expect(tombPaths(5)).toEqual(['/tomb/tombList', '/tomb/tombRoomList', '/tomb/tombShelfList', '/tomb/tombBurialslotList', '/tomb/mapEditor', '/tomb/tombGateList']);
    expect(tombPaths(6)).toContain('/tomb/tombGateList');
    expect(tombPaths(1)).toEqual([]);
    expect(tombPaths(3)).toEqual([]);
    expect(routes.menu.find((g) => g.path === '/tomb')?.children.at(-1)?.title.en).toBe('Gates');
  });
});

describe('the new field and resource through the dataProvider', () => {
  let s: TestServer;
  let origin = '';
  const dp = createLegacyDataProvider({ config: lowcodeConfig });

  beforeAll(async () => {
    s = await startTestServer('lowcode', { config: lowcodeConfig });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const address = s.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    vi.stubEnv('VITE_API_BASE', `${origin}/index`);
    vi.stubGlobal('document', { cookie: `Admin-Token=${encodeURIComponent(s.tokens[5])}` });
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    await s.close();
  });

  it('writes, lists, searches and filters the new field', async () => {
    const north = (await dp.create('tomb/tombList', { data: { name: 'North', code: 'N', manager_phone: '13800001111' } })).data;
    await dp.create('tomb/tombList', { data: { name: 'South', code: 'S', manager_phone: '13900002222' } });
    expect(north).toMatchObject({ name: 'North', manager_phone: '13800001111' });
    const list = (filter: Record<string, unknown>) =>
      dp.getList('tomb/tombList', { pagination: { page: 1, perPage: 20 }, sort: { field: 'manager_phone', order: 'ASC' }, filter });
    expect((await list({})).data.map((a) => a.manager_phone)).toEqual(['13800001111', '13900002222']);
    expect((await list({ manager_phone_like: '1111' })).data.map((a) => a.name)).toEqual(['North']);
    expect((await list({ q: '2222' })).data.map((a) => a.name)).toEqual(['South']);
    const updated = (await dp.update('tomb/tombList', { id: north.id, previousData: north, data: { ...north, manager_phone: '13800003333' } })).data;
    expect(updated).toMatchObject({ manager_phone: '13800003333', version: 2 });
  });

  it('validates the new field on the server with the message the form shows', async () => {
    const refusal = await dp.create('tomb/tombList', { data: { name: 'West', code: 'W', manager_phone: 'call the office' } }).catch((e: unknown) => e);
    const browser = fieldValidator(managerPhone, 'en')('call the office');
    expect(browser).toBe('Enter an 11-digit mobile, a landline with its area code (010-12345678) or +country code and number');
    expect(refusal).toMatchObject({ status: 422, body: { code: 'validation', errors: { manager_phone: browser } } });
  });

  it('serves the new resource with its access rules', async () => {
    const area = (await dp.getList('tomb/tombList', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).data[0];
    const gate = (await dp.create('tomb_gate', { data: { area_id: area.id, name: 'Main gate', opens_at: '07:00-18:00' } })).data;
    expect(gate).toMatchObject({ name: 'Main gate', area: { name: area.name } });
    const bad = await dp.create('tomb_gate', { data: { area_id: area.id, name: 'Side gate', opens_at: 'mornings' } }).catch((e: unknown) => e);
    expect(bad).toMatchObject({ status: 422, body: { errors: { opens_at: 'Wrong format' } } });
    vi.stubGlobal('document', { cookie: `Admin-Token=${encodeURIComponent(s.tokens[1])}` });
    const forbidden = await dp.getList('tomb_gate', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} }).catch((e: unknown) => e);
    expect(forbidden).toMatchObject({ status: 403 });
    vi.stubGlobal('document', { cookie: `Admin-Token=${encodeURIComponent(s.tokens[5])}` });
  });

  it('serves the screen the block declares to its levels, through both providers', async () => {
    const rest = createRestDataProvider(`${origin}/api`);
    const page = { pagination: { page: 1, perPage: 20 }, sort: { field: 'name', order: 'ASC' as const }, filter: {} };
    const viaLegacy = await dp.getList('tomb/tombGateList', page);
    const viaRest = await rest.getList('tomb/tombGateList', page);
    expect(viaLegacy.data.map((g) => g.name)).toEqual(['Main gate']);
    expect(viaRest).toEqual(viaLegacy);
    vi.stubGlobal('document', { cookie: `Admin-Token=${encodeURIComponent(s.tokens[1])}` });
    const refused = await rest.getList('tomb/tombGateList', page).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 403 });
    vi.stubGlobal('document', { cookie: `Admin-Token=${encodeURIComponent(s.tokens[5])}` });
  });
});
