import { describe, expect, it } from 'vitest';
import { addDays, dayOf } from '../../src/server/clock/clock';
import { fromCents, toCents } from '../../src/server/kernel/money';
import { formatNumber, numberPrefix, sequenceOf } from '../../src/server/kernel/numbering';
import { isActive, nextStatus, plotStatusFor, statusAfterPayment } from '../../src/server/kernel/orderStatus';
import { computeTotals, defaultMaintenanceFee, paidOf } from '../../src/server/domain/totals';

describe('money', () => {
  it('converts decimal strings and numbers to exact cents and back', () => {
    expect(toCents('12345.67')).toBe(1234567);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(null)).toBe(0);
    expect(fromCents(1234567)).toBe(12345.67);
  });
});

describe('numbering', () => {
  it('formats order, contract and receipt numbers per docs/numbering.md', () => {
    expect(formatNumber('order', '2026-11-23', 7)).toBe('O202611230007');
    expect(formatNumber('contract', '2026-11-23', 12)).toBe('C202600012');
    expect(formatNumber('receipt', '2026-01-02', 1)).toBe('R202601020001');
    expect(numberPrefix('contract', '2026-11-23')).toBe('C2026');
  });
  it('reads the sequence back from a number of the same period only', () => {
    expect(sequenceOf('O20261123', 'O202611230042')).toBe(42);
    expect(sequenceOf('O20261123', 'O202611240042')).toBe(0);
  });
});

describe('clock days', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(dayOf(new Date(2026, 10, 23, 23, 59))).toBe('2026-11-23');
  });
});

describe('order status flow', () => {
  it('allows exactly the documented moves', () => {
    expect(nextStatus('reserved', 'sign')).toBe('contracted');
    expect(nextStatus('contracted', 'sign')).toBeNull();
    expect(nextStatus('contracted', 'settle')).toBe('paid');
    expect(nextStatus('paid', 'complete')).toBe('completed');
    expect(nextStatus('contracted', 'complete')).toBeNull();
    expect(nextStatus('reserved', 'expire')).toBe('expired');
    expect(nextStatus('contracted', 'expire')).toBeNull();
    for (const s of ['reserved', 'contracted', 'paid'] as const) {
      expect(nextStatus(s, 'cancel')).toBe('cancelled');
      expect(nextStatus(s, 'refund')).toBe('refunded');
    }
    for (const s of ['completed', 'cancelled', 'refunded', 'expired'] as const) {
      expect(nextStatus(s, 'cancel')).toBeNull();
      expect(nextStatus(s, 'refund')).toBeNull();
    }
  });
  it('maps order status to plot status', () => {
    expect(plotStatusFor('reserved')).toBe('reserved');
    expect(plotStatusFor('contracted')).toBe('sold');
    expect(plotStatusFor('paid')).toBe('sold');
    expect(plotStatusFor('completed')).toBe('buried');
    expect(plotStatusFor('cancelled')).toBe('available');
    expect(plotStatusFor('refunded')).toBe('available');
    expect(plotStatusFor('expired')).toBe('available');
    expect(isActive('completed')).toBe(true);
    expect(isActive('expired')).toBe(false);
  });
  it('settles and unsettles on payments, never for reserved orders', () => {
    expect(statusAfterPayment('contracted', 1000, 1000)).toBe('paid');
    expect(statusAfterPayment('paid', 1000, 999)).toBe('contracted');
    expect(statusAfterPayment('reserved', 1000, 1000)).toBe('reserved');
  });
});

describe('totals', () => {
  it('total = price - discount + fees; balance = total - paid', () => {
    const t = computeTotals(
      { price: 5_000_000, discount: 200_000, maintenance_fee: 200_000, engraving_fee: 50_000, burial_fee: 80_000, other_fee: 1_000 },
      1_000_000,
    );
    expect(t).toEqual({ total: 5_131_000, paid: 1_000_000, balance: 4_131_000 });
  });
  it('maintenance defaults to years x the yearly fee', () => {
    expect(defaultMaintenanceFee(20, 10_000)).toBe(200_000);
    expect(defaultMaintenanceFee(0, 10_000)).toBe(0);
  });
  it('paid is charges minus refunds', () => {
    expect(paidOf([{ kind: 'charge', amount: 500 }, { kind: 'charge', amount: 300 }, { kind: 'refund', amount: 200 }])).toBe(600);
  });
});
