/**
 * Pure arrangement of an area's map: rooms in order, each with its shelves as rows and each
 * row's plots by column; counts per status; the filter test and the search. No React here,
 * so the 5,000-plot work is tested and memoised once per area load.
 */
import type { AreaMap, AreaMapPayload, MapPlot, MapRoom, MapShelf } from './types';

export interface ShelfRow {
  shelf: MapShelf;
  plots: MapPlot[];
}

export interface RoomBlock {
  room: MapRoom;
  rows: ShelfRow[];
}

export const decodeAreaMap = (payload: AreaMapPayload): AreaMap => ({
  rooms: payload.rooms,
  shelves: payload.shelves,
  plots: payload.plots.map(([id, shelf_id, column_no, code, type, status, price, capacity]) => ({
    id,
    shelf_id,
    column_no,
    code,
    type,
    status,
    price: Number(price),
    capacity,
  })),
});

const bySortThenId = (a: { sort: number; id: number }, b: { sort: number; id: number }): number => a.sort - b.sort || a.id - b.id;

/** Rooms > shelves > plots. Shelves whose room is missing and empty rooms are kept so nothing silently vanishes. */
export const arrangeArea = (map: AreaMap): RoomBlock[] => {
  const plotsByShelf = new Map<number, MapPlot[]>();
  for (const p of map.plots) {
    const list = plotsByShelf.get(p.shelf_id);
    if (list) list.push(p);
    else plotsByShelf.set(p.shelf_id, [p]);
  }
  for (const list of plotsByShelf.values()) list.sort((a, b) => a.column_no - b.column_no || a.id - b.id);
  const rowsByRoom = new Map<number, ShelfRow[]>();
  for (const shelf of [...map.shelves].sort(bySortThenId)) {
    const row = { shelf, plots: plotsByShelf.get(shelf.id) ?? [] };
    const rows = rowsByRoom.get(shelf.room_id);
    if (rows) rows.push(row);
    else rowsByRoom.set(shelf.room_id, [row]);
  }
  return [...map.rooms].sort(bySortThenId).map((room) => ({ room, rows: rowsByRoom.get(room.id) ?? [] }));
};

export const countByStatus = (plots: readonly MapPlot[]): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const p of plots) counts[p.status] = (counts[p.status] ?? 0) + 1;
  return counts;
};

export interface MapFilter {
  /** Empty = every status. */
  statuses: readonly string[];
  /** Empty = every type. */
  types: readonly string[];
}

export const matchesFilter = (plot: MapPlot, filter: MapFilter): boolean =>
  (filter.statuses.length === 0 || filter.statuses.includes(plot.status)) &&
  (filter.types.length === 0 || filter.types.includes(plot.type));

/** A plot by code: an exact match first (case-insensitive), else the first code that starts with the text. */
export const findPlotByCode = (plots: readonly MapPlot[], text: string): MapPlot | undefined => {
  const q = text.trim().toLowerCase();
  if (!q) return undefined;
  return plots.find((p) => p.code.toLowerCase() === q) ?? plots.find((p) => p.code.toLowerCase().startsWith(q));
};
