/** One format per language for days and times (src/config/dates.ts), the same in Node and in the browser. */
import { describe, expect, it } from 'vitest';
import { formatDay, formatDayTime, langOf, parseDay } from '../../src/config/dates';
import { errorMessage } from '../../src/rules/messages';
import { shownParam } from '../../src/config/messageFormat';
import { translateError } from '../../src/server/http/translate';

describe('dates as the screens write them', () => {
  it('writes a calendar day in each language, never moved by a time zone', () => {
    expect(formatDay('2024-09-03', 'zh')).toBe('2024-09-03');
    expect(formatDay('2024-09-03', 'en')).toBe('3 Sep 2024');
    expect(formatDay('2024-09-03', 'es')).toBe('3 sept 2024');
    expect(formatDay('2024-09-03', 'ja')).toBe('2024/09/03');
    expect(formatDay('2024-01-01', 'en', 'America/Los_Angeles')).toBe('1 Jan 2024');
  });

  it('writes an instant with its time, where it is read', () => {
    const instant = '2024-05-03T20:05:00Z';
    expect(formatDayTime(instant, 'zh', 'Asia/Shanghai')).toBe('2024-05-04 04:05');
    expect(formatDayTime(instant, 'en', 'Asia/Shanghai')).toBe('4 May 2024, 04:05');
    expect(formatDayTime(instant, 'es', 'Europe/Madrid')).toBe('3 may 2024, 22:05');
    expect(formatDayTime(instant, 'ja', 'Asia/Tokyo')).toBe('2024/05/04 05:05');
    expect(formatDay(instant, 'zh', 'Asia/Shanghai')).toBe('2024-05-04');
    // A bare day has no time of day to show.
    expect(formatDayTime('2024-05-03', 'en')).toBe('3 May 2024');
  });

  it('shows nothing for nothing and an unreadable value as given', () => {
    expect(formatDay(null, 'en')).toBe('');
    expect(formatDay('', 'en')).toBe('');
    expect(formatDayTime(undefined, 'zh')).toBe('');
    expect(formatDay('someday', 'en')).toBe('someday');
    expect(langOf('fr')).toBe('en');
    expect(langOf('ja')).toBe('ja');
  });
});

describe('days typed by hand', () => {
  it.each([
    ['2024-05-03', '2024-05-03'],
    ['2024/5/3', '2024-05-03'],
    ['2024年5月3日', '2024-05-03'],
    ['2024.05.03', '2024-05-03'],
    ['3/5/2024', '2024-05-03'],
    ['03.05.2024', '2024-05-03'],
    ['3 May 2024', '2024-05-03'],
    ['3 may 2024', '2024-05-03'],
    ['3 de mayo de 2024', '2024-05-03'],
    ['3 sept 2024', '2024-09-03'],
    ['29 Feb 2024', '2024-02-29'],
    ['  6 May   1990 ', '1990-05-06'],
  ])('reads %s', (text, day) => {
    expect(parseDay(text)).toBe(day);
  });

  it.each(['', '2023-02-29', '31/04/2024', '3 Mai 2024', '05/2024', 'tomorrow', '2024-13-01'])('refuses %s', (text) => {
    expect(parseDay(text)).toBeNull();
  });

  it('reads back every format it writes', () => {
    for (const lang of ['zh', 'en', 'es', 'ja'] as const)
      for (const day of ['2024-01-09', '2024-09-30', '1990-12-31']) expect(parseDay(formatDay(day, lang))).toBe(day);
  });
});

describe('days the server computed, in a refusal', () => {
  it('are written in the reader’s date format like every list and page, on the server and in the browser', () => {
    const params = { day: '2026-04-05', slot: '10:00–11:00' };
    expect(translateError('visit_wrong_day', 'en', params)).toBe('The booking is for 5 Apr 2026, not today');
    expect(translateError('visit_wrong_day', 'es', params)).toBe('La reserva es para el 5 abr 2026, no para hoy');
    expect(translateError('visit_wrong_day', 'ja', params)).toBe('予約日は 2026/04/05 で、今日ではありません');
    expect(translateError('visit_wrong_day', 'zh', params)).toBe('预约日期是 2026-04-05，不是今天');
    expect(errorMessage('visit_wrong_day', 'en', params)).toBe('The booking is for 5 Apr 2026, not today');
    // A time of day, a name or a number is left as it is.
    expect(translateError('visit_too_early', 'en', params)).toBe('The booking is for 10:00–11:00: too early to enter');
    expect(shownParam('东门', 'en')).toBe('东门');
    expect(shownParam(3, 'en')).toBe(3);
    // An instant the server sends (with its offset) reads as day and time.
    expect(shownParam('2026-04-05T06:30:00.000Z', 'en')).toBe(formatDayTime('2026-04-05T06:30:00.000Z', 'en'));
    expect(shownParam('2026-04-05T06:30:00.000Z', 'en')).toMatch(/^\d{1,2} Apr 2026, \d{2}:\d{2}$/);
  });
});
