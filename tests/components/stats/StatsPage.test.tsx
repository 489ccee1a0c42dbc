import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { statsMessages } from '../../../src/app/i18n/messages/stats';
import { StatsPage } from '../../../src/app/stats/StatsPage';
import { presetRange } from '../../../src/app/stats/model/presets';
import type { StatsBundle } from '../../../src/app/stats/model/api';
import { bundle, emptyBundle } from './fixtures';

const BASE = 'http://stats.test/index';
const calls: { path: string; body: Record<string, unknown> }[] = [];
let answer: StatsBundle = bundle;

const DATA_OF: Record<string, (b: StatsBundle) => unknown> = {
  summary: (b) => b.summary,
  monthly: (b) => b.monthly,
  plots_by_area: (b) => b.plotsByArea,
  orders_by_status: (b) => b.ordersByStatus,
  top_sellers: (b) => b.topSellers,
  payments_by_method: (b) => b.paymentsByMethod,
  sellers: () => ({ kind: 'salesperson', options: [{ id: 3, name: '周敏' }] }),
};

const server = setupServer(
  http.post(`${BASE}/stats/:call`, async ({ request, params }) => {
    const call = String(params.call);
    calls.push({ path: call, body: (await request.json()) as Record<string, unknown> });
    return HttpResponse.json({ status: 200, msg: 'ok', data: DATA_OF[call](answer) });
  }),
);

beforeAll(() => {
  (window as { __API_BASE__?: string }).__API_BASE__ = BASE;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  calls.length = 0;
  answer = bundle;
});
afterAll(() => server.close());

const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...statsMessages.en }), 'en');

const renderPage = () =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <StatsPage channel="inside" />
    </AdminContext>,
  );

describe('StatsPage', () => {
  it('asks for this month and shows the KPI figures with their comparison', async () => {
    renderPage();
    const orders = await screen.findByText('New orders');
    const card = orders.closest('[data-kpi]') as HTMLElement;
    expect(within(card).getByText('3')).toBeTruthy();
    expect(within(card).getByText('Up 200% on the previous period')).toBeTruthy();
    const month = presetRange('month');
    expect(calls.find((c) => c.path === 'summary')?.body).toEqual(month);
    expect(screen.getByText('None in the previous period')).toBeTruthy();
    expect(screen.getByText('2 open orders')).toBeTruthy();
  });

  it('asks again for the new range when a preset is chosen', async () => {
    renderPage();
    await screen.findByText('New orders');
    calls.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'This year' }));
    await waitFor(() => expect(calls.find((c) => c.path === 'summary')?.body).toEqual(presetRange('year')));
  });

  it('narrows every call to the chosen salesperson', async () => {
    renderPage();
    await screen.findByText('New orders');
    await userEvent.click(await screen.findByRole('combobox'));
    calls.length = 0;
    await userEvent.click(await screen.findByRole('option', { name: '周敏' }));
    await waitFor(() => expect(calls.filter((c) => c.path === 'summary').map((c) => c.body)).toEqual([{ ...presetRange('month'), salesperson_id: 3 }]));
    expect(new Set(calls.map((c) => c.body.salesperson_id))).toEqual(new Set([3]));
  });

  it('shows custom dates and refuses an inverted range without calling', async () => {
    renderPage();
    await screen.findByText('New orders');
    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    calls.length = 0;
    const from = screen.getByLabelText('From') as HTMLInputElement;
    await userEvent.clear(from);
    await userEvent.type(from, '2999-01-01');
    expect(await screen.findByText('Choose a valid start and end date')).toBeTruthy();
    expect(calls.filter((c) => c.path === 'summary')).toEqual([]);
  });

  it('shows the empty state on every chart with nothing in the period', async () => {
    answer = emptyBundle;
    renderPage();
    await screen.findByText('New orders');
    const empty = screen.getAllByText('No data in this period');
    // Plots are a snapshot and still have rows; the four range charts are empty.
    expect(empty).toHaveLength(4);
  });
});
