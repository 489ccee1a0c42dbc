/**
 * The KPI cards: the period's flow figures and the outstanding balance with their trend and
 * what they are compared with (last month to the same day, the end of a day), then the plots.
 */
import { Box } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SummaryData, Compared } from '../../../protocol/stats';
import { comparedWith } from '../model/compare';
import { useDateFormat } from '../../format/dates';
import { formatMoney, formatNumber } from '../model/format';
import { stateLabel } from '../model/state';
import { KpiCard } from './KpiCard';
import { PlotsCard } from './PlotsCard';
import { StateTrend } from './StateTrend';
import { TrendBadge } from './TrendBadge';

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } } as const;

export const KpiGrid = ({ summary }: { summary: SummaryData }) => {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const dates = useDateFormat();
  const money = (n: number) => formatMoney(n, locale);
  const count = (n: number) => formatNumber(n, locale);

  const said = comparedWith(summary);
  const than = t(said.key, said.params);
  const flow = (id: keyof SummaryData, c: Compared, fmt: (n: number) => string, upIsBad = false) => (
    <KpiCard
      key={id}
      id={id}
      title={t(`stats.kpi.${id}`)}
      value={fmt(c.current)}
      trend={<TrendBadge current={c.current} previous={c.previous} upIsBad={upIsBad} previousText={fmt(c.previous)} than={than} />}
    />
  );
  const owed = summary.outstanding;
  const owedDay = stateLabel(owed);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={GRID}>
        {flow('orders', summary.orders, count)}
        {flow('revenue', summary.revenue, money)}
        {flow('refunds', summary.refunds, money, true)}
        <KpiCard
          id="outstanding"
          title={t('stats.kpi.outstanding')}
          chip={t(owedDay.key, { day: dates.day(owedDay.day) })}
          value={owed.current ? money(owed.current.balance) : '—'}
          // More owed is bad news, like refunds.
          trend={<StateTrend state={owed} value={(o) => o.balance} format={money} upIsBad />}
          note={owed.current ? t('stats.kpi.open_orders_count', { count: owed.current.orders, smart_count: owed.current.orders }) : undefined}
        />
        {flow('registrations', summary.registrations, count)}
        {flow('burials', summary.burials, count)}
      </Box>
      <PlotsCard plots={summary.plots} />
    </Box>
  );
};
