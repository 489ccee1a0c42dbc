/**
 * An order's amounts from what the client wrote and what the server knows (the plot price,
 * the yearly maintenance fee, what was paid). A maintenance fee of 0 or none means "the
 * standard fee": years x the yearly fee from the settings; a waiver is a discount.
 */
import type { Row } from '../hooks/registry';
import { ApiError } from '../http/errors';
import { fromCents, toCents, type Cents } from './money';
import { computeTotals, defaultMaintenanceFee } from './totals';

export const AMOUNT_FIELDS = ['discount', 'maintenance_years', 'maintenance_fee', 'engraving_fee', 'burial_fee', 'other_fee'] as const;

export interface Pricing {
  maintenance_fee: number;
  total: number;
  balance: number;
}

/** `values` is the whole order as it will be; `recomputeMaintenance` when years changed or the fee is not given. */
export const priceOrder = (values: Row, price: Cents, paid: Cents, perYear: Cents, recomputeMaintenance: boolean): Pricing => {
  const given = toCents(values.maintenance_fee);
  const maintenance = recomputeMaintenance || given <= 0 ? defaultMaintenanceFee(Number(values.maintenance_years ?? 0), perYear) : given;
  const t = computeTotals(
    {
      price,
      discount: toCents(values.discount),
      maintenance_fee: maintenance,
      engraving_fee: toCents(values.engraving_fee),
      burial_fee: toCents(values.burial_fee),
      other_fee: toCents(values.other_fee),
    },
    paid,
  );
  if (t.total < 0) throw new ApiError('validation', 422, undefined, { discount: { code: 'discount_too_large' } });
  return { maintenance_fee: fromCents(maintenance), total: fromCents(t.total), balance: fromCents(t.balance) };
};
