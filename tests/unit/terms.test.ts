/** The term arithmetic (src/rules/terms.ts, its days in src/config/days.ts): leap days, month ends, states, renewals early and late, the price. */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TERM_POLICY,
  minPeriodsFor,
  nextTwelveMonths,
  refundRefusal,
  renewRefusal,
  renewalQuote,
  stateRange,
  termEnd,
  termPolicyOf,
  termState,
  yearlyFeeForPlot,
  TERM_STATES,
  type TermPolicy,
} from '../../src/rules/terms';
import { addMonths, addYears } from '../../src/config/days';

const policy: TermPolicy = { ...DEFAULT_TERM_POLICY, windowDays: 90, overdueDays: 365, graceDays: 730 };

describe('adding years and months', () => {
  it('keeps the day of month, clamps to the month end', () => {
    expect(addYears('2006-04-05', 20)).toBe('2026-04-05');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('turns 29 February into 28 February in common years, and back in leap years', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2000-02-29', 100)).toBe('2100-02-28'); // 2100 is not a leap year
  });

  it('computes from the anchor, so renewals never drift', () => {
    // A term from 29 Feb 2024: one year, then renewed year by year, ends on 29 Feb again in 2028.
    expect(termEnd('2024-02-29', 1)).toBe('2025-02-28');
    expect(termEnd('2024-02-29', 1 + 3)).toBe('2028-02-29');
    // A monthly storage term from 31 January: 28 February, then 31 March, not 28 March.
    expect(termEnd('2026-01-31', 1, 'month')).toBe('2026-02-28');
    expect(termEnd('2026-01-31', 2, 'month')).toBe('2026-03-31');
  });
});

describe('the state of a term', () => {
  const today = '2026-11-23';
  it('is current, due soon, overdue, in grace or lapsed by the days to or past the end', () => {
    expect(termState('2027-02-22', today, policy)).toBe('current'); // 91 days left
    expect(termState('2027-02-21', today, policy)).toBe('due_soon'); // 90 days left
    expect(termState(today, today, policy)).toBe('due_soon'); // paid through today
    expect(termState('2026-11-22', today, policy)).toBe('overdue'); // one day late
    expect(termState('2025-11-23', today, policy)).toBe('overdue'); // 365 days late
    expect(termState('2025-11-22', today, policy)).toBe('in_grace');
    expect(termState('2023-11-24', today, policy)).toBe('in_grace'); // 1095 days late
    expect(termState('2023-11-23', today, policy)).toBe('lapsed');
  });

  it('follows the configured window', () => {
    expect(termState('2027-01-22', today, { ...policy, windowDays: 30 })).toBe('current');
    expect(termState('2027-01-22', today, policy)).toBe('due_soon');
  });

  it('gives each state the range of end dates the list filters on, without gaps or overlaps', () => {
    for (let d = -1200; d <= 200; d += 1) {
      const until = new Date(Date.UTC(2026, 10, 23 + d)).toISOString().slice(0, 10);
      const matches = TERM_STATES.filter((s) => {
        const r = stateRange(s, today, policy);
        return (r.from === undefined || until >= r.from) && (r.to === undefined || until <= r.to);
      });
      expect(matches).toEqual([termState(until, today, policy)]);
    }
  });
});

describe('renewing', () => {
  const term = { paid_from: '2006-04-05', periods: 20, unit: 'year', paid_until: '2026-04-05', status: 'active' };

  it('early: adds the years to the end, whatever today is', () => {
    expect(renewalQuote(term, 10_000, 5, policy).newUntil).toBe('2031-04-05');
    expect(renewRefusal(term, 1, '2026-01-10', 1, policy)).toBeNull();
  });

  it('late: must at least reach today', () => {
    const late = { ...term, periods: 10, paid_until: '2016-04-05' };
    expect(minPeriodsFor(late, '2026-11-23')).toBe(11); // 2016 + 11 = 2027-04-05 >= today; 10 years end on 2026-04-05
    expect(renewRefusal(late, 10, '2026-11-23', 2, { ...policy, graceDays: 5000 })).toBe('term_too_few');
    expect(renewRefusal(late, 11, '2026-11-23', 2, { ...policy, graceDays: 5000 })).toBeNull();
  });

  it('a lapsed term is renewed by managers only; a closed one by nobody; 1 to 50 years', () => {
    const lapsed = { ...term, periods: 15, paid_until: '2021-04-05' };
    expect(renewRefusal(lapsed, 6, '2026-11-23', 1, policy)).toBe('term_lapsed_managers');
    expect(renewRefusal(lapsed, 6, '2026-11-23', 2, policy)).toBeNull();
    expect(renewRefusal({ ...term, status: 'closed' }, 1, '2026-01-01', 5, policy)).toBe('term_closed');
    expect(renewRefusal(term, 0, '2026-01-01', 5, policy)).toBe('term_periods');
    expect(renewRefusal(term, 51, '2026-01-01', 5, policy)).toBe('term_periods');
  });

  it('prices yearly fee × years, with the rate change and the discount from N years', () => {
    const p = { ...policy, ratePercent: 10, discountMinPeriods: 10, discountPercent: 5 };
    expect(renewalQuote(term, 10_000, 5, p)).toMatchObject({ fee: 11_000, gross: 55_000, discountPercent: 0, discount: 0, amount: 55_000 });
    expect(renewalQuote(term, 10_000, 10, p)).toMatchObject({ fee: 11_000, gross: 110_000, discountPercent: 5, discount: 5_500, amount: 104_500, newUntil: '2036-04-05' });
    expect(renewalQuote(term, 12_345, 3, policy).amount).toBe(37_035);
  });

  it('a refund takes back a whole renewal, never more than the term holds', () => {
    expect(refundRefusal(term, 5)).toBeNull();
    expect(refundRefusal(term, 21)).toBe('term_refund_periods');
    expect(refundRefusal({ ...term, status: 'closed' }, 5)).toBe('term_closed');
  });
});

describe('settings and fees', () => {
  it('reads the policy from the settings row, defaults for what is unset or out of range', () => {
    expect(termPolicyOf(undefined)).toEqual(DEFAULT_TERM_POLICY);
    expect(termPolicyOf({ term_window_days: 30, term_rate_percent: '5', term_discount_percent: 500 })).toMatchObject({ windowDays: 30, ratePercent: 5, discountPercent: DEFAULT_TERM_POLICY.discountPercent });
  });

  it('takes the plot’s fee, else the settings’ for its type, else the yearly fee', () => {
    const settings = { maintenance_fee_per_year: '100.00', maintenance_fee_double: '180.00', maintenance_fee_family: null };
    expect(yearlyFeeForPlot({ type: 'single', maintenance_fee_per_year: '150.50' }, settings)).toBe(15_050);
    expect(yearlyFeeForPlot({ type: 'double' }, settings)).toBe(18_000);
    expect(yearlyFeeForPlot({ type: 'family' }, settings)).toBe(10_000);
    expect(yearlyFeeForPlot({ type: 'single' }, {})).toBe(10_000);
  });

  it('lists the twelve months from this one', () => {
    expect(nextTwelveMonths('2026-11-23')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06', '2027-07', '2027-08', '2027-09', '2027-10']);
  });
});
