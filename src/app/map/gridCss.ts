/**
 * The grid's stylesheet, generated once from the config's enums. Colours and filter dimming
 * are attribute selectors, so changing a filter or the selection restyles 5,000 cells
 * without re-rendering any of them: the grid carries data-fs / data-ft (the statuses and
 * types shown) and each cell its data-s (status) and data-t (type).
 */
import { PLOT_STATUSES, PLOT_TYPES } from './plotEnums';

export const GRID_CLASS = 'plot-grid';
export const CELL_CLASS = 'plot-cell';
const CELL_SIZE = 30;
export const ROW_LABEL_CLASS = 'plot-row-label';
export const ROW_CLASS = 'plot-row';
export const ROW_CELLS_CLASS = 'plot-cells';
/** A room's rows, scrolling sideways when wider than the screen. */
export const ROOM_SCROLL_CLASS = 'plot-room-scroll';

const cssString = (s: string): string => s.replace(/["\\]/g, '\\$&');

export const buildGridCss = (): string => {
  const g = `.${GRID_CLASS}`;
  const c = `.${CELL_CLASS}`;
  const rules = [
    `${c}{box-sizing:border-box;width:${CELL_SIZE}px;height:${CELL_SIZE}px;flex:0 0 auto;border-radius:3px;color:#fff;font-size:10px;line-height:${CELL_SIZE}px;text-align:center;cursor:pointer;user-select:none;overflow:hidden;}`,
    `${c}:hover{outline:2px solid #303133;outline-offset:1px;}`,
    // The keyboard's plot: a ring that shows on any status colour; scrolled clear of the sticky row name.
    `${c}:focus-visible{outline:3px solid #303133;outline-offset:1px;box-shadow:0 0 0 5px #ffd04b;}`,
    `${c}{scroll-margin-left:84px;scroll-margin-right:8px;}`,
    // Double and family plots are told apart from single ones by a mark, not only by colour.
    `${c}[data-t="double"]{border-bottom:4px double rgba(255,255,255,.85);}`,
    `${c}[data-t="family"]{border:2px dashed rgba(255,255,255,.9);}`,
    // The row's name stays in view while a long row scrolls sideways (phones), covering the row's
    // full height and the gap after it so no scrolled cell peeks around it; narrower there.
    `.${ROW_LABEL_CLASS}{position:sticky;left:0;z-index:1;align-self:stretch;line-height:34px;background:var(--plot-grid-bg,#fff);box-shadow:8px 0 0 var(--plot-grid-bg,#fff);width:72px;flex:0 0 72px;font-size:12px;color:#606266;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;}`,
    `@media (max-width:600px){.${ROW_LABEL_CLASS}{width:48px;flex-basis:48px;}${c}{scroll-margin-left:60px;}}`,
    `.${ROW_CLASS}{display:flex;align-items:center;gap:8px;min-height:34px;}`,
    `.${ROW_CELLS_CLASS}{display:flex;gap:4px;}`,
    // A room wider than the screen fades out at its right edge until scrolled to its end, so a
    // cut row reads as "more this way" (a scroll-driven animation; where there is none, no fade).
    `@property --plot-fade{syntax:'<length>';inherits:false;initial-value:0px;}`,
    `@keyframes plot-room-fade{from{--plot-fade:40px;}92%{--plot-fade:40px;}to{--plot-fade:0px;}}`,
    `.${ROOM_SCROLL_CLASS}{overflow-x:auto;padding-bottom:4px;mask-image:linear-gradient(to right,#000 calc(100% - var(--plot-fade)),transparent);animation:plot-room-fade linear both;animation-timeline:scroll(self inline);}`,
    ...PLOT_STATUSES.map((s) => `${c}[data-s="${cssString(s.value)}"]{background:${s.color};}`),
    ...PLOT_STATUSES.map((s) => `${g}[data-fs]:not([data-fs~="${cssString(s.value)}"]) ${c}[data-s="${cssString(s.value)}"]{opacity:.15;}`),
    ...PLOT_TYPES.map((t) => `${g}[data-ft]:not([data-ft~="${cssString(t.value)}"]) ${c}[data-t="${cssString(t.value)}"]{opacity:.15;}`),
  ];
  return rules.join('\n');
};

/** The outline of the selected plot, as one extra rule. */
export const selectedCss = (id: number | undefined): string =>
  id === undefined ? '' : `.${GRID_CLASS} .${CELL_CLASS}[data-id="${id}"]{outline:3px solid #303133;outline-offset:1px;box-shadow:0 0 0 5px rgba(255,255,255,.9);}`;
