/**
 * Bulk plot creation from the map: the row's defaults (prefix from its code, the first free
 * column), a preview before anything is written, duplicates shown and blocking, and the
 * server's field errors under the inputs.
 */
import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allLanguagesI18nProvider } from '../../../src/app/i18n/catalog';
import { BulkPlotsDialog } from '../../../src/app/map/BulkPlotsDialog';
import { ApiCallError, postOk } from '../../../src/app/providers/http';
import { areaMap } from './areaFixture';

vi.mock('../../../src/app/providers/http', async (original) => ({
  ...(await original<typeof import('../../../src/app/providers/http')>()),
  postOk: vi.fn(),
}));

const map = areaMap(
  [[1, 'Room A', 'A', 1]],
  [[10, 1, 'Row 1', 'A-01', 1], [11, 1, 'Row 2', 'A-02', 2]],
  [
    [1, 10, 1, 'A-01-01', 'single', 'available', 38000, 1],
    [2, 10, 2, 'A-01-02', 'double', 'sold', 68400, 2],
  ],
);

const rows = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => ({ code: `A-01-${String(from + i).padStart(2, '0')}`, column_no: from + i }));

const open = () => {
  const onCreated = vi.fn();
  render(
    <AdminContext i18nProvider={allLanguagesI18nProvider('en')}>
      <BulkPlotsDialog map={map} shelfId={10} onClose={vi.fn()} onCreated={onCreated} />
    </AdminContext>,
  );
  return { onCreated };
};

const input = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const mocked = vi.mocked(postOk);

afterEach(() => mocked.mockReset());

describe('BulkPlotsDialog', () => {
  it('starts after the row’s last column, previews, then creates exactly what was previewed', async () => {
    const { onCreated } = open();
    expect(input('code_prefix').value).toBe('A-01-');
    expect(input('from').value).toBe('3');
    expect(input('to').value).toBe('12');
    const create = screen.getByRole('button', { name: 'Create 0 plots' });
    expect(create).toBeDisabled();

    fireEvent.change(input('price'), { target: { value: '42000' } });
    mocked.mockResolvedValueOnce({ rows: rows(3, 12), duplicates: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('10 plots will be created: A-01-03 … A-01-12')).toBeInTheDocument();
    expect(mocked).toHaveBeenLastCalledWith('admin.tomb_burialslot/bulk_create', {
      shelf_id: 10, code_prefix: 'A-01-', from: 3, to: 12, pad: 2, type: 'single', price: 42000, preview: true,
    });

    mocked.mockResolvedValueOnce({ rows: rows(3, 12), duplicates: [], created: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12] });
    fireEvent.click(screen.getByRole('button', { name: 'Create 10 plots' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(mocked.mock.lastCall?.[1]).toMatchObject({ preview: false, from: 3, to: 12 });
  });

  it('blocks creation when codes exist or the form changed since the preview', async () => {
    open();
    fireEvent.change(input('from'), { target: { value: '1' } });
    fireEvent.change(input('to'), { target: { value: '4' } });
    mocked.mockResolvedValueOnce({ rows: rows(1, 4), duplicates: ['A-01-01', 'A-01-02'] });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('2 codes already exist: A-01-01, A-01-02')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create 4 plots' })).toBeDisabled();

    mocked.mockResolvedValueOnce({ rows: rows(3, 4), duplicates: [] });
    fireEvent.change(input('from'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText('2 plots will be created: A-01-03 … A-01-04');
    fireEvent.change(input('to'), { target: { value: '5' } });
    expect(screen.getByRole('button', { name: 'Create 0 plots' })).toBeDisabled();
  });

  it('shows the server’s refusal and its field errors', async () => {
    open();
    mocked.mockRejectedValueOnce(new ApiCallError('Some fields are invalid', 422, { code: 'validation', fields: { price: 'Must be a number' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Some fields are invalid')).toBeInTheDocument();
    expect(screen.getByText('Must be a number')).toBeInTheDocument();
  });
});
