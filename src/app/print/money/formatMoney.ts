/**
 * Amounts in figures as printed on documents: ¥12,300.00. Grouping by thousands with a
 * comma and two decimals is how Chinese bills write RMB figures, so the figure does not
 * change with the document language (only the words around it do).
 */
import { centsOrZero } from './cents';

const group = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const formatMoney = (amount: number | string | null | undefined, symbol = '¥'): string => {
  const cents = centsOrZero(amount);
  const abs = cents < 0n ? -cents : cents;
  const yuan = group((abs / 100n).toString());
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${cents < 0n ? '-' : ''}${symbol}${yuan}.${fraction}`;
};
