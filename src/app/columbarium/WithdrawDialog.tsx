/**
 * "Withdraw" on a stored deposit (POST admin.ash_deposit/withdraw): the depositor's ID number
 * and pick-up code, where the ashes go (a burial in a plot of the cemetery, through an order of
 * the channel, or taken away), and the storage fees due today: collected as a payment, or let
 * go by a manager with a reason. The same shared rule (withdrawalRefusal) decides what the
 * button allows; the server checks it again with the identity, in its transaction.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, LinearProgress, MenuItem, Radio, RadioGroup, Stack, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { mayOverrideFees } from '../../config/access';
import { PICKUP_CODE_RE, WITHDRAWAL_KIND, withdrawalRefusal, type WithdrawalKind } from '../../config/columbarium';
import { formatDay, langOf } from '../../config/dates';
import { errorMessage, validationMessage } from '../../config/messages';
import { formatYuan } from '../../config/money';
import { appConfig } from '../../instance';
import { resourceNameForLevel } from '../../protocol/resourceName';
import { useLevel } from '../builders/permissions/useLevel';
import { useConfigLabel } from '../i18n/useConfigLabel';
import { ashCall, fieldErrorsOf } from './api';
import { STORAGE_PAYMENT_METHOD } from '../resources/common/orderEnums';

interface Dues {
  periods: number;
  amount: number;
  today: string;
}

export const WithdrawDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const deposit = useRecordContext();
  const translate = useTranslate();
  const label = useConfigLabel();
  const notify = useNotify();
  const refresh = useRefresh();
  const level = useLevel();
  const [locale] = useLocaleState();
  const lang = langOf(locale);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [dues, setDues] = useState<Dues>();
  const [idNumber, setIdNumber] = useState('');
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<WithdrawalKind>('burial');
  const [orderId, setOrderId] = useState<number | ''>('');
  const [settle, setSettle] = useState<'settle' | 'override'>('settle');
  const [method, setMethod] = useState('cash');
  const [payer, setPayer] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const orders = resourceNameForLevel('tomb_order', level, appConfig);
  const { data: orderList } = useGetList(
    orders.name,
    { filter: { status: ['contracted', 'paid', 'completed'] }, pagination: { page: 1, perPage: 200 }, sort: { field: 'created_at', order: 'DESC' } },
    { enabled: open && kind === 'burial' },
  );

  useEffect(() => {
    if (!open || !deposit) return;
    let live = true;
    ashCall<Dues>('dues', { id: deposit.id }).then(
      (d) => live && setDues(d),
      () => live && setDues(undefined),
    );
    return () => {
      live = false;
    };
  }, [open, deposit]);

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
    setPending(true);
    try {
      await ashCall('withdraw', {
        id: deposit.id,
        version: deposit.version,
        id_number: idNumber.trim(),
        pickup_code: code.trim(),
        kind,
        ...(kind === 'burial' && orderId !== '' ? { order_id: orderId } : {}),
        ...(owing && settle === 'settle' ? { method, ...(payer.trim() ? { payer: payer.trim() } : {}) } : {}),
        ...(owing && settle === 'override' ? { override_reason: reason.trim() } : {}),
      });
      notify('ash.withdraw.done', { type: 'success' });
      onClose();
      refresh();
    } catch (e) {
      setErrors(fieldErrorsOf(e, locale));
      notify((e as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  const blocked = refusal && refusal !== 'withdrawal_needs_order' && refusal !== 'fees_due' ? errorMessage(refusal, lang) : undefined;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} data-testid="withdraw-dialog">
      <DialogTitle>{translate('ash.withdraw.title', { no: String(deposit.deposit_no) })}</DialogTitle>
      {pending && <LinearProgress />}
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="subtitle2">{translate('ash.withdraw.identity')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              size="small"
              required
              fullWidth
              label={translate('ash.withdraw.id_number')}
              value={idNumber}
              onChange={(e) => {
                setIdNumber(e.target.value);
                setErrors(({ id_number: _fixed, ...rest }) => rest);
              }}
              error={!!errors.id_number}
              helperText={errors.id_number}
              slotProps={{ htmlInput: { name: 'id_number', autoComplete: 'off' } }}
            />
            <TextField
              size="small"
              required
              fullWidth
              label={translate('ash.withdraw.pickup_code')}
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                setErrors(({ pickup_code: _fixed, ...rest }) => rest);
              }}
              error={!!errors.pickup_code}
              helperText={errors.pickup_code}
              slotProps={{ htmlInput: { name: 'pickup_code', inputMode: 'numeric', maxLength: 6, autoComplete: 'off' } }}
            />
          </Stack>
          <TextField select size="small" label={translate('ash.withdraw.kind')} value={kind} onChange={(e) => setKind(e.target.value as WithdrawalKind)} slotProps={{ htmlInput: { name: 'kind' } }}>
            {WITHDRAWAL_KIND.map((v) => (
              <MenuItem key={v.value} value={v.value}>
                {label(v.label)}
              </MenuItem>
            ))}
          </TextField>
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
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextField select size="small" fullWidth label={translate('ash.deposit.method')} value={method} onChange={(e) => setMethod(e.target.value)} slotProps={{ htmlInput: { name: 'method' } }}>
                    {STORAGE_PAYMENT_METHOD.map((v) => (
                      <MenuItem key={v.value} value={v.value}>
                        {label(v.label)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField size="small" fullWidth label={translate('ash.withdraw.payer')} value={payer} onChange={(e) => setPayer(e.target.value)} slotProps={{ htmlInput: { name: 'payer', maxLength: 50 } }} />
                </Stack>
              ) : (
                <TextField
                  size="small"
                  required
                  multiline
                  minRows={2}
                  label={translate('ash.withdraw.override_reason')}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  error={!!errors.override_reason}
                  helperText={errors.override_reason}
                  slotProps={{ htmlInput: { name: 'override_reason', maxLength: 500 } }}
                />
              )}
            </>
          )}
          {blocked && <Alert severity="error">{blocked}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ash.dialog.cancel')}</Button>
        <Button variant="contained" color="warning" disabled={pending || !dues || !!blocked} onClick={() => void submit()} data-testid="withdraw-submit">
          {translate('ash.withdraw.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
