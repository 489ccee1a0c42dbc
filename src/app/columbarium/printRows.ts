/** What the columbarium's printed documents read besides their own record: the niche with its place, and the cemetery's header. */
import { queryRows } from '../print/data/fetch';
import { placeName } from '../../config/placeName';
import { PLACE_JOINS } from '../print/data/queries';
import type { SettingRow } from '../print/data/rows';

export type PrintRow = Record<string, string | number | null>;

/** A niche with its hall, wall and row names. */
export const nicheRow = async (id: number): Promise<PrintRow | undefined> =>
  (
    await queryRows<PrintRow>({
      table: 'ash_niche',
      field: ['id', 'code', 'area.name', 'room.name', 'shelf.name'],
      left_join: PLACE_JOINS,
      where: { id },
      page: 1,
      page_size: 1,
    })
  )[0];

/** The settings a document's header shows. */
export const headerSetting = async (): Promise<SettingRow | undefined> =>
  (await queryRows<SettingRow>({ table: 'setting', field: ['id', 'cemetery_name', 'address', 'phone', 'seal_url'], page: 1, page_size: 1 }))[0];

/** Hall · wall · row · code. */
export const nichePlace = (n: PrintRow | undefined): string => (n ? placeName([n['area.name'], n['room.name'], n['shelf.name'], n.code].map((v) => (v == null ? v : String(v)))) : '');
