/** The five charts, each over its table, two columns on wide screens and one on a phone. */
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { MonthlyChart } from '../charts/MonthlyChart';
import { OrdersByStatusChart } from '../charts/OrdersByStatusChart';
import { PaymentsByMethodChart } from '../charts/PaymentsByMethodChart';
import { PlotsByAreaChart } from '../charts/PlotsByAreaChart';
import { TopSellersChart } from '../charts/TopSellersChart';
import type { StatsBundle } from '../model/api';
import { methodsTable, monthlyTable, plotsTable, sellersTable, statusTable } from '../model/tables';
import type { Table } from '../../format/csv';
import { ChartCard } from './ChartCard';

/** One chart: its title's message key, the table behind it, whether it has nothing to draw, its height if not the card's. */
interface Chart {
  id: string;
  title: string;
  table: (data: StatsBundle, text: Parameters<typeof monthlyTable>[1]) => Table;
  empty: boolean;
  height?: number;
  chart: ReactNode;
}

const chartsOf = (data: StatsBundle): Chart[] => [
  { id: 'monthly', title: 'stats.chart.monthly', table: monthlyTable, empty: data.monthly.every((m) => m.orders === 0 && m.revenue === 0), chart: <MonthlyChart rows={data.monthly} /> },
  { id: 'plots_by_area', title: 'stats.chart.plots_by_area', table: plotsTable, empty: data.plotsByArea.every((a) => a.total === 0), chart: <PlotsByAreaChart rows={data.plotsByArea} /> },
  { id: 'orders_by_status', title: 'stats.chart.orders_by_status', table: statusTable, empty: data.ordersByStatus.every((r) => r.orders === 0), chart: <OrdersByStatusChart rows={data.ordersByStatus} /> },
  {
    id: 'top_sellers',
    title: data.summary.channel === 'inside' ? 'stats.chart.top_salespeople' : 'stats.chart.top_agents',
    table: sellersTable,
    empty: data.topSellers.length === 0,
    // One bar a seller: the chart grows with them.
    height: Math.max(240, data.topSellers.length * 44 + 60),
    chart: <TopSellersChart rows={data.topSellers} />,
  },
  { id: 'payments_by_method', title: 'stats.chart.payments_by_method', table: methodsTable, empty: data.paymentsByMethod.every((r) => r.payments === 0), chart: <PaymentsByMethodChart rows={data.paymentsByMethod} /> },
];

export const ChartsGrid = ({ data }: { data: StatsBundle }) => {
  const t = useTranslate();
  const label = useConfigLabel();
  const text = { t: (k: string) => t(k), label };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {chartsOf(data).map(({ id, title, table, empty, height, chart }) => (
        <ChartCard key={id} id={id} title={t(title)} table={table(data, text)} empty={empty} height={height}>
          {chart}
        </ChartCard>
      ))}
    </Box>
  );
};
