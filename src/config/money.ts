/**
 * Amounts of money as people read them, in yuan with two decimals, grouped the way each
 * language groups (¥12,300.00; es ¥12.300,00). Shared: the screens, and the server's
 * messages that name an amount (a charge over the balance), so both write it alike.
 */
import type { Labels, Lang } from './types';

const LOCALE_TAGS: Record<Lang, string> = { zh: 'zh-CN', en: 'en-US', es: 'es-ES', ja: 'ja-JP' };

export const formatYuan = (value: unknown, lang: Lang): string => {
  const n = Number(value ?? 0);
  return `¥${(Number.isFinite(n) ? n : 0).toLocaleString(LOCALE_TAGS[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
};

/** An amount written in every language, for a message parameter that the reader's language picks. */
export const yuanLabels = (value: unknown): Labels => ({
  zh: formatYuan(value, 'zh'),
  en: formatYuan(value, 'en'),
  es: formatYuan(value, 'es'),
  ja: formatYuan(value, 'ja'),
});
