/**
 * The file store's ties (src/server/files/schema.ts), on a real database: the work photos'
 * tables of before move into the store once, ids and bytes kept, each photo owned by its work
 * order or walk check; and a record's files go when the record is deleted.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appConfig } from '../../src/instance';
import { privileged } from '../../src/server/data/door';
import { migrate } from '../../src/server/db/migrate';
import { migrateFileStore } from '../../src/server/files/schema';
import { closeTestDatabase, onPostgres, openTestDatabase } from './helpers/database';
import { forFile } from './helpers/forFile';

const w = forFile(async () => {
  const database = await openTestDatabase('file_store');
  await migrate(database, appConfig);
  const db = privileged(database.db);
  const area = await db.insertInto('tomb_area').values({ name: 'Store area', code: 'SA' }).returning('id').executeTakeFirstOrThrow();
  const room = await db.insertInto('tomb_room').values({ name: 'Store room', code: 'SR', area_id: area.id }).returning('id').executeTakeFirstOrThrow();
  const shelf = await db.insertInto('tomb_shelf').values({ name: 'Store row', code: 'SS', area_id: area.id, room_id: room.id }).returning('id').executeTakeFirstOrThrow();
  const plot = await db
    .insertInto('tomb_burialslot')
    .values({ code: 'SA-1', area_id: area.id, room_id: room.id, shelf_id: shelf.id, column_no: 1, type: 'single', status: 'available', price: 100 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db.insertInto('user').values({ mobile: '13900000031', nickname: 'Keeper', level: 2, password_hash: 'x', channel: 'inside' }).returning('id').executeTakeFirstOrThrow();
  const work = (n: number) =>
    db.insertInto('work_order').values({ id: n, work_no: `WO${n}`, kind: 'repair', burialslot_id: plot.id, channel: 'inside' }).returning('id').executeTakeFirstOrThrow();
  const check = await db
    .insertInto('walk_check')
    .values({ burialslot_id: plot.id, area_id: area.id, result: 'flagged', checked_by: user.id, checked_at: '2026-01-02T03:04:05.000Z', channel: 'inside' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { database, db, work, checkId: check.id, userId: user.id, close: () => closeTestDatabase(database) };
});

describe(`the file store (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('moves the work photos of before into the store once, ids and bytes kept, and drops their tables', async () => {
    const { db } = w;
    const kept = await w.work(9001);
    await sql`CREATE TABLE work_photo (id serial PRIMARY KEY, work_order_id integer REFERENCES work_order(id) ON DELETE CASCADE, walk_check_id integer, channel text NOT NULL,
      mime text NOT NULL, bytes integer NOT NULL, width integer NOT NULL, height integer NOT NULL, in_folder boolean NOT NULL, uploaded_by integer, created_at timestamptz NOT NULL DEFAULT now())`.execute(db);
    await sql`CREATE TABLE work_photo_blob (photo_id integer PRIMARY KEY REFERENCES work_photo(id) ON DELETE CASCADE, original bytea NOT NULL, thumb bytea NOT NULL)`.execute(db);
    await sql`INSERT INTO work_photo (id, work_order_id, channel, mime, bytes, width, height, in_folder, uploaded_by) VALUES (41, ${kept.id}, 'inside', 'image/png', 3, 1, 1, false, ${w.userId})`.execute(db);
    await sql`INSERT INTO work_photo (id, walk_check_id, channel, mime, bytes, width, height, in_folder) VALUES (42, ${w.checkId}, 'inside', 'image/jpeg', 3, 1, 1, true)`.execute(db);
    await sql`INSERT INTO work_photo_blob (photo_id, original, thumb) VALUES (41, ${Buffer.from([1, 2, 3])}, ${Buffer.from([4])})`.execute(db);

    await migrateFileStore(db, ['work_order', 'walk_check']);
    await migrateFileStore(db, ['work_order', 'walk_check']);

    const files = await db.selectFrom('stored_file').select(['id', 'owner_table', 'owner_id', 'mime', 'in_folder', 'uploaded_by']).orderBy('id').execute();
    expect(files).toEqual([
      { id: 41, owner_table: 'work_order', owner_id: kept.id, mime: 'image/png', in_folder: false, uploaded_by: w.userId },
      { id: 42, owner_table: 'walk_check', owner_id: w.checkId, mime: 'image/jpeg', in_folder: true, uploaded_by: null },
    ]);
    const blob = await db.selectFrom('stored_file_blob').select(['file_id', 'original']).executeTakeFirstOrThrow();
    expect([blob.file_id, [...blob.original]]).toEqual([41, [1, 2, 3]]);
    const { rows } = await sql<{ found: string | null }>`SELECT to_regclass('work_photo')::text AS found`.execute(db);
    expect(rows[0].found).toBeNull();
    // The next file takes the next id.
    const next = await db.insertInto('stored_file').values({ owner_table: 'work_order', owner_id: kept.id, channel: 'inside', mime: 'image/png', bytes: 1, in_folder: false }).returning('id').executeTakeFirstOrThrow();
    expect(next.id).toBeGreaterThan(42);
  });

  it('takes a record’s files with it when it is deleted, and only its own', async () => {
    const { db } = w;
    await migrateFileStore(db, ['work_order', 'walk_check']);
    const [gone, stays] = [await w.work(9101), await w.work(9102)];
    for (const owner of [gone, stays]) {
      const file = await db.insertInto('stored_file').values({ owner_table: 'work_order', owner_id: owner.id, channel: 'inside', mime: 'image/png', bytes: 1, in_folder: false }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('stored_file_blob').values({ file_id: file.id, original: Buffer.from([1]), thumb: Buffer.from([2]) }).execute();
    }
    await db.deleteFrom('work_order').where('id', '=', gone.id).execute();
    const left = await db.selectFrom('stored_file').select('owner_id').where('owner_table', '=', 'work_order').where('owner_id', 'in', [gone.id, stays.id]).execute();
    expect(left.map((f) => f.owner_id)).toEqual([stays.id]);
    const blobs = await db.selectFrom('stored_file_blob as b').innerJoin('stored_file as f', 'f.id', 'b.file_id').select('f.owner_id').where('f.owner_id', 'in', [gone.id, stays.id]).execute();
    expect(blobs.map((b) => b.owner_id)).toEqual([stays.id]);
  });
});
