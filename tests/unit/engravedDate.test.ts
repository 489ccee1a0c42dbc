import { describe, expect, it } from 'vitest';
import { engravedDate } from '../../src/app/work/print/engravedDate';

describe('a date as engraved on a vertical Chinese inscription', () => {
  it('writes the year digit by digit and the month and day as numbers', () => {
    expect(engravedDate('1938-03-12')).toBe('一九三八年三月十二日');
    expect(engravedDate('2026-10-30')).toBe('二〇二六年十月三十日');
    expect(engravedDate('2001-11-01')).toBe('二〇〇一年十一月一日');
    expect(engravedDate('1999-12-25')).toBe('一九九九年十二月二十五日');
    expect(engravedDate('2020-02-20')).toBe('二〇二〇年二月二十日');
  });
  it('engraves a register’s partial date as far as it is known', () => {
    expect(engravedDate('1923-11')).toBe('一九二三年十一月');
    expect(engravedDate('1879')).toBe('一八七九年');
    expect(engravedDate('~1879')).toBe('约一八七九年');
  });
  it('leaves anything else as it is', () => {
    expect(engravedDate('unknown')).toBe('unknown');
  });
});
