/** The working-hours rule both sides run (src/rules/work.ts, docs/work.md "Working hours and closed days"). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_WORK_HOURS, crewKey, daysOf, hoursRefusal, weekdaysOf, workHoursOf } from '../../src/rules/work';

const local = (d: number, h: number, m = 0) => new Date(2026, 10, d, h, m).toISOString();

describe('the settings text', () => {
  it('reads dates and weekdays in any separator, ignoring anything else', () => {
    expect(daysOf('2027-04-05\n2027-04-04, 2027-04-05；nonsense 2027-4-6')).toEqual(['2027-04-04', '2027-04-05']);
    expect(weekdaysOf('6, 0，7 x')).toEqual([0, 6]);
    expect(workHoursOf({ work_day_start: '18:00', work_day_end: '08:00' })).toMatchObject({ start: '00:00', end: '24:00' });
    expect(workHoursOf(undefined)).toEqual(DEFAULT_WORK_HOURS);
    expect(crewKey('  一班 ')).toBe(crewKey('一班'));
    expect(crewKey('Crew A')).toBe(crewKey('crew a'));
  });
});

describe('hoursRefusal', () => {
  const hours = workHoursOf({ work_day_start: '08:00', work_day_end: '17:00', work_closed_weekdays: '0', work_closed_days: '2026-11-06' });
  it('accepts work inside the hours, ending exactly at the end', () => {
    expect(hoursRefusal(local(5, 8), 60, hours)).toBeNull();
    expect(hoursRefusal(local(5, 16), 60, hours)).toBeNull();
  });
  it('refuses work starting before, or ending after, the hours', () => {
    expect(hoursRefusal(local(5, 7, 45), 60, hours)).toEqual({ code: 'work_outside_hours', start: '08:00', end: '17:00' });
    expect(hoursRefusal(local(5, 16, 15), 60, hours)?.code).toBe('work_outside_hours');
    expect(hoursRefusal(local(5, 16), 24 * 60, hours)?.code).toBe('work_outside_hours');
  });
  it('refuses closed days and closed weekdays (8 November 2026 is a Sunday)', () => {
    expect(hoursRefusal(local(6, 10), 60, hours)).toEqual({ code: 'work_closed_day', day: '2026-11-06' });
    expect(hoursRefusal(local(8, 10), 60, hours)).toEqual({ code: 'work_closed_day', day: '2026-11-08' });
  });
  it('unset, refuses nothing: even work ending at midnight', () => {
    expect(hoursRefusal(local(5, 23), 60, DEFAULT_WORK_HOURS)).toBeNull();
    expect(hoursRefusal(local(5, 0), 60, DEFAULT_WORK_HOURS)).toBeNull();
  });
});
