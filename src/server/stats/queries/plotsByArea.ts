/**
 * Plot status counts per area, for the stacked bars. Plots are shared by both channels, so
 * this is the same for every caller; areas without plots still appear, with zeros.
 */
import { sql } from 'kysely';
import type { AreaRow } from '../../../protocol/stats';
import { num, type Db } from '../base/common';

export const plotsByArea = async (db: Db, statuses: readonly string[]): Promise<AreaRow[]> => {
  // Counted before the join: the (area_id, status, ...) index answers the count alone, and
  // only a handful of (area, status) rows meet the areas.
  const { rows } = await sql<{ area_id: number; area: string; status: string | null; n: number }>`
    SELECT a.id AS area_id, a.name AS area, c.status, c.n
    FROM tomb_area a
    LEFT JOIN (SELECT area_id, status, COUNT(*)::int AS n FROM tomb_burialslot GROUP BY area_id, status) c ON c.area_id = a.id
    ORDER BY a.sort, a.id`.execute(db);
  const areas = new Map<number, AreaRow>();
  for (const r of rows) {
    const id = num(r.area_id);
    let area = areas.get(id);
    if (!area) {
      area = { area_id: id, area: r.area, counts: Object.fromEntries(statuses.map((s) => [s, 0])), total: 0 };
      areas.set(id, area);
    }
    if (r.status !== null) {
      area.counts[r.status] = num(r.n);
      area.total += num(r.n);
    }
  }
  return [...areas.values()];
};
