/**
 * The online payments' reconciliation (对账) at /finance/reconcile (docs/payments.md), for the
 * managers and administrators of a channel: a day's statement of each provider against the
 * payments recorded: the totals per provider and method on both sides, then each difference
 * with its way out: money the provider took that no payment records is applied by asking the
 * provider (once), any other difference is checked and resolved with a note. The server computes
 * it (src/server/payments/statement.ts); differences are cards, so a phone shows them whole.
 */
import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { localDay } from '../../config/dates';
import { formatYuan } from '../../config/money';
import { PAY_DIFFERENCE, PAY_METHOD, PAY_PROVIDER } from '../../rules/payments';
import { queryPayLink, resolveDifference, statementReport } from '../../protocol/contracts/payments';
import type { StatementDifference, StatementReport } from '../../protocol/payments';
import { useConfigLabel } from '../i18n/useConfigLabel';
import { useLang } from '../format/lang';
import { useInlineCall } from '../kit/useServerAction';
import { call } from '../providers/call';

const labelOf = <T extends { value: string; label: Parameters<ReturnType<typeof useConfigLabel>>[0] }>(values: readonly T[], value: string, label: ReturnType<typeof useConfigLabel>): string => {
  const v = values.find((x) => x.value === value);
  return v ? label(v.label) : value;
};

const Difference = ({ d, day, reload }: { d: StatementDifference; day: string; reload: () => void }) => {
  const translate = useTranslate();
  const label = useConfigLabel();
  const lang = useLang();
  const [note, setNote] = useState('');
  const { busy, failure, attempt } = useInlineCall();
  const money = (v: number | null) => (v === null ? '—' : formatYuan(v, lang));
  const kind = PAY_DIFFERENCE.find((k) => k.value === d.kind)!;
  const canApply = d.kind === 'missing_here' && d.entry === 'charge' && d.link_id !== null && d.link_status === 'open';
  const apply = async () => {
    if (await attempt(true, () => call(queryPayLink, { id: d.link_id! }))) reload();
  };
  const resolve = async () => {
    if (await attempt(true, () => call(resolveDifference, { day, provider: d.provider, method: d.method, kind: d.kind, out_trade_no: d.out_trade_no, trade_no: d.trade_no, note: note.trim() }))) reload();
  };
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="statement-difference" data-kind={d.kind} data-trade={d.out_trade_no}>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap', mb: 0.5 }}>
        <Chip size="small" label={label(kind.label)} sx={{ bgcolor: kind.color, color: '#fff' }} />
        <Typography variant="body2">
          {labelOf(PAY_PROVIDER, d.provider, label)} · {labelOf(PAY_METHOD, d.method, label)} · {translate(d.entry === 'charge' ? 'payments.statement.charge' : 'payments.statement.refund')}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {translate('payments.statement.trade')}: <b>{d.out_trade_no}</b>
        {d.trade_no ? ` · ${d.trade_no}` : ''}
      </Typography>
      <Typography variant="body2">
        {translate('payments.statement.at_provider')}: <b>{money(d.provider_amount)}</b> · {translate('payments.statement.recorded')}: <b>{money(d.recorded_amount)}</b>
      </Typography>
      {d.resolved ? (
        <Alert severity="success" sx={{ mt: 1 }}>
          {translate('payments.statement.resolved', { note: d.resolved.note, by: d.resolved.by ?? '' })}
        </Alert>
      ) : canApply ? (
        <Box sx={{ mt: 1 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {translate('payments.statement.apply_hint')}
          </Typography>
          <Button size="small" variant="contained" disabled={busy} onClick={() => void apply()} data-testid="statement-apply">
            {translate('payments.statement.apply')}
          </Button>
        </Box>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }} alignItems={{ sm: 'center' }}>
          <TextField size="small" label={translate('payments.statement.note')} value={note} onChange={(e) => setNote(e.target.value)} sx={{ flex: 1 }} slotProps={{ htmlInput: { maxLength: 300 } }} />
          <Button size="small" variant="outlined" disabled={busy || !note.trim()} onClick={() => void resolve()} data-testid="statement-resolve">
            {translate('payments.statement.resolve')}
          </Button>
        </Stack>
      )}
      {failure ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      ) : null}
    </Paper>
  );
};

export const StatementPage = () => {
  const translate = useTranslate();
  const label = useConfigLabel();
  const lang = useLang();
  const [day, setDay] = useState(localDay());
  const [report, setReport] = useState<StatementReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    setError(null);
    call(statementReport, { day }).then(setReport, (e: Error) => setError(e.message));
  }, [day]);
  useEffect(() => {
    setReport(null);
    load();
  }, [load]);
  const money = (v: number) => formatYuan(v, lang);
  const open = report?.differences.filter((d) => !d.resolved) ?? [];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1100 }} data-testid="statement-page">
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Typography variant="h6" sx={{ flex: 1, minWidth: 200 }}>
          {translate('payments.statement.title')}
        </Typography>
        <TextField type="date" size="small" sx={{ width: 200 }} label={translate('payments.statement.day')} value={day} onChange={(e) => e.target.value && setDay(e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'statement-day' } }} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate('payments.statement.hint')}
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {!report && !error ? <CircularProgress size={24} /> : null}
      {report?.unread.map((u) => (
        <Alert key={u.provider} severity="warning">
          {translate('payments.statement.unread', { provider: labelOf(PAY_PROVIDER, u.provider, label), why: u.why })}
        </Alert>
      ))}
      {report ? (
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {translate('payments.statement.totals')}
          </Typography>
          {report.totals.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('payments.statement.none')}
            </Typography>
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="statement-totals" sx={{ '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 } } }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('payments.statement.method')}</TableCell>
                    <TableCell align="right">{translate('payments.statement.charges')}</TableCell>
                    <TableCell align="right">{translate('payments.statement.refunds')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.totals.map((t) => {
                    const differs = t.charges.provider !== t.charges.recorded || t.refunds.provider !== t.refunds.recorded;
                    return (
                      <TableRow key={`${t.provider}-${t.method}`} data-method={t.method}>
                        <TableCell>
                          {labelOf(PAY_PROVIDER, t.provider, label)} · {labelOf(PAY_METHOD, t.method, label)}
                        </TableCell>
                        {[t.charges, t.refunds].map((side, i) => (
                          <TableCell key={i} align="right" sx={{ px: { xs: 0.5, sm: 2 }, fontVariantNumeric: 'tabular-nums', color: differs && side.provider !== side.recorded ? 'error.main' : undefined }}>
                            {translate('payments.statement.side_provider', { n: side.provider_count, amount: money(side.provider) })}
                            <br />
                            {translate('payments.statement.side_recorded', { n: side.recorded_count, amount: money(side.recorded) })}
                          </TableCell>
                        ))}
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Box>
          )}
        </Paper>
      ) : null}
      {report ? (
        <Box>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {translate('payments.statement.differences', { n: open.length })}
          </Typography>
          {report.differences.length === 0 ? (
            <Alert severity="success">{translate('payments.statement.agree')}</Alert>
          ) : (
            <Stack spacing={1}>
              {report.differences.map((d) => (
                <Difference key={`${d.kind}-${d.provider}-${d.out_trade_no}-${d.trade_no}`} d={d} day={day} reload={load} />
              ))}
            </Stack>
          )}
        </Box>
      ) : null}
    </Box>
  );
};
