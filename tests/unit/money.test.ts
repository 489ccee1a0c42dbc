/**
 * One way to write an amount on every screen (issue 28): the list cells, the show pages and the
 * statistics (builders' formatMoney) wrote "12.300,00 ¥" in Spanish while the order page, the
 * map and the terms (format/money) wrote "¥12.300,00". Both now come from src/config/money.ts.
 */
import { describe, expect, it } from 'vitest';
import { formatMoney as cellMoney } from '../../src/app/builders/fields/formatValue';
import { formatMoney as panelMoney } from '../../src/app/format/money';
import { formatYuan } from '../../src/config/money';

describe('amounts of money', () => {
  it.each([
    ['zh', 12300, '¥12,300.00'],
    ['en', 12300, '¥12,300.00'],
    ['es', 12300, '¥12.300,00'],
    ['ja', 12300, '¥12,300.00'],
    ['es', -300, '-¥300,00'],
    // Grouped like the larger amounts of the same column.
    ['es', 5000, '¥5.000,00'],
    ['en', -0.004, '¥0.00'],
    ['en', 1234567.5, '¥1,234,567.50'],
  ] as const)('in %s, %s is written %s alike in a list cell and on a panel', (lang, amount, written) => {
    expect(formatYuan(amount, lang)).toBe(written);
    expect(cellMoney(amount, lang)).toBe(written);
    expect(panelMoney(amount, lang)).toBe(written);
  });

  it('leaves an empty cell empty, where a panel writes nothing as ¥0.00', () => {
    expect(cellMoney(null, 'en')).toBe('');
    expect(cellMoney('', 'es')).toBe('');
    expect(panelMoney(null, 'en')).toBe('¥0.00');
  });
});
