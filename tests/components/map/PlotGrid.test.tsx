/** The plot grid: cells coloured by status through data attributes, hover card, click, filter dimming by attribute; the keyboard and screen readers. */
import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { allLanguagesI18nProvider } from '../../../src/app/i18n/catalog';
import { arrangeArea } from '../../../src/app/map/layout';
import { PlotGrid } from '../../../src/app/map/PlotGrid';
import { areaMap } from './areaFixture';

const map = areaMap(
  [[1, 'Room A', 'A', 1]],
  [[10, 1, 'Row 1', 'A1', 1]],
  [
    [1, 10, 1, 'A1-01', 'single', 'available', 38000, 1],
    [2, 10, 2, 'A1-02', 'double', 'sold', 68400, 2],
  ],
);

const renderGrid = (props: Partial<Parameters<typeof PlotGrid>[0]> = {}) => {
  const onSelect = vi.fn();
  const utils = render(
    <AdminContext i18nProvider={allLanguagesI18nProvider('en')}>
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

describe('PlotGrid from the keyboard and for screen readers', () => {
  /** Two rooms: A with rows of 3 and 2 plots, B with one row of 2; an empty row in between. */
  const big = areaMap(
    [[1, 'Room A', 'A', 1], [2, 'Room B', 'B', 2]],
    [[10, 1, 'Row 1', 'A1', 1], [11, 1, 'Row 2', 'A2', 2], [12, 1, 'Row 3', 'A3', 3], [20, 2, 'Row 1', 'B1', 1]],
    [
      [1, 10, 1, 'A1-01', 'single', 'available', 1, 1],
      [2, 10, 2, 'A1-02', 'double', 'sold', 1, 2],
      [3, 10, 3, 'A1-03', 'single', 'reserved', 1, 1],
      [4, 11, 1, 'A2-01', 'single', 'available', 1, 1],
      [5, 11, 2, 'A2-02', 'single', 'buried', 1, 1],
      [6, 20, 1, 'B1-01', 'family', 'available', 1, 4],
      [7, 20, 2, 'B1-02', 'single', 'available', 1, 1],
    ],
  );

  const renderBig = (lang: 'en' | 'zh' = 'en', selectedId?: number) => {
    const onSelect = vi.fn();
    const utils = render(
      <AdminContext i18nProvider={allLanguagesI18nProvider(lang)}>
        <button type="button">before</button>
        <PlotGrid
          blocks={arrangeArea(big)}
          plotsById={new Map(big.plots.map((p) => [p.id, p]))}
          filter={{ statuses: [], types: [] }}
          selectedId={selectedId}
          onSelect={onSelect}
        />
        <button type="button">after</button>
      </AdminContext>,
    );
    return { ...utils, onSelect };
  };

  it('is a grid of rows and named plots: code, status and type', async () => {
    renderBig();
    const grid = await screen.findByRole('grid', { name: /Plot map/ });
    expect(within(grid).getAllByRole('rowgroup').map((g) => g.getAttribute('aria-label'))).toEqual(['Room A · 5 plots', 'Room B · 2 plots']);
    expect(within(grid).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Row 1', 'Row 2', 'Row 3', 'Row 1']);
    expect(within(grid).getByRole('gridcell', { name: 'A1-02, Sold, Double' })).toHaveTextContent('2');
    expect(within(grid).getByRole('gridcell', { name: 'B1-01, Available, Family' })).toBeInTheDocument();
    // Only one plot is in the Tab order.
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('Tab enters on one plot, arrows move between plots, Enter and Space open the panel, Tab leaves', async () => {
    const { onSelect } = renderBig();
    const user = userEvent.setup();
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('A1-01, Available, Single');
    // Each key and the plot it lands on. Down to a shorter row lands on its last plot; the empty
    // row is skipped; down again crosses into Room B.
    for (const [keys, lands] of [
      ['{ArrowRight}{ArrowRight}{ArrowRight}', 'A1-03, Reserved, Single'],
      ['{ArrowDown}', 'A2-02, Buried, Single'],
      ['{ArrowDown}', 'B1-02, Available, Single'],
      ['{Home}', 'B1-01, Available, Family'],
      ['{ArrowUp}', 'A2-01, Available, Single'],
    ]) {
      await user.keyboard(keys);
      expect(document.activeElement).toHaveAccessibleName(lands);
    }
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(big.plots[3]);
    await user.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement).toHaveAccessibleName('B1-02, Available, Single');
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith(big.plots[6]);
    // The grid is a single stop: Tab leaves it, Shift+Tab comes back to the plot last visited.
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(document.activeElement).toHaveAccessibleName('B1-02, Available, Single');
  });

  it('starts on the selected plot, marked selected, with names in Chinese', async () => {
    renderBig('zh', 5);
    const user = userEvent.setup();
    await screen.findByRole('grid', { name: /墓位图/ });
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('A2-02，已安葬，单穴');
    expect(document.activeElement).toHaveAttribute('aria-selected', 'true');
  });
});
