/**
 * Saved column mappings of the import screen (`import_mapping`): plain CRUD for every level, the
 * server stamping who saved one whatever the body says, each channel seeing only its own, and
 * no import of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/actors';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer('importMappings');
});
afterAll(async () => {
  await s?.close();
});

const body = (r: { json: () => unknown }) => r.json() as { status: number; msg: string; data: Record<string, unknown> & { id?: number } };
const mapping = JSON.stringify({ columns: { 逝者: 'name', 卒: 'death_date' }, dateOrder: 'dmy' });

describe('saved column mappings', () => {
  it('are saved by a clerk with who saved them, read back by the channel and not by the other', async () => {
    const saved = body(await s.post(1, '/index/admin.import_mapping/create', { name: 'Old register', resource: 'member', mapping }));
    expect(saved.status).toBe(200);
    const row = await s.database.db.selectFrom('import_mapping').selectAll().where('id', '=', Number(saved.data.id)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Old register', resource: 'member', mapping, created_by: s.actors[1].userId, channel: 'inside' });

    const inside = body(await s.post(2, '/index/query', { table: 'import_mapping', where: { resource: 'member' } }));
    expect((inside.data as unknown as { name: string }[]).map((r) => r.name)).toEqual(['Old register']);
    const outside = body(await s.post(3, '/index/query', { table: 'import_mapping', where: { resource: 'member' } }));
    expect(outside.data).toEqual([]);
  });

  it('refuses a body that names who saved it, and cannot be imported', async () => {
    const forged = body(await s.post(1, '/index/admin.import_mapping/create', { name: 'Forged', resource: 'member', mapping, created_by: s.actors[5].userId }));
    expect(forged.status).not.toBe(200);
    expect(await s.database.db.selectFrom('import_mapping').select('id').where('name', '=', 'Forged').execute()).toEqual([]);
    const imported = body(await s.post(1, '/index/import/check', { table: 'import_mapping', rows: [{ name: 'x', resource: 'member', mapping }] }));
    expect(imported.status).toBe(403);
  });
});
