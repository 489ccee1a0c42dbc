/**
 * The totals of an order, computed by the server only:
 * total = price - discount + maintenance + engraving + burial + other; balance = total - paid.
 */
import type { Cents } from './money';

export interface OrderAmounts {
  price: Cents;
  discount: Cents;
  maintenance_fee: Cents;
  engraving_fee: Cents;
  burial_fee: Cents;
  other_fee: Cents;
}

export interface OrderTotals {
  total: Cents;
  paid: Cents;
  balance: Cents;
}

export const feesOf = (a: OrderAmounts): Cents => a.maintenance_fee + a.engraving_fee + a.burial_fee + a.other_fee;

export const computeTotals = (a: OrderAmounts, paid: Cents): OrderTotals => {
  const total = a.price - a.discount + feesOf(a);
  return { total, paid, balance: total - paid };
};

/** The maintenance fee the cemetery charges for N years, used when the order does not give one. */
export const defaultMaintenanceFee = (years: number, perYear: Cents): Cents => Math.max(0, Math.trunc(years)) * perYear;

/** paid = charges - refunds. */
export const paidOf = (payments: readonly { kind: string; amount: Cents }[]): Cents =>
  payments.reduce((sum, p) => sum + (p.kind === 'refund' ? -p.amount : p.amount), 0);
