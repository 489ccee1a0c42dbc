/**
 * An area's map for the map tests, written as rows of values the way the server sends plots:
 * rooms (id, name, code, sort), rows (id, room, name, code, sort) and plots in PLOT_COLUMNS
 * order, decoded by the page's own decoder.
 */
import { decodeAreaMap } from '../../../src/app/map/layout';
import { PLOT_COLUMNS, type AreaMap, type AreaMapPayload } from '../../../src/app/map/types';

type RoomRow = [id: number, name: string, code: string, sort: number];
type ShelfRow = [id: number, roomId: number, name: string, code: string, sort: number];

export const areaPayload = (rooms: RoomRow[], shelves: ShelfRow[], plots: AreaMapPayload['plots']): AreaMapPayload => ({
  rooms: rooms.map(([id, name, code, sort]) => ({ id, name, code, sort })),
  shelves: shelves.map(([id, room_id, name, code, sort]) => ({ id, room_id, name, code, sort })),
  columns: PLOT_COLUMNS,
  plots,
});

export const areaMap = (...args: Parameters<typeof areaPayload>): AreaMap => decodeAreaMap(areaPayload(...args));
