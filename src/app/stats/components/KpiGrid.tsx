/** The KPI cards: flow figures of the period with their trend, then the snapshot figures. */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import type { SummaryData, Compared } from '../../../server/stats/types';
import { PLOT_STATUSES } from '../model/enums';
import { formatMoney, formatNumber } from '../model/format';
import { KpiCard } from './KpiCard';
import { TrendBadge } from './TrendBadge';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } } as const;

export const KpiGrid = ({ summary }: { summary: SummaryData }) => {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const label = useConfigLabel();
  const money = (n: number) => formatMoney(n, locale);
  const count = (n: number) => formatNumber(n, locale);

  const flow = (id: keyof SummaryData, c: Compared, fmt: (n: number) => string, upIsBad = false) => (
    <KpiCard
      key={id}
      id={id}
      title={t(`stats.kpi.${id}`)}
      value={fmt(c.current)}
      trend={<TrendBadge current={c.current} previous={c.previous} upIsBad={upIsBad} previousText={fmt(c.previous)} />}
    />
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={GRID}>
        {flow('orders', summary.orders, count)}
        {flow('revenue', summary.revenue, money)}
        {flow('refunds', summary.refunds, money, true)}
        <KpiCard
          id="outstanding"
          title={t('stats.kpi.outstanding')}
          value={money(summary.outstanding.balance)}
          note={t('stats.kpi.open_orders_count', { count: summary.outstanding.orders, smart_count: summary.outstanding.orders })}
        />
        {flow('registrations', summary.registrations, count)}
        {flow('burials', summary.burials, count)}
      </Box>
      <Card variant="outlined" data-kpi="plots">
        <CardContent sx={{ '&:last-child': { pb: 2 } }}>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {t('stats.kpi.plots')} · {t('stats.kpi.now')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: `repeat(${PLOT_STATUSES.length}, 1fr)` } }}>
            {PLOT_STATUSES.map((s) => (
              <Box key={s.value} data-plot-status={s.value} sx={{ borderLeft: `4px solid ${s.color}`, pl: 1 }}>
                <Typography variant="caption" color="text.secondary">
                  {label(s.label)}
                </Typography>
                <Typography variant="h6" component="p" data-kpi-value>
                  {count(summary.plots[s.value] ?? 0)}
                </Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
};
