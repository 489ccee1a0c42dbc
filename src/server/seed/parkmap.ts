/**
 * The demo's drawn park (docs/map.md, "The demo"): the generated site plan (an SVG) and every
 * area, row, path, gate and landmark on it (src/server/parkmap/demoPark.ts lays them out), so
 * the first start shows the map and the way to any grave. Written in the demo's transaction,
 * after the areas, rows and plots.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { buildDemoPark, type DemoArea } from '../parkmap/demoPark';

export const writeDemoParkMap = async (trx: Db): Promise<void> => {
  const shelves = await sql<{ area_id: number; area_name: string; room_id: number; shelf_id: number; shelf_name: string; columns: number }>`
    SELECT a.id AS area_id, a.name AS area_name, r.id AS room_id, s.id AS shelf_id, s.name AS shelf_name,
           coalesce((SELECT max(p.column_no) FROM tomb_burialslot p WHERE p.shelf_id = s.id), 0)::integer AS columns
    FROM tomb_shelf s JOIN tomb_room r ON r.id = s.room_id JOIN tomb_area a ON a.id = s.area_id
    ORDER BY a.sort, a.id, r.sort, r.id, s.sort, s.id`.execute(trx);
  const areas = new Map<number, DemoArea & { roomIndex: Map<number, number> }>();
  for (const s of shelves.rows) {
    if (s.columns === 0) continue;
    const area = areas.get(s.area_id) ?? { id: s.area_id, name: s.area_name, rooms: [], roomIndex: new Map<number, number>() };
    areas.set(s.area_id, area);
    if (!area.roomIndex.has(s.room_id)) {
      area.roomIndex.set(s.room_id, area.rooms.length);
      area.rooms.push({ shelves: [] });
    }
    area.rooms[area.roomIndex.get(s.room_id) ?? 0].shelves.push({ id: s.shelf_id, name: s.shelf_name, columns: s.columns });
  }
  if (areas.size === 0) return;
  const park = buildDemoPark([...areas.values()]);
  await trx.insertInto('park_plan').values({ name: '园区平面图', width: Math.ceil(park.width), height: Math.ceil(park.height), meters_per_unit: 0.25, svg: park.svg }).execute();
  for (let i = 0; i < park.features.length; i += 500)
    await trx
      .insertInto('map_feature')
      .values(park.features.slice(i, i + 500).map((f) => ({ kind: f.kind, name: f.name, area_id: f.area_id, shelf_id: f.shelf_id, geometry: JSON.stringify(f.geometry) })))
      .execute();
};
