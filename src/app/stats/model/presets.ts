/**
 * The date range choices of the statistics page, as calendar days in the browser's local
 * time (the person's day, not UTC's). Weeks start on Monday, as on Chinese and European
 * calendars.
 */

export const PRESETS = ['today', 'week', 'month', 'year', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];

export interface DayRange {
  from: string;
  to: string;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** YYYY-MM-DD of a local date. */
export const dayOf = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The range a preset means on the day `now`; custom keeps the caller's range. */
export const presetRange = (preset: Exclude<Preset, 'custom'>, now: Date = new Date()): DayRange => {
  const today = dayOf(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'week': {
      const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
      const sunday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6);
      return { from: dayOf(monday), to: dayOf(sunday) };
    }
    case 'month': {
      const last = new Date(now.getFullYear(), now.getMonth() + 1, 0);
      return { from: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-01`, to: dayOf(last) };
    }
    case 'year':
      return { from: `${now.getFullYear()}-01-01`, to: `${now.getFullYear()}-12-31` };
  }
};

/** A custom range the server will take: both days present and in order. */
export const isValidRange = (r: DayRange): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(r.from) && /^\d{4}-\d{2}-\d{2}$/.test(r.to) && r.from <= r.to;
