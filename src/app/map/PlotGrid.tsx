/**
 * The area's plots as rooms > rows > cells. One listener on the grid serves every cell
 * (a mouse's hover shows the card, click selects), the cells themselves are inert divs, and filters
 * and the selection are data attributes read by the generated stylesheet: with 5,000 plots,
 * only a data load re-renders the cells. A finger has no hover: a tap opens the plot's panel
 * and shows no card (one the tap's emulated mouse events left would stay over the sheet).
 */
import { useTheme } from '@mui/material';
import { useMemo, useState, type MouseEvent, type PointerEvent } from 'react';
import { useTranslate } from 'react-admin';
import { CELL_CLASS, GRID_CLASS, buildGridCss, selectedCss } from './gridCss';
import type { MapFilter, RoomBlock } from './layout';
import { PlotHoverCard } from './PlotHoverCard';
import { RoomBlockView, type RoomTexts } from './RoomBlockView';
import type { MapPlot } from './types';

const GRID_CSS = buildGridCss();

interface Props {
  blocks: RoomBlock[];
  plotsById: Map<number, MapPlot>;
  filter: MapFilter;
  selectedId?: number;
  onSelect: (plot: MapPlot) => void;
}

const plotIdAt = (target: EventTarget | null): number | undefined => {
  const cell = target instanceof Element ? target.closest(`.${CELL_CLASS}`) : null;
  return cell ? Number(cell.getAttribute('data-id')) : undefined;
};

export const PlotGrid = ({ blocks, plotsById, filter, selectedId, onSelect }: Props) => {
  const translate = useTranslate();
  const theme = useTheme();
  const [hover, setHover] = useState<{ plot: MapPlot; x: number; y: number }>();
  const texts: RoomTexts = useMemo(
    () => ({
      plots: (count) => translate('map.room_plots', { count }),
      rowEmpty: translate('map.row_empty'),
      roomEmpty: translate('map.room_empty'),
    }),
    [translate],
  );
  const onPointerOver = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    const id = plotIdAt(e.target);
    const plot = id === undefined ? undefined : plotsById.get(id);
    setHover(plot ? { plot, x: e.clientX, y: e.clientY } : undefined);
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
      {hover && <PlotHoverCard plot={hover.plot} x={hover.x} y={hover.y} />}
    </div>
  );
};
