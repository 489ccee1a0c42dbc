/**
 * Issue 28, item 11: every payment ends the same way: what was paid or given back, its receipt
 * number, and the receipt to print one click away (as a term's renewal already did). A charge
 * and a refund on the order page, the order's refund, a renewal's refund, and the storage fees
 * collected when ashes are withdrawn. A level with no print page for the receipt reads its
 * number and who prints it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithdrawDialog } from '../../../src/app/columbarium/WithdrawDialog';
import { OrderActions } from '../../../src/app/resources/tomb_order/OrderActions';
import { PaymentDialog } from '../../../src/app/resources/tomb_order/PaymentDialog';
import { RenewalPayments } from '../../../src/app/terms/RenewalPayments';
import { setupLegacyApi } from '../setup';
import { renderShell } from '../shell/harness';

vi.setConfig({ testTimeout: 60_000 });

const api = setupLegacyApi();

/** Generated numbers: an order, its receipts. */
const n = 10 + (Date.UTC(2026, 10, 28) % 80);
const orderNo = `O20261128${String(n).padStart(4, '0')}`;
const receipt = (k: number) => `R20261128${String(n * 10 + k).padStart(4, '0')}`;
const order = { id: n, version: 2, order_no: orderNo, status: 'contracted', buyer_name: '张三', total: 8000, paid: 3000, balance: 5000, burialslot_id: 3 };

afterEach(() => localStorage.clear());

const asLevel = (level: number) => localStorage.setItem('level', String(level));

/** The ending: its text, and the print button's name and target (null when the level has none). */
const ending = async () => {
  const done = await screen.findByTestId('payment-done', undefined, { timeout: 10_000 });
  const print = screen.queryByTestId('payment-print-receipt');
  return { text: done.textContent, print: print ? { name: print.textContent, href: print.getAttribute('href') } : null };
};

describe('a payment on the order page', () => {
  const takePayment = async (kind: 'charge' | 'refund', lang: 'en' | 'zh' = 'en') => {
    let made: Record<string, unknown> | undefined;
    api.on('admin.tomb_payment/create', (c) => {
      made = { id: 77, receipt_no: receipt(1), ...c.body };
      return api.ok({ id: 77 });
    });
    // The provider reads the written row back (with the receipt number the server gave it).
    api.on('query', (c) => (c.body.table === 'tomb_payment' ? api.ok(made ? [made] : []) : undefined));
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderShell(
      <RecordContextProvider value={order}>
        <PaymentDialog kind={kind} open onClose={onClose} />
      </RecordContextProvider>,
      { lang },
    );
    const dialog = within(await screen.findByTestId(`payment-dialog-${kind}`));
    const amount = dialog.getByRole('spinbutton');
    await user.clear(amount);
    await user.type(amount, kind === 'charge' ? '5000' : '1200');
    if (kind === 'refund') await user.type(dialog.getByRole('textbox', { name: /Reason|原因/ }), 'Paid twice');
    await user.click(dialog.getByRole('button', { name: /Confirm|确定/ }));
    return { onClose, user };
  };

  it('ends a charge with its receipt to print (a manager’s fee receipt page)', async () => {
    asLevel(4);
    const { onClose, user } = await takePayment('charge');
    expect(await ending()).toEqual({
      text: `Order ${orderNo}: ¥5,000.00 received, receipt ${receipt(1)}`,
      print: { name: `Print receipt ${receipt(1)}`, href: '/print/print10?payment=77' },
    });
    // The dialog stays until the cashier is done with it.
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('ends a refund with the refund receipt to print, in the reader’s language', async () => {
    asLevel(4);
    await takePayment('refund', 'zh');
    expect(await ending()).toEqual({
      text: `订单 ${orderNo}：已退款 ¥1,200.00，收据号 ${receipt(1)}`,
      print: { name: `打印收据 ${receipt(1)}`, href: '/print/print11?payment=77' },
    });
  });

  it('tells a clerk, who has no receipt page, the receipt number and who prints it', async () => {
    asLevel(1);
    await takePayment('charge');
    expect(await ending()).toEqual({ text: `Order ${orderNo}: ¥5,000.00 received, receipt ${receipt(1)}`, print: null });
    expect(screen.getByText('A manager or administrator who prints receipts prints this one')).toBeTruthy();
  });
});

describe('the order’s refund', () => {
  it('ends with the refund’s receipt to print', async () => {
    asLevel(2);
    const refund = { id: 81, order_id: n, kind: 'refund', item: 'plot_price', amount: 3000, receipt_no: receipt(2) };
    let refunded = false;
    api.on('admin.tomb_order/refund', () => {
      refunded = true;
      return api.ok({ ...order, status: 'refunded', paid: 0 });
    });
    api.on('query', (c) => {
      if (c.body.table === 'setting') return c.body.is_count ? api.ok(1) : api.ok([{ id: 1, clerk_refunds: false }]);
      if (c.body.table !== 'tomb_payment') return undefined;
      const rows = [{ id: 80, order_id: n, kind: 'charge', item: 'plot_price', amount: 3000, receipt_no: receipt(1) }, ...(refunded ? [refund] : [])];
      if (c.body.is_count) return api.ok(rows.length);
      return api.ok(JSON.stringify(c.body.order_by).includes('desc') ? [...rows].reverse() : rows);
    });
    const user = userEvent.setup();
    renderShell(
      <RecordContextProvider value={order}>
        <OrderActions />
      </RecordContextProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Refund order' }));
    const dialog = within(await screen.findByTestId('refund-dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'The family chose another cemetery');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await ending()).toEqual({
      text: `Order ${orderNo}: ¥3,000.00 refunded, receipt ${receipt(2)}`,
      print: { name: `Print receipt ${receipt(2)}`, href: '/print/receipt?payment=81' },
    });
    expect(within(screen.getByTestId('payment-done-dialog')).getByRole('heading')).toHaveTextContent(`Order ${orderNo} is refunded`);
  });
});

describe('a renewal’s refund', () => {
  it('ends with the refund’s receipt to print', async () => {
    asLevel(2);
    api.on('query', (c) => {
      if (c.body.table === 'setting') return c.body.is_count ? api.ok(1) : api.ok([{ id: 1, clerk_refunds: false }]);
      if (c.body.table !== 'tomb_payment') return undefined;
      const rows = [{ id: 11, kind: 'charge', item: 'maintenance', amount: 200, periods: 2, receipt_no: receipt(3), paid_at: '2026-11-23T02:00:00.000Z', term_id: 5, refund_of: null }];
      return c.body.is_count ? api.ok(rows.length) : api.ok(rows);
    });
    api.on('admin.mgmt_term/refund_renewal', () => api.ok({ term: { id: 5 }, payment: { id: 12, kind: 'refund', amount: 200, receipt_no: receipt(4) } }));
    const user = userEvent.setup();
    renderShell(<RenewalPayments termId={5} />);
    await user.click(await screen.findByTestId('term-refund'));
    const dialog = within(await screen.findByTestId('term-refund-dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Family moved abroad');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await ending()).toEqual({
      text: `Renewal ${receipt(3)} refunded; the term is shortened back`,
      print: { name: `Print receipt ${receipt(4)}`, href: '/print/renewalReceipt?payment=12' },
    });
  });
});

describe('ashes withdrawn with their storage fees', () => {
  it('end with the storage receipt to print', async () => {
    asLevel(1);
    const deposit = { id: 7, version: 3, deposit_no: 'AD000007', status: 'stored', paid_until: '2026-06-30', fee_basis: 'yearly', fee_rate: 600, pickup_failures: 0, pickup_locked_until: null };
    api.on('admin.ash_deposit/dues', () => api.ok({ periods: 1, amount: 600, today: '2026-11-24' }));
    api.on('admin.ash_deposit/withdraw', () => api.ok({ deposit: { ...deposit, status: 'withdrawn' }, payment: { id: 31, kind: 'charge', amount: 600, receipt_no: receipt(5) } }));
    const user = userEvent.setup();
    renderShell(
      <RecordContextProvider value={deposit}>
        <WithdrawDialog open onClose={() => undefined} />
      </RecordContextProvider>,
    );
    const dialog = within(await screen.findByTestId('withdraw-dialog'));
    await dialog.findByText(/¥600\.00/);
    await user.type(dialog.getByRole('textbox', { name: /ID number/ }), '110101199001011234');
    await user.type(dialog.getByRole('textbox', { name: /Pick-up code/ }), '123456');
    await user.click(dialog.getByRole('combobox', { name: /Withdrawn to/ }));
    await user.click(await screen.findByRole('option', { name: 'Taken away' }));
    await user.click(dialog.getByTestId('withdraw-submit'));
    await waitFor(() => expect(api.callsTo('admin.ash_deposit/withdraw')[0]?.body).toMatchObject({ id: 7, kind: 'taken_away', method: 'cash' }));
    expect(await ending()).toEqual({
      text: `Ashes withdrawn; storage fees of ¥600.00 received, receipt ${receipt(5)}`,
      print: { name: `Print receipt ${receipt(5)}`, href: '/print/storageReceipt?payment=31' },
    });
  });
});
