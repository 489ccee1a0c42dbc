/**
 * "Register a deceased" from the map's plot panel: offered while the plot has room, disabled
 * with the reason (capacity n of n) once it is full, instead of failing on save.
 */
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { allLanguagesI18nProvider } from '../../../src/app/i18n/catalog';
import { operationRoutes } from '../../../src/app/kit/operationRoutes';
import { PlotActions } from '../../../src/app/map/PlotActions';
import type { MapPlot } from '../../../src/app/map/types';

const plot = (type: string, capacity: number): MapPlot => ({ id: 5, shelf_id: 1, column_no: 1, code: 'A-01-05', type, status: 'buried', price: 1000, capacity });
const order = { id: 9, status: 'completed' };

const Where = () => <span data-testid="where">{decodeURIComponent(useLocation().search)}</span>;

const show = (p: MapPlot, registered: number, lang: 'en' | 'zh' = 'en', withOrder: typeof order | null = order, members: Record<string, unknown>[] = []) =>
  render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={allLanguagesI18nProvider(lang)}>
        <PlotActions plot={p} order={withOrder ?? undefined} routes={operationRoutes(1)} registered={registered} members={members} />
        <Where />
      </AdminContext>
    </TestMemoryRouter>,
  );

describe('PlotActions', () => {
  it('disables Register on a full plot and says why', async () => {
    show(plot('double', 2), 2);
    expect(await screen.findByRole('button', { name: 'Register a deceased' })).toBeDisabled();
    expect(screen.getByTestId('register-blocked')).toHaveTextContent('Plot full (2 of 2)');
  });

  it('says it in Chinese too', async () => {
    show(plot('family', 4), 4, 'zh');
    expect(await screen.findByTestId('register-blocked')).toHaveTextContent('墓位已满（4 / 4）');
  });

  it('offers Register while there is room', async () => {
    show(plot('double', 2), 1);
    expect(await screen.findByRole('button', { name: 'Register a deceased' })).toBeEnabled();
    expect(screen.queryByTestId('register-blocked')).toBeNull();
  });

  it('offers Register on a family grave imported without a sale record, for its plot only, within its capacity', async () => {
    const imported = [{ id: 1, name: 'Elder', import_batch_id: 4 }];
    show(plot('family', 3), 1, 'en', null, imported);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Register a deceased' }));
    expect(screen.getByTestId('where')).toHaveTextContent('source={"burialslot_id":5}');
  });

  it('says a full imported family grave is full, and offers nothing on a grave without imported history or order', async () => {
    const { unmount } = show(plot('family', 2), 2, 'en', null, [{ id: 1, import_batch_id: 4 }, { id: 2, import_batch_id: null }]);
    expect(await screen.findByRole('button', { name: 'Register a deceased' })).toBeDisabled();
    expect(screen.getByTestId('register-blocked')).toHaveTextContent('Plot full (2 of 2)');
    unmount();
    show(plot('family', 3), 1, 'en', null, [{ id: 3, import_batch_id: null }]);
    expect(screen.queryByRole('button', { name: 'Register a deceased' })).toBeNull();
  });
});
