/**
 * Request and answer shapes of the `stats` calls. Shared with the browser (type-only imports),
 * so this file imports nothing from the server.
 */
import type { Channel } from '../../config/types';

/** The body of every stats call. Dates are calendar days, both ends included. */
export interface StatsRequest {
  from: string;
  to: string;
  /** Narrow orders and payments to one salesperson (the user who sold the order). */
  salesperson_id?: number;
  /** Narrow orders and payments to one agent (free text on outside orders). */
  agent?: string;
}

/** A figure in the range and in the previous period of the same length. */
export interface Compared {
  current: number;
  previous: number;
}

export interface Period {
  from: string;
  to: string;
}

export interface SummaryData {
  channel: Channel;
  period: Period;
  previous: Period;
  orders: Compared;
  /** Charges minus refunds paid in the range. */
  revenue: Compared;
  charges: Compared;
  refunds: Compared;
  registrations: Compared;
  burials: Compared;
  /** Snapshot figures (now): no previous period exists for them. */
  outstanding: { balance: number; orders: number };
  plots: Record<string, number>;
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

export interface SellerOption {
  id: number | null;
  name: string;
}

export interface SellersData {
  /** salesperson: choose by `salesperson_id`; agent: choose by `agent`. */
  kind: 'salesperson' | 'agent';
  options: SellerOption[];
}
