/**
 * An order's money, by one set of rules for both sides: the server applies them inside the
 * write's transaction (src/server/domain/pricing.ts, orderFlow.ts), the browser shows the same
 * figures live while the form is typed (src/app/resources/tomb_order/PricingPanel.tsx).
 * Pure, no imports: amounts are integer cents so totals, paid and balance always add up.
 *
 * total = price - discount + maintenance + engraving + burial + other; paid = charges - refunds;
 * balance = total - paid, except that a cancelled, refunded or expired order owes nothing.
 */

export type Cents = number;

/** Money is numeric(14,2) in the database and arrives as a string or a number. */
export const toCents = (v: unknown): Cents => {
  if (v === null || v === undefined || v === '') return 0;
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n)) return 0;
  return Math.round(n * 100);
};

/** Back to the decimal the database and the protocol speak. */
export const fromCents = (c: Cents): number => Math.round(c) / 100;

export interface OrderAmounts {
  price: Cents;
  discount: Cents;
  maintenance_fee: Cents;
  engraving_fee: Cents;
  burial_fee: Cents;
  other_fee: Cents;
}

interface OrderTotals {
  total: Cents;
  paid: Cents;
  balance: Cents;
}

/** The fees of an order, in the order the form and the documents list them. */
export const FEE_FIELDS = ['maintenance_fee', 'engraving_fee', 'burial_fee', 'other_fee'] as const;

/** The order fields a client writes that change its amounts. */
export const AMOUNT_FIELDS = ['discount', 'maintenance_years', 'maintenance_fee', 'engraving_fee', 'burial_fee', 'other_fee'] as const;

const feesOf = (a: OrderAmounts): Cents => a.maintenance_fee + a.engraving_fee + a.burial_fee + a.other_fee;

/** Statuses in which an order owes nothing, whatever its total and paid: the sale did not happen. */
export const OWES_NOTHING_STATUSES = ['cancelled', 'refunded', 'expired'] as const;

export const owesNothing = (status: unknown): boolean => (OWES_NOTHING_STATUSES as readonly unknown[]).includes(status);

/** What the order still owes: total - paid while it stands, 0 once cancelled, refunded or expired. */
export const balanceOf = (status: unknown, total: Cents, paid: Cents): Cents => (owesNothing(status) ? 0 : total - paid);

/** total and balance of an order in `status` (an order being created is reserved). */
export const computeTotals = (a: OrderAmounts, paid: Cents, status: unknown = 'reserved'): OrderTotals => {
  const total = a.price - a.discount + feesOf(a);
  return { total, paid, balance: balanceOf(status, total, paid) };
};

/** The yearly maintenance fee when the settings give none (the config's default, 100 a year). */
const STANDARD_YEARLY_FEE: Cents = 10_000;

/** The settings' maintenance_fee_per_year as cents, the standard one when unset. */
export const yearlyFeeOf = (setting: unknown): Cents =>
  setting === null || setting === undefined || setting === '' ? STANDARD_YEARLY_FEE : toCents(setting);

/** The maintenance fee the cemetery charges for N years, used when the order does not give one. */
export const defaultMaintenanceFee = (years: number, perYear: Cents): Cents => Math.max(0, Math.trunc(years)) * perYear;

/** paid = charges - refunds. */
export const paidOf = (payments: readonly { kind: string; amount: Cents }[]): Cents =>
  payments.reduce((sum, p) => sum + (p.kind === 'refund' ? -p.amount : p.amount), 0);

/** What was paid back: the sum of the refunds. */
export const refundedOf = (payments: readonly { kind: string; amount: Cents }[]): Cents =>
  payments.reduce((sum, p) => sum + (p.kind === 'refund' ? p.amount : 0), 0);

/** What the pricing reads of an order as it will be (the form's values, or the stored row with a patch). */
interface PricingValues {
  discount?: unknown;
  maintenance_years?: unknown;
  maintenance_fee?: unknown;
  engraving_fee?: unknown;
  burial_fee?: unknown;
  other_fee?: unknown;
  status?: unknown;
}

interface PricingFacts {
  /** The plot's price (the server takes it from the plot, never from the client). */
  price: Cents;
  /** What was paid so far (0 for a new order). */
  paid: Cents;
  /** The yearly maintenance fee of the settings. */
  perYear: Cents;
  /** The years changed and no fee was given: the fee is the standard one again. */
  recomputeMaintenance?: boolean;
}

interface OrderPricing extends OrderAmounts, OrderTotals {
  /** The maintenance fee is the standard one (years x the yearly fee), not one typed in. */
  standardMaintenance: boolean;
  /** The discount is larger than everything else: the server refuses such an order. */
  discountTooLarge: boolean;
}

/**
 * An order's amounts from what the client wrote and what the server knows. A maintenance fee
 * of 0 or none means "the standard fee": years x the yearly fee from the settings (a waiver is
 * a discount).
 */
export const priceOrder = (values: PricingValues, facts: PricingFacts): OrderPricing => {
  const given = toCents(values.maintenance_fee);
  const standardMaintenance = Boolean(facts.recomputeMaintenance) || given <= 0;
  const amounts: OrderAmounts = {
    price: facts.price,
    discount: toCents(values.discount),
    maintenance_fee: standardMaintenance ? defaultMaintenanceFee(Number(values.maintenance_years ?? 0) || 0, facts.perYear) : given,
    engraving_fee: toCents(values.engraving_fee),
    burial_fee: toCents(values.burial_fee),
    other_fee: toCents(values.other_fee),
  };
  const totals = computeTotals(amounts, facts.paid, values.status ?? 'reserved');
  return { ...amounts, ...totals, standardMaintenance, discountTooLarge: totals.total < 0 };
};

/** How many deceased a plot can hold: single 1, double 2, family its configured capacity. */
export const plotCapacity = (plot: { type: unknown; capacity?: unknown }): number => {
  if (plot.type === 'single') return 1;
  if (plot.type === 'double') return 2;
  return Math.max(1, Number(plot.capacity ?? 1) || 1);
};

/** The item a plot order's money is for when several items were paid: the plot. */
const PLOT_MONEY_ITEM = 'plot_price';

/**
 * What a refund of an order gives back, as a payment item: the one item its charges were for
 * (a refunded deposit is a deposit), else the plot's money ("plot price"), never "other".
 * The order's refund and the refund dialog start from it (src/app/resources/tomb_order).
 */
export const refundItemOf = (payments: readonly Readonly<Record<string, unknown>>[]): string => {
  const items = new Set(payments.filter((p) => p.kind === 'charge').map((p) => String(p.item)));
  return items.size === 1 ? [...items][0] : PLOT_MONEY_ITEM;
};
