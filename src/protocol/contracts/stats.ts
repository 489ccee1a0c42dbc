/**
 * The statistics pages' figures (docs/statistics.md; handlers in src/server/stats/plugin.ts):
 * for the levels whose menu has a statistics page, on the session's channel only. The range's
 * rules beyond its fields (to not before from, at most a few years) are the stats range's own
 * (src/server/stats/base/range.ts).
 */
import { answer, anyOf, contract, pageUsers } from '../contract';
import type { AreaRow, MethodRow, MonthRow, SellerRow, SellersData, StatusRow, SummaryData } from '../stats';

/** The levels with a statistics page (inside or outside). */
export const statsUsers = anyOf(pageUsers('count'), pageUsers('countOutsid'));

/** A range of days, narrowed to one salesperson or one agent if given. */
const range = {
  from: { type: 'date', required: true },
  to: { type: 'date', required: true },
  salesperson_id: { type: 'reference', resource: 'user' },
  // Not trimmed: a blank agent is refused by the range's rules rather than taken for none.
  agent: { type: 'text', maxLength: 50, trim: false },
} as const;

const figures = <A>(name: string) => contract({ path: `stats/${name}`, access: statsUsers, body: range, answer: answer<A>() });

export const statsSummary = figures<SummaryData>('summary');
export const statsMonthly = figures<MonthRow[]>('monthly');
export const statsPlotsByArea = figures<AreaRow[]>('plots_by_area');
export const statsOrdersByStatus = figures<StatusRow[]>('orders_by_status');
export const statsTopSellers = figures<SellerRow[]>('top_sellers');
export const statsPaymentsByMethod = figures<MethodRow[]>('payments_by_method');
/** The seller filter's choices (they do not depend on a range). */
export const statsSellers = contract({ path: 'stats/sellers', access: statsUsers, body: 'none', answer: answer<SellersData>() });
