/** Values the settings texts may name as %{placeholder}: the same list for clauses and the commitment letter. */
import { formatMoney } from '../money/formatMoney';
import type { DocTexts } from '../i18n/types';
import { text, yearsText } from './common';
import type { OrderRow, PlotRow, SettingRow } from './rows';

export const PLACEHOLDERS = [
  'cemetery',
  'buyer',
  'plot',
  'order_no',
  'contract_no',
  'maintenance_years',
  'maintenance_fee',
  'maintenance_fee_per_year',
  'total',
] as const;

export const placeholderValues = (
  order: OrderRow,
  plot: PlotRow | null,
  setting: SettingRow,
  t: DocTexts,
): Record<(typeof PLACEHOLDERS)[number], string> => ({
  cemetery: text(setting.cemetery_name),
  buyer: text(order.buyer_name),
  plot: text(plot?.code),
  order_no: text(order.order_no),
  contract_no: text(order.contract_no),
  maintenance_years: yearsText(order.maintenance_years, t),
  maintenance_fee: formatMoney(order.maintenance_fee),
  maintenance_fee_per_year: formatMoney(setting.maintenance_fee_per_year),
  total: formatMoney(order.total),
});
