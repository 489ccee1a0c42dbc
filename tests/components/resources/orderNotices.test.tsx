/**
 * Issue 28, item 8: the notice after cancelling, refunding or signing an order names the order, and sits
 * at the bottom of the screen, clear of the tabs and the breadcrumb at the top.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification, RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { OrderActions } from '../../../src/app/resources/tomb_order/OrderActions';
import { setupLegacyApi } from '../setup';
import { renderShell } from '../shell/harness';

vi.setConfig({ testTimeout: 60_000 });

const api = setupLegacyApi();

const n = 10 + (Date.UTC(2026, 10, 28) % 80);
const order = { id: n, version: 2, order_no: `O20261128${String(n).padStart(4, '0')}`, status: 'reserved', buyer_name: '张三', total: 8000, paid: 0, balance: 8000, burialslot_id: 3 };

const open = (lang: 'en' | 'zh' = 'en') =>
  renderShell(
    <RecordContextProvider value={order}>
      <OrderActions />
      <Notification />
    </RecordContextProvider>,
    { lang },
  );

/** The notice showing `text`, and where the snackbar holding it is anchored. */
const notice = async (text: string) => {
  const shown = await screen.findByText(text);
  return shown.closest('.MuiSnackbar-root') as HTMLElement;
};

describe('the order notices', () => {
  it('name the order cancelled, at the bottom of the screen', async () => {
    api.on('admin.tomb_order/cancel', (c) => api.ok({ ...order, ...c.body, status: 'cancelled' }));
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByTestId('cancel-dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'The family chose another plot');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('admin.tomb_order/cancel')[0]?.body).toMatchObject({ id: n, version: 2, reason: 'The family chose another plot' }));
    const snackbar = await notice(`Order ${order.order_no} is cancelled`);
    expect(snackbar).toHaveClass('MuiSnackbar-anchorOriginBottomCenter');
  });

  it('name the order signed, in the reader’s language', async () => {
    api.on('admin.tomb_order/sign', () => api.ok({ ...order, status: 'contracted' }));
    const user = userEvent.setup();
    open('zh');
    await user.click(screen.getByRole('button', { name: '签约' }));
    await user.click(await screen.findByRole('button', { name: /确认|确定/ }));
    const snackbar = await notice(`订单 ${order.order_no} 合同已签订`);
    expect(snackbar).toHaveClass('MuiSnackbar-anchorOriginBottomCenter');
  });

  it('name the order refunded, at the bottom of the screen', async () => {
    localStorage.setItem('level', '2');
    const paidOrder = { ...order, status: 'contracted', paid: 3000, balance: 5000 };
    api.on('admin.tomb_order/refund', () => api.ok({ ...paidOrder, status: 'refunded', paid: 0 }));
    api.on('query', (c) => (c.body.table === 'setting' ? (c.body.is_count ? api.ok(1) : api.ok([{ id: 1, clerk_refunds: false }])) : undefined));
    const user = userEvent.setup();
    renderShell(
      <RecordContextProvider value={paidOrder}>
        <OrderActions />
        <Notification />
      </RecordContextProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Refund order' }));
    const dialog = within(await screen.findByTestId('refund-dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'The family chose another cemetery');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    const snackbar = await notice(`Order ${order.order_no} is refunded`);
    expect(snackbar).toHaveClass('MuiSnackbar-anchorOriginBottomCenter');
    localStorage.clear();
  });
});
