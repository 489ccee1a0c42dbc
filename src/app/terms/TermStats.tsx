/**
 * The terms' figures on the statistics pages (POST stats/terms): renewal revenue in the page's
 * range, the overdue total, and the terms ending in each of the next twelve months (count and
 * one period's fee), plots' and niches' together (the niches' part of the revenue noted), as
 * cards and a table that fits a phone.
 */
import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../format/money';
import { termStats } from '../../protocol/contracts/terms';
import { call } from '../providers/call';
import type { TermStats as TermStatsData } from '../../protocol/terms';


const Figure = ({ id, title, value, note }: { id: string; title: string; value: string; note: string }) => (
  <Card variant="outlined" data-kpi={id}>
    <CardContent sx={{ '&:last-child': { pb: 2 } }}>
      <Typography variant="body2" color="text.secondary">
        {title}
      </Typography>
      <Typography variant="h5" component="p" sx={{ my: 0.5, fontWeight: 600 }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {note}
      </Typography>
    </CardContent>
  </Card>
);

export const TermStats = ({ from, to }: { from: string; to: string }) => {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const [data, setData] = useState<TermStatsData | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    call(termStats, { from, to })
      .then((d) => live && (setData(d), setError(null)))
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [from, to]);
  if (error) return <Typography color="error">{error}</Typography>;
  if (!data) return null;
  const money = (v: number) => formatMoney(v, locale);
  const year = data.dueByMonth.reduce((a, m) => ({ count: a.count + m.count, amount: a.amount + m.amount }), { count: 0, amount: 0 });
  return (
    <Box data-testid="term-stats" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {t('terms.stats.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <Figure id="renewal-revenue" title={t('terms.stats.revenue')} value={money(data.renewals.amount)} note={[t('terms.stats.renewals', { count: data.renewals.count }), t('terms.stats.storage_part', { amount: money(data.renewals.storage.amount) })].join(' · ')} />
        <Figure id="terms-overdue" title={t('terms.stats.overdue')} value={money(data.overdue.amount)} note={t('terms.stats.terms', { count: data.overdue.count })} />
        <Figure id="terms-due-year" title={t('terms.stats.due_year')} value={money(year.amount)} note={t('terms.stats.terms', { count: year.count })} />
      </Box>
      <Card variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('terms.stats.by_month')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('terms.stats.month')}</TableCell>
              <TableCell align="right">{t('terms.stats.count')}</TableCell>
              <TableCell align="right">{t('terms.stats.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.dueByMonth.map((m) => (
              <TableRow key={m.month} data-month={m.month}>
                <TableCell>{m.month}</TableCell>
                <TableCell align="right">{m.count}</TableCell>
                <TableCell align="right">{money(m.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </Box>
  );
};
