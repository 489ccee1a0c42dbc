/**
 * The due list shows and filters by the computed state of a term (issue 28 item 7): the stored
 * status (always "active" while the order stands) is not offered as a filter that would read
 * "Status: Active" above rows that are lapsed; the quick filters are the states (due soon,
 * overdue, in grace, lapsed, current) and closed, and each row shows its computed state.
 */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceRoute } from '../../../src/config/routes';
import { DEFAULT_TERM_POLICY } from '../../../src/rules/terms';
import { addDays, addYears } from '../../../src/config/days';
import { localDay } from '../../../src/config/dates';
import { appRoutes } from '../../../src/instance';
import * as termsMessages from '../../../src/app/i18n/messages/terms';
import { memoryDataProvider } from '../builders/memoryDataProvider';
import { renderResource } from '../builders/renderResource';
import { resourceOverrides } from '../../../src/app/resourceViews';
import { termViewsWith } from '../../../src/app/terms';

vi.setConfig({ testTimeout: 90_000 });

const dueList = appRoutes.findRoute('/contract/termList') as ResourceRoute;
// The list computes states on the browser's day, as the page does.
const today = localDay();
const { windowDays, overdueDays, graceDays } = DEFAULT_TERM_POLICY;
const term = (id: number, holder: string, paidUntil: string, status = 'active') => ({
  id, version: 1, kind: 'plot', holder_name: holder, holder_phone: '13800001111', paid_from: addYears(paidUntil, -20), periods: 20, paid_until: paidUntil, yearly_fee: 100, status, unit: 'year', channel: 'inside',
});
const TERMS = [
  term(1, 'Due Soon', addDays(today, 3)),
  term(2, 'Overdue', addDays(today, -1)),
  term(3, 'In Grace', addDays(today, -(overdueDays + 1))),
  term(4, 'Lapsed', addDays(today, -(overdueDays + graceDays + 5))),
  term(5, 'Current', addDays(today, windowDays + 30)),
  term(6, 'Closed', addDays(today, -400), 'closed'),
];

const rowStates = () => screen.getAllByTestId('term-state').map((c) => c.getAttribute('data-state'));

describe('the due list', () => {
  it('filters by the computed state, never shows the stored status as a filter, and shows each row’s state', async () => {
    const { provider, calls } = memoryDataProvider({ 'contract/termList': TERMS, setting: [{ id: 1 }] });
    renderResource({ routes: [dueList], url: '/contract/termList', dataProvider: provider, level: 1, namespaces: [termsMessages] });
    const user = userEvent.setup();
    await waitFor(() => expect(rowStates().sort()).toEqual(['due_soon', 'in_grace', 'lapsed', 'overdue']));
    expect(screen.getByTestId('term-filter-all')).toHaveAttribute('aria-pressed', 'true');
    // No "Status: Active" input above rows that are lapsed.
    expect(screen.queryByRole('combobox', { name: /^Status/ })).toBeNull();
    const filterForm = document.querySelector('[class*="RaFilterForm"]') as HTMLElement;
    expect(within(filterForm).queryByLabelText(/^Status/)).toBeNull();
    expect(screen.queryByText('Active')).toBeNull();

    await user.click(screen.getByTestId('term-filter-lapsed'));
    await waitFor(() => expect(rowStates()).toEqual(['lapsed']));
    expect(screen.getByTestId('term-filter-lapsed')).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((c) => c.method === 'getList' && c.resource === 'contract/termList').at(-1)?.params.filter).toEqual({
      status: 'active',
      paid_until_lte: addDays(today, -(overdueDays + graceDays + 1)),
    });
    expect(within(screen.getByTestId('term-state')).getByText('Lapsed')).toBeInTheDocument();

    await user.click(screen.getByTestId('term-filter-in_grace'));
    await waitFor(() => expect(rowStates()).toEqual(['in_grace']));

    await user.click(screen.getByTestId('term-filter-closed'));
    await waitFor(() => expect(screen.getByText('Closed', { selector: 'td *, td' })).toBeInTheDocument());
    expect(screen.getByTestId('term-filter-closed')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryAllByTestId('term-state')).toEqual([]);
  });

  it('draws every row while the columbarium’s Renew for a storage term is still loading', async () => {
    const storage = { ...term(7, 'Niche Holder', addDays(today, 2)), kind: 'storage', deposit_id: 1 };
    const { provider } = memoryDataProvider({ 'contract/termList': [...TERMS, storage], setting: [{ id: 1 }] });
    // The columbarium's button is a lazy chunk; here one that never arrives.
    const neverLoads = lazy(() => new Promise<never>(() => undefined));
    renderResource({
      routes: [dueList],
      url: '/contract/termList',
      dataProvider: provider,
      level: 1,
      namespaces: [termsMessages],
      overrides: { ...resourceOverrides, mgmt_term: termViewsWith(neverLoads) },
    });
    // The rows are drawn with their states (the storage row's included) instead of the whole list waiting for the chunk.
    await waitFor(() => expect(rowStates().sort()).toEqual(['due_soon', 'due_soon', 'in_grace', 'lapsed', 'overdue']));
    const storageRow = screen.getByText('Niche Holder').closest('tr') as HTMLElement;
    expect(within(storageRow).getByRole('button', { name: 'Renew' })).toBeDisabled();
    // The plots' terms have their own Renew, drawn at once.
    expect(screen.getAllByTestId('term-renew').filter((b) => !storageRow.contains(b))).toHaveLength(4);
  });
});
