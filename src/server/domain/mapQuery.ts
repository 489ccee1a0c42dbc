/**
 * The compact map of one area for the tomb location view: its rooms, shelves and every plot as
 * a row of values (docs/operations.md). One indexed query per table instead of pages of full
 * records keeps 5,000 plots well under a second and a few hundred kilobytes. `sliced` (the
 * embedded database): the plots in pages of ROW_SLICE with turns between (../http/heavyLane.ts).
 */
import { inPages } from '../http/heavyLane';
import type { TypedDb as Trx } from '../db/tables';

const PLOT_MAP_COLUMNS = ['id', 'shelf_id', 'column_no', 'code', 'type', 'status', 'price', 'capacity'] as const;

interface AreaMapRows {
  rooms: unknown[];
  shelves: unknown[];
  columns: typeof PLOT_MAP_COLUMNS;
  plots: unknown[][];
}

export const areaMap = async (db: Trx, areaId: number, sliced = false): Promise<AreaMapRows> => {
  const [rooms, shelves, plots] = await Promise.all([
    db.selectFrom('tomb_room').select(['id', 'name', 'code', 'sort']).where('area_id', '=', areaId).orderBy('sort').orderBy('id').execute(),
    db.selectFrom('tomb_shelf').select(['id', 'room_id', 'name', 'code', 'sort']).where('area_id', '=', areaId).orderBy('sort').orderBy('id').execute(),
    inPages(sliced, undefined, (offset, limit) => {
      const q = db.selectFrom('tomb_burialslot').select([...PLOT_MAP_COLUMNS]).where('area_id', '=', areaId).orderBy('shelf_id').orderBy('column_no').orderBy('id');
      return (limit === undefined ? q : q.limit(limit).offset(offset)).execute();
    }),
  ]);
  return { rooms, shelves, columns: PLOT_MAP_COLUMNS, plots: plots.map((p) => PLOT_MAP_COLUMNS.map((c) => p[c])) };
};
