/**
 * An order's amounts from what the client wrote and what the server knows (the plot price,
 * the yearly maintenance fee, what was paid), by the rules the browser's form shows live
 * (priceOrder in src/rules/orderMoney.ts). A maintenance fee of 0 or none means "the
 * standard fee": years x the yearly fee from the settings; a waiver is a discount.
 */
import { AMOUNT_FIELDS, fromCents, priceOrder as price, type Cents } from '../../rules/orderMoney';
import type { Row } from '../hooks/registry';
import { ApiError } from '../http/errors';

export { AMOUNT_FIELDS };

interface Pricing {
  maintenance_fee: number;
  total: number;
  balance: number;
}

/** `values` is the whole order as it will be; `recomputeMaintenance` when years changed and no fee is given. */
export const priceOrder = (values: Row, plotPrice: Cents, paid: Cents, perYear: Cents, recomputeMaintenance: boolean): Pricing => {
  const p = price(values, { price: plotPrice, paid, perYear, recomputeMaintenance });
  if (p.discountTooLarge) throw new ApiError('validation', 422, undefined, { discount: { code: 'discount_too_large' } });
  return { maintenance_fee: fromCents(p.maintenance_fee), total: fromCents(p.total), balance: fromCents(p.balance) };
};
