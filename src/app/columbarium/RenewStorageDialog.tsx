/**
 * "Renew storage" on a stored deposit (POST admin.ash_deposit/renew): how many months or years
 * (the deposit's fee basis), the payment method and payer; the amount and the new paid-until are
 * shown before the clerk confirms, from the same shared functions the server runs in its
 * transaction (storageRenewalQuote, renewStorageRefusal in src/config/columbarium.ts). The
 * server's day (from the dues call) is the one the rule is checked against.
 */
import { Alert, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { MAX_PERIODS, basisOf, minStoragePeriods, renewStorageRefusal, storageRenewalQuote, type ColumbariumRefusal } from '../../config/columbarium';
import { formatDay, localDay } from '../../config/dates';
import { fromCents } from '../../config/orderMoney';
import { formatYuan } from '../../config/money';
import { useLang } from '../format/lang';
import { errorMessage } from '../i18n/configTexts';
import { EnumSelect } from '../resources/common/EnumSelect';
import { STORAGE_PAYMENT_METHOD } from '../resources/common/orderEnums';
import { renewStorage } from '../../protocol/contracts/columbarium';
import { AshDialog, useAshAction, useDues } from './useAshAction';

export const RenewStorageDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const deposit = useRecordContext();
  const translate = useTranslate();
  const lang = useLang();
  const dues = useDues(open, deposit);
  // The server's day; the browser's if the server could not say.
  const today = dues === null ? localDay() : dues?.today;
  const [periods, setPeriods] = useState('');
  const [method, setMethod] = useState('cash');
  const [payer, setPayer] = useState('');
  const { errors, setErrors, pending, run } = useAshAction(onClose);

  if (!deposit) return null;
  const facts = { status: deposit.status, paid_from: deposit.paid_from, paid_until: deposit.paid_until, fee_basis: deposit.fee_basis, fee_rate: deposit.fee_rate };
  const basis = basisOf(facts);
  const least = today ? minStoragePeriods(facts, today) : 1;
  const n = periods === '' ? least : Number(periods);
  const refusal = today ? renewStorageRefusal(facts, n, today) : null;
  const quote = refusal === null && today ? storageRenewalQuote(facts, n) : undefined;
  const refusalText = (code: ColumbariumRefusal): string => errorMessage(code, lang, { max: MAX_PERIODS[basis], min: least });

  const submit = async () => {
    if (!quote) return;
    setErrors({});
    await run(renewStorage, { id: Number(deposit.id), version: Number(deposit.version), periods: n, method, ...(payer.trim() ? { payer: payer.trim() } : {}) }, (done) => ({
      message: 'ash.renew.done',
      args: { until: formatDay(done.deposit.paid_until, lang), receipt: done.payment.receipt_no },
    }));
  };

  return (
    <AshDialog
      name="renew-storage"
      open={open}
      title={translate('ash.renew.title', { no: String(deposit.deposit_no ?? '') })}
      onClose={onClose}
      onSubmit={() => void submit()}
      ready={quote !== undefined}
      pending={pending}
      busy={pending || !today}
      submitLabel={translate('ash.renew.button')}
    >
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
      <EnumSelect name="method" label={translate('ash.renew.method')} values={STORAGE_PAYMENT_METHOD} value={method} onChange={setMethod} />
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
    </AshDialog>
  );
};
