/**
 * Folds the delta logs back to one row per key and drops keys that sum to nothing. One
 * statement per table: rows appended by transactions that commit meanwhile are not visible
 * to it, so they stay, uncounted by the fold and still counted by every sum.
 */
import { sql } from 'kysely';
import type { TypedDb } from '../../data/door';
import { ROLLUP_LAYOUTS, type RollupLayout } from './names';

const compactTable = async (db: TypedDb, { table, keys, weight, value }: RollupLayout): Promise<void> => {
  const t = sql.table(table);
  const cols = sql.join(keys.map((k) => sql.id(k)));
  const rCols = sql.join(keys.map((k) => sql.ref(`r.${k}`)));
  const dupCols = sql.join(keys.map((k) => sql.ref(`dup.${k}`)));
  const w = sql.id(weight);
  const v = sql.id(value);
  await sql`WITH dup AS (
      SELECT ${cols} FROM ${t} GROUP BY ${cols} HAVING COUNT(*) > 1 OR SUM(${w}) = 0
    ), gone AS (
      DELETE FROM ${t} r USING dup WHERE (${rCols}) = (${dupCols}) RETURNING r.*
    )
    INSERT INTO ${t} (${cols}, ${w}, ${v})
    SELECT ${cols}, SUM(${w}), SUM(${v}) FROM gone GROUP BY ${cols} HAVING SUM(${w}) <> 0 OR SUM(${v}) <> 0`.execute(db);
};

export const compactRollups = async (db: TypedDb): Promise<void> => {
  for (const layout of ROLLUP_LAYOUTS) await compactTable(db, layout);
};
