/**
 * A place as people say it: "Section 3 · Lot 29", never "Section 3 · Whole area · Whole area".
 * An area whose register gives no rooms or rows gets a default room and row from the import
 * (docs/import.md, "Places"), named WHOLE_AREA in the importing user's language: the plots of
 * the area are in them. They are the area itself, so a place line leaves them out, whatever the
 * language they were named in, and a part that repeats the one before it.
 */
import { L } from './define';
import type { Labels } from './types';

export const WHOLE_AREA: Labels = L('全区', 'Whole area', 'Toda la zona', '区画全体');

const WHOLE = new Set(Object.values(WHOLE_AREA).map((s) => s.toLowerCase()));

/** Whether a room's or a row's name is the default an import gave an area without rows (in any language). */
export const isWholeArea = (name: string): boolean => WHOLE.has(name.trim().toLowerCase());

/** The parts (area, room, row, plot…) that say something, joined with " · ". */
export const placeName = (parts: readonly (string | null | undefined)[]): string => {
  const out: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (!text) continue;
    if (out.length > 0 && (isWholeArea(text) || text === out[out.length - 1])) continue;
    out.push(text);
  }
  return out.join(' · ');
};
