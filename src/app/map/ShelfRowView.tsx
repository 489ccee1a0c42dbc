/**
 * One shelf (row) of plots: plain divs, no handlers (the grid delegates), memoised on the row
 * object. A row of the ARIA grid: the shelf's name heads it, each plot is a named gridcell
 * out of the Tab order (the grid keeps one roving stop).
 */
import { memo } from 'react';
import { CELL_CLASS, ROW_CELLS_CLASS, ROW_CLASS, ROW_LABEL_CLASS } from './gridCss';
import type { ShelfRow } from './layout';
import type { MapPlot } from './types';

interface Props {
  row: ShelfRow;
  /** The row's name as shown. */
  name: string;
  emptyText: string;
  cellLabel: (plot: MapPlot) => string;
}

export const ShelfRowView = memo(function ShelfRowView({ row, name, emptyText, cellLabel }: Props) {
  return (
    <div className={ROW_CLASS} role="row">
      <div className={ROW_LABEL_CLASS} role="rowheader" title={name}>
        {name}
      </div>
      <div className={ROW_CELLS_CLASS}>
        {row.plots.length === 0 ? (
          <span role="gridcell" style={{ fontSize: 12, color: '#909399' }}>
            {emptyText}
          </span>
        ) : (
          row.plots.map((p) => (
            <div
              key={p.id}
              className={CELL_CLASS}
              role="gridcell"
              tabIndex={-1}
              aria-label={cellLabel(p)}
              data-id={p.id}
              data-s={p.status}
              data-t={p.type}
              data-code={p.code}
            >
              {p.column_no}
            </div>
          ))
        )}
      </div>
    </div>
  );
});
