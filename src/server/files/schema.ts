/**
 * The file store's own table and its ties to the records files belong to (./store.ts). The
 * metadata table, `stored_file`, is the config's (resources.config.ts); the bytes of a file
 * kept in the database are `stored_file_blob`, which no config field type describes (bytea).
 * Each table that owns files gets a trigger that takes a record's files with it when it is
 * deleted (the foreign key a generic owner cannot have). Before the store was generic, the work
 * orders kept their photos in `work_photo` and `work_photo_blob`: those are moved into the store
 * once, ids kept (the files in the folder and the walk checks' photo_id stay right).
 */
import { sql } from 'kysely';
import type { TypedDb } from '../db/tables';

declare module '../db/tables' {
  interface ServerTables {
    stored_file_blob: { file_id: number; original: Uint8Array; thumb: Uint8Array };
  }
}

/** Run after the config's migration (the tables exist); `owners`: the tables whose records have files. */
export const migrateFileStore = async (db: TypedDb, owners: readonly string[]): Promise<void> => {
  await sql`CREATE TABLE IF NOT EXISTS stored_file_blob (
    file_id integer PRIMARY KEY REFERENCES stored_file(id) ON DELETE CASCADE,
    original bytea NOT NULL,
    thumb bytea NOT NULL
  )`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION stored_file_follow_owner() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM stored_file WHERE owner_table = TG_TABLE_NAME AND owner_id = OLD.id;
      RETURN OLD;
    END $$`.execute(db);
  for (const table of owners) {
    const trigger = `${table}_stored_files`;
    await sql`DROP TRIGGER IF EXISTS ${sql.id(trigger)} ON ${sql.table(table)}`.execute(db);
    await sql`CREATE TRIGGER ${sql.id(trigger)} AFTER DELETE ON ${sql.table(table)} FOR EACH ROW EXECUTE FUNCTION stored_file_follow_owner()`.execute(db);
  }
  await moveWorkPhotos(db);
};

/** The work photos' tables of before (see the header), moved into the store in one transaction, then dropped. */
const moveWorkPhotos = async (db: TypedDb): Promise<void> => {
  const { rows } = await sql<{ found: string | null }>`SELECT to_regclass('work_photo')::text AS found`.execute(db);
  if (!rows[0]?.found) return;
  await db.transaction().execute(async (trx) => {
    const walk = await sql<{ found: number }>`SELECT count(*)::integer AS found FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'work_photo' AND column_name = 'walk_check_id'`.execute(trx);
    const owner = walk.rows[0].found > 0 ? sql`CASE WHEN walk_check_id IS NOT NULL THEN 'walk_check' ELSE 'work_order' END, coalesce(walk_check_id, work_order_id)` : sql`'work_order', work_order_id`;
    await sql`INSERT INTO stored_file (id, owner_table, owner_id, channel, mime, bytes, width, height, in_folder, uploaded_by, created_at, updated_at)
      SELECT id, ${owner}, channel, mime, bytes, width, height, in_folder, uploaded_by, created_at, created_at FROM work_photo ORDER BY id`.execute(trx);
    await sql`INSERT INTO stored_file_blob (file_id, original, thumb) SELECT photo_id, original, thumb FROM work_photo_blob`.execute(trx);
    await sql`SELECT setval(pg_get_serial_sequence('stored_file', 'id'), greatest((SELECT max(id) FROM stored_file), 1))`.execute(trx);
    await sql`DROP TABLE work_photo_blob`.execute(trx);
    await sql`DROP TABLE work_photo`.execute(trx);
  });
};
