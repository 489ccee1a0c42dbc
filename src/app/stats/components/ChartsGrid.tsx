/** The five charts, each over its table, two columns on wide screens and one on a phone. */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { MonthlyChart } from '../charts/MonthlyChart';
import { OrdersByStatusChart } from '../charts/OrdersByStatusChart';
import { PaymentsByMethodChart } from '../charts/PaymentsByMethodChart';
import { PlotsByAreaChart } from '../charts/PlotsByAreaChart';
import { TopSellersChart } from '../charts/TopSellersChart';
import type { StatsBundle } from '../model/api';
import { methodsTable, monthlyTable, plotsTable, sellersTable, statusTable } from '../model/tables';
import { ChartCard } from './ChartCard';

export const ChartsGrid = ({ data }: { data: StatsBundle }) => {
  const t = useTranslate();
  const label = useConfigLabel();
  const text = { t: (k: string) => t(k), label };
  const inside = data.summary.channel === 'inside';
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
      <ChartCard
        id="monthly"
        title={t('stats.chart.monthly')}
        table={monthlyTable(data, text)}
        empty={data.monthly.every((m) => m.orders === 0 && m.revenue === 0)}
      >
        <MonthlyChart rows={data.monthly} />
      </ChartCard>
      <ChartCard
        id="plots_by_area"
        title={t('stats.chart.plots_by_area')}
        table={plotsTable(data, text)}
        empty={data.plotsByArea.every((a) => a.total === 0)}
      >
        <PlotsByAreaChart rows={data.plotsByArea} />
      </ChartCard>
      <ChartCard
        id="orders_by_status"
        title={t('stats.chart.orders_by_status')}
        table={statusTable(data, text)}
        empty={data.ordersByStatus.every((r) => r.orders === 0)}
      >
        <OrdersByStatusChart rows={data.ordersByStatus} />
      </ChartCard>
      <ChartCard
        id="top_sellers"
        title={t(inside ? 'stats.chart.top_salespeople' : 'stats.chart.top_agents')}
        table={sellersTable(data, text)}
        empty={data.topSellers.length === 0}
        height={Math.max(240, data.topSellers.length * 44 + 60)}
      >
        <TopSellersChart rows={data.topSellers} />
      </ChartCard>
      <ChartCard
        id="payments_by_method"
        title={t('stats.chart.payments_by_method')}
        table={methodsTable(data, text)}
        empty={data.paymentsByMethod.every((r) => r.payments === 0)}
      >
        <PaymentsByMethodChart rows={data.paymentsByMethod} />
      </ChartCard>
    </Box>
  );
};
