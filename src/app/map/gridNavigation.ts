/**
 * Keyboard movement over the map's plots, as a pure function of the arranged area: the rows
 * of every room in order, each a list of plot ids left to right. Left/Right step along a row,
 * Up/Down go to the row above/below at the same place (or its last plot when shorter),
 * Home/End to the row's ends, Ctrl+Home/End to the first and last plot of the area.
 */
import { unreachable } from '../../config/exhaustive';
import type { RoomBlock } from './layout';

export interface GridNavigation {
  rows: number[][];
  at: Map<number, [row: number, column: number]>;
}

export const gridNavigation = (blocks: readonly RoomBlock[]): GridNavigation => {
  const rows = blocks.flatMap((b) => b.rows.filter((r) => r.plots.length > 0).map((r) => r.plots.map((p) => p.id)));
  const at = new Map<number, [number, number]>();
  rows.forEach((row, r) => row.forEach((id, c) => at.set(id, [r, c])));
  return { rows, at };
};

export const MOVE_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'] as const;
export type MoveKey = (typeof MOVE_KEYS)[number];

export const isMoveKey = (key: string): key is MoveKey => (MOVE_KEYS as readonly string[]).includes(key);

/** The plot a key moves to from `id`; the same id at an edge; undefined for a plot not on the map. */
export const moveFrom = (nav: GridNavigation, id: number, key: MoveKey, ctrl = false): number | undefined => {
  const pos = nav.at.get(id);
  if (!pos) return undefined;
  const [r, c] = pos;
  const row = nav.rows[r];
  const clampIn = (target: number[]) => target[Math.min(c, target.length - 1)];
  switch (key) {
    case 'ArrowLeft':
      return row[Math.max(0, c - 1)];
    case 'ArrowRight':
      return row[Math.min(row.length - 1, c + 1)];
    case 'ArrowUp':
      return r > 0 ? clampIn(nav.rows[r - 1]) : id;
    case 'ArrowDown':
      return r < nav.rows.length - 1 ? clampIn(nav.rows[r + 1]) : id;
    case 'Home':
      return ctrl ? nav.rows[0][0] : row[0];
    case 'End': {
      const last = nav.rows[nav.rows.length - 1];
      return ctrl ? last[last.length - 1] : row[row.length - 1];
    }
    default:
      return unreachable(key);
  }
};
