/**
 * Cascading pickers from `cascadeFrom`: the room picker waits for an area, offers only that
 * area's rooms, and is cleared when the area changes (the plot's shelf follows the room).
 * The list filters cascade too, without waiting: an area filter narrows the room filter.
 */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceRoute } from '../../../src/config/routes';
import { appRoutes } from '../../../src/instance';
import { memoryDataProvider } from './memoryDataProvider';
import { renderResource } from './renderResource';

// Whole react-admin screens render here; a shared 2-core machine needs more than the default 30 s.
vi.setConfig({ testTimeout: 90_000 });

// The group's config screens (the park map's editor beside them is a page of its own).
const tombRoutes = appRoutes.menu.find((g) => g.path === '/tomb')!.children.filter((r): r is ResourceRoute => r.kind === 'resource');

const tables = () => ({
  'tomb/tombList': [
    { id: 1, name: 'East' },
    { id: 2, name: 'West' },
  ],
  'tomb/tombRoomList': [
    { id: 11, name: 'East room', area_id: 1 },
    { id: 21, name: 'West room', area_id: 2 },
  ],
  'tomb/tombShelfList': [
    { id: 111, name: 'East row', area_id: 1, room_id: 11 },
    { id: 211, name: 'West row', area_id: 2, room_id: 21 },
  ],
});

const pick = async (user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) => {
  const input = screen.getByLabelText(label);
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('cascading pickers', () => {
  it('an area narrows the rooms, and changing it clears the room and the row', async () => {
    const { provider, calls } = memoryDataProvider(tables());
    renderResource({ routes: tombRoutes, url: '/tomb/tombBurialslotList/create', dataProvider: provider, level: 5 });
    const user = userEvent.setup();
    const room = await screen.findByLabelText(/^Room/);
    expect(room).toBeDisabled();
    expect(screen.getByText('Choose the Area first')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Row/)).toBeDisabled();

    await pick(user, /^Area/, 'East');
    await waitFor(() => expect(screen.getByLabelText(/^Room/)).toBeEnabled());
    await user.click(screen.getByLabelText(/^Room/));
    expect(await screen.findByRole('option', { name: 'East room' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'West room' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'getList' && c.resource === 'tomb/tombRoomList').at(-1)?.params.filter).toEqual({ area_id: 1 });
    await user.click(screen.getByRole('option', { name: 'East room' }));
    await pick(user, /^Row/, 'East row');
    expect(screen.getByLabelText(/^Row/)).toHaveValue('East row');

    await pick(user, /^Area/, 'West');
    await waitFor(() => expect(screen.getByLabelText(/^Room/)).toHaveValue(''));
    await waitFor(() => expect(screen.getByLabelText(/^Row/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Row/)).toBeDisabled();
  });

  it('editing a saved row keeps its room (only a change of area clears it)', async () => {
    const { provider } = memoryDataProvider(tables());
    renderResource({ routes: tombRoutes, url: '/tomb/tombShelfList/111', dataProvider: provider, level: 5 });
    await waitFor(() => expect(screen.getByLabelText(/^Room/)).toHaveValue('East room'));
    expect(screen.getByLabelText(/^Area/)).toHaveValue('East');
  });

  it('in the plots filters, an area narrows the room filter, which stays usable alone', async () => {
    const { provider, calls } = memoryDataProvider({
      ...tables(),
      'tomb/tombBurialslotList': [
        { id: 1, code: 'E-1', area_id: 1, room_id: 11, shelf_id: 111, price: 10, status: 'available', type: 'single' },
        { id: 2, code: 'W-1', area_id: 2, room_id: 21, shelf_id: 211, price: 10, status: 'available', type: 'single' },
      ],
    });
    renderResource({ routes: tombRoutes, url: '/tomb/tombBurialslotList', dataProvider: provider, level: 5 });
    const user = userEvent.setup();
    await screen.findByText('W-1');
    for (const name of ['Area', 'Room']) {
      await user.click(screen.getByRole('button', { name: 'Add filter' }));
      await user.click(await screen.findByRole('menuitemcheckbox', { name }));
    }
    const roomFilter = await screen.findByRole('combobox', { name: 'Room' });
    await user.click(roomFilter);
    expect(await screen.findByRole('option', { name: 'West room' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('combobox', { name: 'Area' }));
    await user.click(await screen.findByRole('option', { name: 'East' }));
    await waitFor(() => expect(screen.queryByText('W-1')).not.toBeInTheDocument());
    await user.click(screen.getByRole('combobox', { name: 'Room' }));
    expect(await screen.findByRole('option', { name: 'East room' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'West room' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'getList' && c.resource === 'tomb/tombRoomList').at(-1)?.params.filter).toEqual({ area_id: 1 });
    await user.click(screen.getByRole('option', { name: 'East room' }));
    await waitFor(() => expect(calls.filter((c) => c.resource === 'tomb/tombBurialslotList').at(-1)?.params.filter).toEqual({ area_id: 1, room_id: 11 }));
    expect(screen.getByText('E-1')).toBeInTheDocument();
  });
});
