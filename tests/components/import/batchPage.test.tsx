/**
 * The batch page: who imported which file when, the records per table with each list filtered
 * to the batch, and Undo after a confirmation naming the counts; a refusal (409
 * import_undo_blocked) in words with a link to the record that depends on the batch.
 */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceRoute } from '../../../src/config/routes';
import { appRoutes } from '../../../src/instance';
import * as importMessages from '../../../src/app/i18n/messages/import';
import { fakeApiForFile } from '../dataProvider/mswApi';
import { memoryDataProvider } from '../builders/memoryDataProvider';
import { renderResource } from '../builders/renderResource';

vi.setConfig({ testTimeout: 60_000 });

const api = fakeApiForFile();
const batches = appRoutes.findRoute('/import/batches') as ResourceRoute;
const BATCH = {
  id: 7,
  file_name: 'old-register.csv',
  table_name: 'register',
  rows: 11,
  counts: JSON.stringify({ member: 11, tomb_burialslot: 12, tomb_area: 1 }),
  status: 'committed',
  user_id: 5,
  user_id_join: { nickname: '内部管理员' },
  created_at: '2026-11-20T02:00:00Z',
};

const open = (locale: 'en' | 'zh' = 'en') => {
  const { provider } = memoryDataProvider({ 'import/batches': [BATCH], user: [{ id: 5, nickname: '内部管理员' }], tomb_payment: [{ id: 91, order_id: 40, amount: 500 }] });
  renderResource({ routes: [batches], url: '/import/batches/7/show', dataProvider: provider, level: 5, namespaces: [importMessages], locale });
};

describe('the batch page', () => {
  it('shows the file, the records per table in the config’s order with links to each list filtered to the batch', async () => {
    open();
    expect(await screen.findByTestId('batch-file')).toHaveTextContent('old-register.csv');
    expect(screen.getByText('Burial register')).toBeInTheDocument();
    const rows = within(screen.getByTestId('batch-counts')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Tomb areas1Show them', 'Plots12Show them', 'Registrations11Show them']);
    const link = within(rows[2]).getByRole('link', { name: 'Show them' });
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/member/list');
    expect(JSON.parse(href.searchParams.get('filter')!)).toEqual({ import_batch_id: 7 });
  });

  it('asks before undoing, naming the counts, and says in words what keeps the batch, with a link to it', async () => {
    api.answer((call) =>
      call.path === 'import/undo'
        ? { body: { status: 409, msg: 'A payment depends on it', data: { code: 'import_undo_blocked', table: 'tomb_payment', id: 91, reason: 'a payment taken after the import on imported order O-1' } } }
        : undefined,
    );
    open();
    await userEvent.click(await screen.findByTestId('batch-undo'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Undo import batch 7?');
    expect(dialog).toHaveTextContent('This removes 1 Tomb areas, 12 Plots, 11 Registrations. All of them go, or none');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo' }));
    const blocked = await screen.findByTestId('batch-undo-blocked');
    expect(blocked).toHaveTextContent('Cannot undo: Payment 91 depends on this batch (a payment taken after the import on imported order O-1), so nothing was removed.');
    // A payment has no page of its own: its order's page opens.
    expect(await within(blocked).findByRole('link', { name: 'Open that record' })).toHaveAttribute('href', '/order/tombOrderList/40');
    await waitFor(() => expect(api.calls.filter((c) => c.path === 'import/undo').map((c) => c.body)).toEqual([{ id: 7 }]));
  });
});
