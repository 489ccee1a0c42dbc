/** Calendar days (src/config/days.ts), the one day arithmetic of both sides. */
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, addYears, dayParts, daysBetween, daysInMonth, eachDay, isLeapYear, localDay, weekdayOf } from '../../src/config/days';

describe('calendar days', () => {
  it('knows the leap years and the length of each month', () => {
    expect([1900, 2000, 2024, 2026].map(isLeapYear)).toEqual([false, true, true, false]);
    expect([daysInMonth(2024, 2), daysInMonth(2026, 2), daysInMonth(2026, 4), daysInMonth(2026, 12)]).toEqual([29, 28, 30, 31]);
  });

  it('reads a real day only', () => {
    expect(dayParts('2024-02-29')).toEqual([2024, 2, 29]);
    expect(dayParts('2026-02-29T10:00:00Z')).toBeUndefined();
    expect(dayParts('2026-13-01')).toBeUndefined();
    expect(dayParts(new Date(2026, 5, 17, 23, 59))).toEqual([2026, 6, 17]);
  });

  it('adds days across months, years and leap days, and counts them back', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // Summer time starts or ends around these days in many zones: a day is still a day.
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2027-01-01', '2026-01-01')).toBe(-365);
    expect(daysBetween('2026-06-17', '2026-06-17')).toBe(0);
  });

  it('adds months and years, keeping or clamping the day of the month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
  });

  it('lists the days of a range, bounded, and names their weekday', () => {
    expect(eachDay('2026-02-27', '2026-03-02', 10)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(eachDay('2026-01-01', '2026-12-31', 3)).toHaveLength(3);
    expect(eachDay('2026-03-02', '2026-03-01', 10)).toEqual([]);
    expect(['2026-06-14', '2026-06-17', '2026-06-20'].map(weekdayOf)).toEqual([0, 3, 6]);
  });

  it('names the local day of an instant', () => {
    expect(localDay(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
    expect(localDay(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
  });
});
