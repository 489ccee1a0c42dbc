/** Dates as a vertical Chinese inscription writes them (the inscription proof, docs/printing.md). */
const DIGITS = '〇一二三四五六七八九';
const smallNumber = (n: number): string => (n <= 10 ? (n === 10 ? '十' : DIGITS[n]) : n < 20 ? `十${DIGITS[n - 10]}` : `${DIGITS[Math.floor(n / 10)]}十${n % 10 ? DIGITS[n % 10] : ''}`);

/**
 * A date as engraved in a vertical Chinese inscription: 1938-03-12 → 一九三八年三月十二日; a
 * register's partial date as far as it is known: 1923-11 → 一九二三年十一月, 1879 → 一八七九年,
 * ~1879 → 约一八七九年.
 */
export const engravedDate = (day: string): string => {
  const m = /^(~)?(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(day);
  if (!m) return day;
  const year = `${[...m[2]].map((d) => DIGITS[Number(d)]).join('')}年`;
  if (m[1]) return `约${year}`;
  return `${year}${m[3] ? `${smallNumber(Number(m[3]))}月` : ''}${m[3] && m[4] ? `${smallNumber(Number(m[4]))}日` : ''}`;
};
