/** Plain-text renderings shared by list cells, show pages and the CSV export. */
import type { Labels, Lang } from '../../../config/types';
import { formatMoney as formatAmount } from '../../format/money';
const LOCALES: Record<string, string> = { zh: 'zh-CN', en: 'en-GB', es: 'es-ES', ja: 'ja-JP' };

export const intlLocale = (locale: string): string => LOCALES[locale] ?? locale;

const asNumber = (v: unknown): number | undefined => {
  if (v === null || v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};

/** One formatter per locale and options: making one costs far more than formatting (a list formats every cell). */
const formatters = new Map<string, Intl.NumberFormat>();
const formatter = (locale: string, decimals: number | undefined): Intl.NumberFormat => {
  const key = `${locale}|${decimals}`;
  let f = formatters.get(key);
  if (!f) {
    const opts: Intl.NumberFormatOptions = decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
    f = new Intl.NumberFormat(intlLocale(locale), opts);
    formatters.set(key, f);
  }
  return f;
};

/** Money as every screen writes it (src/config/money.ts); an empty cell stays empty. */
export const formatMoney = (v: unknown, locale: string): string => {
  const n = asNumber(v);
  return n === undefined ? '' : formatAmount(n, locale);
};

export const formatNumber = (v: unknown, locale: string, decimals?: number): string => {
  const n = asNumber(v);
  return n === undefined ? '' : formatter(locale, decimals).format(n);
};

/**
 * A date column as the CSV export writes it: 'YYYY-MM-DD', which spreadsheets read and sort
 * whatever their language (screens use src/app/format/dates.ts).
 */
export const isoDay = (v: unknown): string => (typeof v === 'string' ? v.slice(0, 10) : '');

/**
 * An integer, with the config's name of that value beside it when it has one
 * (`valueLabels`): a level shows as "1 · Inside clerk", never as a bare 1.
 */
export const formatInteger = (v: unknown, locale: string, valueLabels?: Readonly<Partial<Record<number, Labels>>>): string => {
  const text = formatNumber(v, locale);
  const name = text === '' ? undefined : valueLabels?.[Number(v)];
  return name ? `${text} · ${name[locale as Lang] ?? name.en}` : text;
};
