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
import { bundle, emptyBundle, monthToDate, noPreviousRecord, noRecord } from './fixtures';
import { formatDay } from '../../../src/config/dates';

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
  // The terms' figures (docs/terms.md), shown under the charts.
  terms: () => ({ renewals: { count: 2, amount: 1200, refunded: 0, storage: { count: 1, amount: 200 } }, dueByMonth: [{ month: '2026-12', count: 3, amount: 360 }], overdue: { count: 1, amount: 120 } }),
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
    expect(within(card).getByText('Up 200%')).toBeTruthy();
    // The card says what it is compared with, and the figure it had then.
    expect((card.querySelector('[data-compared-with]') as HTMLElement).textContent).toBe('(vs the 2 months before: 1)');
    const month = presetRange('month');
    expect(calls.find((c) => c.path === 'summary')?.body).toEqual(month);
    expect(screen.getByText('Up from none')).toBeTruthy();
    expect(screen.getByText('2 open orders')).toBeTruthy();
  });

  it('compares this month so far with last month up to the same day, and says so on the page and in every card', async () => {
    answer = monthToDate;
    renderPage();
    const card = (await screen.findByText('New orders')).closest('[data-kpi]') as HTMLElement;
    expect((card.querySelector('[data-compared-with]') as HTMLElement).textContent).toBe('(vs last month to the same day: 1)');
    const d = (day: string) => formatDay(day, 'en');
    expect(screen.getByText(`${d('2026-11-01')} to ${d('2026-11-23')}, compared with last month to the same day (${d('2026-10-01')} to ${d('2026-10-23')})`)).toBeTruthy();
    const owed = document.querySelector('[data-kpi="outstanding"] [data-compared-with]') as HTMLElement;
    expect(owed.textContent).toContain(`(vs the end of ${d('2026-10-23')}`);
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

  it('compares the outstanding balance with the previous period’s end, a rise coloured as bad', async () => {
    renderPage();
    const card = (await screen.findByText('Outstanding balance')).closest('[data-kpi]') as HTMLElement;
    expect(within(card).getByText('End of 29 Feb 2024')).toBeTruthy();
    const trend = card.querySelector('[data-trend]') as HTMLElement;
    expect(trend.dataset.trend).toBe('up');
    expect(within(trend).getByText('Up 50%')).toBeTruthy();
    expect((trend.querySelector('[data-compared-with]') as HTMLElement).textContent).toMatch(new RegExp(`^\\(vs the end of ${formatDay('2023-12-31', 'en')}: .*12,000\\.00\\)$`));
    // Same colour as a rise in refunds (bad), unlike a rise in new orders (good).
    const colorOf = (kpi: string) => getComputedStyle(document.querySelector(`[data-kpi="${kpi}"] [data-trend] span`) as HTMLElement).color;
    expect(colorOf('outstanding')).not.toBe(colorOf('orders'));
    expect(within(card).getByText('2 open orders')).toBeTruthy();
  });

  it('compares every plot status with the previous period’s end, without colouring it good or bad', async () => {
    renderPage();
    const card = (await screen.findByText(/^Plots/)).closest('[data-kpi="plots"]') as HTMLElement;
    expect(within(card).getByText('End of 29 Feb 2024')).toBeTruthy();
    const status = (value: string) => card.querySelector(`[data-plot-status="${value}"]`) as HTMLElement;
    expect(within(status('sold')).getByText('+100%')).toBeTruthy();
    expect((status('sold').querySelector('[data-compared-with]') as HTMLElement).textContent).toBe('(1)');
    expect(within(card).getByText(`compared with the end of ${formatDay('2023-12-31', 'en')}`)).toBeTruthy();
    expect(within(status('available')).getByText('−16.7%')).toBeTruthy();
    expect(within(status('reserved')).getByText('No change')).toBeTruthy();
    // The full sentence is the tooltip of the short form.
    expect((status('available').querySelector('[data-trend]') as HTMLElement).title).toBe(`Down 16.7% (vs the end of ${formatDay('2023-12-31', 'en')}: 6)`);
    const colors = new Set(['sold', 'available', 'reserved'].map((v) => getComputedStyle(status(v).querySelector('[data-trend] span') as HTMLElement).color));
    expect(colors.size).toBe(1);
  });

  /** The page on an answer: its outstanding balance and plots cards, once shown. */
  const owedAndPlotsOn = async (stats: StatsBundle) => {
    answer = stats;
    renderPage();
    const owed = (await screen.findByText('Outstanding balance')).closest('[data-kpi]') as HTMLElement;
    return { owed, plots: document.querySelector('[data-kpi="plots"]') as HTMLElement };
  };

  it('says which day has no record instead of comparing with it', async () => {
    const { owed, plots } = await owedAndPlotsOn(noPreviousRecord);
    expect(within(owed).getByText('Now')).toBeTruthy();
    expect(within(owed).getByText('No record for 31 Dec 2023 to compare with')).toBeTruthy();
    expect(owed.querySelector('[data-trend]')).toBeNull();
    expect(within(plots).getAllByText('No record for 31 Dec 2023 to compare with')).toHaveLength(1);
    expect(plots.querySelector('[data-trend]')).toBeNull();
    expect(within(plots).getByText('3')).toBeTruthy();
  });

  it('shows no figure for a period whose end has no record', async () => {
    const { owed, plots } = await owedAndPlotsOn(noRecord);
    expect(within(owed).getByText('—')).toBeTruthy();
    expect(within(owed).getByText('No record for 29 Feb 2024')).toBeTruthy();
    expect(within(owed).queryByText(/open orders/)).toBeNull();
    expect(within(plots).getAllByText('—')).toHaveLength(5);
    expect(within(plots).getByText('No record for 29 Feb 2024')).toBeTruthy();
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
