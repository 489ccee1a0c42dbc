import { describe, expect, it } from 'vitest';
import { MAX_PRINTABLE_CENTS, toCents } from '../../src/app/print/money/cents';
import { toChineseCapital } from '../../src/app/print/money/chineseCapital';
import { formatMoney } from '../../src/app/print/money/formatMoney';
import { formatDate, formatDateTime } from '../../src/app/print/format/formatDate';

// Expected strings worked out by hand from the bank rules, not produced by the function.
const CASES: [number | string, string][] = [
  [0, '零元整'],
  [0.5, '伍角'],
  [0.05, '伍分'],
  [0.55, '伍角伍分'],
  [1, '壹元整'],
  [10, '壹拾元整'],
  [11, '壹拾壹元整'],
  [20, '贰拾元整'],
  [100.05, '壹佰元零伍分'],
  [1_002_000.1, '壹佰万贰仟元零壹角'],
  [12_300, '壹万贰仟叁佰元整'],
  [1.05, '壹元零伍分'],
  [10.5, '壹拾元零伍角'],
  [1.5, '壹元伍角'],
  [1409.5, '壹仟肆佰零玖元伍角'],
  [6007.14, '陆仟零柒元壹角肆分'],
  [1680.32, '壹仟陆佰捌拾元零叁角贰分'],
  [107_000.53, '壹拾万柒仟元零伍角叁分'],
  [1002, '壹仟零贰元整'],
  [1020, '壹仟零贰拾元整'],
  [10_001, '壹万零壹元整'],
  [100_500, '壹拾万零伍佰元整'],
  [1_000_200, '壹佰万零贰佰元整'],
  [10_000_000, '壹仟万元整'],
  [100_000_000, '壹亿元整'],
  [100_000_001, '壹亿零壹元整'],
  [110_000_000, '壹亿壹仟万元整'],
  [101_000_000, '壹亿零壹佰万元整'],
  [1_000_010_000, '壹拾亿零壹万元整'],
  [1_000_000_000_000, '壹万亿元整'],
  [1_000_100_000_000, '壹万零壹亿元整'],
  [1_000_000_010_000, '壹万亿零壹万元整'],
  [999_999_999_999.99, '玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
  ['9999999999999.99', '玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
  ['12300.00', '壹万贰仟叁佰元整'],
  ['0.10', '壹角'],
  [0.29, '贰角玖分'],
];

describe('toChineseCapital', () => {
  it.each(CASES)('%s -> %s', (amount, expected) => {
    expect(toChineseCapital(amount)).toBe(expected);
  });

  it('supports exactly up to 9,999,999,999,999.99', () => {
    expect(MAX_PRINTABLE_CENTS).toBe(999_999_999_999_999n);
    expect(() => toChineseCapital('10000000000000.00')).toThrow(RangeError);
    expect(() => toChineseCapital(1e16)).toThrow(RangeError);
  });

  it.each([-0.01, -1, '-5.00', Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1.234, '1.234', 'abc', '', '1e3'])(
    'refuses %s with a RangeError',
    (amount) => {
      expect(() => toChineseCapital(amount)).toThrow(RangeError);
    },
  );

  it('treats -0 as zero', () => {
    expect(toChineseCapital(-0)).toBe('零元整');
  });
});

describe('toCents', () => {
  it('reads numbers and numeric strings exactly', () => {
    expect(toCents(0.29)).toBe(29n);
    expect(toCents('1,234.5')).toBe(123_450n);
    expect(toCents(' 7 ')).toBe(700n);
    expect(toCents(-3.1)).toBe(-310n);
  });
});

describe('formatMoney', () => {
  it.each([
    [12_300, '¥12,300.00'],
    ['12300.00', '¥12,300.00'],
    [0, '¥0.00'],
    [null, '¥0.00'],
    [0.5, '¥0.50'],
    [1_002_000.1, '¥1,002,000.10'],
    [999_999_999_999.99, '¥999,999,999,999.99'],
    [-45.6, '-¥45.60'],
  ] as const)('%s -> %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });
});

describe('formatDate', () => {
  it('writes calendar days in each document language without shifting them', () => {
    expect(formatDate('2024-05-03', 'zh')).toBe('2024年5月3日');
    expect(formatDate('2024-05-03', 'en')).toBe('3 May 2024');
    expect(formatDate('2024-05-03', 'es')).toBe('3 de mayo de 2024');
    expect(formatDate('2024-05-03', 'ja')).toBe('2024年5月3日');
  });

  it('formats instants in the given time zone', () => {
    expect(formatDate('2024-05-03T20:00:00Z', 'zh', 'Asia/Shanghai')).toBe('2024年5月4日');
    expect(formatDateTime('2024-05-03T02:05:00Z', 'zh', 'Asia/Shanghai')).toBe('2024年5月3日 10:05');
  });

  it('leaves missing or unreadable dates blank', () => {
    expect(formatDate(null, 'zh')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDateTime(undefined, 'en')).toBe('');
  });
});
