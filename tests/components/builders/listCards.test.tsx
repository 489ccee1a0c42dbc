/**
 * The generated list on a phone: one card per record with its key fields on a line, dots only
 * between fields that hold something.
 */
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceRoute } from '../../../src/config/routes';
import { appRoutes } from '../../../src/instance';
import { memoryDataProvider } from './memoryDataProvider';
import { renderResource } from './renderResource';
import { onPhoneScreen } from '../helpers/phoneScreen';

vi.setConfig({ testTimeout: 90_000 });

const plots = appRoutes.findRoute('/tomb/tombBurialslotList') as ResourceRoute;

// A 375 px screen: every max-width query matches, so the list shows cards.
onPhoneScreen();

describe('the list as cards on a phone', () => {
  it('leaves out an empty field and its dot', async () => {
    const rows = [
      { id: 1, version: 1, code: 'A-01', column_no: 1, type: 'single', price: 1000, status: 'available', area_id: 1, area: { name: 'East' } },
      { id: 2, version: 1, code: 'A-02', column_no: 2, type: null, price: 2000, status: 'available', area_id: null, area: null },
    ];
    const { provider } = memoryDataProvider({ 'tomb/tombBurialslotList': rows, tomb_area: [{ id: 1, name: 'East' }] });
    renderResource({ routes: [plots], url: '/tomb/tombBurialslotList', dataProvider: provider, level: 5 });
    const full = (await screen.findByText('A-01')).closest('.MuiCard-root') as HTMLElement;
    const sparse = (await screen.findByText('A-02')).closest('.MuiCard-root') as HTMLElement;
    expect(full).toBeInTheDocument();
    expect(document.querySelector('table')).toBeNull();
    // Area, type and price on the full card; only the price on the one without area and type.
    expect(full.textContent).toMatch(/East · Single · Price/);
    expect(sparse.textContent).toMatch(/A-02Price/);
    expect(sparse.textContent).not.toMatch(/·/);
  });
});
