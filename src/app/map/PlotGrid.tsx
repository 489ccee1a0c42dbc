/**
 * The area's plots as rooms > rows > cells. One listener on the grid serves every cell
 * (hover shows the card, click selects), the cells themselves are inert divs, and filters
 * and the selection are data attributes read by the generated stylesheet: with 5,000 plots,
 * only a data load re-renders the cells. A finger has no hover: a tap opens the plot's panel
 * and shows no card (one the tap's emulated mouse events left would stay over the sheet).
 *
 * For the keyboard and screen readers it is an ARIA grid (rooms as row groups, rows with
 * their name as row header, each plot a gridcell named by its code, status and type), one
 * stop in the Tab order whose arrow keys move between plots (useGridKeyboard.ts).
 */
import { useTheme } from '@mui/material';
import { WHOLE_AREA, isWholeArea } from '../../config/placeName';
import { useMemo, useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { pickLabel } from '../i18n/useConfigLabel';
import { CELL_CLASS, GRID_CLASS, buildGridCss, selectedCss } from './gridCss';
import type { MapFilter, RoomBlock } from './layout';
import { PlotHoverCard } from './PlotHoverCard';
import { RoomBlockView, type RoomTexts } from './RoomBlockView';
import { PLOT_STATUSES, PLOT_TYPES, enumByValue } from './plotEnums';
import type { MapPlot } from './types';
import type { EnumValue } from '../../config/types';
import { useGridKeyboard } from './useGridKeyboard';

const GRID_CSS = buildGridCss();
/** Where a plot's code goes in its translated name. */
const CODE_SLOT = '\u0000';

interface Props {
  blocks: RoomBlock[];
  plotsById: Map<number, MapPlot>;
  filter: MapFilter;
  selectedId?: number;
  onSelect: (plot: MapPlot) => void;
  /** The statuses and types the cells are named by (default the plots'; the niche map passes the niches'). */
  statuses?: readonly EnumValue[];
  types?: readonly EnumValue[];
  /** The translation key of a room's count (default the plots': "36 plots"). */
  roomCountKey?: string;
}

const focusVisible = (el: Element): boolean => {
  try {
    return el.matches(':focus-visible');
  } catch {
    return false;
  }
};

const plotIdAt = (target: EventTarget | null): number | undefined => {
  const cell = target instanceof Element ? target.closest(`.${CELL_CLASS}`) : null;
  return cell ? Number(cell.getAttribute('data-id')) : undefined;
};

export const PlotGrid = ({ blocks, plotsById, filter, selectedId, onSelect, statuses = PLOT_STATUSES, types = PLOT_TYPES, roomCountKey = 'map.room_plots' }: Props) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useTheme();
  const [hover, setHover] = useState<{ plot: MapPlot; x: number; y: number }>();
  const texts: RoomTexts = useMemo(() => {
    const names = new Map<string, string>();
    const enumLabel = (values: readonly EnumValue[], value: string) => {
      const e = enumByValue(values, value);
      return e ? pickLabel(e.label, locale) : value;
    };
    return {
      plots: (count) => translate(roomCountKey, { count }),
      rowEmpty: translate('map.row_empty'),
      roomEmpty: translate('map.room_empty'),
      place: (name) => (isWholeArea(name) ? pickLabel(WHOLE_AREA, locale) : name),
      cell: (p) => {
        // 5,000 names per area: translated once per status and type, the code put in after.
        const key = `${p.status}\u0001${p.type}`;
        let name = names.get(key);
        if (name === undefined) {
          name = translate('plot_grid.cell', { code: CODE_SLOT, status: enumLabel(statuses, p.status), type: enumLabel(types, p.type) });
          names.set(key, name);
        }
        return name.replace(CODE_SLOT, () => p.code);
      },
    };
  }, [translate, locale, statuses, types, roomCountKey]);
  const grid = useRef<HTMLDivElement>(null);
  const keyboard = useGridKeyboard(grid, blocks, plotsById, selectedId, onSelect);
  const onPointerOver = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    const id = plotIdAt(e.target);
    const plot = id === undefined ? undefined : plotsById.get(id);
    setHover(plot ? { plot, x: e.clientX, y: e.clientY } : undefined);
  };
  // The keyboard's plot shows the same card under it (not a click's: that opens the panel).
  const onFocus = (e: FocusEvent) => {
    keyboard.onFocus(e);
    const id = plotIdAt(e.target);
    const plot = id === undefined ? undefined : plotsById.get(id);
    if (!plot || !(e.target instanceof Element) || !focusVisible(e.target)) return;
    const box = e.target.getBoundingClientRect();
    setHover({ plot, x: box.left, y: box.bottom - 8 });
  };
  const onClick = (e: MouseEvent) => {
    const id = plotIdAt(e.target);
    const plot = id === undefined ? undefined : plotsById.get(id);
    if (plot) {
      setHover(undefined);
      onSelect(plot);
    }
  };
  return (
    <div
      ref={grid}
      role="grid"
      aria-label={translate('plot_grid.label')}
      onKeyDown={keyboard.onKeyDown}
      onFocus={onFocus}
      onBlur={() => setHover(undefined)}
      className={GRID_CLASS}
      data-fs={filter.statuses.length > 0 ? filter.statuses.join(' ') : undefined}
      data-ft={filter.types.length > 0 ? filter.types.join(' ') : undefined}
      onPointerOver={onPointerOver}
      onPointerLeave={() => setHover(undefined)}
      onClick={onClick}
      data-testid="plot-grid"
      style={{ ['--plot-grid-bg' as string]: theme.palette.background.default }}
    >
      <style>{GRID_CSS}</style>
      <style>{selectedCss(selectedId)}</style>
      {blocks.map((block) => (
        <RoomBlockView key={block.room.id} block={block} texts={texts} />
      ))}
      {hover && <PlotHoverCard plot={hover.plot} x={hover.x} y={hover.y} statuses={statuses} types={types} />}
    </div>
  );
};
