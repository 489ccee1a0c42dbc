/**
 * Request and answer shapes of the `stats` calls. Shared with the browser (type-only imports),
 * so this file imports nothing from the server.
 */
import type { Channel } from '../config/types';

/** The body of every stats call. Dates are calendar days, both ends included. */
export interface StatsRequest {
  from: string;
  to: string;
  /** Narrow orders and payments to one salesperson (the user who sold the order). */
  salesperson_id?: number;
  /** Narrow orders and payments to one agent (free text on outside orders). */
  agent?: string;
}

/**
 * What the figures of a range are compared with: the months before (whole months), the years
 * before (whole years), or the same number of days before (any other range).
 */
export type CompareBasis = 'year' | 'month' | 'days';

/** A figure in the range and in the period it is compared with (SummaryData.previous). */
export interface Compared {
  current: number;
  previous: number;
}

export interface Period {
  from: string;
  to: string;
}

/** What is owed on open orders (reserved, contracted, paid) with a balance above 0. */
export interface Outstanding {
  balance: number;
  orders: number;
}

/**
 * A state figure at the end of the period and at the end of the previous period. A state at a
 * past day is its daily snapshot; `null` means that day has no snapshot (docs/statistics.md,
 * "State figures and daily snapshots").
 */
export interface ComparedState<T> {
  /** The live state when the period reaches today, else the snapshot of the period's last day. */
  current: T | null;
  /** The snapshot of the previous period's last day. */
  previous: T | null;
  /** The day each figure describes: `current` is today when `live`. */
  days: { current: string; previous: string };
  /** `current` is the state now rather than a stored snapshot. */
  live: boolean;
}

/** What a period's figures are compared with (docs/statistics.md, "Comparisons"). */
export interface PeriodComparison {
  /** What the compared figures count: the period, up to today when it reaches past today. */
  current: Period;
  /** The calendar period `current` is compared with. */
  previous: Period;
  basis: CompareBasis;
  /** Months or years (basis month, year) or days (basis days) between `current` and `previous`. */
  shift: number;
  /** `current` stops at today: "this month to date" against "last month to the same day". */
  toDate: boolean;
}

export interface SummaryData extends PeriodComparison {
  channel: Channel;
  /** The range asked for. */
  period: Period;
  orders: Compared;
  /** Charges minus refunds paid in the range. */
  revenue: Compared;
  charges: Compared;
  refunds: Compared;
  registrations: Compared;
  burials: Compared;
  outstanding: ComparedState<Outstanding>;
  /** Plot status -> count, every status of the config present; both channels. */
  plots: ComparedState<Record<string, number>>;
}

export interface MonthRow {
  /** YYYY-MM */
  month: string;
  orders: number;
  sales: number;
  revenue: number;
}

export interface AreaRow {
  area_id: number;
  area: string;
  /** Plot status -> count, every status of the config present. */
  counts: Record<string, number>;
  total: number;
}

export interface StatusRow {
  status: string;
  orders: number;
  amount: number;
}

export interface SellerRow {
  /** salesperson_id inside; null outside (agents are text) or for orders without one. */
  id: number | null;
  /** Nickname inside, agent text outside; null when the order has none. */
  name: string | null;
  orders: number;
  sales: number;
  received: number;
}

export interface MethodRow {
  method: string;
  payments: number;
  charges: number;
  refunds: number;
  net: number;
}

interface SellerOption {
  id: number | null;
  name: string;
}

export interface SellersData {
  /** salesperson: choose by `salesperson_id`; agent: choose by `agent`. */
  kind: 'salesperson' | 'agent';
  options: SellerOption[];
}
