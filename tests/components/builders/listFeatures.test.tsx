/**
 * The generated list: 20 rows a page with 10/20/30/50 offered, column chooser, filters,
 * export, bulk delete and create only for levels the config allows, and the empty state.
 */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceRoute } from '../../../src/config/routes';
import { appRoutes } from '../../../src/instance';
import { memoryDataProvider } from './memoryDataProvider';
import { renderResource } from './renderResource';

const findRoute = appRoutes.findRoute;

// Whole react-admin screens render here; a shared 2-core machine needs more than the default 30 s.
vi.setConfig({ testTimeout: 90_000 });

const plots = findRoute('/tomb/tombBurialslotList') as ResourceRoute;
const orders = findRoute('/order/tombOrderList') as ResourceRoute;

const plotRows = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  version: 1,
  code: `A-${String(i + 1).padStart(2, '0')}`,
  column_no: i + 1,
  type: 'single',
  price: 1000,
  status: i % 2 ? 'sold' : 'available',
  area_id: 1,
  area: { name: 'East' },
}));

describe('generated list', () => {
  it('pages by 20 with 10/20/30/50 offered, sorted by the config default, with its toolbar', async () => {
    const { provider, calls } = memoryDataProvider({ 'tomb/tombBurialslotList': plotRows.map((r) => ({ ...r })) });
    renderResource({ routes: [plots], url: '/tomb/tombBurialslotList', dataProvider: provider, level: 5 });
    await screen.findByText('A-01');
    expect(screen.queryByText('A-21')).not.toBeInTheDocument();
    const first = calls.find((c) => c.method === 'getList')!;
    expect(first.params.pagination).toEqual({ page: 1, perPage: 20 });
    // The plots' own order starts at their area (shown on the Area column), then room, row, column, code.
    expect(first.params.sort).toEqual({ field: 'area.name', order: 'ASC' });
    expect(screen.getByText('1-20 of 25')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '20', '30', '50']);
    await user.keyboard('{Escape}');
    const outsideBulk = (e: HTMLElement) => !e.closest('[data-test="bulk-actions-toolbar"]');
    for (const name of ['Add filter', 'Columns', 'Export']) {
      expect(screen.getAllByRole('button', { name }).filter(outsideBulk)).toHaveLength(1);
    }
    expect(screen.getByRole('link', { name: 'Create' })).toBeInTheDocument();
    // The import's button, put in the list's slot by the top of the app (src/app/appSlots.tsx).
    expect(screen.getByTestId('import-button')).toBeInTheDocument();
    // The reference column sorts by the joined name, not the id.
    expect(document.querySelector('th.column-area\\.name')).toBeInTheDocument();
  });

  it('filters by status through the enum filter, as an in-list, and saves the query', async () => {
    const { provider, calls } = memoryDataProvider({ 'tomb/tombBurialslotList': plotRows.map((r) => ({ ...r })) });
    renderResource({ routes: [plots], url: '/tomb/tombBurialslotList', dataProvider: provider, level: 5 });
    await screen.findByText('A-01');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Status' }));
    await user.click(await screen.findByRole('combobox', { name: /^Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Sold' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'getList').at(-1)?.params.filter).toEqual({ status: ['sold'] }));
    await waitFor(() => expect(screen.queryByText('A-01')).not.toBeInTheDocument());
    expect(screen.getByText('A-02')).toBeInTheDocument();

    // The filtered list can be kept as a saved query, offered again under "Add filter".
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save current query...' }));
    await user.type(await screen.findByLabelText('Query name'), 'Sold plots');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(await screen.findByRole('menuitem', { name: 'Remove query "Sold plots"' })).toBeInTheDocument();
  });

  it('hides create and delete from a level the config does not allow', async () => {
    const { provider } = memoryDataProvider({
      'order/tombOrderList': [{ id: 1, version: 1, order_no: 'O-1', status: 'reserved', buyer_name: 'Li', buyer_phone: '13800000000' }],
    });
    renderResource({ routes: [orders], url: '/order/tombOrderList', dataProvider: provider, level: 2 });
    const row = (await screen.findByText('O-1')).closest('tr')!;
    expect(screen.getByRole('link', { name: 'Create' })).toBeInTheDocument();
    await userEvent.setup().click(within(row).getByRole('checkbox'));
    await screen.findByText('1 item selected');
    const bulk = within(document.querySelector<HTMLElement>('[data-test="bulk-actions-toolbar"]')!);
    expect(bulk.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    // Level 2 may create orders but only 5 and 6 may delete them.
    expect(bulk.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('shows the empty state with a create button when there is nothing yet', async () => {
    const { provider } = memoryDataProvider({});
    renderResource({ routes: [plots], url: '/tomb/tombBurialslotList', dataProvider: provider, level: 5 });
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByText('No plots yet')).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/tomb/tombBurialslotList/create');
  });

  it('the empty state of a read-only level has no create button', async () => {
    const { provider } = memoryDataProvider({});
    renderResource({ routes: [plots], url: '/tomb/tombBurialslotList', dataProvider: provider, level: 1 });
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
  });
});
