/**
 * The plot grid from the keyboard (a roving tab stop): the grid is one stop of the Tab order,
 * on the selected plot or else the first; arrow keys, Home and End move between plots
 * (gridNavigation.ts), Enter or Space opens the plot's panel. The stop is moved by setting
 * tabIndex on two cells, so 5,000 memoised cells never re-render for it; the selection is
 * told to assistive technology the same way (aria-selected).
 */
import { useEffect, useMemo, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { CELL_CLASS } from './gridCss';
import { gridNavigation, isMoveKey, moveFrom } from './gridNavigation';
import type { RoomBlock } from './layout';
import type { MapPlot } from './types';

const cellOf = (grid: HTMLElement | null, id: number | undefined): HTMLElement | null =>
  grid && id !== undefined ? grid.querySelector<HTMLElement>(`.${CELL_CLASS}[data-id="${id}"]`) : null;

const idOf = (target: EventTarget): number | undefined =>
  target instanceof HTMLElement && target.classList.contains(CELL_CLASS) ? Number(target.dataset.id) : undefined;

export const useGridKeyboard = (
  grid: RefObject<HTMLDivElement | null>,
  blocks: readonly RoomBlock[],
  plotsById: Map<number, MapPlot>,
  selectedId: number | undefined,
  onSelect: (plot: MapPlot) => void,
) => {
  const nav = useMemo(() => gridNavigation(blocks), [blocks]);
  const stop = useRef<number | undefined>(undefined);

  const makeStop = (id: number | undefined) => {
    const cell = cellOf(grid.current, id);
    if (!cell) return;
    const old = cellOf(grid.current, stop.current);
    if (old && old !== cell) old.tabIndex = -1;
    cell.tabIndex = 0;
    stop.current = id;
  };

  // A new area or selection: the stop goes to the selected plot, else stays, else the first plot.
  useEffect(() => {
    const first = nav.rows[0]?.[0];
    const keep = stop.current !== undefined && nav.at.has(stop.current) ? stop.current : first;
    makeStop(selectedId !== undefined && nav.at.has(selectedId) ? selectedId : keep);
    // makeStop reads only refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nav, selectedId]);

  useEffect(() => {
    const cell = cellOf(grid.current, selectedId);
    cell?.setAttribute('aria-selected', 'true');
    return () => cell?.removeAttribute('aria-selected');
  }, [grid, nav, selectedId]);

  const onKeyDown = (e: KeyboardEvent) => {
    const id = idOf(e.target);
    if (id === undefined) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      const plot = plotsById.get(id);
      if (plot) onSelect(plot);
      return;
    }
    if (!isMoveKey(e.key)) return;
    e.preventDefault();
    const next = moveFrom(nav, id, e.key, e.ctrlKey || e.metaKey);
    if (next === undefined || next === id) return;
    makeStop(next);
    const cell = cellOf(grid.current, next);
    cell?.focus({ preventScroll: true });
    cell?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  // A click or a screen reader's own movement also moves the stop.
  const onFocus = (e: FocusEvent) => {
    const id = idOf(e.target);
    if (id !== undefined && id !== stop.current) makeStop(id);
  };

  return { onKeyDown, onFocus };
};
