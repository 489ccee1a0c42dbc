/** Plain-text renderings shared by list cells, show pages and the CSV export. */
const LOCALES: Record<string, string> = { zh: 'zh-CN', en: 'en-GB', es: 'es-ES', ja: 'ja-JP' };

export const intlLocale = (locale: string): string => LOCALES[locale] ?? locale;

const asNumber = (v: unknown): number | undefined => {
  if (v === null || v === undefined || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};

/** Money always with two decimals and grouping; the currency is the cemetery's (yuan). */
export const formatMoney = (v: unknown, locale: string): string => {
  const n = asNumber(v);
  return n === undefined ? '' : new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol' }).format(n);
};

export const formatNumber = (v: unknown, locale: string, decimals?: number): string => {
  const n = asNumber(v);
  if (n === undefined) return '';
  const opts = decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  return new Intl.NumberFormat(intlLocale(locale), opts).format(n);
};

/**
 * A date column as the CSV export writes it: 'YYYY-MM-DD', which spreadsheets read and sort
 * whatever their language (screens use src/app/format/dates.ts).
 */
export const isoDay = (v: unknown): string => (typeof v === 'string' ? v.slice(0, 10) : '');
