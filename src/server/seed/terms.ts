/**
 * The demo's management terms (docs/terms.md): one for every paid or completed order. Most run
 * from the signing day for the years paid at sale (current); the rest stand for plots sold long
 * before this system, taken over from the paper ledger with their old dates, so the due and
 * overdue list has terms in every state: due soon, overdue, in grace and lapsed, and a few
 * holders who asked not to be contacted. Pure and deterministic: the same demo every time.
 */
import { yearlyFeeForPlot } from '../../rules/terms';
import { addDays, addYears } from '../../config/days';
import type { Channel } from '../../config/types';
import { fromCents } from '../kernel/money';
import type { DemoData } from './rows';

export interface TermSeed {
  order_no: string;
  plot_code: string;
  area_code: string;
  channel: Channel;
  holder_name: string;
  holder_phone: string;
  holder_address: string;
  contact_preference: 'sms' | 'wechat' | 'letter' | 'phone';
  do_not_contact: boolean;
  unit: 'year';
  paid_from: string;
  periods: number;
  paid_until: string;
  yearly_fee: number;
  status: 'active';
}

/** Of every twenty terms: which state the ledger's dates put it in (current keeps the sale's own dates). */
const PROFILE = [
  'current', 'due_soon', 'current', 'overdue', 'current', 'in_grace', 'current', 'later', 'current', 'current',
  'current', 'lapsed', 'current', 'overdue', 'current', 'current', 'later', 'current', 'current', 'current',
] as const;
/** Days from today to the end of the term, per profile, spread by the order's index. */
const END_OFFSET: Record<Exclude<(typeof PROFILE)[number], 'current'>, (i: number) => number> = {
  due_soon: (i) => 5 + ((i * 7) % 80),
  // Current, ending within the year: the statistics' next twelve months.
  later: (i) => 95 + ((i * 29) % 260),
  overdue: (i) => -(3 + ((i * 11) % 300)),
  in_grace: (i) => -(400 + ((i * 13) % 600)),
  lapsed: (i) => -(1200 + ((i * 17) % 900)),
};
const PREFS = ['sms', 'wechat', 'sms', 'letter', 'phone'] as const;

export const demoTerms = (data: DemoData, today: string, settings: Record<string, unknown>): TermSeed[] => {
  const plots = new Map(data.plots.map((p) => [p.code, p]));
  return data.orders
    .filter((o) => o.status === 'paid' || o.status === 'completed')
    .map((o, i): TermSeed => {
      const plot = plots.get(o.plot_code);
      const profile = PROFILE[i % PROFILE.length];
      const signed = (o.signed_at ?? today).slice(0, 10);
      let from = signed;
      let periods = o.maintenance_years || 20;
      if (profile !== 'current') {
        const until = addDays(today, END_OFFSET[profile](i));
        periods = 20;
        from = addYears(until, -periods);
      }
      return {
        order_no: o.order_no,
        plot_code: o.plot_code,
        area_code: plot?.area_code ?? '',
        channel: o.channel,
        holder_name: o.buyer_name,
        holder_phone: o.buyer_phone,
        holder_address: o.buyer_address,
        contact_preference: PREFS[(i + Math.floor(i / PROFILE.length)) % PREFS.length],
        do_not_contact: i % 23 === 11,
        unit: 'year',
        paid_from: from,
        periods,
        paid_until: addYears(from, periods),
        yearly_fee: fromCents(yearlyFeeForPlot({ type: plot?.type }, settings)),
        status: 'active',
      };
    });
};
