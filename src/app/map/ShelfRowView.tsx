/** One shelf (row) of plots: plain divs, no handlers (the grid delegates), memoised on the row object. */
import { memo } from 'react';
import { CELL_CLASS, ROW_LABEL_CLASS } from './gridCss';
import type { ShelfRow } from './layout';

export const ShelfRowView = memo(function ShelfRowView({ row, emptyText }: { row: ShelfRow; emptyText: string }) {
  return (
    <div className="plot-row" style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 34 }}>
      <div className={ROW_LABEL_CLASS} title={row.shelf.name}>
        {row.shelf.name}
      </div>
      <div style={{ display: 'flex', gap: 4 }}>
        {row.plots.length === 0 ? (
          <span style={{ fontSize: 12, color: '#909399' }}>{emptyText}</span>
        ) : (
          row.plots.map((p) => (
            <div key={p.id} className={CELL_CLASS} data-id={p.id} data-s={p.status} data-t={p.type} data-code={p.code}>
              {p.column_no}
            </div>
          ))
        )}
      </div>
    </div>
  );
});
