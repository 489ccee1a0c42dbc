/**
 * What a stats range is compared with, worked out independently of src/server/stats/base/range.ts
 * for the tests' oracles: whole months with the months before, whole years with the years
 * before, other ranges with the same range shifted back by its length; a range reaching past
 * today counts to today, and its comparison to the same day.
 */
const DAY = 86_400_000;
const at = (day: string): Date => new Date(`${day}T00:00:00Z`);
const str = (d: Date): string => d.toISOString().slice(0, 10);

interface ExpectedComparison {
  current: { from: string; to: string };
  previous: { from: string; to: string };
}

export const expectedComparison = (from: string, to: string, today: string): ExpectedComparison => {
  const toDate = from <= today && today < to;
  const end = toDate ? today : to;
  const f = at(from);
  const t = at(to);
  const wholeMonths = f.getUTCDate() === 1 && new Date(t.getTime() + DAY).getUTCDate() === 1;
  if (wholeMonths) {
    const n = t.getUTCFullYear() * 12 + t.getUTCMonth() - (f.getUTCFullYear() * 12 + f.getUTCMonth()) + 1;
    const back = (day: string, monthEnd: boolean): string => {
      const d = at(day);
      const lastOfTarget = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n + 1, 0));
      return monthEnd ? str(lastOfTarget) : str(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, Math.min(d.getUTCDate(), lastOfTarget.getUTCDate()))));
    };
    return { current: { from, to: end }, previous: { from: back(from, false), to: back(end, !toDate) } };
  }
  const days = Math.round((t.getTime() - f.getTime()) / DAY) + 1;
  return { current: { from, to: end }, previous: { from: str(new Date(f.getTime() - days * DAY)), to: str(new Date(at(end).getTime() - days * DAY)) } };
};
