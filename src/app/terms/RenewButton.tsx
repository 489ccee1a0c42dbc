/**
 * Renew a term (POST admin.mgmt_term/renew): the years, how the family pays and who pays; the
 * dialog shows the amount and the new end by the same rules the server applies
 * (src/rules/terms.ts), the server computes them again and records the payment with its
 * receipt number and the extension in one transaction. On success the renewal receipt is one
 * click away.
 */
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { canDo } from '../../config/access';
import { langOf, localDay } from '../../config/dates';
import type { ErrorCode } from '../../rules/messages';
import { errorMessage } from '../i18n/configTexts';
import { toCents } from '../../rules/orderMoney';
import { MAX_RENEWAL_PERIODS, minPeriodsFor, renewalQuote, renewRefusal } from '../../rules/terms';
import { appConfig } from '../../instance';
import { useLevel } from '../builders/permissions/useLevel';
import { useDateFormat } from '../format/dates';
import { formatMoney } from '../format/money';
import { useConfigLabel } from '../i18n/useConfigLabel';
import { renewTerm, type Renewed } from '../../protocol/contracts/terms';
import { call } from '../providers/call';
import { BlockedButton } from '../kit/BlockedButton';
import { useInlineCall } from '../kit/useServerAction';
import { useTermPolicy } from './useTermPolicy';
import { PAYMENT_METHOD } from '../kit/orderEnums';
import { receiptPath } from './RenewalPayments';

type Term = Record<string, unknown> & { id: number; version: number };



const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
      {value}
    </Typography>
  </Box>
);

export const RenewButton = ({ term: given, plotCode, variant = 'text' }: { term?: Term; plotCode?: string; variant?: 'text' | 'contained' | 'outlined' }) => {
  const record = useRecordContext();
  const term = (given ?? record) as Term | undefined;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const level = useLevel();
  const policy = useTermPolicy();
  const label = useConfigLabel();
  const day = useDateFormat().day;
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const [years, setYears] = useState('');
  const [method, setMethod] = useState('cash');
  const [payer, setPayer] = useState('');
  const { busy: pending, failure: error, setFailure: setError, attempt } = useInlineCall();
  const [done, setDone] = useState<Renewed | null>(null);
  const termDef = appConfig.mgmt_term;
  const paymentDef = appConfig.tomb_payment;
  if (!term || !termDef || !paymentDef || level === undefined || !canDo(termDef, level, 'update') || !canDo(paymentDef, level, 'create')) return null;
  const today = localDay();
  const least = minPeriodsFor(term, today);
  const n = years === '' ? least : Number(years);
  const refusal = renewRefusal(term, n, today, level, policy);
  const quote = Number.isSafeInteger(n) && n >= 1 && n <= MAX_RENEWAL_PERIODS ? renewalQuote(term, toCents(term.yearly_fee), n, policy) : null;
  const lang = langOf(locale);
  const why = (code: ErrorCode, params?: Record<string, string | number>) => errorMessage(code, lang, params);
  const blockedFor = term.status === 'closed' ? why('term_closed') : refusal === 'term_lapsed_managers' ? why(refusal) : null;
  const money = (cents: number) => formatMoney(cents / 100, locale);
  const plot = plotCode ?? String((term.burialslot as { code?: unknown } | undefined)?.code ?? '');

  const submit = async () => {
    const out = await attempt(true, () => call(renewTerm, { id: term.id, version: term.version, years: n, method, ...(payer.trim() ? { payer: payer.trim() } : {}) }));
    if (!out) return;
    setDone(out);
    notify(translate('terms.renew.done', { years: n, receipt: out.payment.receipt_no }), { type: 'success' });
  };
  const close = () => {
    // The list refreshes once the dialog is closed: a renewed term may leave the filtered list (and this button with it).
    if (done) refresh();
    setOpen(false);
    setDone(null);
    setError(undefined);
    setYears('');
  };
  const localRefusal = refusal && refusal !== 'term_lapsed_managers' ? (refusal === 'term_too_few' ? why(refusal, { min: least }) : why(refusal)) : null;
  const free = quote !== null && quote.amount <= 0;

  return (
    <>
      <BlockedButton
        blockedReason={blockedFor ?? undefined}
        variant={variant}
        size="small"
        onClick={() => setOpen(true)}
        data-testid="term-renew"
      >
        {translate('terms.renew.button')}
      </BlockedButton>
      <Dialog open={open} onClose={pending ? undefined : close} fullWidth maxWidth="xs">
        <DialogTitle>{translate('terms.renew.title', { holder: String(term.holder_name ?? ''), plot })}</DialogTitle>
        <DialogContent>
          {done ? (
            <Alert severity="success" data-testid="term-renewed">
              {translate('terms.renew.done', { years: n, receipt: done.payment.receipt_no })}
            </Alert>
          ) : (
            <Stack spacing={2} sx={{ mt: 1 }}>
              <TextField
                label={translate('terms.renew.years')}
                type="number"
                value={years === '' ? String(least) : years}
                onChange={(e) => setYears(e.target.value)}
                inputProps={{ min: 1, max: MAX_RENEWAL_PERIODS, 'data-testid': 'term-renew-years' }}
                error={!!localRefusal}
                helperText={localRefusal ?? (least > 1 ? translate('terms.renew.min_years', { min: least }) : ' ')}
                autoFocus
              />
              <TextField select label={translate('terms.renew.method')} value={method} onChange={(e) => setMethod(e.target.value)}>
                {PAYMENT_METHOD.map((m) => (
                  <MenuItem key={m.value} value={m.value}>
                    {label(m.label)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField label={translate('terms.renew.payer')} value={payer} placeholder={String(term.holder_name ?? '')} onChange={(e) => setPayer(e.target.value)} inputProps={{ maxLength: 50 }} />
              {quote && (
                <Box data-testid="term-quote" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                  <Row label={translate('terms.renew.until_now')} value={day(term.paid_until)} />
                  <Row label={translate('terms.renew.until_new')} value={day(quote.newUntil)} strong />
                  <Row label={translate('terms.renew.fee')} value={money(quote.fee)} />
                  <Row label={translate('terms.renew.gross')} value={money(quote.gross)} />
                  {quote.discount > 0 && <Row label={translate('terms.renew.discount', { percent: quote.discountPercent })} value={`−${money(quote.discount)}`} />}
                  <Row label={translate('terms.renew.amount')} value={money(quote.amount)} strong />
                </Box>
              )}
              {free && <Alert severity="warning">{why('term_free')}</Alert>}
              {error && (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          {done ? (
            <>
              <Button onClick={close}>{translate('terms.renew.close')}</Button>
              <Button variant="contained" data-testid="term-print-receipt" onClick={() => navigate(receiptPath(done.payment.id))}
                autoFocus>
                {translate('terms.renew.print')}
              </Button>
            </>
          ) : (
            <>
              <Button onClick={close} disabled={pending}>
                {translate('terms.renew.cancel')}
              </Button>
              <Button variant="contained" onClick={submit} disabled={pending || !!localRefusal || !quote || free} data-testid="term-renew-submit">
                {translate('terms.renew.submit')}
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
};
