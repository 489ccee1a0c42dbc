/**
 * Record a charge or a refund on the order: item, method, amount, payer, and for a refund its
 * reason. The server numbers the receipt, dates it, names the operator and checks the limits
 * (a charge up to the balance, a refund up to what was paid); its refusal is shown as is.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useCreate, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { formatMoney } from '../../format/money';
import { EnumSelect } from '../common/EnumSelect';
import { PAYMENT_ITEM, PAYMENT_METHOD, paymentFields } from '../common/orderEnums';
import { useServerAction } from '../common/useServerAction';

interface Props {
  kind: 'charge' | 'refund';
  open: boolean;
  onClose: () => void;
}

export const PaymentDialog = ({ kind, open, onClose }: Props) => {
  const order = useRecordContext();
  const translate = useTranslate();
  const label = useConfigLabel();
  const [locale] = useLocaleState();
  const [create] = useCreate();
  const { run, pending } = useServerAction();
  const limit = Number(kind === 'refund' ? order?.paid : order?.balance) || 0;
  const [item, setItem] = useState(kind === 'refund' ? 'other' : Number(order?.paid) > 0 ? 'plot_price' : 'deposit');
  const [method, setMethod] = useState('cash');
  const [amount, setAmount] = useState(limit > 0 ? String(limit) : '');
  const [payer, setPayer] = useState(String(order?.buyer_name ?? ''));
  const [reason, setReason] = useState('');
  if (!order) return null;
  const submit = async () => {
    const data = { order_id: order.id, kind, item, method, amount: Number(amount), payer: payer || undefined, reason: reason || undefined };
    const done = await run(() => create('tomb_payment', { data }, { returnPromise: true }), 'orders.done.payment');
    if (done) onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid={`payment-dialog-${kind}`}>
      <DialogTitle>{translate(kind === 'refund' ? 'orders.dialog.refund_title' : 'orders.dialog.charge_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate(kind === 'refund' ? 'orders.dialog.refundable' : 'orders.dialog.balance', { amount: formatMoney(limit, locale) })}
          </Typography>
          <EnumSelect name="item" label={label(paymentFields.item.label)} values={PAYMENT_ITEM} value={item} onChange={setItem} />
          <EnumSelect name="method" label={label(paymentFields.method.label)} values={PAYMENT_METHOD} value={method} onChange={setMethod} />
          <TextField
            size="small"
            type="number"
            label={label(paymentFields.amount.label)}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            slotProps={{ htmlInput: { min: 0.01, step: 0.01, name: 'amount' } }}
          />
          <TextField size="small" label={label(paymentFields.payer.label)} value={payer} onChange={(e) => setPayer(e.target.value)} slotProps={{ htmlInput: { name: 'payer' } }} />
          {kind === 'refund' && (
            <TextField
              size="small"
              required
              multiline
              label={label(paymentFields.reason.label)}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              slotProps={{ htmlInput: { name: 'reason' } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('orders.dialog.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={pending || !(Number(amount) > 0) || (kind === 'refund' && !reason.trim())}>
          {translate('orders.dialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
