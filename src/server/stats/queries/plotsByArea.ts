/**
 * Plot status counts per area, for the stacked bars. Plots are shared by both channels, so
 * this is the same for every caller; areas without plots still appear, with zeros.
 */
import { sql } from 'kysely';
import type { AreaRow } from '../../../protocol/stats';
import { num, type Db } from '../base/common';
import { plotCountsByArea } from './plotCounts';

export const plotsByArea = async (db: Db, statuses: readonly string[], sliced = false): Promise<AreaRow[]> => {
  // Counted apart from the areas: the (area_id, status, ...) index answers the count alone (in
  // slices on PGlite, ./plotCounts.ts), and only a handful of (area, status) rows meet the areas.
  const { rows } = await sql<{ id: number; name: string }>`SELECT a.id, a.name FROM tomb_area a ORDER BY a.sort, a.id`.execute(db);
  const areas = new Map<number, AreaRow>(
    rows.map((r) => [num(r.id), { area_id: num(r.id), area: r.name, counts: Object.fromEntries(statuses.map((s) => [s, 0])), total: 0 }]),
  );
  for (const c of await plotCountsByArea(db, sliced)) {
    const area = areas.get(num(c.area_id));
    if (!area) continue;
    area.counts[c.status] = num(c.n);
    area.total += num(c.n);
  }
  return [...areas.values()];
};
