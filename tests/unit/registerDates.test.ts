/**
 * Dates as registers write them: the file's order (chosen or proven by the file), Excel's day
 * numbers, Chinese forms, partial dates kept as such, refusals that name the accepted forms
 * and the order, the shared rules on partial dates and how they are shown.
 */
import { describe, expect, it } from 'vitest';
import resources from '../../resources.config';
import { cellValue, checkCell, detectDateOrder } from '../../src/config/importing';
import { excelSerialDay, readDate } from '../../src/config/dateCells';
import { formatDate as printedDate } from '../../src/app/print/format/formatDate';
import { formatDay, formatPartialDate, parsePartialDate, partialDateRange, partialDateValue } from '../../src/config/dates';
import { validationMessage } from '../../src/config/messages';
import type { DateField } from '../../src/config/types';
import { validateField, validateRecord, validateRelations } from '../../src/config/validators';

const death = resources.member.fields.death_date as DateField;
const birth = resources.member.fields.birth_date as DateField;
const full: DateField = { type: 'date', label: death.label };

describe('reading a date cell in the file’s order', () => {
  it('reads year-first forms in every order, Chinese forms included', () => {
    for (const order of ['ymd', 'dmy', 'mdy'] as const)
      for (const text of ['2024-03-05', '2024/3/5', '2024.03.05', '2024年3月5日', '20240305', '2024-03-05 00:00:00', '二〇二四年三月五日', '２０２４年３月５日'])
        expect(cellValue(full, text, { dateOrder: order })).toBe('2024-03-05');
    expect(cellValue(full, '一九二三年十一月二十一日')).toBe('1923-11-21');
  });

  it('reads year-last dates by the chosen order, and refuses them under year-month-day', () => {
    expect(cellValue(full, '03/05/2024', { dateOrder: 'mdy' })).toBe('2024-03-05');
    expect(cellValue(full, '03/05/2024', { dateOrder: 'dmy' })).toBe('2024-05-03');
    expect(cellValue(full, '05.03.2024', { dateOrder: 'dmy' })).toBe('2024-03-05');
    expect(cellValue(full, '12/31/1901', { dateOrder: 'mdy' })).toBe('1901-12-31');
    expect(checkCell(full, '12/31/1901', { dateOrder: 'dmy' })).toMatchObject({ key: 'date_form' });
    expect(checkCell(full, '03/05/2024')).toMatchObject({ key: 'date_form' });
  });

  it('reads a month’s name in English or Spanish whatever the order', () => {
    for (const text of ['5 Mar 2024', 'Mar 5, 2024', 'March 5 2024', '5 de marzo de 2024', '2024 Mar 5', '5-Mar-2024'])
      expect(cellValue(full, text, { dateOrder: 'mdy' })).toBe('2024-03-05');
  });

  it('reads Excel’s day numbers, counting its 29 February 1900 as Excel does', () => {
    expect(cellValue(full, '45292')).toBe('2024-01-01');
    expect(cellValue(full, '45292.75')).toBe('2024-01-01');
    expect(excelSerialDay(61)).toBe('1900-03-01');
    expect(excelSerialDay(59)).toBe('1900-02-28');
    expect(excelSerialDay(60)).toBeNull();
    expect(excelSerialDay(1)).toBe('1900-01-01');
    // Four digits are not a day number: a year in a partial field, refused in a full one.
    expect(checkCell(full, '1879')).toMatchObject({ key: 'date_form' });
  });

  it('refuses a two-digit year, naming the order and the accepted forms', () => {
    const error = checkCell(full, '03/05/24', { dateOrder: 'mdy' });
    expect(error).toMatchObject({ key: 'date_two_digit_year' });
    const en = validationMessage(error!, 'en');
    expect(en).toContain('“03/05/24”');
    expect(en).toContain('month-day-year');
    expect(en).toContain('03/05/2024');
    expect(validationMessage(error!, 'zh')).toContain('月-日-年');
  });

  it('names the accepted forms and the chosen order in every language', () => {
    const error = checkCell(death, '31/13/1901', { dateOrder: 'dmy' })!;
    expect(error.key).toBe('date_form');
    expect(validationMessage(error, 'en')).toBe(
      '“31/13/1901” is not a date read as day-month-year. Accepted: 05/03/2024, 05.03.2024, 2024-03-05, 2024年3月5日, 5 Mar 2024 or an Excel date number; partial dates: 1879, 1923-11, Nov 1923, 1923年11月, about 1879, c. 1880',
    );
    expect(validationMessage(error, 'zh')).toContain('日-月-年');
    expect(validationMessage(error, 'es')).toContain('día-mes-año');
    expect(validationMessage(error, 'ja')).toContain('日-月-年');
    // A full date field does not offer partial forms.
    expect(validationMessage(checkCell(full, 'about 1879')!, 'en')).not.toContain('partial');
  });
});

describe('partial dates in a partial field', () => {
  it('keeps years, months and about-years as their canonical value', () => {
    const cases: [string, string][] = [
      ['1879', '1879'],
      ['1879年', '1879'],
      ['1923-11', '1923-11'],
      ['1923/11', '1923-11'],
      ['11/1923', '1923-11'],
      ['1923年11月', '1923-11'],
      ['一九二三年十一月', '1923-11'],
      ['1923 Nov', '1923-11'],
      ['Nov 1923', '1923-11'],
      ['November 1923', '1923-11'],
      ['about 1879', '~1879'],
      ['abt. 1879', '~1879'],
      ['c. 1880', '~1880'],
      ['ca. 1880', '~1880'],
      ['circa 1880', '~1880'],
      ['~1880', '~1880'],
      ['约1879年', '~1879'],
      ['1879年頃', '~1879'],
      ['1923-11-05', '1923-11-05'],
    ];
    for (const [text, value] of cases) expect([text, cellValue(death, text, { dateOrder: 'mdy' })]).toEqual([text, value]);
    expect(checkCell(death, 'about 1879')).toBeNull();
  });

  it('refuses what is no date: a month 13, a year 0, words', () => {
    for (const text of ['1923-13', '0000', 'about Nov 1923', 'unknown', 'Nov'])
      expect([text, readDate(text, 'ymd', true)]).toEqual([text, { error: expect.objectContaining({ key: 'date_form' }) }]);
  });

  it('stores the earliest day and the precision, and gives the value back', () => {
    for (const value of ['1923-11-05', '1923-11', '1879', '~1879']) {
      const p = parsePartialDate(value)!;
      expect(partialDateValue(p.day, p.precision)).toBe(value);
    }
    expect(parsePartialDate('~1879')).toEqual({ day: '1879-01-01', precision: 'about' });
    expect(parsePartialDate('1923-02')).toEqual({ day: '1923-02-01', precision: 'month' });
    expect(partialDateRange('1924-02')).toEqual({ first: '1924-02-01', last: '1924-02-29' });
    expect(parsePartialDate('1923-02-30')).toBeNull();
    expect(parsePartialDate('~1923-02')).toBeNull();
  });

  it('shows them without inventing a day', () => {
    expect(formatPartialDate('1923-11', 'zh')).toBe('1923年11月');
    expect(formatPartialDate('1923-11', 'en')).toBe('Nov 1923');
    expect(formatPartialDate('1923-11', 'es')).toBe('nov 1923');
    expect(formatPartialDate('1923-11', 'ja')).toBe('1923年11月');
    expect(formatPartialDate('1879', 'zh')).toBe('1879年');
    expect(formatPartialDate('1879', 'en')).toBe('1879');
    expect(formatPartialDate('~1879', 'zh')).toBe('约1879年');
    expect(formatPartialDate('~1879', 'en')).toBe('c. 1879');
    expect(formatPartialDate('~1879', 'ja')).toBe('1879年頃');
    expect(formatPartialDate('1923-11-05', 'en')).toBe('5 Nov 1923');
    expect(formatPartialDate('1923-11-05', 'zh')).toBe('1923-11-05');
    expect(formatPartialDate(null, 'en')).toBe('');
    // Every screen's day format (formatDay) shows a partial date the same way.
    expect(formatDay('1923-11', 'en')).toBe('Nov 1923');
    expect(formatDay('~1879', 'es')).toBe('h. 1879');
    // Printed documents too (their long forms for days).
    expect(printedDate('1923-11', 'zh')).toBe('1923年11月');
    expect(printedDate('~1879', 'en')).toBe('c. 1879');
    expect(printedDate('1923-11-05', 'en')).toBe('5 November 1923');
  });
});

describe('the shared rules know partial dates', () => {
  const today = '2026-11-28';

  it('refuses a partial birth after a partial death only when every day of it is after', () => {
    const record = (b: string, d: string) => validateRecord(resources.member.fields, { name: 'x', birth_date: b, death_date: d }, 'update', today);
    expect(record('1923', '1923-11')).toEqual({});
    expect(record('1923-12', '1923')).toEqual({});
    expect(record('~1880', '1879')).toEqual({});
    expect(record('1924', '1923-11').death_date).toMatchObject({ key: 'after_field' });
    expect(record('1923-12', '1923-11-30').death_date).toMatchObject({ key: 'after_field' });
    expect(record('~1890', '1879').death_date).toMatchObject({ key: 'after_field' });
    const error = record('1924', '1923-11').death_date;
    expect(validationMessage(error, 'en')).toContain('1924');
    expect(validationMessage(error, 'zh')).toContain('1924年');
    // The same rule on an update against the stored row.
    expect(validateRelations(resources.member.fields, { birth_date: '1930' }, { death_date: '~1920' }, today).death_date).toMatchObject({ key: 'after_field' });
  });

  it('refuses a partial date in the future only when it has not begun', () => {
    expect(validateField(death, '2026', true, { today })).toBeNull();
    expect(validateField(death, '2026-12', true, { today })).toMatchObject({ key: 'not_future' });
    expect(validateField(death, '~2032', true, { today })).toMatchObject({ key: 'not_future' });
  });

  it('takes only the canonical forms on the wire, naming them when refused', () => {
    expect(validateField(birth, 'Nov 1923', true, { today })).toMatchObject({ key: 'type_partial_date' });
    expect(validateField(full, '1923-11', true, { today })).toMatchObject({ key: 'type_date' });
    expect(validationMessage({ key: 'type_partial_date' }, 'en')).toContain('1923-11');
    expect(validationMessage({ key: 'type_date' }, 'en')).toContain('year-month-day');
  });
});

describe('detecting the file’s date order', () => {
  it('is proven by a day over 12, and only then', () => {
    expect(detectDateOrder(['03/05/1901', '12/31/1901', ''])).toEqual({ order: 'mdy', proven: true });
    expect(detectDateOrder(['03/05/1901', '31/12/1901'])).toEqual({ order: 'dmy', proven: true });
    expect(detectDateOrder(['03/05/1901', '04/06/1902'])).toEqual({ order: 'ymd', proven: false });
    expect(detectDateOrder(['03/05/1901'], 'mdy')).toEqual({ order: 'mdy', proven: false });
    // A file that contradicts itself proves nothing.
    expect(detectDateOrder(['31/12/1901', '12/31/1901'])).toEqual({ order: 'ymd', proven: false });
    expect(detectDateOrder(['2024-03-05', '1879', 'about 1880'])).toEqual({ order: 'ymd', proven: true });
  });
});
