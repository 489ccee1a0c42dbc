/**
 * The id ranges a sliced read goes through on the embedded database (docs/performance.md, "Heavy
 * requests beside other users"): PGlite runs one statement at a time on the server's only
 * thread, so a read over a whole table is cut into statements over `size` ids each, with a turn
 * of the event loop between them (the plot counts of the statistics and the reconciliation,
 * src/server/stats/queries/plotCounts.ts; the reconciliation's lists, src/server/reconcile/report.ts).
 */
import { sql } from 'kysely';
import type { TypedDb } from '../db/tables';

/** Ids from `from` (included) to `to` (excluded). */
export interface IdRange {
  from: number;
  to: number;
}

/** [from, to) ranges of `size` ids covering every id of `table`, in order; none when it is empty. */
export const idRanges = async (db: TypedDb, table: string, size: number): Promise<IdRange[]> => {
  const { rows } = await sql<{ lo: number | null; hi: number | null }>`SELECT min(id) AS lo, max(id) AS hi FROM ${sql.table(table)}`.execute(db);
  const lo = rows[0]?.lo;
  const hi = rows[0]?.hi;
  if (lo === null || lo === undefined || hi === null || hi === undefined) return [];
  const out: IdRange[] = [];
  for (let from = Number(lo); from <= Number(hi); from += size) out.push({ from, to: from + size });
  return out;
};
