/** The plot grid: cells coloured by status through data attributes, hover card, click, filter dimming by attribute. */
import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../src/app/i18n/i18nProvider';
import { arrangeArea } from '../../../src/app/map/layout';
import { PlotGrid } from '../../../src/app/map/PlotGrid';
import type { AreaMap } from '../../../src/app/map/types';

const map: AreaMap = {
  rooms: [{ id: 1, name: 'Room A', code: 'A', sort: 1 }],
  shelves: [{ id: 10, room_id: 1, name: 'Row 1', code: 'A1', sort: 1 }],
  plots: [
    { id: 1, shelf_id: 10, column_no: 1, code: 'A1-01', type: 'single', status: 'available', price: 38000, capacity: 1 },
    { id: 2, shelf_id: 10, column_no: 2, code: 'A1-02', type: 'double', status: 'sold', price: 68400, capacity: 2 },
  ],
};

const renderGrid = (props: Partial<Parameters<typeof PlotGrid>[0]> = {}) => {
  const onSelect = vi.fn();
  const utils = render(
    <AdminContext i18nProvider={createI18nProvider('en')}>
      <PlotGrid
        blocks={arrangeArea(map)}
        plotsById={new Map(map.plots.map((p) => [p.id, p]))}
        filter={{ statuses: [], types: [] }}
        onSelect={onSelect}
        {...props}
      />
    </AdminContext>,
  );
  return { ...utils, onSelect };
};

describe('PlotGrid', () => {
  it('draws rooms, rows and one plain cell per plot with its status and type', async () => {
    const { container } = renderGrid();
    expect(await screen.findByText('Room A')).toBeInTheDocument();
    expect(screen.getByText('Row 1')).toBeInTheDocument();
    const cells = container.querySelectorAll('.plot-cell');
    expect(cells).toHaveLength(2);
    expect(cells[1]).toHaveAttribute('data-s', 'sold');
    expect(cells[1]).toHaveAttribute('data-t', 'double');
    // The stylesheet gives each status the config's colour.
    expect(container.querySelector('style')?.textContent).toContain('.plot-cell[data-s="sold"]{background:#409eff;}');
  });

  it('shows the hover card under a mouse and selects on click, which puts the card away', async () => {
    const { container, onSelect } = renderGrid();
    await screen.findByText('Room A');
    const cell = container.querySelector('[data-id="2"]') as HTMLElement;
    fireEvent.pointerOver(cell, { clientX: 10, clientY: 10, pointerType: 'mouse' });
    const card = await screen.findByTestId('plot-hover');
    expect(card).toHaveTextContent('A1-02');
    expect(card).toHaveTextContent('Double');
    expect(card).toHaveTextContent('Sold');
    expect(card).toHaveTextContent('68,400.00');
    fireEvent.click(cell);
    expect(onSelect).toHaveBeenCalledWith(map.plots[1]);
    expect(screen.queryByTestId('plot-hover')).not.toBeInTheDocument();
  });

  it('a finger has no hover: a tap (touch pointer, then the emulated mouse events) selects and shows no card', async () => {
    const { container, onSelect } = renderGrid();
    await screen.findByText('Room A');
    const cell = container.querySelector('[data-id="1"]') as HTMLElement;
    fireEvent.pointerOver(cell, { clientX: 10, clientY: 10, pointerType: 'touch' });
    fireEvent.mouseOver(cell, { clientX: 10, clientY: 10 });
    fireEvent.click(cell);
    expect(onSelect).toHaveBeenCalledWith(map.plots[0]);
    expect(screen.queryByTestId('plot-hover')).not.toBeInTheDocument();
  });

  it('filters and selects by attributes on the grid, not by re-rendering cells', async () => {
    const { container } = renderGrid({ filter: { statuses: ['sold'], types: [] }, selectedId: 1 });
    await screen.findByText('Room A');
    expect(screen.getByTestId('plot-grid')).toHaveAttribute('data-fs', 'sold');
    expect(screen.getByTestId('plot-grid')).not.toHaveAttribute('data-ft');
    expect([...container.querySelectorAll('style')].map((s) => s.textContent).join('')).toContain('[data-id="1"]');
  });
});
