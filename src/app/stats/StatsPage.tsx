/**
 * The statistics page of /count/count (inside) and /countOutsid/countOutsid (outside). The
 * server decides the channel from the session; the route's channel only names the page.
 * This module is loaded on demand (React.lazy in the page registry), so recharts is not in
 * the initial bundle.
 */
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Alert, Box, Button, Chip, LinearProgress, Skeleton, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { appRoutes } from '../../instance';
import type { Channel } from '../../config/types';
import { useDateFormat } from '../format/dates';
import { useConfigLabel } from '../i18n/useConfigLabel';
import { ChartsGrid } from './components/ChartsGrid';
import { KpiGrid } from './components/KpiGrid';
import { RangeBar } from './components/RangeBar';
import { SellerSelect, type SellerChoice } from './components/SellerSelect';
import { downloadCsv } from '../format/csv';
import { comparedWith } from './model/compare';
import { isValidRange, presetRange, type DayRange, type Preset } from './model/presets';
import { summaryTable } from './model/tables';
import { useSellers } from './model/useSellers';
import { useStats } from './model/useStats';
import { TermStats } from '../terms/TermStats';

const ROUTE_OF: Record<Channel, string> = { inside: '/count/count', outside: '/countOutsid/countOutsid' };

const Loading = () => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }} data-loading>
    {Array.from({ length: 8 }, (_, i) => (
      <Skeleton key={i} variant="rounded" height={110} />
    ))}
  </Box>
);

export const StatsPage = ({ channel }: { channel: Channel }) => {
  const t = useTranslate();
  const dates = useDateFormat();
  const label = useConfigLabel();
  const [preset, setPreset] = useState<Preset>('month');
  const [range, setRange] = useState<DayRange>(() => presetRange('month'));
  const [seller, setSeller] = useState<SellerChoice>(null);
  const sellers = useSellers();
  const valid = isValidRange(range);
  const request = useMemo(() => (valid ? { ...range, ...(seller ?? {}) } : null), [valid, range, seller]);
  const { data, loading, error, reload } = useStats(request);
  const route = appRoutes.findRoute(ROUTE_OF[channel]);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2 }} data-stats-page={channel}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {route ? label(route.title) : ''}
        </Typography>
        <Chip size="small" color="primary" variant="outlined" label={t(`stats.channel.${channel}`)} />
        {data && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ width: { xs: '100%', md: 'auto' } }}
            data-period
            data-from={data.summary.period.from}
            data-to={data.summary.period.to}
          >
            {t('stats.range.compared', {
              from: dates.day(data.summary.current.from),
              to: dates.day(data.summary.current.to),
              than: t(comparedWith(data.summary).key, comparedWith(data.summary).params),
              pfrom: dates.day(data.summary.previous.from),
              pto: dates.day(data.summary.previous.to),
            })}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <RangeBar
          preset={preset}
          range={range}
          invalid={!valid}
          onChange={(p, r) => {
            setPreset(p);
            setRange(r);
          }}
        />
        {sellers && <SellerSelect sellers={sellers} value={seller} onChange={setSeller} />}
        {data && (
          <Button
            size="small"
            startIcon={<FileDownloadIcon />}
            onClick={() => downloadCsv('summary.csv', summaryTable(data, { t: (k) => t(k), label }))}
            data-export="summary"
            sx={{ alignSelf: 'center' }}
          >
            {t('stats.export_summary')}
          </Button>
        )}
      </Box>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress />}</Box>
      {error && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={reload}>{t('stats.retry')}</Button>}>
          {t('stats.error', { message: error.message })}
        </Alert>
      )}
      {data ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, opacity: loading ? 0.6 : 1, transition: 'opacity .2s' }} aria-busy={loading}>
          <KpiGrid summary={data.summary} />
          <ChartsGrid data={data} />
          <TermStats from={range.from} to={range.to} />
        </Box>
      ) : (
        loading && <Loading />
      )}
    </Box>
  );
};

/** /count/count: levels 2 and 5. */
export const CountPage = () => <StatsPage channel="inside" />;

/** /countOutsid/countOutsid: levels 4 and 6. */
export const CountOutsidPage = () => <StatsPage channel="outside" />;
