/**
 * The table behind each chart, as the CSV export writes it: translated headers, config
 * labels for enum values, plain numbers (no currency sign, so spreadsheets can sum them).
 */
import type { Labels } from '../../../config/types';
import type { ComparedState } from '../../../protocol/stats';
import type { StatsBundle } from './api';
import type { Cell, Table } from '../../format/csv';
import { enumEntry, ORDER_STATUSES, PAYMENT_METHODS, PLOT_STATUSES } from './enums';

interface TableText {
  t: (key: string) => string;
  label: (labels: Labels) => string;
}

/**
 * The KPI figures: the period and the previous period. State figures are those at each period's
 * end (now when the period reaches today); a day without a snapshot leaves its cell empty.
 */
export const summaryTable = (b: StatsBundle, { t, label }: TableText): Table => {
  const s = b.summary;
  const flow = (key: string, c: { current: number; previous: number }) => [t(`stats.kpi.${key}`), c.current, c.previous];
  const state = <T>(name: string, c: ComparedState<T>, value: (figure: T) => number): Cell[] => [
    name,
    c.current === null ? null : value(c.current),
    c.previous === null ? null : value(c.previous),
  ];
  return {
    header: [t('stats.table.figure'), `${s.current.from} ~ ${s.current.to}`, `${s.previous.from} ~ ${s.previous.to}`],
    rows: [
      flow('orders', s.orders),
      flow('revenue', s.revenue),
      flow('charges', s.charges),
      flow('refunds', s.refunds),
      flow('registrations', s.registrations),
      flow('burials', s.burials),
      state(t('stats.kpi.outstanding'), s.outstanding, (o) => o.balance),
      state(t('stats.kpi.open_orders'), s.outstanding, (o) => o.orders),
      ...PLOT_STATUSES.map((v) => state(`${t('stats.kpi.plots')}: ${label(v.label)}`, s.plots, (p) => p[v.value] ?? 0)),
    ],
  };
};

export const monthlyTable = (b: StatsBundle, { t }: TableText): Table => ({
  header: [t('stats.table.month'), t('stats.table.orders'), t('stats.table.sales'), t('stats.table.revenue')],
  rows: b.monthly.map((m) => [m.month, m.orders, m.sales, m.revenue]),
});

export const plotsTable = (b: StatsBundle, { t, label }: TableText): Table => ({
  header: [t('stats.table.area'), ...PLOT_STATUSES.map((v) => label(v.label)), t('stats.table.total')],
  rows: b.plotsByArea.map((a) => [a.area, ...PLOT_STATUSES.map((v) => a.counts[v.value] ?? 0), a.total]),
});

export const statusTable = (b: StatsBundle, { t, label }: TableText): Table => ({
  header: [t('stats.table.status'), t('stats.table.orders'), t('stats.table.amount')],
  rows: b.ordersByStatus.map((r) => [label(enumEntry(ORDER_STATUSES, r.status).label), r.orders, r.amount]),
});

export const sellersTable = (b: StatsBundle, { t }: TableText): Table => ({
  header: [
    t(b.summary.channel === 'inside' ? 'stats.table.salesperson' : 'stats.table.agent'),
    t('stats.table.orders'),
    t('stats.table.sales'),
    t('stats.table.received'),
  ],
  rows: b.topSellers.map((r) => [r.name ?? t('stats.none'), r.orders, r.sales, r.received]),
});

export const methodsTable = (b: StatsBundle, { t, label }: TableText): Table => ({
  header: [t('stats.table.method'), t('stats.table.payments'), t('stats.table.charges'), t('stats.table.refunds'), t('stats.table.net')],
  rows: b.paymentsByMethod.map((r) => [label(enumEntry(PAYMENT_METHODS, r.method).label), r.payments, r.charges, r.refunds, r.net]),
});
