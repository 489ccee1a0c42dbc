/**
 * The payment and refund dialogs of the order page: Confirm says why it is off (negative,
 * zero, more than the balance, more than was paid, more than two decimals, no reason), the
 * amount is in yuan, amounts in the messages are written as money, and a deposit starts
 * empty instead of at the whole balance. Long reasons are counted and stop at their limit.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { PaymentDialog } from '../../../src/app/resources/tomb_order/PaymentDialog';
import { ReasonDialog } from '../../../src/app/kit/ReasonDialog';
import { setupLegacyApi } from '../setup';
import { renderShell } from '../shell/harness';

vi.setConfig({ testTimeout: 60_000 });

const api = setupLegacyApi();

const order = (over: Record<string, unknown> = {}) => ({ id: 7, version: 3, order_no: 'O1', buyer_name: '张三', total: 12345.5, paid: 0, balance: 12345.5, ...over });

const open = (kind: 'charge' | 'refund', record = order(), lang: 'en' | 'zh' = 'en') =>
  renderShell(
    <RecordContextProvider value={record}>
      <PaymentDialog kind={kind} open onClose={vi.fn()} />
    </RecordContextProvider>,
    { lang },
  );

const dialog = (kind: 'charge' | 'refund') => within(screen.getByTestId(`payment-dialog-${kind}`));
const amountInput = (kind: 'charge' | 'refund' = 'charge') => dialog(kind).getByRole('spinbutton') as HTMLInputElement;
const confirm = (kind: 'charge' | 'refund' = 'charge') => dialog(kind).getByRole('button', { name: /Confirm|确定/ });
const helpUnderAmount = () => screen.getByTestId('amount-help').textContent;
const blocked = () => screen.queryByTestId('payment-blocked')?.textContent ?? null;
const typeAmount = (value: string, kind: 'charge' | 'refund' = 'charge') => fireEvent.change(amountInput(kind), { target: { value } });

describe('the payment dialog', () => {
  it('starts a first payment (a deposit) empty, in yuan, and says what to enter', async () => {
    open('charge');
    await screen.findByTestId('payment-dialog-charge');
    expect(amountInput().value).toBe('');
    expect(dialog('charge').getByText('¥')).toBeTruthy();
    expect(dialog('charge').getByLabelText(/^Amount \(CNY\)/)).toBe(amountInput());
    expect(screen.getByTestId('payment-limit')).toHaveTextContent('Balance ¥12,345.50');
    expect(helpUnderAmount()).toBe('Enter the amount, at most ¥12,345.50');
    expect(confirm()).toBeDisabled();
    expect(blocked()).toBe('Enter the amount, at most ¥12,345.50');
  });

  it.each([
    ['-5', 'The amount cannot be negative'],
    ['0', 'The amount must be more than zero'],
    ['12345.51', 'More than the balance of ¥12,345.50'],
    ['10.005', 'At most two decimals (fen)'],
  ])('refuses %s and says why beside Confirm', async (value, why) => {
    open('charge');
    await screen.findByTestId('payment-dialog-charge');
    typeAmount(value);
    expect(helpUnderAmount()).toBe(why);
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
    expect(blocked()).toBe(why);
    expect(confirm()).toBeDisabled();
    expect(confirm()).toHaveAttribute('aria-describedby', 'payment-blocked');
  });

  it('takes a valid deposit and records it as typed', async () => {
    api.on('admin.tomb_payment/create', (c) => api.ok({ id: 99, ...c.body }));
    api.on('query', (c) => (c.body.table === 'tomb_payment' ? api.ok([{ id: 99, order_id: 7, kind: 'charge', amount: 5000 }]) : undefined));
    open('charge');
    await screen.findByTestId('payment-dialog-charge');
    typeAmount('5000');
    expect(blocked()).toBeNull();
    expect(confirm()).toBeEnabled();
    await userEvent.click(confirm());
    await waitFor(() => expect(api.callsTo('admin.tomb_payment/create')[0]?.body).toMatchObject({ order_id: 7, kind: 'charge', item: 'deposit', amount: 5000, payer: '张三' }));
  });

  it('starts at the balance for the plot price once a deposit was paid, and follows the item until an amount is typed', async () => {
    open('charge', order({ paid: 5000, balance: 7345.5 }));
    await screen.findByTestId('payment-dialog-charge');
    expect(amountInput().value).toBe('7345.50');
    expect(confirm()).toBeEnabled();
  });

  it('a refund: up to what was paid, needs a reason, names who receives the money, in Chinese too', async () => {
    open('refund', order({ paid: 5000, balance: 7345.5 }), 'zh');
    await screen.findByTestId('payment-dialog-refund');
    expect(amountInput('refund').value).toBe('');
    expect(screen.getByTestId('payment-limit')).toHaveTextContent('最多可退 ¥5,000.00');
    expect(dialog('refund').getByLabelText('领款人')).toHaveValue('张三');
    expect(dialog('refund').queryByLabelText('付款人')).toBeNull();
    typeAmount('5000.01', 'refund');
    expect(blocked()).toBe('超过了已付金额 ¥5,000.00');
    typeAmount('300', 'refund');
    expect(blocked()).toBe('请填写退款原因');
    expect(confirm('refund')).toBeDisabled();
    fireEvent.change(dialog('refund').getByRole('textbox', { name: /退款原因/ }), { target: { value: '优惠返还' } });
    expect(blocked()).toBeNull();
    expect(confirm('refund')).toBeEnabled();
  });

  it('counts the refund reason and stops it at the config limit (500)', async () => {
    open('refund', order({ paid: 5000 }));
    await screen.findByTestId('payment-dialog-refund');
    const reason = dialog('refund').getByRole('textbox', { name: /Refund reason/ });
    expect(reason).toHaveAttribute('maxlength', '500');
    fireEvent.change(reason, { target: { value: 'x'.repeat(12) } });
    expect(dialog('refund').getByTestId('char-count')).toHaveTextContent('12 / 500');
  });
});

describe('the cancel and refund-order dialogs', () => {
  it('count the reason and stop at the limit of where it is kept', async () => {
    renderShell(<ReasonDialog open title="Cancel order O1" withMethod={false} pending={false} onClose={vi.fn()} onConfirm={vi.fn()} testId="cancel-dialog" maxLength={2000} />);
    const reason = await screen.findByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveAttribute('maxlength', '2000');
    await userEvent.type(reason, 'family moved');
    expect(screen.getByTestId('char-count')).toHaveTextContent('12 / 2,000');
  });
});
