/**
 * "Renew storage" on a stored deposit (POST admin.ash_deposit/renew): how many months or years
 * (the deposit's fee basis), the payment method and payer; the amount and the new paid-until are
 * shown before the clerk confirms, from the same shared functions the server runs in its
 * transaction (storageRenewalQuote, renewStorageRefusal in src/config/columbarium.ts). The
 * server's day (from the dues call) is the one the rule is checked against.
 */
import { Alert, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { COLUMBARIUM_ERROR_MESSAGES, MAX_PERIODS, basisOf, minStoragePeriods, renewStorageRefusal, storageRenewalQuote } from '../../config/columbarium';
import { formatDay, langOf, localDay } from '../../config/dates';
import { fromCents } from '../../config/orderMoney';
import { formatYuan } from '../../config/money';
import { useConfigLabel } from '../i18n/useConfigLabel';
import { ActionDialog } from '../resources/common/ActionDialog';
import { ashCall, fieldErrorsOf } from './api';
import { STORAGE_PAYMENT_METHOD } from '../resources/common/orderEnums';

interface Renewed {
  deposit: { paid_until: string };
  payment: { receipt_no: string };
}

export const RenewStorageDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const deposit = useRecordContext();
  const translate = useTranslate();
  const label = useConfigLabel();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  const [today, setToday] = useState<string>();
  const [periods, setPeriods] = useState('');
  const [method, setMethod] = useState('cash');
  const [payer, setPayer] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!open || !deposit) return;
    let live = true;
    ashCall<{ today: string }>('dues', { id: deposit.id }).then(
      (d) => live && setToday(d.today),
      () => live && setToday(localDay()),
    );
    return () => {
      live = false;
    };
  }, [open, deposit]);

  if (!deposit) return null;
  const facts = { status: deposit.status, paid_from: deposit.paid_from, paid_until: deposit.paid_until, fee_basis: deposit.fee_basis, fee_rate: deposit.fee_rate };
  const basis = basisOf(facts);
  const least = today ? minStoragePeriods(facts, today) : 1;
  const n = periods === '' ? least : Number(periods);
  const refusal = today ? renewStorageRefusal(facts, n, today) : null;
  const quote = refusal === null && today ? storageRenewalQuote(facts, n) : undefined;
  const refusalText = (code: keyof typeof COLUMBARIUM_ERROR_MESSAGES): string =>
    COLUMBARIUM_ERROR_MESSAGES[code][lang].replace('%{max}', String(MAX_PERIODS[basis])).replace('%{min}', String(least));

  const submit = async () => {
    if (!quote) return;
    setPending(true);
    setErrors({});
    try {
      const done = await ashCall<Renewed>('renew', { id: deposit.id, version: deposit.version, periods: n, method, ...(payer.trim() ? { payer: payer.trim() } : {}) });
      notify('ash.renew.done', { type: 'success', messageArgs: { until: formatDay(done.deposit.paid_until, lang), receipt: done.payment.receipt_no } });
      onClose();
      refresh();
    } catch (e) {
      setErrors(fieldErrorsOf(e, locale));
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <ActionDialog
      open={open}
      title={translate('ash.renew.title', { no: String(deposit.deposit_no ?? '') })}
      onClose={onClose}
      onSubmit={() => void submit()}
      ready={quote !== undefined}
      pending={pending}
      labels={{ cancel: translate('ash.dialog.cancel'), submit: translate('ash.renew.button') }}
      testId="renew-storage-dialog"
    >
      {(pending || !today) && <LinearProgress />}
      <Typography variant="body2" color="text.secondary">
        {translate('ash.paid_until', { until: formatDay(deposit.paid_until, lang) })}
      </Typography>
      <TextField
        size="small"
        type="number"
        required
        autoFocus
        label={translate(basis === 'monthly' ? 'ash.renew.months' : 'ash.renew.years')}
        value={periods === '' ? String(least) : periods}
        onChange={(e) => setPeriods(e.target.value)}
        error={!!errors.periods || (refusal !== null && refusal !== 'deposit_closed')}
        helperText={errors.periods ?? (refusal !== null ? refusalText(refusal) : undefined)}
        slotProps={{ htmlInput: { name: 'periods', min: least, max: MAX_PERIODS[basis], step: 1 } }}
      />
      <TextField select size="small" label={translate('ash.renew.method')} value={method} onChange={(e) => setMethod(e.target.value)} slotProps={{ htmlInput: { name: 'method' } }}>
        {STORAGE_PAYMENT_METHOD.map((v) => (
          <MenuItem key={v.value} value={v.value}>
            {label(v.label)}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" label={translate('ash.renew.payer')} placeholder={String(deposit.depositor_name ?? '')} value={payer} onChange={(e) => setPayer(e.target.value)} slotProps={{ htmlInput: { name: 'payer', maxLength: 50 } }} />
      {quote && (
        <Alert severity="info" data-testid="renew-storage-quote">
          {translate('ash.renew.amount', {
            amount: formatYuan(fromCents(quote.amount), lang),
            fee: formatYuan(fromCents(quote.fee), lang),
            periods: n,
            until: formatDay(quote.newUntil, lang),
          })}
        </Alert>
      )}
    </ActionDialog>
  );
};
