/** Money as every screen shows it (list cells, forms, panels, statistics): two decimals, grouped, in the current locale (src/config/money.ts). */
import { langOf } from '../../config/dates';
import { formatYuan } from '../../config/money';

export const formatMoney = (value: unknown, locale: string): string => formatYuan(value, langOf(locale));
