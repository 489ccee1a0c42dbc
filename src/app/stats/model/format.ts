/** Figures as the cards and chart axes show them, in the page's locale. */
import { formatMoney, formatNumber, intlLocale } from '../../builders/fields/formatValue';

export { formatMoney, formatNumber };

/** Short axis ticks: 12K, 1.2M, 1.2万. */
export const formatCompact = (v: unknown, locale: string): string => {
  const n = Number(v);
  return Number.isFinite(n) ? new Intl.NumberFormat(intlLocale(locale), { notation: 'compact', maximumFractionDigits: 1 }).format(n) : '';
};

/** A month key (YYYY-MM) as the axis shows it: 2024-03 -> 3月 / Mar 2024. */
export const formatMonth = (month: string, locale: string): string => {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return month;
  return new Intl.DateTimeFormat(intlLocale(locale), { year: 'numeric', month: 'short' }).format(new Date(y, m - 1, 1));
};

/** A label cut to `max` characters with an ellipsis, for axes too narrow for long names. */
export const shortLabel = (text: string, max: number): string => {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
};
