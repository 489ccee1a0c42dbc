/** After rows are inserted with their ids, each serial/identity sequence continues after the largest id. */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { quoteIdent } from '../db/names';
import type { TableInfo } from './format';

export const resetSequences = async (trx: Db, tables: readonly TableInfo[]): Promise<void> => {
  for (const table of tables) {
    for (const column of table.columns) {
      const r = await sql<{ seq: string | null }>`select pg_get_serial_sequence(${quoteIdent(table.name)}, ${column.name}) as seq`.execute(trx);
      const seq = r.rows[0]?.seq;
      if (!seq) continue;
      const col = quoteIdent(column.name);
      await sql
        .raw(`select setval('${seq.replace(/'/g, "''")}', coalesce(max(${col}), 0) + 1, false) from ${quoteIdent(table.name)}`)
        .execute(trx);
    }
  }
};
