/** Dates as a vertical Chinese inscription writes them (the inscription proof, docs/printing.md). */
const DIGITS = '〇一二三四五六七八九';
const smallNumber = (n: number): string => (n <= 10 ? (n === 10 ? '十' : DIGITS[n]) : n < 20 ? `十${DIGITS[n - 10]}` : `${DIGITS[Math.floor(n / 10)]}十${n % 10 ? DIGITS[n % 10] : ''}`);

/** A date as engraved in a vertical Chinese inscription: 1938-03-12 → 一九三八年三月十二日. */
export const engravedDate = (day: string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) return day;
  return `${[...m[1]].map((d) => DIGITS[Number(d)]).join('')}年${smallNumber(Number(m[2]))}月${smallNumber(Number(m[3]))}日`;
};
