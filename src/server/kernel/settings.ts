/** The settings the domain depends on (the singleton row id 1), with the config defaults when unset. */
import { orderPolicyOf, type OrderPolicy } from '../../rules/orderRules';
import type { RowOf, TypedDb } from '../db/tables';
import { yearlyFeeOf, type Cents } from '../../rules/orderMoney';

type Setting = RowOf<'setting'>;

/** These columns of the settings row (the singleton); empty before the row exists, so every reader falls back to its defaults. */
export const readSettingRow = async <K extends keyof Setting & string>(db: TypedDb, columns: readonly K[]): Promise<Partial<Pick<Setting, K>>> =>
  (await db.selectFrom('setting').select([...columns]).orderBy('id').limit(1).executeTakeFirst()) ?? {};

interface DomainSettings {
  reservationDays: number;
  maintenanceFeePerYear: Cents;
  /** The limits both sides apply (src/rules/orderRules.ts). */
  policy: OrderPolicy;
}

export const readSettings = async (trx: TypedDb): Promise<DomainSettings> => {
  const row = await readSettingRow(trx, ['reservation_days', 'maintenance_fee_per_year', 'reservation_max_days', 'clerk_refunds', 'clerk_discount_percent']);
  const days = Number(row.reservation_days);
  return {
    reservationDays: Number.isSafeInteger(days) && days > 0 ? days : 7,
    maintenanceFeePerYear: yearlyFeeOf(row.maintenance_fee_per_year),
    policy: orderPolicyOf(row),
  };
};
