/**
 * Dates and times on screen, in the user's language: the one format of src/config/dates.ts
 * (zh 2024-05-03 14:30, en 3 May 2024, 14:30, es 3 may 2024, 14:30, ja 2024/05/03 14:30),
 * used by lists, show pages, forms' read-only values, panels, dialogs and the message drawer.
 */
import { useLocaleState } from 'react-admin';
import { formatDay, formatDayTime, langOf } from '../../config/dates';

interface DateFormat {
  /** A calendar day (or the day of an instant): 3 May 2024. */
  day: (value: unknown) => string;
  /** An instant with its time, in the browser's time zone: 3 May 2024, 14:30. */
  dayTime: (value: unknown) => string;
}

export const dateFormat = (locale: string): DateFormat => {
  const lang = langOf(locale);
  return { day: (v) => formatDay(v, lang), dayTime: (v) => formatDayTime(v, lang) };
};

export const useDateFormat = (): DateFormat => {
  const [locale] = useLocaleState();
  return dateFormat(locale);
};
