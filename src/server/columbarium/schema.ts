/**
 * The columbarium's database guards, created idempotently at start (after the migration): the
 * movement log and the storage payments refuse any UPDATE or DELETE, whatever writes to the
 * database, and a niche can never hold more urns than its capacity (a CHECK on the counter
 * the deposit calls keep, behind the locked check of src/server/columbarium/actions.ts).
 */
import { sql } from 'kysely';
import type { TypedDb as Trx } from '../db/tables';

const IMMUTABLE_TABLES = ['ash_movement', 'ash_payment'] as const;

export const ensureColumbariumSchema = async (db: Trx): Promise<void> => {
  await sql`CREATE OR REPLACE FUNCTION ash_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'rows of % are immutable', TG_TABLE_NAME USING ERRCODE = 'raise_exception';
    END $$`.execute(db);
  for (const table of IMMUTABLE_TABLES) {
    await sql`CREATE OR REPLACE TRIGGER ${sql.id(`${table}_immutable`)} BEFORE UPDATE OR DELETE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION ash_refuse_change()`.execute(db);
  }
  await sql`DO $$ BEGIN
    ALTER TABLE ash_niche ADD CONSTRAINT ash_niche_within_capacity CHECK (stored >= 0 AND stored <= capacity);
  EXCEPTION WHEN duplicate_object THEN NULL; END $$`.execute(db);
};
