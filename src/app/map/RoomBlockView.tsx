/** A room: its title and its shelves as rows, scrolling sideways on narrow screens; a row group of the grid. */
import { memo } from 'react';
import type { RoomBlock } from './layout';
import { ROOM_SCROLL_CLASS } from './gridCss';
import { ShelfRowView } from './ShelfRowView';
import type { MapPlot } from './types';

export interface RoomTexts {
  plots: (count: number) => string;
  rowEmpty: string;
  roomEmpty: string;
  /** A plot's accessible name: code, status, type. */
  cell: (plot: MapPlot) => string;
  /** A room's or a row's name as shown: an import's default "Whole area" in the viewer's language. */
  place: (name: string) => string;
}

export const RoomBlockView = memo(function RoomBlockView({ block, texts }: { block: RoomBlock; texts: RoomTexts }) {
  const count = block.rows.reduce((n, r) => n + r.plots.length, 0);
  return (
    <section className="plot-room" role="rowgroup" style={{ marginBottom: 16 }} aria-label={`${texts.place(block.room.name)} · ${texts.plots(count)}`}>
      <h3 aria-hidden="true" style={{ fontSize: 14, margin: '0 0 6px', fontWeight: 600 }}>
        {texts.place(block.room.name)} <span style={{ fontWeight: 400, color: '#909399', fontSize: 12 }}>{texts.plots(count)}</span>
      </h3>
      <div className={ROOM_SCROLL_CLASS}>
        <div style={{ display: 'inline-flex', flexDirection: 'column', gap: 4, minWidth: '100%' }}>
          {block.rows.length === 0 ? (
            <div role="row">
              <span role="gridcell" style={{ fontSize: 12, color: '#909399' }}>
                {texts.roomEmpty}
              </span>
            </div>
          ) : (
            block.rows.map((row) => <ShelfRowView key={row.shelf.id} row={row} name={texts.place(row.shelf.name)} emptyText={texts.rowEmpty} cellLabel={texts.cell} />)
          )}
        </div>
      </div>
    </section>
  );
});
