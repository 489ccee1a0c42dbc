/**
 * "Withdraw" on a stored deposit (POST admin.ash_deposit/withdraw): the depositor's ID number
 * and pick-up code, where the ashes go (a burial in a plot of the cemetery, through an order of
 * the channel, or taken away), and the storage fees due today: collected as a payment, or let
 * go by a manager with a reason. The same shared rule (withdrawalRefusal) decides what the
 * button allows; the server checks it again with the identity, in its transaction. Wrong tries
 * are counted by the server; once they lock the deposit the dialog says until when. Fees
 * collected, the dialog ends as every payment does: what was paid and the receipt to print.
 */
import { Alert, Dialog, DialogTitle, FormControlLabel, LinearProgress, MenuItem, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { mayOverrideFees } from '../../config/access';
import { PICKUP_CODE_RE, WITHDRAWAL_KIND, withdrawalRefusal, type WithdrawalKind } from '../../rules/columbarium';
import { formatDay } from '../../config/dates';
import { errorMessage, validationMessage } from '../i18n/configTexts';
import { formatYuan } from '../../config/money';
import { appConfig } from '../../instance';
import { resourceNameForLevel } from '../../protocol/resourceName';
import { useLang } from '../format/lang';
import { useLevel } from '../builders/permissions/useLevel';
import { DialogRow } from '../kit/ActionDialog';
import { EnumSelect } from '../kit/EnumSelect';
import { STORAGE_PAYMENT_METHOD } from '../kit/orderEnums';
import { TextArea } from '../kit/TextArea';
import { useLockedText } from './PickupLock';
import { withdrawAshes } from '../../protocol/contracts/columbarium';
import { AshDialog, FieldInput, useAshAction, useDues } from './useAshAction';
import { PaymentDone, type PaymentEnding } from '../kit/PaymentDone';
import { receiptPath } from '../terms/RenewalPayments';

export const WithdrawDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const deposit = useRecordContext();
  const translate = useTranslate();
  const level = useLevel();
  const lang = useLang();
  // Until the server has said what is due, the dialog waits (nothing is submitted on a guess).
  const dues = useDues(open, deposit) ?? undefined;
  const [idNumber, setIdNumber] = useState('');
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<WithdrawalKind>('burial');
  const [orderId, setOrderId] = useState<number | ''>('');
  const [settle, setSettle] = useState<'settle' | 'override'>('settle');
  const [method, setMethod] = useState('cash');
  const [payer, setPayer] = useState('');
  const [reason, setReason] = useState('');
  const { errors, setErrors, pending, send } = useAshAction(onClose);
  const refresh = useRefresh();
  const notify = useNotify();
  const [ending, setEnding] = useState<PaymentEnding>();
  const locked = useLockedText();
  const orders = resourceNameForLevel('tomb_order', level, appConfig);
  const { data: orderList } = useGetList(
    orders.name,
    { filter: { status: ['contracted', 'paid', 'completed'] }, pagination: { page: 1, perPage: 200 }, sort: { field: 'created_at', order: 'DESC' } },
    { enabled: open && kind === 'burial' },
  );

  if (!deposit) return null;
  const owing = (dues?.amount ?? 0) > 0;
  const manager = mayOverrideFees(level);
  const refusal = dues
    ? withdrawalRefusal(
        { status: deposit.status, paid_until: deposit.paid_until, fee_basis: deposit.fee_basis, fee_rate: deposit.fee_rate },
        { kind, order_id: orderId === '' ? undefined : orderId, settle: owing && settle === 'settle', override_reason: owing && settle === 'override' ? reason : undefined },
        level,
        dues.today,
      )
    : null;

  const submit = async () => {
    const local: Record<string, string> = {};
    if (!idNumber.trim()) local.id_number = validationMessage({ key: 'required' }, lang);
    if (!PICKUP_CODE_RE.test(code.trim())) local.pickup_code = validationMessage({ key: 'pattern' }, lang);
    if (kind === 'burial' && orderId === '') local.order_id = validationMessage({ key: 'required' }, lang);
    if (owing && settle === 'override' && !reason.trim()) local.override_reason = validationMessage({ key: 'required' }, lang);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const went = await send(
      withdrawAshes,
      {
        id: Number(deposit.id),
        version: Number(deposit.version),
        id_number: idNumber.trim(),
        pickup_code: code.trim(),
        kind,
        ...(kind === 'burial' && orderId !== '' ? { order_id: orderId } : {}),
        ...(owing && settle === 'settle' ? { method, ...(payer.trim() ? { payer: payer.trim() } : {}) } : {}),
        ...(owing && settle === 'override' ? { override_reason: reason.trim() } : {}),
      },
      ({ payment }) => {
        notify('ash.withdraw.done', { type: 'success' });
        // Fees collected: their receipt to print; else the dialog's work is done.
        if (payment) {
          const receipt = String(payment.receipt_no ?? '');
          setEnding({ receipt, printHref: receiptPath(payment.id, true), text: translate('payment.done.storage_fees', { amount: formatYuan(Number(payment.amount), lang), receipt }) });
        } else onClose();
        refresh();
      },
    );
    // A wrong try is counted and may have locked the deposit: the page shows it at once.
    if (!went) refresh();
  };

  if (ending)
    return (
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid="withdraw-dialog">
        <DialogTitle>{translate('ash.withdraw.title', { no: String(deposit.deposit_no) })}</DialogTitle>
        <PaymentDone ending={ending} onClose={onClose} />
      </Dialog>
    );

  const blocked = locked ?? (refusal && refusal !== 'withdrawal_needs_order' && refusal !== 'fees_due' ? errorMessage(refusal, lang) : undefined);
  return (
    <AshDialog
      name="withdraw"
      open={open}
      title={translate('ash.withdraw.title', { no: String(deposit.deposit_no) })}
      onClose={onClose}
      onSubmit={() => void submit()}
      ready={!!dues && !blocked}
      pending={pending}
      submitLabel={translate('ash.withdraw.confirm')}
      submitColor="warning"
      maxWidth="sm"
    >
      <Typography variant="subtitle2">{translate('ash.withdraw.identity')}</Typography>
      <DialogRow>
        <FieldInput name="id_number" required label={translate('ash.withdraw.id_number')} value={idNumber} onChange={setIdNumber} errors={errors} setErrors={setErrors} htmlInput={{ autoComplete: 'off' }} />
        <FieldInput
          name="pickup_code"
          required
          label={translate('ash.withdraw.pickup_code')}
          value={code}
          onChange={setCode}
          errors={errors}
          setErrors={setErrors}
          htmlInput={{ inputMode: 'numeric', maxLength: 6, autoComplete: 'off' }}
        />
      </DialogRow>
      <EnumSelect name="kind" label={translate('ash.withdraw.kind')} values={WITHDRAWAL_KIND} value={kind} onChange={setKind} />
      {kind === 'burial' && (
        <TextField
          select
          size="small"
          required
          label={translate('ash.withdraw.order')}
          value={orderId}
          onChange={(e) => setOrderId(Number(e.target.value))}
          error={!!errors.order_id}
          helperText={errors.order_id ?? (orderList && orderList.length === 0 ? translate('ash.withdraw.no_orders') : undefined)}
          slotProps={{ htmlInput: { name: 'order_id', 'data-testid': 'withdraw-order' } }}
        >
          {(orderList ?? []).map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {`${String(o.order_no)} · ${String(o.buyer_name ?? '')}`}
            </MenuItem>
          ))}
        </TextField>
      )}
      {!dues && <LinearProgress />}
      {dues && !owing && <Alert severity="success">{translate('ash.withdraw.no_dues')}</Alert>}
      {dues && owing && (
        <>
          <Alert severity="warning" data-testid="withdraw-dues">
            {translate('ash.withdraw.dues', { amount: formatYuan(dues.amount, lang), periods: dues.periods, today: formatDay(dues.today, lang) })}
          </Alert>
          <RadioGroup value={settle} onChange={(e) => setSettle(e.target.value as 'settle' | 'override')} name="settlement">
            <FormControlLabel value="settle" control={<Radio />} label={translate('ash.withdraw.settle')} />
            <FormControlLabel value="override" control={<Radio />} label={translate('ash.withdraw.override')} disabled={!manager} />
          </RadioGroup>
          {settle === 'settle' ? (
            <DialogRow>
              <EnumSelect name="method" label={translate('ash.deposit.method')} values={STORAGE_PAYMENT_METHOD} value={method} onChange={setMethod} />
              <TextField size="small" fullWidth label={translate('ash.withdraw.payer')} value={payer} onChange={(e) => setPayer(e.target.value)} slotProps={{ htmlInput: { name: 'payer', maxLength: 50 } }} />
            </DialogRow>
          ) : (
            <TextArea name="override_reason" required label={translate('ash.withdraw.override_reason')} value={reason} onChange={setReason} maxLength={500} error={errors.override_reason} />
          )}
        </>
      )}
      {blocked && <Alert severity="error">{blocked}</Alert>}
    </AshDialog>
  );
};
