/**
 * Issue 28, item 12: a page shows that it is working within 100 ms, however long the server
 * takes: skeleton rows in a list from its first render (react-admin's own placeholder waited a
 * second with nothing on screen), a thin bar under the navbar while any request is out, and the
 * page spinner (the sign-in check, a page's code on its way) at once instead of after a second.
 */
import '@testing-library/jest-dom/vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Loading, useGetOne, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResourceRoute } from '../../../src/config/routes';
import { addDays } from '../../../src/config/days';
import { localDay } from '../../../src/config/dates';
import { appRoutes } from '../../../src/instance';
import * as termsMessages from '../../../src/app/i18n/messages/terms';
import { FetchProgress } from '../../../src/app/shell/progress/FetchProgress';
import { ShellThemeProvider } from '../../../src/app/shell/theme/ShellThemeProvider';
import { memoryDataProvider } from '../builders/memoryDataProvider';
import { renderResource } from '../builders/renderResource';
import { renderShell } from './harness';

vi.setConfig({ testTimeout: 90_000 });

afterEach(() => vi.useRealTimers());

/** A provider whose answers to `resource`'s lists wait until the test lets them go. */
const held = (base: DataProvider, resource: string) => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((go) => (release = go));
  const provider: DataProvider = { ...base, getList: async (r, params) => (r === resource ? gate.then(() => base.getList(r, params)) : base.getList(r, params)) };
  return { provider, release };
};

describe('a list waiting for its first page', () => {
  it('shows skeleton rows with its toolbar, then the rows (the due list)', async () => {
    const dueList = appRoutes.findRoute('/contract/termList') as ResourceRoute;
    const term = { id: 1, version: 1, kind: 'plot', holder_name: 'Generated Holder', holder_phone: '13800001111', paid_from: addDays(localDay(), -3650), periods: 10, paid_until: addDays(localDay(), 3), yearly_fee: 100, status: 'active', unit: 'year', channel: 'inside' };
    const { provider: base } = memoryDataProvider({ 'contract/termList': [term], setting: [{ id: 1 }] });
    const { provider, release } = held(base, 'contract/termList');
    renderResource({ routes: [dueList], url: '/contract/termList', dataProvider: provider, level: 1, namespaces: [termsMessages] });
    // The quick filters are drawn: in that same render the rows' place says it is loading.
    await screen.findByTestId('term-filter-all');
    const skeleton = screen.getByTestId('list-skeleton');
    expect(skeleton).toHaveAttribute('role', 'progressbar');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Generated Holder')).toBeNull();
    release();
    await screen.findByText('Generated Holder');
    expect(screen.queryByTestId('list-skeleton')).toBeNull();
  });
});

describe('the bar under the navbar', () => {
  it('shows while a request is out, and goes once it is answered', async () => {
    let answer: (v: { data: { id: number; code: string } }) => void = () => undefined;
    const dataProvider = { getOne: () => new Promise((go) => (answer = go)) } as unknown as DataProvider;
    const Area = () => {
      const { data } = useGetOne('tomb_area', { id: 3 });
      return <span>{data ? `Area ${data.code}` : ''}</span>;
    };
    renderShell(
      <>
        <FetchProgress />
        <Area />
      </>,
      { dataProvider },
    );
    expect(await screen.findByTestId('fetch-progress')).toHaveAttribute('aria-label', 'Loading');
    act(() => answer({ data: { id: 3, code: 'N' } }));
    await screen.findByText('Area N');
    await waitFor(() => expect(screen.queryByTestId('fetch-progress')).toBeNull());
  });
});

describe('the page spinner', () => {
  it('shows within 100 ms (react-admin waits a second by default)', () => {
    vi.useFakeTimers();
    render(
      <ShellThemeProvider>
        <Loading loadingPrimary="Loading" loadingSecondary="" />
      </ShellThemeProvider>,
    );
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });
});
