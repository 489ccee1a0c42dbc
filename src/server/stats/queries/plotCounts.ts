/**
 * Plots counted by status (and area): every plot, shared by both channels. On the embedded
 * database the count goes in slices of PLOT_SLICE ids, each one short statement, with a turn of
 * the event loop between them, so the other users' queries run between the slices instead of
 * after the whole table (docs/performance.md, "Heavy requests beside other users"); PostgreSQL
 * counts in one statement (other connections are not held up).
 */
import { sql } from 'kysely';
import { idRanges, type IdRange } from '../../data/slices';
import { yieldTurn } from '../../http/heavyLane';
import { num, type Db } from '../base/common';

export const PLOT_SLICE = 20_000;

export interface PlotCount {
  area_id: number;
  status: string;
  n: number;
}

const countIn = async (db: Db, range?: IdRange): Promise<PlotCount[]> => {
  const { rows } = await sql<PlotCount>`
    SELECT area_id, status, COUNT(*)::int AS n FROM tomb_burialslot
    ${range ? sql`WHERE id >= ${range.from} AND id < ${range.to}` : sql``}
    GROUP BY area_id, status`.execute(db);
  return rows;
};

/** Plot counts per (area, status); `sliced`: in slices of `slice` ids (PGlite). */
export const plotCountsByArea = async (db: Db, sliced: boolean, slice = PLOT_SLICE): Promise<PlotCount[]> => {
  if (!sliced) return countIn(db);
  const sums = new Map<string, PlotCount>();
  for (const range of await idRanges(db, 'tomb_burialslot', slice)) {
    await yieldTurn();
    for (const r of await countIn(db, range)) {
      const key = `${r.area_id}\u0000${r.status}`;
      const had = sums.get(key);
      if (had) had.n += num(r.n);
      else sums.set(key, { area_id: num(r.area_id), status: r.status, n: num(r.n) });
    }
  }
  return [...sums.values()];
};
