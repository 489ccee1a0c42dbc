/**
 * Plots by status at the end of the period, each with its change against the previous
 * period's end. Uncoloured: more plots sold is not better or worse by itself than more available.
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useDateFormat } from '../../format/dates';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import type { SummaryData } from '../../../protocol/stats';
import { PLOT_STATUSES } from '../model/enums';
import { formatNumber } from '../model/format';
import { comparedWithDay } from '../model/compare';
import { stateLabel } from '../model/state';
import { NoRecord } from './StateTrend';
import { TrendBadge } from './TrendBadge';

export const PlotsCard = ({ plots }: { plots: SummaryData['plots'] }) => {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const label = useConfigLabel();
  const dates = useDateFormat();
  const count = (n: number) => formatNumber(n, locale);
  const day = stateLabel(plots);
  const { current, previous } = plots;
  const said = comparedWithDay(dates.day(plots.days.previous));
  const than = t(said.key, said.params);
  return (
    <Card variant="outlined" data-kpi="plots">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {t('stats.kpi.plots')} · <span data-kpi-day>{t(day.key, { day: dates.day(day.day) })}</span>
          {current && previous && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }} data-compared-with>
              {t('stats.compare.with', { than })}
            </Typography>
          )}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: `repeat(${PLOT_STATUSES.length}, 1fr)` } }}>
          {PLOT_STATUSES.map((s) => (
            <Box key={s.value} data-plot-status={s.value} sx={{ borderLeft: `4px solid ${s.color}`, pl: 1 }}>
              <Typography variant="caption" color="text.secondary">
                {label(s.label)}
              </Typography>
              <Typography variant="h6" component="p" data-kpi-value>
                {current ? count(current[s.value] ?? 0) : '—'}
              </Typography>
              {current && previous && (
                <TrendBadge current={current[s.value] ?? 0} previous={previous[s.value] ?? 0} previousText={count(previous[s.value] ?? 0)} than={than} neutral compact />
              )}
            </Box>
          ))}
        </Box>
        <NoRecord state={plots} />
      </CardContent>
    </Card>
  );
};
