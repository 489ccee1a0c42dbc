/** Money as the map and the order pages show it: two decimals, grouped, in the current locale. */
export const formatMoney = (value: unknown, locale: string): string => {
  const n = Number(value ?? 0);
  const tag = locale === 'zh' ? 'zh-CN' : locale === 'ja' ? 'ja-JP' : locale === 'es' ? 'es-ES' : 'en-US';
  return `¥${(Number.isFinite(n) ? n : 0).toLocaleString(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
};
