/** Money as the map and the order pages show it: two decimals, grouped, in the current locale (src/config/money.ts). */
import { langOf } from '../../config/dates';
import { formatYuan } from '../../config/money';

export const formatMoney = (value: unknown, locale: string): string => formatYuan(value, langOf(locale));
