/**
 * Terms (docs/terms.md): a period paid ahead (a plot's management fee, 管理费; a niche's storage
 * fee) and its renewals. Pure functions both sides run: the server inside the renewal's
 * transaction (src/server/terms/), the browser to show the state, the amount and the new end
 * before the clerk presses Renew (src/app/terms/). Dates are local days 'YYYY-MM-DD'; money is
 * integer cents (src/rules/orderMoney.ts).
 *
 * A term is anchored: `paid_from` and a whole number of periods (years or months) give
 * `paid_until = paid_from + periods`, always computed from the anchor, so a term begun on 29
 * February ends on 28 February in common years and on 29 February again in leap years, and a
 * monthly term begun on 31 January runs to 28/29 February, then 31 March (never drifting to the
 * 28th). A renewal adds periods; its refund takes them back.
 */
import { addDays, addMonths, addYears, dayParts, daysBetween } from '../config/days';
import { L, MANAGERS, enumValue } from '../config/define';
import type { Lang, Level } from '../config/types';

export type TermUnit = 'year' | 'month';

export const TERM_STATE = [
  enumValue('current', '#67c23a', L('正常', 'Current', 'Al día', '有効')),
  enumValue('due_soon', '#e6a23c', L('即将到期', 'Due soon', 'Vence pronto', '期限間近')),
  enumValue('overdue', '#f56c6c', L('已逾期', 'Overdue', 'Vencido', '期限切れ')),
  enumValue('in_grace', '#b88230', L('宽限期', 'In grace', 'En periodo de gracia', '猶予期間')),
  enumValue('lapsed', '#606266', L('已失效', 'Lapsed', 'Caducado', '失効')),
] as const;
export type TermState = (typeof TERM_STATE)[number]['value'];
export const TERM_STATES: readonly TermState[] = TERM_STATE.map((s) => s.value);

export const TERM_STATUS = [
  enumValue('active', '#409eff', L('有效', 'Active', 'Activo', '有効')),
  enumValue('closed', '#909399', L('已结束', 'Closed', 'Cerrado', '終了')),
] as const;

export const CONTACT_PREFERENCE = [
  enumValue('sms', '#409eff', L('短信', 'SMS', 'SMS', 'SMS')),
  enumValue('wechat', '#07c160', L('微信', 'WeChat', 'WeChat', 'WeChat')),
  enumValue('letter', '#8d6e63', L('信件', 'Letter', 'Carta', '郵送')),
  enumValue('phone', '#6959cd', L('电话', 'Phone call', 'Llamada', '電話')),
] as const;

/** What a term pays for: a sold plot's management fee, or a deposit's niche storage (the columbarium's, docs/columbarium.md). */
export const TERM_KIND = [
  enumValue('plot', '#409eff', L('墓位管理费', 'Plot management fee', 'Mantenimiento de parcela', '墓所管理費')),
  enumValue('storage', '#8d6e63', L('骨灰寄存费', 'Niche storage', 'Depósito en nicho', '納骨壇保管料')),
] as const;

/** The language a holder's letters and messages are written in (none chosen: the staff's language). */
export const HOLDER_LANGUAGE = [
  enumValue('zh', '#d4380d', L('中文', 'Chinese', 'Chino', '中国語')),
  enumValue('en', '#1d39c4', L('英文', 'English', 'Inglés', '英語')),
  enumValue('es', '#d48806', L('西班牙文', 'Spanish', 'Español', 'スペイン語')),
  enumValue('ja', '#c41d7f', L('日文', 'Japanese', 'Japonés', '日本語')),
] as const;

/** The language of a holder's letter or message: the holder's own when chosen, else `fallback` (the staff's). */
export const letterLang = (term: Record<string, unknown>, fallback: Lang): Lang =>
  (HOLDER_LANGUAGE.find((v) => v.value === term.holder_language)?.value as Lang | undefined) ?? fallback;

export const REMINDER_STATUS = [
  enumValue('queued', '#e6a23c', L('待发送', 'Queued', 'En cola', '送信待ち')),
  // The SMS layer's states (docs/messaging.md "Reminders"): being sent now, waiting for the next
  // try after a failure, the carrier's receipt, and held back because the holder asked for none.
  enumValue('sending', '#409eff', L('发送中', 'Sending', 'Enviando', '送信中')),
  enumValue('retry', '#d48806', L('待重试', 'Will retry', 'Se reintentará', '再試行待ち')),
  enumValue('sent', '#67c23a', L('已发送', 'Sent', 'Enviado', '送信済')),
  enumValue('delivered', '#389e0d', L('已送达', 'Delivered', 'Entregado', '配信済')),
  enumValue('undelivered', '#cf1322', L('未送达', 'Not delivered', 'No entregado', '未配信')),
  enumValue('failed', '#f56c6c', L('发送失败', 'Failed', 'Fallido', '送信失敗')),
  enumValue('opted_out', '#909399', L('已取消（不接收）', 'Cancelled (opted out)', 'Cancelado (no desea avisos)', '取消（受信拒否）')),
] as const;

/** Which terms get a reminder: due soon or late, not closed, and the holder may be contacted. */
export const mayRemind = (term: TermFacts & { do_not_contact?: unknown }, today: string, policy: TermPolicy = DEFAULT_TERM_POLICY): boolean =>
  term.status !== 'closed' && term.do_not_contact !== true && termState(String(term.paid_until ?? ''), today, policy) !== 'current';

/** The policy of terms, from the settings (defaults when unset). */
export interface TermPolicy {
  /** A term ending within this many days is "due soon". */
  windowDays: number;
  /** After the end, this many days "overdue" (reminded, expected to pay)... */
  overdueDays: number;
  /** ...then this many days "in grace" (last notices) before the term has "lapsed". */
  graceDays: number;
  /** A change of the yearly fee applied at renewal, in percent (+5 = 5 % dearer). */
  ratePercent: number;
  /** Renewing at least this many periods at once... */
  discountMinPeriods: number;
  /** ...takes this percentage off. */
  discountPercent: number;
}

export const DEFAULT_TERM_POLICY: TermPolicy = {
  windowDays: 90,
  overdueDays: 365,
  graceDays: 730,
  ratePercent: 0,
  discountMinPeriods: 10,
  discountPercent: 0,
};

/** The most periods one renewal may buy. */
/** At most this many terms' reminders queued in one call (the term list's selection). */
export const MAX_REMINDER_QUEUE = 200;
export const MAX_RENEWAL_PERIODS = 50;

const intOr = (v: unknown, fallback: number, min: number, max: number): number => {
  const n = typeof v === 'number' ? v : v === null || v === undefined || v === '' ? NaN : Number(v);
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : fallback;
};

/** The policy of a settings row (the columns of the setting block; defaults for what is unset). */
export const termPolicyOf = (row: Record<string, unknown> | undefined): TermPolicy => ({
  windowDays: intOr(row?.term_window_days, DEFAULT_TERM_POLICY.windowDays, 1, 3650),
  overdueDays: intOr(row?.term_overdue_days, DEFAULT_TERM_POLICY.overdueDays, 0, 36500),
  graceDays: intOr(row?.term_grace_days, DEFAULT_TERM_POLICY.graceDays, 0, 36500),
  ratePercent: intOr(row?.term_rate_percent, DEFAULT_TERM_POLICY.ratePercent, -90, 1000),
  discountMinPeriods: intOr(row?.term_discount_min_years, DEFAULT_TERM_POLICY.discountMinPeriods, 1, MAX_RENEWAL_PERIODS),
  discountPercent: intOr(row?.term_discount_percent, DEFAULT_TERM_POLICY.discountPercent, 0, 100),
});

// ---- days (src/config/days.ts) ------------------------------------------------------------

export const addPeriods = (day: string, unit: TermUnit, count: number): string =>
  unit === 'year' ? addYears(day, count) : addMonths(day, count);

// ---- a term ---------------------------------------------------------------------------------

/** What the arithmetic reads of a term row. */
export interface TermFacts {
  [column: string]: unknown;
  paid_from?: unknown;
  periods?: unknown;
  unit?: unknown;
  paid_until?: unknown;
  status?: unknown;
}

export const unitOf = (facts: TermFacts): TermUnit => (facts.unit === 'month' ? 'month' : 'year');

/** The end of a term paid from `from` for `periods` periods. */
export const termEnd = (from: string, periods: number, unit: TermUnit = 'year'): string => addPeriods(from, unit, periods);

/**
 * THE coverage convention of every term, a plot's management term and a niche's storage term
 * alike: a term paid until D covers D itself (paid through D, as 缴至 D reads); the first day
 * unpaid is D + 1. Every rule that asks "is today paid?" asks this function.
 */
export const coversDay = (paidUntil: string, day: string): boolean => daysBetween(day, paidUntil) >= 0;

/**
 * How many more periods a term must buy so that it covers `today` (0 when it already does),
 * counted from its anchor so month ends never drift: a started period counts in full.
 */
export const periodsToCover = (anchor: TermFacts, today: string): number => {
  const until = String(anchor.paid_until ?? '').slice(0, 10);
  if (dayParts(until) && coversDay(until, today)) return 0;
  const from = String(anchor.paid_from ?? '').slice(0, 10);
  const have = Number(anchor.periods ?? 0);
  const unit = unitOf(anchor);
  let n = 1;
  while (n < MAX_RENEWAL_PERIODS * 12 && !coversDay(termEnd(from, have + n, unit), today)) n += 1;
  return n;
};

/**
 * The state of a term ending on `paidUntil`, on `today`: current, due soon (ends within the
 * window, today included: paid through today), overdue (ended, for overdueDays), in grace
 * (for graceDays more), lapsed (after that).
 */
export const termState = (paidUntil: string, today: string, policy: TermPolicy = DEFAULT_TERM_POLICY): TermState => {
  const left = daysBetween(today, paidUntil);
  if (left > policy.windowDays) return 'current';
  if (coversDay(paidUntil, today)) return 'due_soon';
  const late = -left;
  if (late <= policy.overdueDays) return 'overdue';
  if (late <= policy.overdueDays + policy.graceDays) return 'in_grace';
  return 'lapsed';
};

/** The paid_until bounds of the terms in a state on `today` (inclusive; undefined = open). For list filters. */
export const stateRange = (state: TermState, today: string, policy: TermPolicy = DEFAULT_TERM_POLICY): { from?: string; to?: string } => {
  switch (state) {
    case 'current':
      return { from: addDays(today, policy.windowDays + 1) };
    case 'due_soon':
      return { from: today, to: addDays(today, policy.windowDays) };
    case 'overdue':
      return { from: addDays(today, -policy.overdueDays), to: addDays(today, -1) };
    case 'in_grace':
      return { from: addDays(today, -(policy.overdueDays + policy.graceDays)), to: addDays(today, -(policy.overdueDays + 1)) };
    case 'lapsed':
      return { to: addDays(today, -(policy.overdueDays + policy.graceDays + 1)) };
    default: {
      const never: never = state;
      return never;
    }
  }
};

/** The fewest periods a renewal of a term ending `paidUntil` must buy so it is paid up to today at least (1 when not late). */
export const minPeriodsFor = (anchor: TermFacts, today: string): number => Math.max(1, periodsToCover(anchor, today));

export interface RenewalQuote {
  periods: number;
  /** The yearly (monthly) fee after the rate change, in cents. */
  fee: number;
  /** fee × periods, in cents. */
  gross: number;
  discountPercent: number;
  /** What is taken off, in cents. */
  discount: number;
  /** What the family pays, in cents. */
  amount: number;
  /** The term's new end. */
  newUntil: string;
}

/** The price of renewing a term whose fee is `baseFee` cents a period, for `periods` periods, under the policy. */
export const renewalQuote = (term: TermFacts, baseFee: number, periods: number, policy: TermPolicy = DEFAULT_TERM_POLICY): RenewalQuote => {
  const fee = Math.round((baseFee * (100 + policy.ratePercent)) / 100);
  const gross = fee * periods;
  const discountPercent = periods >= policy.discountMinPeriods ? policy.discountPercent : 0;
  const discount = Math.round((gross * discountPercent) / 100);
  const newUntil = termEnd(String(term.paid_from), Number(term.periods ?? 0) + periods, unitOf(term));
  return { periods, fee, gross, discountPercent, discount, amount: gross - discount, newUntil };
};

/** The error codes of the term rules (texts in src/rules/termMessages.ts). */
export type TermRefusal = 'term_closed' | 'term_periods' | 'term_too_few' | 'term_lapsed_managers' | 'term_free' | 'term_refund_periods';

/** Why this renewal is refused by the term itself, or null. Lapsed terms are renewed by managers only. */
export const renewRefusal = (term: TermFacts, periods: number, today: string, level: Level | undefined, policy: TermPolicy = DEFAULT_TERM_POLICY): TermRefusal | null => {
  if (term.status === 'closed') return 'term_closed';
  if (!Number.isSafeInteger(periods) || periods < 1 || periods > MAX_RENEWAL_PERIODS) return 'term_periods';
  if (termState(String(term.paid_until), today, policy) === 'lapsed' && !(level !== undefined && MANAGERS.includes(level))) return 'term_lapsed_managers';
  if (periods < minPeriodsFor(term, today)) return 'term_too_few';
  return null;
};

/** A refund of a renewal of `periods` periods takes them back; it cannot take more than the term holds. */
export const refundRefusal = (term: TermFacts, periods: number): TermRefusal | null => {
  if (term.status === 'closed') return 'term_closed';
  if (!Number.isSafeInteger(periods) || periods < 1 || periods > Number(term.periods ?? 0)) return 'term_refund_periods';
  return null;
};

/** The term once a renewal of `periods` periods is refunded: those periods taken off, the end computed again from the anchor. */
export const termAfterRefund = (term: TermFacts, periods: number): { periods: number; paid_until: string } => {
  const left = Number(term.periods ?? 0) - periods;
  return { periods: left, paid_until: termEnd(String(term.paid_from).slice(0, 10), left, unitOf(term)) };
};

/** The twelve months from the month of `today`: 'YYYY-MM'. */
export const nextTwelveMonths = (today: string): string[] => Array.from({ length: 12 }, (_, i) => addMonths(`${today.slice(0, 7)}-01`, i).slice(0, 7));

/** The yearly management fee of a plot, in cents: the plot's own, else the settings' for its type, else the settings' yearly fee. */
export const yearlyFeeForPlot = (
  plot: { type?: unknown; maintenance_fee_per_year?: unknown },
  settings: { maintenance_fee_per_year?: unknown; maintenance_fee_double?: unknown; maintenance_fee_family?: unknown },
): number => {
  const cents = (v: unknown): number | undefined => {
    if (v === null || v === undefined || v === '') return undefined;
    const n = Number(v);
    return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : undefined;
  };
  const byType = plot.type === 'double' ? settings.maintenance_fee_double : plot.type === 'family' ? settings.maintenance_fee_family : undefined;
  return cents(plot.maintenance_fee_per_year) ?? cents(byType) ?? cents(settings.maintenance_fee_per_year) ?? 10_000;
};
