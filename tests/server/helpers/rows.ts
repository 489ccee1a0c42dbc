/** Rows written straight to a test database, past the app and its rules. */
import type { Database } from '../../../src/server/db/database';

type Db = Database['db'];

/** Insert one row; answers its id. */
export const insertRow = async (db: Db, table: string, values: Record<string, unknown>): Promise<number> =>
  Number((await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id);

/** An area, a room in it and a row of plots in that (codes A, R and S): where a test's own plots go. */
export const addShelf = async (db: Db): Promise<{ area: number; room: number; shelf: number }> => {
  const area = await insertRow(db, 'tomb_area', { name: 'A', code: 'A' });
  const room = await insertRow(db, 'tomb_room', { area_id: area, name: 'R', code: 'R' });
  const shelf = await insertRow(db, 'tomb_shelf', { area_id: area, room_id: room, name: 'S', code: 'S' });
  return { area, room, shelf };
};
