/**
 * Issue 13 item 12: codes, names and mobiles are unique whatever their case and spaces, in the
 * database itself (a unique index on the normalised value), with the refusal on the right
 * field; a database that already holds such duplicates stops the start with a message naming
 * them, and starts once they are fixed.
 */
import { sql } from 'kysely';
import type { Database } from '../../src/server/db/database';
import { MigrationError, migrate } from '../../src/server/db/migrate';
import { startTestServer, type TestServer } from './helpers/actors';
import { closeTestDatabase, openTestDatabase } from './helpers/database';
import { appConfig } from '../../src/instance';

describe('unique values ignore case and spaces', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('unique_normalised');
  });
  afterAll(async () => {
    await s.close();
  });

  const create = async (table: string, data: Record<string, unknown>) => {
    const res = await s.post(5, `/index/admin.${table}/create`, data, { 'accept-language': 'en' });
    return { http: res.statusCode, body: res.json() as { status: number; msg: string; data: { code?: string; fields?: Record<string, string> } } };
  };

  it('refuses a code that differs only in case, on the code field', async () => {
    expect((await create('tomb_area', { name: 'Fir slope', code: 'FS' })).http).toBe(200);
    const again = await create('tomb_area', { name: 'Another slope', code: 'fs' });
    expect(again.http).toBe(409);
    expect(again.body.data.code).toBe('duplicate');
    expect(again.body.data.fields).toEqual({ code: 'Code already exists' });
    expect(again.body.msg).toBe('Code already exists');
  });

  it('refuses a name that differs only in case and spaces, on the name field', async () => {
    expect((await create('tomb_area', { name: 'North Park', code: 'NP' })).http).toBe(200);
    const again = await create('tomb_area', { name: ' north  park', code: 'NP2' });
    expect(again.http).toBe(409);
    expect(again.body.data.fields).toEqual({ name: 'Name already exists' });
  });

  it('holds in the database, whatever writes the row', async () => {
    await expect(s.database.db.insertInto('tomb_area').values({ name: 'Pine', code: 'pine-1' }).execute()).resolves.toBeDefined();
    await expect(s.database.db.insertInto('tomb_area').values({ name: 'Pine 2', code: 'PINE-1' }).execute()).rejects.toThrow();
    await s.database.db.insertInto('user').values({ mobile: '13911112222', nickname: 'A', level: 1, channel: 'inside' }).execute();
    await expect(
      s.database.db.insertInto('user').values({ mobile: '139 1111 2222', nickname: 'B', level: 3, channel: 'outside' }).execute(),
    ).rejects.toThrow();
  });

  it('lets bulk plot creation see an existing code of another case', async () => {
    const area = await create('tomb_area', { name: 'Bulk', code: 'BK' });
    const room = await create('tomb_room', { area_id: (area.body.data as unknown as { id: number }).id, name: 'R', code: 'BK1' });
    const roomId = (room.body.data as unknown as { id: number }).id;
    const areaId = (area.body.data as unknown as { id: number }).id;
    const shelf = await create('tomb_shelf', { area_id: areaId, room_id: roomId, name: 'S', code: 'BK1-1' });
    const shelfId = (shelf.body.data as unknown as { id: number }).id;
    await create('tomb_burialslot', { area_id: areaId, room_id: roomId, shelf_id: shelfId, code: 'BK-01', column_no: 1, price: 10 });
    const res = await s.post(5, '/index/admin.tomb_burialslot/bulk_create', { shelf_id: shelfId, code_prefix: 'bk-', from: 1, to: 2, pad: 2, type: 'single', price: 10, preview: true });
    expect(res.json().data.duplicates).toEqual(['BK-01']);
  });
});

describe('the migration of a database with such duplicates', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase('unique_normalised_migrate');
    await migrate(database, appConfig);
    // The exact-case index of the previous version, and rows it let through.
    await sql`drop index uqn_tomb_area_code`.execute(database.db);
    await sql`create unique index uq_tomb_area_code on tomb_area (code)`.execute(database.db);
    await database.db.insertInto('tomb_area').values([{ name: 'A', code: 'FS' }, { name: 'B', code: 'fs' }, { name: 'C', code: 'GS' }]).execute();
  });
  afterAll(async () => {
    await closeTestDatabase(database);
  });

  it('refuses to start, naming the rows, and changes nothing', async () => {
    const ids = (await database.db.selectFrom('tomb_area').select(['id', 'code']).orderBy('id').execute()).map((r) => r.id);
    const error = await migrate(database, appConfig).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as Error).message).toBe(
      `Table tomb_area, column code: the config makes it unique (case and spaces ignored) but some rows share a value: "FS" (id ${ids[0]}) = "fs" (id ${ids[1]}). Rename or merge them, then start again.`,
    );
    const { rows } = await sql<{ indexname: string }>`select indexname from pg_indexes where schemaname = current_schema() and tablename = 'tomb_area'`.execute(database.db);
    expect(rows.map((r) => r.indexname)).toContain('uq_tomb_area_code');
  });

  it('replaces the exact-case index once they are fixed', async () => {
    await database.db.updateTable('tomb_area').set({ code: 'FS-2' }).where('code', '=', 'fs').execute();
    expect((await migrate(database, appConfig)).steps).toEqual(['Making tomb_area.code unique', 'Replacing the unique index of tomb_area.code']);
    expect((await migrate(database, appConfig)).steps).toEqual([]);
    await expect(database.db.insertInto('tomb_area').values({ name: 'D', code: 'gs' }).execute()).rejects.toThrow();
  });
});
