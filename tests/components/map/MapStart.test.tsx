/**
 * Which area the tomb location view opens on: not simply the first by sort order (a new empty
 * area sorted first would change everyone's map), but the area this user last chose, else the
 * first area that has plots.
 */
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allLanguagesI18nProvider } from '../../../src/app/i18n/catalog';
import { MapPage } from '../../../src/app/map/MapPage';
import { areaMap } from '../../../src/protocol/contracts/plots';
import { postOk } from '../../../src/app/providers/http';
import { memoryDataProvider } from '../builders/memoryDataProvider';

vi.mock('../../../src/app/providers/http', async (original) => ({
  ...(await original<typeof import('../../../src/app/providers/http')>()),
  postOk: vi.fn(),
}));
vi.setConfig({ testTimeout: 60_000 });

const mocked = vi.mocked(postOk);
const AREAS = [
  { id: 1, name: 'New area', sort: 0 },
  { id: 2, name: 'West', sort: 1 },
  { id: 3, name: 'East', sort: 2 },
];
const PLOTS = [
  { id: 10, area_id: 2, code: 'W-01', status: 'available' },
  { id: 11, area_id: 3, code: 'E-01', status: 'sold' },
];

const authAs = (userId: number): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ({ level: 1, roles: ['admin'] }),
  getIdentity: async () => ({ id: userId, fullName: `User ${userId}` }),
});

const openMap = (userId: number) => {
  const { provider } = memoryDataProvider({ tomb_area: AREAS, tomb_burialslot: PLOTS });
  return render(
    <TestMemoryRouter initialEntries={['/dashboard']}>
      <AdminContext dataProvider={provider} authProvider={authAs(userId)} i18nProvider={allLanguagesI18nProvider('en')}>
        <MapPage />
      </AdminContext>
    </TestMemoryRouter>,
  );
};

const mapsAsked = () => mocked.mock.calls.filter(([path]) => path === areaMap.path).map(([, body]) => (body as { area_id: number }).area_id);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('level', '1');
  mocked.mockImplementation(async () => ({ rooms: [], shelves: [], columns: [], plots: [] }));
});
afterEach(() => mocked.mockReset());

describe('the map’s first area', () => {
  it('skips an empty area sorted first and opens the first area that has plots', async () => {
    openMap(7);
    await waitFor(() => expect(mapsAsked()).toEqual([2]));
    expect(screen.getByTestId('map-area')).toHaveValue('2');
  });

  it('opens the area the user last chose, for that user only', async () => {
    const user = userEvent.setup();
    const first = openMap(7);
    await waitFor(() => expect(mapsAsked()).toEqual([2]));
    await user.click(screen.getByRole('combobox', { name: 'Area' }));
    await user.click(await screen.findByRole('option', { name: 'East' }));
    await waitFor(() => expect(mapsAsked()).toEqual([2, 3]));
    first.unmount();
    mocked.mockClear();

    const again = openMap(7);
    await waitFor(() => expect(mapsAsked()).toEqual([3]));
    expect(screen.getByTestId('map-area')).toHaveValue('3');
    again.unmount();
    mocked.mockClear();

    // A colleague on the same browser keeps the default.
    openMap(8);
    await waitFor(() => expect(mapsAsked()).toEqual([2]));
  });
});
