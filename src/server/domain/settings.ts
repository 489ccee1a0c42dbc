/** The settings the domain depends on (the singleton row id 1), with the config defaults when unset. */
import { orderPolicyOf, type OrderPolicy } from '../../config/orderRules';
import type { Trx } from './rows';
import { yearlyFeeOf, type Cents } from '../../config/orderMoney';

interface DomainSettings {
  reservationDays: number;
  maintenanceFeePerYear: Cents;
  /** The limits both sides apply (src/config/orderRules.ts). */
  policy: OrderPolicy;
}

export const readSettings = async (trx: Trx): Promise<DomainSettings> => {
  const row = await trx
    .selectFrom('setting')
    .select(['reservation_days', 'maintenance_fee_per_year', 'reservation_max_days', 'clerk_refunds', 'clerk_discount_percent'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const days = Number(row?.reservation_days);
  return {
    reservationDays: Number.isSafeInteger(days) && days > 0 ? days : 7,
    maintenanceFeePerYear: yearlyFeeOf(row?.maintenance_fee_per_year),
    policy: orderPolicyOf(row),
  };
};
