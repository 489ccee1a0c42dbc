/**
 * "Renew storage" on a stored deposit (POST admin.ash_deposit/renew): how many months or years
 * (the deposit's fee basis), the payment method and payer; the amount and the new paid-until are
 * shown before the clerk confirms, from the same shared functions the server runs in its
 * transaction (storageRenewalQuote, renewStorageRefusal in src/rules/columbarium.ts). The
 * server's day (from the dues call) is the one the rule is checked against. Paid, the dialog
 * ends as a plot-term renewal does (src/app/terms/RenewButton.tsx): what was paid and until
 * when, and the receipt to print.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { MAX_PERIODS, basisOf, minStoragePeriods, renewStorageRefusal, storageRenewalQuote, type ColumbariumRefusal } from '../../rules/columbarium';
import { formatDay, localDay } from '../../config/dates';
import { fromCents } from '../../rules/orderMoney';
import { formatYuan } from '../../config/money';
import { useLang } from '../format/lang';
import { errorMessage } from '../i18n/configTexts';
import { EnumSelect } from '../kit/EnumSelect';
import { STORAGE_PAYMENT_METHOD } from '../kit/orderEnums';
import type { AnswerOf } from '../../protocol/contract';
import { renewStorage } from '../../protocol/contracts/columbarium';
import { receiptPath } from '../terms/RenewalPayments';
import { AshDialog, useAshAction, useDues } from './useAshAction';

/**
 * `listed`: opened from a list (the due list), which reloads once the dialog is closed, as a
 * renewed term may leave it (and the dialog with it) before its receipt is printed; on the
 * deposit's page the new paid-until shows at once.
 */
export const RenewStorageDialog = ({ open, onClose, listed = false }: { open: boolean; onClose: () => void; listed?: boolean }) => {
  const deposit = useRecordContext();
  const translate = useTranslate();
  const lang = useLang();
  const dues = useDues(open, deposit);
  // The server's day; the browser's if the server could not say.
  const today = dues === null ? localDay() : dues?.today;
  const [periods, setPeriods] = useState('');
  const [method, setMethod] = useState('cash');
  const [payer, setPayer] = useState('');
  const { errors, setErrors, pending, send } = useAshAction(onClose);
  const [done, setDone] = useState<AnswerOf<typeof renewStorage>>();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();

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
    await send(renewStorage, { id: Number(deposit.id), version: Number(deposit.version), periods: n, method, ...(payer.trim() ? { payer: payer.trim() } : {}) }, (answer) => {
      setDone(answer);
      notify('ash.renew.done', { type: 'success', messageArgs: doneArgs(answer) });
      if (!listed) refresh();
    });
  };
  const doneArgs = (answer: AnswerOf<typeof renewStorage>) => ({ until: formatDay(answer.deposit.paid_until, lang), receipt: answer.payment.receipt_no });

  if (done)
    return (
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid="renew-storage-dialog">
        <DialogTitle>{translate('ash.renew.title', { no: String(deposit.deposit_no ?? '') })}</DialogTitle>
        <DialogContent>
          <Alert severity="success" data-testid="storage-renewed">
            {translate('ash.renew.done', doneArgs(done))}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ash.renew.close')}</Button>
          <Button variant="contained" autoFocus data-testid="storage-print-receipt" onClick={() => navigate(receiptPath(done.payment.id, true))}>
            {translate('ash.renew.print')}
          </Button>
        </DialogActions>
      </Dialog>
    );

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
