/**
 * Pickers and lists ask for the records in their own order (areas by sort order, rooms by
 * area then sort order...), never newest first; a list shows that order on its first column.
 */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceRoute } from '../../../src/config/routes';
import { appRoutes } from '../../../src/instance';
import { memoryDataProvider } from './memoryDataProvider';
import { renderResource } from './renderResource';

vi.setConfig({ testTimeout: 90_000 });

// The group's config screens (the park map's editor beside them is a page of its own).
const tombRoutes = appRoutes.menu.find((g) => g.path === '/tomb')!.children.filter((r): r is ResourceRoute => r.kind === 'resource');

const tables = () => ({
  'tomb/tombList': [{ id: 1, name: 'East' }],
  'tomb/tombRoomList': [{ id: 11, name: 'East room', area_id: 1, area: { name: 'East' } }],
});

describe('the order of pickers and lists', () => {
  it('the area and room pickers ask for their own order, not newest first', async () => {
    const { provider, calls } = memoryDataProvider(tables());
    renderResource({ routes: tombRoutes, url: '/tomb/tombShelfList/create', dataProvider: provider, level: 5 });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/^Area/));
    await user.click(await screen.findByRole('option', { name: 'East' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'getList' && c.resource === 'tomb/tombRoomList')).toBe(true));
    const sortOf = (resource: string) => calls.filter((c) => c.method === 'getList' && c.resource === resource).at(-1)?.params.sort;
    expect(sortOf('tomb/tombList')).toEqual({ field: 'sort', order: 'ASC' });
    expect(sortOf('tomb/tombRoomList')).toEqual({ field: 'area_id', order: 'ASC' });
  });

  it('the rooms list is sorted by area, and says so on the Area column', async () => {
    const { provider, calls } = memoryDataProvider(tables());
    renderResource({ routes: tombRoutes, url: '/tomb/tombRoomList', dataProvider: provider, level: 5 });
    await screen.findByText('East room');
    expect(calls.find((c) => c.method === 'getList' && c.resource === 'tomb/tombRoomList')?.params.sort).toEqual({ field: 'area.name', order: 'ASC' });
    const header = screen.getAllByRole('columnheader').find((h) => within(h).queryByText('Area'))!;
    // The active sort arrow, pointing up.
    expect(header.querySelector('.MuiTableSortLabel-root.Mui-active .MuiTableSortLabel-iconDirectionAsc')).not.toBeNull();
  });
});
