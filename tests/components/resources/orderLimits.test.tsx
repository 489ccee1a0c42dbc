// @vitest-environment jsdom
// (jsdom: happy-dom judges a money input's 100.00 a step mismatch of step 0.01 and so never submits the form; Chromium does not.)
/**
 * The browser mirrors the server's rules on plot status and order limits (issue 12 items 4,
 * 9 and 13): the plot page shows the status instead of an input and offers the off-sale
 * action with a reason (disabled with why while an order holds the plot); the order page
 * shows a clerk's refund buttons disabled with why, and refuses a discount or a reservation
 * date past the settings' limits with the server's own message, before anything is sent.
 */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../src/config/days';
import type { ResourceRoute } from '../../../src/config/routes';
import { appRoutes } from '../../../src/instance';
import { formatDay, localDay } from '../../../src/config/dates';
import { memoryDataProvider } from '../builders/memoryDataProvider';
import { renderResource } from '../builders/renderResource';
import { fakeApiForFile } from '../dataProvider/mswApi';

vi.setConfig({ testTimeout: 90_000 });

/** The page's clock, stopped at a generated instant: the reservation limit is counted from its day. */
const NOW = new Date(2026, 5, 17, 12, 0);
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());

const plots = appRoutes.findRoute('/tomb/tombBurialslotList') as ResourceRoute;
const orders = appRoutes.findRoute('/order/tombOrderList') as ResourceRoute;
const api = fakeApiForFile();


const plot = (status: string) => ({ id: 7, version: 3, code: 'N1-1-07', area_id: 1, room_id: 1, shelf_id: 1, column_no: 7, type: 'single', capacity: 1, price: 50000, status, status_reason: null });
const setting = { id: 1, version: 1, cemetery_name: 'Park', reservation_days: 7 };

describe('the plot page', () => {
  it('shows the status, not an input, and takes a free plot off sale with a reason', async () => {
    api.answer((call) => (call.path === 'admin.tomb_burialslot/set_status' ? api.ok({ ...plot('unavailable'), version: 4 }) : undefined));
    const { provider } = memoryDataProvider({ 'tomb/tombBurialslotList': [plot('available')], tomb_area: [{ id: 1, name: 'North' }], tomb_room: [{ id: 1, name: 'R', area_id: 1 }], tomb_shelf: [{ id: 1, name: 'S', room_id: 1 }] });
    renderResource({ routes: [plots], url: '/tomb/tombBurialslotList/7', dataProvider: provider, level: 2 });
    const user = userEvent.setup();
    const bar = await screen.findByTestId('plot-status');
    expect(within(bar).getByText('Available')).toBeInTheDocument();
    await screen.findByLabelText(/^Code/);
    expect(screen.queryByRole('combobox', { name: /^Status/ })).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Take off sale' }));
    const dialog = await screen.findByTestId('plot-status-dialog');
    const submit = within(dialog).getAllByRole('button').at(-1)!;
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), 'Headstone cracked');
    await user.click(submit);
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === 'admin.tomb_burialslot/set_status')).toEqual([
        { path: 'admin.tomb_burialslot/set_status', body: { id: 7, version: 3, status: 'unavailable', reason: 'Headstone cracked' } },
      ]),
    );
  });

  it('says why the action is not offered while an order holds the plot', async () => {
    const { provider } = memoryDataProvider({ 'tomb/tombBurialslotList': [plot('sold')] });
    renderResource({ routes: [plots], url: '/tomb/tombBurialslotList/7', dataProvider: provider, level: 4 });
    const bar = await screen.findByTestId('plot-status');
    expect(within(bar).getByRole('button', { name: 'Take off sale' })).toBeDisabled();
    expect(bar.querySelector('[data-blocked-reason]')?.getAttribute('data-blocked-reason')).toBe('An order holds this plot: its status follows the order');
    expect(within(bar).getByText('An order holds this plot: its status follows the order')).toBeInTheDocument();
  });
});

describe('the order page', () => {
  const order = {
    id: 5, version: 2, order_no: 'O202611230001', burialslot_id: 7, status: 'reserved', buyer_name: 'Zhang', buyer_phone: '13800001111',
    reserved_until: localDay(NOW), price: 50000, discount: 0, maintenance_years: 20, maintenance_fee: 2000, engraving_fee: 0, burial_fee: 0, other_fee: 0,
    total: 52000, paid: 1000, balance: 51000, channel: 'inside',
  };
  const tables = () => ({ 'order/tombOrderList': [{ ...order }], setting: [setting], tomb_payment: [{ id: 1, order_id: 5, kind: 'charge', item: 'deposit', method: 'cash', amount: 1000, receipt_no: 'R1' }] });

  it('shows a clerk the refund buttons disabled with the reason, and a manager enabled', async () => {
    const clerk = renderResource({ routes: [orders], url: '/order/tombOrderList/5', dataProvider: memoryDataProvider(tables()).provider, level: 1 });
    const reason = 'Refunds are recorded by a manager (the settings can let clerks refund)';
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Refund/ }).length).toBe(2));
    for (const b of screen.getAllByRole('button', { name: /^Refund/ })) expect(b).toBeDisabled();
    expect(screen.getAllByText(reason)).toHaveLength(2);
    clerk.unmount();
    renderResource({ routes: [orders], url: '/order/tombOrderList/5', dataProvider: memoryDataProvider(tables()).provider, level: 2 });
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Refund/ }).length).toBe(2));
    for (const b of screen.getAllByRole('button', { name: /^Refund/ })) expect(b).toBeEnabled();
    expect(screen.queryByText(reason)).not.toBeInTheDocument();
  });

  it('refuses a clerk’s discount and a reservation date past the limits, with the server’s messages', async () => {
    const { provider, calls } = memoryDataProvider(tables());
    renderResource({ routes: [orders], url: '/order/tombOrderList/5', dataProvider: provider, level: 1 });
    const user = userEvent.setup();
    const discount = await screen.findByLabelText(/^Discount/);
    await waitFor(() => expect(screen.getByText('Clerks give at most ¥5,000.00 (10% of the price); more needs a manager')).toBeInTheDocument());
    await user.clear(discount);
    await user.type(discount, '6000');
    const until = screen.getByLabelText(/^Reserved until/);
    await user.clear(until);
    await user.type(until, '9999-12-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 5000.00 (10% of the price) without a manager')).toBeInTheDocument();
    expect(await screen.findByText(`Not after ${formatDay(addDays(localDay(NOW), 30), 'en')}`)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'update')).toEqual([]);
  });

  it('refunds the whole order as what was paid for (a deposit), not "other", and a refund payment starts there too', async () => {
    api.answer((call) => (call.path === 'admin.tomb_order/refund' ? api.ok({ ...order, status: 'refunded', paid: 0, version: 3 }) : undefined));
    renderResource({ routes: [orders], url: '/order/tombOrderList/5', dataProvider: memoryDataProvider(tables()).provider, level: 2 });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const payment = await screen.findByTestId('payment-dialog-refund');
    expect(within(payment).getByRole('combobox', { name: /^Item/ })).toHaveTextContent('Deposit');
    await user.click(within(payment).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Refund order' }));
    const dialog = await screen.findByTestId('refund-dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Family moved');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === 'admin.tomb_order/refund').map((c) => c.body)).toEqual([{ id: 5, version: 2, reason: 'Family moved', method: 'cash', item: 'deposit' }]));
  });
});
