/**
 * Why an amount typed in the payment dialog cannot be confirmed, as a message key and its
 * parameters: the amount field's own rules from the config (a number, two decimals, its
 * maximum; the same validator the server runs) said in words a cashier reads at a glance
 * (negative, zero), and the order's limits (a charge up to the balance, a refund up to what
 * was paid), which the server checks again when the payment is recorded.
 */
import { toNumber, validateField } from '../../../config/validators';
import { paymentFields } from '../../kit/orderEnums';

interface AmountProblem {
  key: string;
  params?: Record<string, string | number>;
  /** Nothing typed yet: said as a hint, not as an error. */
  hint?: boolean;
}

export const amountProblem = (raw: string, kind: 'charge' | 'refund', limit: number, money: (n: number) => string): AmountProblem | null => {
  const text = raw.trim();
  if (kind === 'charge' && limit <= 0) return { key: 'payment.nothing_due' };
  if (text === '') return { key: kind === 'refund' ? 'payment.enter_refund' : 'payment.enter', params: { limit: money(limit) }, hint: true };
  const n = toNumber(text);
  if (n === null) return { key: 'payment.not_number' };
  if (n < 0) return { key: 'payment.negative' };
  if (n === 0) return { key: 'payment.zero' };
  const error = validateField(paymentFields.amount, text);
  if (error?.key === 'decimals') return { key: 'payment.decimals' };
  if (n > limit) return kind === 'refund' ? { key: 'payment.over_paid', params: { paid: money(limit) } } : { key: 'payment.over_balance', params: { balance: money(limit) } };
  // Anything else the field's rules refuse (none is left below the limit today) is still no amount.
  return error ? { key: 'payment.not_number' } : null;
};
