/**
 * The order screens at the counter: the plot picker offers only plots for sale, in code order,
 * with type, status and price; the create form prices the order live by the server's rules;
 * a refunded order owes nothing and says what was refunded; the order page lists its deceased
 * and disables "Register a deceased" on a full plot with the reason; Delete is not offered on
 * an order that payments refer to; the registration list is sorted by a column one can see.
 */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RaRecord } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceRoute } from '../../../src/config/routes';
import { appRoutes } from '../../../src/instance';
import * as ordersMessages from '../../../src/app/i18n/messages/orders';
import * as deleteGuardMessages from '../../../src/app/i18n/messages/delete_guard';
import * as salesMessages from '../../../src/app/i18n/messages/sales';
import { memoryDataProvider } from '../builders/memoryDataProvider';
import { renderResource } from '../builders/renderResource';
import { onPhoneScreen } from '../helpers/phoneScreen';

vi.setConfig({ testTimeout: 90_000 });

const orders = appRoutes.findRoute('/order/tombOrderList') as ResourceRoute;
const members = appRoutes.findRoute('/member/list') as ResourceRoute;
const namespaces = [ordersMessages, salesMessages, deleteGuardMessages];

const plot = (id: number, code: string, status: string, type: string, price: number, capacity = 1): RaRecord => ({ id, code, status, type, price, capacity });
const PLOTS = [
  plot(1, 'B-02', 'available', 'single', 1000),
  plot(2, 'A-01', 'sold', 'single', 9000),
  plot(3, 'A-03', 'available', 'double', 2000, 2),
  plot(4, 'A-02', 'reserved', 'family', 5000, 4),
  plot(5, 'C-01', 'buried', 'single', 3000),
];
const SETTING = [{ id: 1, maintenance_fee_per_year: 100, cemetery_name: 'Test park' }];

const order = (over: Partial<RaRecord>): RaRecord => ({
  id: 7,
  version: 3,
  order_no: 'O202611230001',
  burialslot_id: 5,
  status: 'completed',
  buyer_name: '张三',
  buyer_phone: '13800001111',
  price: 3000,
  discount: 0,
  maintenance_years: 20,
  maintenance_fee: 2000,
  engraving_fee: 0,
  burial_fee: 0,
  other_fee: 0,
  total: 5000,
  paid: 5000,
  balance: 0,
  ...over,
});

/** Every name a screen may read a table by: the level's route or the bare config key. */
const tables = (extra: Record<string, RaRecord[]> = {}) => ({
  tomb_burialslot: PLOTS,
  'tomb/tombBurialslotList': PLOTS,
  setting: SETTING,
  ...extra,
});

const optionCodes = () => screen.getAllByRole('option').map((o) => o.querySelector('[data-plot-option]')?.getAttribute('data-plot-option'));

describe('creating an order', () => {
  it('offers only plots for sale, in code order, each with its type, status and price, found by code', async () => {
    const { provider, calls } = memoryDataProvider(tables(), { sort: true });
    renderResource({ routes: [orders], url: '/order/tombOrderList/create', dataProvider: provider, level: 1, namespaces });
    const user = userEvent.setup();
    const picker = await screen.findByRole('combobox', { name: /^Plot/ });
    await user.click(picker);
    await waitFor(() => expect(optionCodes()).toEqual(['A-03', 'B-02']));
    const a03 = screen.getAllByRole('option')[0];
    expect(within(a03).getByText('Double')).toBeInTheDocument();
    expect(within(a03).getByText('Available')).toBeInTheDocument();
    expect(within(a03).getByText('¥2,000.00')).toBeInTheDocument();
    await user.type(picker, 'B-0');
    const asked = () => calls.filter((c) => c.method === 'getList' && c.resource === 'tomb_burialslot').at(-1)?.params;
    // The picker asks after its typing pause: on a busy machine that takes more than waitFor's default second.
    await waitFor(() => expect(asked()).toMatchObject({ filter: { status: 'available', code_like: 'B-0' }, sort: { field: 'code', order: 'ASC' } }), { timeout: 10_000 });
    await waitFor(() => expect(optionCodes()).toEqual(['B-02']), { timeout: 10_000 });
  });

  it('shows the price the server will compute while the form is typed: standard maintenance fee, discount, fees, total', async () => {
    const { provider } = memoryDataProvider(tables(), { sort: true });
    renderResource({ routes: [orders], url: `/order/tombOrderList/create?source=${encodeURIComponent(JSON.stringify({ burialslot_id: 1 }))}`, dataProvider: provider, level: 1, namespaces });
    const user = userEvent.setup();
    const pricing = await screen.findByTestId('order-pricing');
    const amount = (name: string) => pricing.querySelector(`[data-amount="${name}"] [data-amount-value]`)?.textContent;
    await waitFor(() => expect(amount('total')).toBe('¥3,000.00'));
    expect(amount('price')).toBe('¥1,000.00');
    // No fee typed: 20 years x 100 a year, as the server charges it.
    expect(amount('maintenance_fee')).toBe('¥2,000.00');
    expect(within(pricing).getByText('20 years × ¥100.00 (standard)')).toBeInTheDocument();
    const discount = screen.getByLabelText('Discount');
    await user.clear(discount);
    await user.type(discount, '150');
    const engraving = screen.getByLabelText('Engraving fee');
    await user.clear(engraving);
    await user.type(engraving, '80.5');
    await waitFor(() => expect(amount('total')).toBe('¥2,930.50'));
    expect(amount('discount')).toBe('−¥150.00');
    expect(amount('engraving_fee')).toBe('¥80.50');
  });
});

describe('the order page', () => {
  it('a refunded order owes nothing and says what was refunded', async () => {
    const refunded = order({ status: 'refunded', paid: 0, balance: 0, burialslot_id: 1, cancel_reason: 'Plot moved' });
    const payments = [
      { id: 1, order_id: 7, kind: 'charge', item: 'deposit', method: 'cash', amount: 5000, receipt_no: 'R1', paid_at: '2026-11-01T02:00:00Z' },
      { id: 2, order_id: 7, kind: 'refund', item: 'deposit', method: 'cash', amount: 5000, receipt_no: 'R2', paid_at: '2026-11-02T02:00:00Z' },
    ];
    const { provider } = memoryDataProvider(tables({ 'order/tombOrderList': [refunded], tomb_payment: payments, 'member/list': [] }));
    renderResource({ routes: [orders], url: '/order/tombOrderList/7', dataProvider: provider, level: 1, namespaces });
    const summary = await screen.findByTestId('order-summary');
    const amount = (name: string) => summary.querySelector(`[data-amount="${name}"] [data-amount-value]`)?.textContent;
    await waitFor(() => expect(amount('refunded')).toBe('¥5,000.00'));
    expect(amount('balance')).toBe('¥0.00');
    expect(within(summary).getByText('Refunded', { selector: '[data-amount="refunded"] *' })).toBeInTheDocument();
    expect(within(summary).getByTestId('owes-nothing')).toHaveTextContent('Order Refunded: nothing is owed');
    // The reason is the refund's, labelled so; the refund row says what it gave back.
    const reason = summary.querySelector('[data-amount="cancel_reason"]') as HTMLElement;
    expect(reason).toHaveTextContent('Refund reason');
    expect(reason).toHaveTextContent('Plot moved');
    expect(within(screen.getByTestId('order-payments')).getAllByText('Deposit')).toHaveLength(2);
  });

  it('offers only the remark of a closed order, and says why', async () => {
    const cancelled = order({ status: 'cancelled', paid: 0, balance: 0, burialslot_id: 1, cancel_reason: 'changed mind' });
    const { provider } = memoryDataProvider(tables({ 'order/tombOrderList': [cancelled], tomb_payment: [], 'member/list': [] }));
    renderResource({ routes: [orders], url: '/order/tombOrderList/7', dataProvider: provider, level: 1, namespaces });
    expect(await screen.findByTestId('order-closed')).toHaveTextContent('Order Cancelled: only its remark can change');
    expect(screen.getByTestId('order-summary').querySelector('[data-amount="cancel_reason"]')).toHaveTextContent('Cancel reasonchanged mind');
    expect(screen.getByLabelText('Remark')).toBeEnabled();
    for (const name of ['Buyer', 'Buyer phone', 'Buyer address', 'Agent']) expect(screen.queryByLabelText(name, { exact: false, selector: 'input, textarea' })).toBeNull();
  });

  it('offers the buyer fields of an open order', async () => {
    const { provider } = memoryDataProvider(tables({ 'order/tombOrderList': [order({ status: 'paid', burialslot_id: 1 })], tomb_payment: [], 'member/list': [] }));
    renderResource({ routes: [orders], url: '/order/tombOrderList/7', dataProvider: provider, level: 1, namespaces });
    expect(await screen.findByLabelText('Buyer phone', { exact: false, selector: 'input' })).toBeEnabled();
    expect(screen.queryByTestId('order-closed')).toBeNull();
  });

  it('lists the deceased registered on the order, and disables Register on a full plot with the reason', async () => {
    const deceased = [{ id: 31, name: '李四', birth_date: '~1940', death_date: '2026-10', burial_date: '2026-11-05', order_id: 7, burialslot_id: 5 }];
    const { provider } = memoryDataProvider(tables({ 'order/tombOrderList': [order({})], tomb_payment: [], 'member/list': deceased }));
    renderResource({ routes: [orders, members], url: '/order/tombOrderList/7', dataProvider: provider, level: 1, namespaces });
    const panel = await screen.findByTestId('order-deceased');
    const row = await within(panel).findByText('李四');
    expect(row.closest('a')).toHaveAttribute('href', '/member/list/31');
    const item = row.closest('li') as HTMLElement;
    // In the screen's day format; a register's partial dates as what is known.
    expect(within(item).getByText('c. 1940 – Oct 2026')).toBeInTheDocument();
    expect(within(item).getByText('Buried on 5 Nov 2026')).toBeInTheDocument();
    expect(await within(panel).findByTestId('register-blocked')).toHaveTextContent('Plot full (1 of 1)');
    expect(within(panel).getByRole('button', { name: 'Register a deceased' })).toBeDisabled();
  });

  it('offers Register while the plot has room', async () => {
    const { provider } = memoryDataProvider(tables({ 'order/tombOrderList': [order({ burialslot_id: 3, status: 'paid' })], tomb_payment: [], 'member/list': [] }));
    renderResource({ routes: [orders, members], url: '/order/tombOrderList/7', dataProvider: provider, level: 1, namespaces });
    const panel = await screen.findByTestId('order-deceased');
    expect(await within(panel).findByText('0 of 2 registered')).toBeInTheDocument();
    expect(within(panel).getByText('No deceased registered on this order yet')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Register a deceased' })).toBeEnabled();
  });

  it('does not offer a Delete that payments would refuse, and says why; an order without any can be deleted', async () => {
    const payments = [{ id: 1, order_id: 7, kind: 'charge', item: 'deposit', method: 'cash', amount: 100, receipt_no: 'R1', paid_at: '2026-11-01T02:00:00Z' }];
    const { provider } = memoryDataProvider(tables({ 'order/tombOrderList': [order({}), order({ id: 8, order_no: 'O202611230002' })], tomb_payment: payments, member: [] }));
    renderResource({ routes: [orders], url: '/order/tombOrderList/7', dataProvider: provider, level: 5, namespaces });
    expect(await screen.findByTestId('delete-blocked')).toHaveTextContent('Cannot be deleted: Payments (1) still refer to it');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('offers Delete on an order nothing refers to', async () => {
    const { provider } = memoryDataProvider(tables({ 'order/tombOrderList': [order({ id: 8, order_no: 'O202611230002' })], tomb_payment: [], member: [] }));
    renderResource({ routes: [orders], url: '/order/tombOrderList/8', dataProvider: provider, level: 5, namespaces });
    await screen.findByTestId('order-summary');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
    expect(screen.queryByTestId('delete-blocked')).toBeNull();
  });

  it('opens the Delete confirmation at once while the references are still counted, and waits inside for the answer', async () => {
    const { provider } = memoryDataProvider(tables({ 'order/tombOrderList': [order({ id: 8, order_no: 'O202611230002' })], tomb_payment: [], member: [] }));
    let answer = () => {};
    const counted = new Promise<void>((resolve) => (answer = resolve));
    const slow = { ...provider, getList: (resource: string, params: Parameters<typeof provider.getList>[1]) => (resource === 'tomb_payment' ? counted.then(() => provider.getList(resource, params)) : provider.getList(resource, params)) };
    renderResource({ routes: [orders], url: '/order/tombOrderList/8', dataProvider: slow as typeof provider, level: 5, namespaces });
    await screen.findByTestId('order-summary');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete order O202611230002?')).toBeInTheDocument();
    expect(within(dialog).getByTestId('delete-checking')).toHaveTextContent('Checking whether other records still refer to it');
    expect(within(dialog).getByTestId('delete-confirm')).toBeDisabled();
    answer();
    await waitFor(() => expect(within(dialog).getByTestId('delete-confirm')).toBeEnabled());
    expect(within(dialog).queryByTestId('delete-checking')).toBeNull();
  });
});

describe('the order page on a phone (375 px)', () => {
  // Every max-width query matches: the page lays itself out for a phone.
  onPhoneScreen();

  it('shows each payment as a card: receipt, amount, item, method, date, operator and its Print button', async () => {
    const payments = [
      { id: 1, order_id: 7, kind: 'charge', item: 'deposit', method: 'wechat', amount: 5000, receipt_no: 'R202611010001', paid_at: '2026-11-01T02:00:00Z', operator_id: 4, operator: { nickname: 'Clerk Li' } },
      { id: 2, order_id: 7, kind: 'refund', item: 'deposit', method: 'cash', amount: 1000, receipt_no: 'R202611020001', paid_at: '2026-11-02T02:00:00Z', operator_id: 4, operator: { nickname: 'Clerk Li' } },
    ];
    const { provider } = memoryDataProvider(tables({ 'order/tombOrderList': [order({ status: 'paid', burialslot_id: 1, paid: 4000 })], tomb_payment: payments, 'member/list': [] }));
    // A manager (level 2) prints receipts.
    renderResource({ routes: [orders], url: '/order/tombOrderList/7', dataProvider: provider, level: 2, namespaces });
    const cards = await screen.findByTestId('payment-cards');
    expect(within(screen.getByTestId('order-payments')).queryByRole('table')).toBeNull();
    const charge = cards.querySelector('[data-payment="R202611010001"]') as HTMLElement;
    expect(within(charge).getByText('¥5,000.00')).toBeInTheDocument();
    expect(within(charge).getByText('Deposit')).toBeInTheDocument();
    expect(within(charge).getByText('WeChat')).toBeInTheDocument();
    expect(within(charge).getByText(/Clerk Li/)).toBeInTheDocument();
    expect(within(charge).getByRole('link', { name: 'Print receipt' })).toBeInTheDocument();
    const refund = cards.querySelector('[data-payment="R202611020001"]') as HTMLElement;
    expect(within(refund).getByText('−¥1,000.00')).toBeInTheDocument();
    expect(within(refund).getByText('Refund')).toBeInTheDocument();
    expect(within(refund).getByRole('link', { name: 'Print receipt' })).toBeInTheDocument();
  });
});

describe('the registration list', () => {
  it('is sorted by the registration time, a column it shows with its sort indicator', async () => {
    const rows = [{ id: 1, name: '王五', created_at: '2026-11-20T02:00:00Z', applicant_name: 'a', applicant_phone: '13800001111' }];
    const { provider, calls } = memoryDataProvider({ 'member/list': rows });
    renderResource({ routes: [members], url: '/member/list', dataProvider: provider, level: 1, namespaces });
    await screen.findByText('王五');
    expect(calls.find((c) => c.method === 'getList' && c.resource === 'member/list')?.params.sort).toEqual({ field: 'created_at', order: 'DESC' });
    const header = screen.getByRole('columnheader', { name: /Registered/ });
    expect(header.querySelector('.MuiTableSortLabel-root')).toHaveClass('Mui-active');
  });
});
