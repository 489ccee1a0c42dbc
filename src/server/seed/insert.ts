/**
 * Bulk inserts for the demo: each batch is one statement with one JSON parameter
 * (`json_populate_recordset`), several times faster than multi-row VALUES on PGlite, where
 * binding tens of thousands of parameters dominates. Returns each row's id keyed by one of
 * its unique columns, so children can refer to it.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Rows per statement: keeps each JSON parameter to a few megabytes. */
const BATCH = 5_000;

export const insertRows = async (trx: Db, table: string, rows: readonly object[], key?: string): Promise<Map<string, number>> => {
  const ids = new Map<string, number>();
  if (rows.length === 0) return ids;
  const columns = sql.join(Object.keys(rows[0]).map((c) => sql.ref(c)));
  for (let i = 0; i < rows.length; i += BATCH) {
    const json = JSON.stringify(rows.slice(i, i + BATCH));
    const select = sql`select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${json}::json)`;
    if (key === undefined) {
      await sql`insert into ${sql.table(table)} (${columns}) ${select}`.execute(trx);
      continue;
    }
    const inserted = await sql<Record<string, unknown>>`insert into ${sql.table(table)} (${columns}) ${select} returning id, ${sql.ref(key)}`.execute(trx);
    for (const r of inserted.rows) ids.set(String(r[key]), Number(r.id));
  }
  return ids;
};

/** The id of a row inserted earlier; a missing one is a bug in the demo data, not bad input. */
export const idOf = (ids: Map<string, number>, key: string): number => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Demo data refers to ${key}, which was not inserted`);
  return id;
};
