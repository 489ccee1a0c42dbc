/** The compact shape of one area's map, as served by POST /index/admin.tomb_burialslot/map (docs/operations.md). */
export interface MapRoom {
  id: number;
  name: string;
  code: string;
  sort: number;
}

export interface MapShelf {
  id: number;
  room_id: number;
  name: string;
  code: string;
  sort: number;
}

export interface MapPlot {
  id: number;
  shelf_id: number;
  column_no: number;
  code: string;
  type: string;
  status: string;
  price: number;
  capacity: number;
}

/** Plots travel as rows of values in PLOT_COLUMNS order, to keep 5,000 plots small on the wire. */
export const PLOT_COLUMNS = ['id', 'shelf_id', 'column_no', 'code', 'type', 'status', 'price', 'capacity'] as const;
type PlotRow = [number, number, number, string, string, string, number, number];

export interface AreaMapPayload {
  rooms: MapRoom[];
  shelves: MapShelf[];
  columns: typeof PLOT_COLUMNS;
  plots: PlotRow[];
}

export interface AreaMap {
  rooms: MapRoom[];
  shelves: MapShelf[];
  plots: MapPlot[];
}
