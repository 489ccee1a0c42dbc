/**
 * The heaviest single requests a signed-in user can send (issue 26 item 2), each at its worst:
 * the largest page of the deepest export, ten years of statistics, the largest print batch, the
 * largest area's map, the reconciliation and walk reports. bench/heavy.ts measures what other
 * users' latency becomes while each runs (the figures in docs/performance.md).
 */
import { MAX_LIST_ROWS, MAX_PAGE_SIZE } from '../../src/protocol/wire';
import { MAX_PRINT_BATCH } from '../../src/protocol/print';

export interface HeavyCase {
  name: string;
  /** What the request is, in the words of docs/performance.md. */
  what: string;
  url: string;
  body: unknown;
  /** The body of the i-th send, when each must differ (the statistics: an answer kept for the day would hide the work). */
  vary?: (i: number) => unknown;
}

const tenYearsBack = (today: string): string => `${Number(today.slice(0, 4)) - 10}-${today.slice(5, 10) === '02-29' ? '03-01' : today.slice(5, 10)}`;
const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const nextDay = (day: string): string => addDays(day, 1);

/** The deepest page an export of `rows` reaches: its last MAX_PAGE_SIZE rows (at most MAX_LIST_ROWS in all). */
const lastExportPage = (rows: number): number => Math.max(1, Math.min(MAX_LIST_ROWS / MAX_PAGE_SIZE, Math.ceil(rows / MAX_PAGE_SIZE)));

/** The ids and sizes the cases need: the largest area, the first orders of the channel, how many orders and log entries the manager sees. */
export interface HeavyIds {
  area: number;
  orders: number[];
  insideOrders: number;
  insideLog: number;
}

export const heavyCases = (today: string, ids: HeavyIds): HeavyCase[] => {
  const from = nextDay(tenYearsBack(today));
  const range = { from, to: today };
  // Each send a day shorter: a new range every time, never an answer kept in memory.
  const shifted = (i: number) => ({ from: addDays(from, i), to: today });
  const stats = (call: string): HeavyCase => ({ name: `stats_${call}`, what: `statistics: ${call}, ten years`, url: `/index/stats/${call}`, body: range, vary: shifted });
  return [
    {
      name: 'export_orders',
      what: 'orders export: its last page (of 20,000 rows at most), plot and seller joined, sorted by address',
      url: '/index/query',
      body: { table: 'tomb_order', left_join: ['burialslot_id', 'salesperson_id'], order_by: [['buyer_address', 'desc']], page: lastExportPage(ids.insideOrders), page_size: MAX_PAGE_SIZE },
    },
    {
      name: 'export_orders_count',
      what: "orders export's count with a name filter (contains 'Buyer 1')",
      url: '/index/query',
      body: { table: 'tomb_order', left_join: ['burialslot_id'], where: [['buyer_name', 'like', '%Buyer 1%']], is_count: 1 },
    },
    {
      name: 'export_oplog',
      what: 'operation log export: its last page, the user joined',
      url: '/index/query',
      body: { table: 'operation_log', left_join: ['user_id'], order_by: [['created_at', 'desc']], page: lastExportPage(ids.insideLog), page_size: MAX_PAGE_SIZE },
    },
    stats('summary'),
    stats('monthly'),
    stats('orders_by_status'),
    stats('top_sellers'),
    stats('payments_by_method'),
    { name: 'stats_plots_by_area', what: 'statistics: plots by area', url: '/index/stats/plots_by_area', body: range, vary: shifted },
    { name: 'stats_terms', what: 'statistics: management terms since 1900', url: '/index/stats/terms', body: { from: '1900-01-01', to: today }, vary: (i) => ({ from: addDays('1900-01-01', i), to: today }) },
    {
      name: 'print_log_batch',
      what: `a batch print of ${MAX_PRINT_BATCH} orders logged`,
      url: '/index/admin.print/log',
      body: { document: 'print1', table: 'tomb_order', id: ids.orders[0], ids: ids.orders.slice(0, MAX_PRINT_BATCH) },
    },
    { name: 'plot_labels_area', what: "plot labels of the largest area", url: '/index/admin.work_order/labels', body: { area_id: ids.area } },
    { name: 'map_area', what: 'the map of the largest area (5,000 plots)', url: '/index/admin.tomb_burialslot/map', body: { area_id: ids.area } },
    { name: 'reconcile_report', what: 'the reconciliation report (every plot, registration and order)', url: '/index/reconcile/report', body: {} },
    { name: 'walk_areas', what: "the walk's areas (every plot's checks)", url: '/index/admin.walk_check/areas', body: {} },
  ];
};
