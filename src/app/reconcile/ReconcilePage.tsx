/**
 * The reconciliation report after moving in (/import/reconcile, docs/import.md): per area the
 * plots, occupied and available, and the exceptions, each record linked where the reader has a
 * screen for it, with a CSV of the exceptions. The server computes it on the reader's channel
 * (src/server/reconcile/); on a phone the areas stay a narrow table and the exceptions are cards.
 */
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDay, localDay } from '../../config/dates';
import { formatYuan } from '../../config/money';
import type { Lang } from '../../config/types';
import { appConfig } from '../../instance';
import { resourceNameForLevel } from '../../protocol/resourceName';
import { EXCEPTION_RESOURCE, type ExceptionList, type ExceptionRow } from '../../protocol/reconcile';
import { useLevel } from '../builders/permissions/useLevel';
import { downloadCsv } from '../format/csv';
import { useLang } from '../format/lang';
import { reconcileReport } from '../../protocol/contracts/reconcile';
import { call } from '../providers/call';
import { useAsync } from '../print/components/useAsync';

/** What is shown of one kind before "show all". */
const FIRST = 20;

const plotStatusLabel = (value: unknown, lang: Lang): string => {
  const f = appConfig.tomb_burialslot.fields.status;
  return f.values.find((v) => v.value === value)?.label[lang] ?? String(value ?? '');
};

/** The words of an exception's figures, as the page and the CSV say them. */
const useDetail = () => {
  const translate = useTranslate();
  const lang = useLang();
  const day = (v: unknown) => (v ? formatDay(v, lang) : '—');
  const money = (v: unknown) => formatYuan(v, lang);
  return (kind: ExceptionList['kind'], row: ExceptionRow): string => {
    const f = row.figures;
    switch (kind) {
      case 'over_capacity':
        return translate('reconcile.kinds.over_capacity.detail', { registered: f.registered, capacity: f.capacity });
      case 'occupied_unregistered':
        return translate('reconcile.kinds.occupied_unregistered.detail', { status: plotStatusLabel(f.status, lang) });
      case 'unplaced':
        return translate('reconcile.kinds.unplaced.detail', { death: day(f.death_date) });
      case 'duplicate':
        return translate('reconcile.kinds.duplicate.detail', { birth: day(f.birth_date), death: day(f.death_date), count: f.count });
      case 'unbalanced':
        return translate('reconcile.kinds.unbalanced.detail', { paid: money(f.paid), charges: money(f.charges), refunds: money(f.refunds), total: money(f.total), balance: money(f.balance) });
    }
  };
};

/** A record's link when the reader's level has a screen for its resource, else its name alone. */
const RecordLink = ({ resource, id, label }: { resource: string; id: number; label: string }) => {
  const level = useLevel();
  const { name, routed } = resourceNameForLevel(resource, level, appConfig);
  if (!routed) return <span>{label}</span>;
  return (
    <Link component={RouterLink} to={`/${name}/${id}/show`} data-testid={`reconcile-link-${resource}-${id}`}>
      {label}
    </Link>
  );
};

const ExceptionCard = ({ list }: { list: ExceptionList }) => {
  const translate = useTranslate();
  const detail = useDetail();
  const [all, setAll] = useState(false);
  const resource = EXCEPTION_RESOURCE[list.kind];
  const rows = all ? list.rows : list.rows.slice(0, FIRST);
  return (
    <Card variant="outlined" data-testid={`reconcile-${list.kind}`}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 600 }}>
            {translate(`reconcile.kinds.${list.kind}.title`)}
          </Typography>
          <Chip size="small" label={list.total} color={list.total > 0 ? 'warning' : 'default'} />
        </Stack>
        {list.total === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('reconcile.none')}
          </Typography>
        )}
        <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <Box component="li" key={row.id} sx={{ borderTop: 1, borderColor: 'divider', pt: 0.75 }}>
              <Typography variant="body2" component="div" sx={{ fontWeight: 500 }}>
                {row.ids && row.ids.length > 1 ? (
                  <>
                    {row.label}{' '}
                    {row.ids.map((id, i) => (
                      <span key={id}>
                        {i > 0 && ', '}
                        <RecordLink resource={resource} id={id} label={`#${id}`} />
                      </span>
                    ))}
                  </>
                ) : (
                  <RecordLink resource={resource} id={row.id} label={row.label} />
                )}
                {row.area && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' · '}
                    {row.area}
                  </Typography>
                )}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {detail(list.kind, row)}
              </Typography>
            </Box>
          ))}
        </Stack>
        {!all && list.rows.length > FIRST && (
          <Button size="small" sx={{ mt: 1 }} onClick={() => setAll(true)}>
            {translate('reconcile.show_all', { n: list.rows.length })}
          </Button>
        )}
        {list.total > list.rows.length && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {translate('reconcile.shown_of', { shown: list.rows.length, total: list.total })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};

export const ReconcilePage = () => {
  const translate = useTranslate();
  const detail = useDetail();
  const [round, setRound] = useState(0);
  const report = useAsync(String(round), () => call(reconcileReport, {}));
  const data = report.data;

  const csv = () => {
    if (!data) return;
    const h = (k: string) => translate(`reconcile.csv_header.${k}`);
    downloadCsv(`${translate('reconcile.file')}-${localDay()}.csv`, {
      header: [h('kind'), h('record'), h('id'), h('area'), h('detail'), h('ids')],
      rows: data.exceptions.flatMap((list) =>
        list.rows.map((row) => [translate(`reconcile.kinds.${list.kind}.title`), row.label, row.id, row.area, detail(list.kind, row), (row.ids ?? [row.id]).join(' ')]),
      ),
    });
  };
  const clear = data?.exceptions.every((e) => e.total === 0);

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1100 }} data-testid="reconcile-page">
      <Typography variant="h5" component="h1">
        {translate('reconcile.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('reconcile.intro')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" onClick={csv} disabled={!data} data-testid="reconcile-csv">
          {translate('reconcile.csv')}
        </Button>
        <Button onClick={() => setRound((r) => r + 1)} disabled={report.loading}>
          {translate('reconcile.reload')}
        </Button>
      </Stack>
      {report.loading && (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ my: 2 }}>
          <CircularProgress size={20} />
          <Typography variant="body2">{translate('reconcile.loading')}</Typography>
        </Stack>
      )}
      {report.error && (
        <Alert severity="error" role="alert" action={<Button onClick={() => setRound((r) => r + 1)}>{translate('reconcile.reload')}</Button>}>
          {translate('reconcile.load_error', { error: report.error.message })}
        </Alert>
      )}
      {data && (
        <>
          <Table size="small" sx={{ mb: 3, maxWidth: 640 }} data-testid="reconcile-areas">
            <TableHead>
              <TableRow>
                <TableCell>{translate('reconcile.area')}</TableCell>
                <TableCell align="right">{translate('reconcile.plots')}</TableCell>
                <TableCell align="right">{translate('reconcile.occupied')}</TableCell>
                <TableCell align="right">{translate('reconcile.available')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.areas.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4}>{translate('reconcile.no_areas')}</TableCell>
                </TableRow>
              )}
              {data.areas.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{a.name}</TableCell>
                  <TableCell align="right">{a.plots}</TableCell>
                  <TableCell align="right">{a.occupied}</TableCell>
                  <TableCell align="right">{a.available}</TableCell>
                </TableRow>
              ))}
              <TableRow sx={{ '& td': { fontWeight: 600 } }}>
                <TableCell>{translate('reconcile.total')}</TableCell>
                <TableCell align="right">{data.totals.plots}</TableCell>
                <TableCell align="right">{data.totals.occupied}</TableCell>
                <TableCell align="right">{data.totals.available}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('reconcile.exceptions')}
          </Typography>
          {clear && (
            <Alert severity="success" sx={{ mb: 2 }}>
              {translate('reconcile.all_clear')}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {data.exceptions.map((list) => (
              <ExceptionCard key={list.kind} list={list} />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
};
