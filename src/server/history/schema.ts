/**
 * Imported history's database rule, created idempotently at start (after the migration): a field
 * declared `optionalInHistory` (src/config/types.ts) has a nullable column, so a CHECK keeps it
 * required of every row that is not imported history (import_batch_id null). One constraint per
 * table, named after the fields it covers, so a config that changes them gets a new one.
 */
import { sql } from 'kysely';
import type { ResourceDef } from '../../config/types';
import type { TypedDb as Trx } from '../db/tables';

export const HISTORY_COLUMN = 'import_batch_id';

export const ensureHistorySchema = async (db: Trx, resources: Record<string, ResourceDef>): Promise<void> => {
  for (const resource of Object.values(resources)) {
    if (!Object.hasOwn(resource.fields, HISTORY_COLUMN)) continue;
    const optional = Object.entries(resource.fields)
      .filter(([, f]) => f.required && f.optionalInHistory)
      .map(([name]) => name)
      .sort();
    if (optional.length === 0) continue;
    const name = `${resource.table}_history_required_${optional.length}`.slice(0, 63);
    const check = sql.join(
      optional.map((c) => sql`${sql.ref(c)} IS NOT NULL`),
      sql` AND `,
    );
    const exists = await sql<{ def: string }>`SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = ${name} AND conrelid = ${resource.table}::regclass`.execute(db);
    const def = exists.rows[0]?.def ?? '';
    if (exists.rows.length > 0 && optional.every((c) => def.includes(c))) continue;
    if (exists.rows.length > 0) await sql`ALTER TABLE ${sql.table(resource.table)} DROP CONSTRAINT ${sql.id(name)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(resource.table)} ADD CONSTRAINT ${sql.id(name)} CHECK (${sql.ref(HISTORY_COLUMN)} IS NOT NULL OR (${check}))`.execute(db);
  }
};
