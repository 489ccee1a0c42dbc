/**
 * The niche map: the halls (areas) that hold niches, and one hall's walls (rooms), rows and
 * niches, the niches as rows of values in NICHE_MAP_COLUMNS order like the plot map's plots
 * (src/server/domain/mapQuery.ts), so the browser reuses the plot grid.
 */
import { sql } from 'kysely';
import type { TypedDb as Trx } from '../db/tables';

const NICHE_MAP_COLUMNS = ['id', 'shelf_id', 'column_no', 'code', 'status', 'price_year', 'capacity', 'stored', 'price_month'] as const;

export const nicheMap = async (db: Trx, areaId: number | undefined) => {
  const halls = await db
    .selectFrom('tomb_area')
    .select(['id', 'name'])
    .where(sql<boolean>`EXISTS (SELECT 1 FROM ash_niche n WHERE n.area_id = tomb_area.id)`)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const area = areaId ?? (halls[0]?.id as number | undefined);
  if (area === undefined) return { halls, area_id: null, rooms: [], shelves: [], columns: NICHE_MAP_COLUMNS, niches: [] };
  const [rooms, shelves, niches] = await Promise.all([
    db.selectFrom('tomb_room').select(['id', 'name', 'code', 'sort']).where('area_id', '=', area).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('tomb_shelf').select(['id', 'room_id', 'name', 'code', 'sort']).where('area_id', '=', area).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('ash_niche').select([...NICHE_MAP_COLUMNS]).where('area_id', '=', area).orderBy('shelf_id').orderBy('column_no').orderBy('id').limit(10_000).execute(),
  ]);
  // Only the rows (shelves) that hold niches: a hall's walls may also carry plots' rows.
  const used = new Set(niches.map((n) => n.shelf_id));
  const usedShelves = shelves.filter((s) => used.has(s.id));
  const usedRooms = new Set(usedShelves.map((s) => s.room_id));
  return {
    halls,
    area_id: area,
    rooms: rooms.filter((r) => usedRooms.has(r.id)),
    shelves: usedShelves,
    columns: NICHE_MAP_COLUMNS,
    niches: niches.map((n) => NICHE_MAP_COLUMNS.map((c) => n[c])),
  };
};
