/**
 * The limits of an order that come from the settings, as pure functions both sides run: the
 * server inside the write's transaction (src/server/domain/orderHooks.ts, paymentHooks.ts,
 * orderActions.ts), the browser to offer only what the server accepts (the order page). One
 * place per rule (docs/operations.md, "Limits"):
 * - a reservation ends at the latest `reservation_max_days` after today;
 * - refunds (a refund payment, an order refund) are the managers' (levels 2, 4, 5, 6), unless
 *   `clerk_refunds` lets the clerks (1, 3) record them too;
 * - a clerk's discount is at most `clerk_discount_percent` of the plot price; managers give any
 *   discount up to the price plus fees.
 */
import { addDays } from '../config/days';
import { MANAGERS } from '../config/define';
import { owesNothing } from './orderMoney';
import type { Level } from '../config/types';
import type { FieldError } from '../config/validators';

export interface OrderPolicy {
  reservationMaxDays: number;
  clerkRefunds: boolean;
  clerkDiscountPercent: number;
}

/** The policy when the settings row leaves a value empty; the `setting` block of resources.config.ts uses these as its defaults. */
export const DEFAULT_ORDER_POLICY: OrderPolicy = {
  reservationMaxDays: 30,
  clerkRefunds: false,
  clerkDiscountPercent: 10,
};

const intIn = (v: unknown, min: number, max: number): number | undefined => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= max ? n : undefined;
};

/** The policy of a `setting` row (as the database or the API gives it). */
export const orderPolicyOf = (setting: Readonly<Record<string, unknown>> | undefined): OrderPolicy => ({
  reservationMaxDays: intIn(setting?.reservation_max_days, 1, 3650) ?? DEFAULT_ORDER_POLICY.reservationMaxDays,
  clerkRefunds: typeof setting?.clerk_refunds === 'boolean' ? setting.clerk_refunds : DEFAULT_ORDER_POLICY.clerkRefunds,
  clerkDiscountPercent: intIn(setting?.clerk_discount_percent, 0, 100) ?? DEFAULT_ORDER_POLICY.clerkDiscountPercent,
});

const isOrderManager = (level: Level | undefined): boolean => level !== undefined && MANAGERS.includes(level);

/** May this level record a refund (a refund payment, or refund a whole order)? */
export const mayRefund = (level: Level | undefined, policy: OrderPolicy): boolean => isOrderManager(level) || policy.clerkRefunds;

/** The last day a reservation made today may run to. */
export const latestReservationDay = (today: string, policy: OrderPolicy): string => addDays(today, policy.reservationMaxDays);

/** A reservation date: not before today, not after the latest day. Empty is for the caller (the default or `required`). */
export const checkReservedUntil = (value: unknown, today: string, policy: OrderPolicy): FieldError | null => {
  if (value === undefined || value === null || value === '') return null;
  const day = String(value).slice(0, 10);
  if (day < today) return { key: 'min_date', params: { min: today } };
  const latest = latestReservationDay(today, policy);
  if (day > latest) return { key: 'max_date', params: { max: latest } };
  return null;
};

/** The largest discount the level may give on this plot price, in cents; undefined = no rule of its own (managers). */
export const discountLimitCents = (level: Level | undefined, policy: OrderPolicy, priceCents: number): number | undefined =>
  isOrderManager(level) ? undefined : Math.floor((Math.max(0, priceCents) * policy.clerkDiscountPercent) / 100);

const toCents = (v: unknown): number => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
};

/**
 * A discount above the level's limit, as a field error (the amount in figures with two
 * decimals). `previous` is the order's discount before an edit: lowering a discount a manager
 * gave is always allowed (it only brings the price back up).
 */
export const checkDiscount = (level: Level | undefined, policy: OrderPolicy, price: unknown, discount: unknown, previous?: unknown): FieldError | null => {
  const limit = discountLimitCents(level, policy, toCents(price));
  if (limit === undefined || toCents(discount) <= limit) return null;
  if (previous !== undefined && toCents(discount) <= toCents(previous)) return null;
  return { key: 'discount_limit', params: { max: (limit / 100).toFixed(2), percent: policy.clerkDiscountPercent } };
};

/**
 * A closed order (cancelled, refunded or expired: it no longer holds its plot) is a record of
 * what happened: only its note may still change. The server refuses any other field
 * (src/server/domain/orderHooks.ts); the order page offers only these.
 */
export const CLOSED_ORDER_EDITABLE: readonly string[] = ['remark'];

export const isClosedOrder = (status: unknown): boolean => owesNothing(status);

/** The first field of an edit that a closed order refuses, or undefined when the edit is allowed. */
export const closedOrderRefused = (status: unknown, fields: readonly string[]): string | undefined =>
  isClosedOrder(status) ? fields.find((f) => !CLOSED_ORDER_EDITABLE.includes(f)) : undefined;
