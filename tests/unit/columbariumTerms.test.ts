/**
 * The columbarium's storage term arithmetic and rules (src/rules/columbarium.ts), pure:
 * month ends and leap days, fees due when a term is paid early or late, niche statuses, and
 * who may let fees go. Written out from docs/columbarium.md.
 */
import { describe, expect, it } from 'vitest';
import { addPeriods, termRenewalQuote, minStoragePeriods, renewStorageRefusal, storageRenewalQuote, storageTerm, depositRefusal, feesDue, nicheStatus, periodsDue, withdrawalRefusal } from '../../src/rules/columbarium';
import { DEFAULT_TERM_POLICY, coversDay, letterLang, minPeriodsFor, periodsToCover, termEnd, termState } from '../../src/rules/terms';
import { addDays, addMonths } from '../../src/config/days';

describe('storage terms', () => {
  it('adds months and years, clamped to the end of shorter months and to 28 February outside leap years', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addPeriods('2028-02-29', 'yearly', 1)).toBe('2029-02-28');
    expect(addPeriods('2028-02-29', 'yearly', 4)).toBe('2032-02-29');
    expect(addPeriods('2026-11-23', 'monthly', 14)).toBe('2028-01-23');
  });

  it('owes nothing through paid-until (the day itself is paid, like a plot term), and a started period in full after it', () => {
    const yearly = (paid_until: string) => ({ paid_from: paid_until, paid_until, fee_basis: 'yearly' });
    const monthly = (paid_until: string) => ({ paid_from: paid_until, paid_until, fee_basis: 'monthly' });
    expect(periodsDue(yearly('2027-11-23'), '2027-11-22')).toBe(0);
    expect(periodsDue(yearly('2027-11-23'), '2027-11-23')).toBe(0);
    expect(periodsDue(yearly('2027-11-23'), '2027-11-24')).toBe(1);
    expect(periodsDue(yearly('2027-11-23'), '2028-11-23')).toBe(1);
    expect(periodsDue(yearly('2027-11-23'), '2028-11-24')).toBe(2);
    expect(periodsDue(monthly('2026-02-28'), '2026-04-27')).toBe(2);
    expect(periodsDue(monthly('2026-02-28'), '2026-04-28')).toBe(2);
    expect(periodsDue(monthly('2026-02-28'), '2026-04-29')).toBe(3);
    // Anchored: a monthly term from 31 January paid to 28 February owes to 31 March, not the 28th.
    expect(periodsDue({ paid_from: '2026-01-31', paid_until: '2026-02-28', fee_basis: 'monthly' }, '2026-03-31')).toBe(1);
    expect(periodsDue({ paid_from: '2026-01-31', paid_until: '2026-02-28', fee_basis: 'monthly' }, '2026-04-01')).toBe(2);
    // A leap day: from 29 February 2028 for a year is paid through 28 February 2029.
    expect(periodsDue({ paid_from: '2028-02-29', paid_until: '2029-02-28', fee_basis: 'yearly' }, '2029-02-28')).toBe(0);
    expect(periodsDue({ paid_from: '2028-02-29', paid_until: '2029-02-28', fee_basis: 'yearly' }, '2029-03-01')).toBe(1);
    expect(feesDue({ paid_until: '2026-02-28', fee_basis: 'monthly', fee_rate: 60.5 }, '2026-04-27')).toEqual({ periods: 2, amount: 121 });
    expect(feesDue({ paid_until: '2030-01-01', fee_basis: 'yearly', fee_rate: 600 }, '2026-04-27')).toEqual({ periods: 0, amount: 0 });
  });
});

describe('rules', () => {
  it('gives a niche its status from what it holds', () => {
    expect(nicheStatus({ stored: 0, temporary: 0 })).toBe('available');
    expect(nicheStatus({ stored: 0, temporary: 0, reservedFor: ' 张家 ' })).toBe('reserved');
    expect(nicheStatus({ stored: 0, temporary: 0, reservedFor: '  ' })).toBe('available');
    expect(nicheStatus({ stored: 2, temporary: 2 })).toBe('temporary');
    expect(nicheStatus({ stored: 2, temporary: 1, reservedFor: 'x' })).toBe('occupied');
    expect(depositRefusal({ capacity: 2, stored: 1 })).toBeNull();
    expect(depositRefusal({ capacity: 2, stored: 2 })).toBe('niche_full');
  });

  it('refuses a withdrawal with fees due unless settled, or overridden by a manager with a reason', () => {
    const owing = { status: 'stored', paid_until: '2026-01-01', fee_basis: 'yearly', fee_rate: 600 };
    const day = '2026-06-01';
    expect(withdrawalRefusal(owing, { kind: 'taken_away', settle: false }, 1, day)).toBe('fees_due');
    expect(withdrawalRefusal(owing, { kind: 'taken_away', settle: false, override_reason: ' ' }, 2, day)).toBe('fees_due');
    expect(withdrawalRefusal(owing, { kind: 'taken_away', settle: false, override_reason: 'hardship' }, 1, day)).toBe('override_managers_only');
    expect(withdrawalRefusal(owing, { kind: 'taken_away', settle: false, override_reason: 'hardship' }, 3, day)).toBe('override_managers_only');
    for (const level of [2, 4, 5, 6] as const) expect(withdrawalRefusal(owing, { kind: 'taken_away', settle: false, override_reason: 'hardship' }, level, day)).toBeNull();
    expect(withdrawalRefusal(owing, { kind: 'taken_away', settle: true }, 1, day)).toBeNull();
    expect(withdrawalRefusal(owing, { kind: 'burial', settle: true }, 1, day)).toBe('withdrawal_needs_order');
    expect(withdrawalRefusal({ ...owing, status: 'withdrawn' }, { kind: 'taken_away', settle: true }, 1, day)).toBe('deposit_closed');
  });
});

describe('renewing storage on the term machinery', () => {
  it('reads a deposit as an anchored term, and a paid_until off the anchor as its own anchor', () => {
    expect(storageTerm({ status: 'stored', paid_from: '2026-01-31', paid_until: '2026-03-31', fee_basis: 'monthly' })).toEqual({ paid_from: '2026-01-31', periods: 2, unit: 'month', paid_until: '2026-03-31', status: 'active' });
    expect(storageTerm({ status: 'withdrawn', paid_from: '2028-02-29', paid_until: '2029-02-28', fee_basis: 'yearly' })).toMatchObject({ paid_from: '2028-02-29', periods: 1, unit: 'year', status: 'closed' });
    expect(storageTerm({ status: 'stored', paid_from: '2026-01-10', paid_until: '2026-05-03', fee_basis: 'monthly' })).toMatchObject({ paid_from: '2026-05-03', periods: 0 });
  });

  it('prices a renewal as the fee × periods and extends from the anchor (no drift)', () => {
    const monthly = { status: 'stored', paid_from: '2026-01-31', paid_until: '2026-02-28', fee_basis: 'monthly', fee_rate: 60.5 };
    expect(storageRenewalQuote(monthly, 1)).toMatchObject({ fee: 6050, amount: 6050, newUntil: '2026-03-31' });
    const leap = { status: 'stored', paid_from: '2028-02-29', paid_until: '2029-02-28', fee_basis: 'yearly', fee_rate: 600 };
    expect(storageRenewalQuote(leap, 3)).toMatchObject({ amount: 180000, discount: 0, newUntil: '2032-02-29' });
  });

  it('refuses withdrawn deposits, bad periods, too few periods when overdue, and free niches', () => {
    const d = { status: 'stored', paid_from: '2026-01-10', paid_until: '2026-02-10', fee_basis: 'monthly', fee_rate: 60 };
    expect(minStoragePeriods(d, '2026-02-09')).toBe(1);
    expect(minStoragePeriods(d, '2026-04-15')).toBe(3);
    expect(renewStorageRefusal(d, 2, '2026-04-15')).toBe('storage_too_few');
    expect(renewStorageRefusal(d, 3, '2026-04-15')).toBeNull();
    expect(renewStorageRefusal(d, 121, '2026-02-01')).toBe('storage_periods');
    expect(renewStorageRefusal({ ...d, fee_basis: 'yearly' }, 11, '2026-02-01')).toBe('storage_periods');
    expect(renewStorageRefusal(d, 0, '2026-02-01')).toBe('storage_periods');
    expect(renewStorageRefusal({ ...d, fee_rate: 0 }, 1, '2026-02-01')).toBe('storage_free');
    expect(renewStorageRefusal({ ...d, status: 'withdrawn' }, 1, '2026-02-01')).toBe('deposit_closed');
  });
});

describe('one coverage convention for plots and niches (coversDay, src/rules/terms.ts)', () => {
  it('a plot term and a niche deposit paid until the same day agree: that day is paid, the next is late', () => {
    for (const until of ['2026-02-28', '2028-02-29', '2026-12-31', '2027-01-31']) {
      const plot = { paid_from: until, periods: 0, unit: 'year', paid_until: until, status: 'active' };
      const niche = { paid_from: until, paid_until: until, fee_basis: 'yearly', fee_rate: 600, status: 'stored' };
      expect(coversDay(until, until)).toBe(true);
      expect(termState(until, until)).toBe('due_soon');
      expect(periodsToCover(plot, until)).toBe(0);
      expect(periodsDue(niche, until)).toBe(0);
      const next = addDays(until, 1);
      expect(coversDay(until, next)).toBe(false);
      expect(termState(until, next)).toBe('overdue');
      expect(periodsToCover(plot, next)).toBe(1);
      expect(periodsDue(niche, next)).toBe(1);
      expect(minPeriodsFor(plot, next)).toBe(minStoragePeriods(niche, next));
    }
  });

  it('renewed late, both pay the periods up to today from their anchor (month ends and leap days kept)', () => {
    // A plot from 29 February 2024 for 1 year ends 28 February 2025; on 1 March 2027 three years reach 29 February 2028.
    const plot = { paid_from: '2024-02-29', periods: 1, unit: 'year', paid_until: '2025-02-28', status: 'active' };
    expect(periodsToCover(plot, '2027-03-01')).toBe(3);
    expect(termEnd('2024-02-29', 4)).toBe('2028-02-29');
    // A monthly niche from 31 January: 28 February, 31 March, 30 April.
    const niche = { paid_from: '2026-01-31', paid_until: '2026-02-28', fee_basis: 'monthly', fee_rate: 60, status: 'stored' };
    expect(periodsDue(niche, '2026-03-31')).toBe(1);
    expect(periodsDue(niche, '2026-04-30')).toBe(2);
    expect(periodsDue(niche, '2026-05-01')).toBe(3);
    expect(storageRenewalQuote(niche, 2).newUntil).toBe('2026-04-30');
  });
});

describe('letters and quotes of either kind of term', () => {
  it('writes a holder’s letter in their own language when chosen, else in the staff’s', () => {
    expect(letterLang({ holder_language: 'es' }, 'zh')).toBe('es');
    expect(letterLang({ holder_language: null }, 'ja')).toBe('ja');
    expect(letterLang({ holder_language: 'fr' }, 'en')).toBe('en');
  });

  it('prices a plot term under the settings’ rate change and discount, a storage term plainly at its fee', () => {
    const policy = { ...DEFAULT_TERM_POLICY, ratePercent: 10, discountMinPeriods: 2, discountPercent: 50 };
    const plot = { kind: 'plot', paid_from: '2020-01-31', periods: 1, unit: 'year', yearly_fee: 100 };
    const niche = { kind: 'storage', paid_from: '2026-01-31', periods: 1, unit: 'month', yearly_fee: 60 };
    expect(termRenewalQuote(plot, 2, policy)).toMatchObject({ fee: 11_000, gross: 22_000, discount: 11_000, amount: 11_000, newUntil: '2023-01-31' });
    expect(termRenewalQuote(niche, 2, policy)).toMatchObject({ fee: 6_000, gross: 12_000, discount: 0, amount: 12_000, newUntil: '2026-04-30' });
  });
});
