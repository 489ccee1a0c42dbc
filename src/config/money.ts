/**
 * Amounts of money as people read them, in yuan with two decimals, grouped the way each
 * language groups (¥12,300.00; es ¥12.300,00, and ¥5.000,00 too: Spanish prose leaves four digits
 * ungrouped, which made a column read ¥5000,00 above ¥10.000,00), a refund -¥300.00 (the sign
 * before the symbol, as the printed receipts write it). The one way the screens write an amount (forms, panels, list
 * cells, statistics) and the server's messages that name one (a charge over the balance).
 */
import type { Labels, Lang } from './types';

const LOCALE_TAGS: Record<Lang, string> = { zh: 'zh-CN', en: 'en-US', es: 'es-ES', ja: 'ja-JP' };

/** One formatter per language: making one costs far more than formatting (a list formats every row). */
const FORMATTERS: Partial<Record<Lang, Intl.NumberFormat>> = {};

export const formatYuan = (value: unknown, lang: Lang): string => {
  const n = Number(value ?? 0);
  const f = (FORMATTERS[lang] ??= new Intl.NumberFormat(LOCALE_TAGS[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }));
  const amount = Number.isFinite(n) ? n : 0;
  // Rounded first, so -0.004 is ¥0.00 and not -¥0.00.
  const negative = Math.round(amount * 100) < 0;
  return `${negative ? '-' : ''}¥${f.format(Math.abs(amount))}`;
};

/** An amount written in every language, for a message parameter that the reader's language picks. */
export const yuanLabels = (value: unknown): Labels => ({
  zh: formatYuan(value, 'zh'),
  en: formatYuan(value, 'en'),
  es: formatYuan(value, 'es'),
  ja: formatYuan(value, 'ja'),
});
