/**
 * Record a charge or a refund on the order: item, method, amount in yuan, who pays (a charge)
 * or who receives the money back (a refund), and for a refund its reason. Confirm stays off
 * until the amount can be recorded, and the dialog says why under the amount (negative, zero,
 * more than the balance, more than was paid, more than two decimals) and beside Confirm.
 * A deposit starts empty: the cashier types what the family hands over; the other items
 * start at the whole balance. The server numbers the receipt, dates it, names the operator and
 * checks the limits again; its refusal is shown as is. Recorded, the dialog ends as every
 * payment does (src/app/kit/PaymentDone.tsx): the amount, the receipt number and the receipt to print.
 */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useCreate, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { textMaxLength } from '../../../config/validators';
import { CharCount } from '../../builders/inputs/CharCount';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import { formatMoney } from '../../format/money';
import { EnumSelect } from '../../kit/EnumSelect';
import { PAYMENT_ITEM, PAYMENT_METHOD, paymentFields } from '../../kit/orderEnums';
import { useServerAction } from '../../kit/useServerAction';
import { amountProblem } from './amountCheck';
import { refundItemOf } from '../../../rules/orderMoney';
import { useOrderPayments } from './useOrderPayments';
import { useLevel } from '../../builders/permissions/useLevel';
import { PaymentDone, type PaymentEnding } from '../../kit/PaymentDone';
import { orderPaymentEnding } from './printLinks';

interface Props {
  kind: 'charge' | 'refund';
  open: boolean;
  onClose: () => void;
}

const reasonField = paymentFields.reason;
const REASON_MAX = reasonField.type === 'longtext' ? textMaxLength(reasonField) : 500;

export const PaymentDialog = ({ kind, open, onClose }: Props) => {
  const order = useRecordContext();
  const translate = useTranslate();
  const label = useConfigLabel();
  const [locale] = useLocaleState();
  const [create] = useCreate();
  const { run, pending } = useServerAction();
  const money = (v: unknown) => formatMoney(v, locale);
  const refund = kind === 'refund';
  const limit = Number(refund ? order?.paid : order?.balance) || 0;
  const payments = useOrderPayments(order?.id).filter((p) => p.term_id === null || p.term_id === undefined);
  // A refund starts from what was paid (a deposit gives back a deposit), never "other".
  const [item, setItem] = useState(refund ? refundItemOf(payments) : Number(order?.paid) > 0 ? 'plot_price' : 'deposit');
  const [method, setMethod] = useState('cash');
  // Until the cashier types an amount it follows the item: nothing for a deposit (or a refund), the balance otherwise.
  const [typed, setTyped] = useState<string | null>(null);
  const amount = typed ?? (refund || item === 'deposit' || limit <= 0 ? '' : limit.toFixed(2));
  const [party, setParty] = useState(String(order?.buyer_name ?? ''));
  const [reason, setReason] = useState('');
  const level = useLevel();
  const [ending, setEnding] = useState<PaymentEnding>();
  if (!order) return null;

  const problem = amountProblem(amount, kind, limit, money);
  const needsReason = refund && !reason.trim();
  const blocked = problem ? translate(problem.key, problem.params) : needsReason ? translate('payment.reason_required') : null;

  const submit = async () => {
    const data = { order_id: order.id, kind, item, method, amount: Number(amount), payer: party.trim() || undefined, reason: reason.trim() || undefined };
    await run(
      () => create('tomb_payment', { data }, { returnPromise: true }),
      (made: Record<string, unknown>) => {
        const end = orderPaymentEnding(level, { ...made, kind });
        setEnding({
          ...end,
          text: translate(refund ? 'payment.done.order_refund' : 'payment.done.order_charge', { no: String(order.order_no), amount: money(made.amount ?? data.amount), receipt: end.receipt }),
        });
        return { message: 'orders.done.payment', args: { no: String(order.order_no) } };
      },
    );
  };
  const title = translate(refund ? 'orders.dialog.refund_title' : 'orders.dialog.charge_title');
  if (ending)
    return (
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid={`payment-dialog-${kind}`}>
        <DialogTitle>{title}</DialogTitle>
        <PaymentDone ending={ending} onClose={onClose} />
      </Dialog>
    );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid={`payment-dialog-${kind}`}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary" data-testid="payment-limit">
            {translate(refund ? 'orders.dialog.refundable' : 'orders.dialog.balance', { amount: money(limit) })}
          </Typography>
          <EnumSelect name="item" label={label(paymentFields.item.label)} values={PAYMENT_ITEM} value={item} onChange={setItem} />
          <EnumSelect name="method" label={refund ? translate('orders.actions.method') : label(paymentFields.method.label)} values={PAYMENT_METHOD} value={method} onChange={setMethod} />
          <TextField
            id="payment-amount"
            size="small"
            type="number"
            label={translate('payment.in_currency', { label: label(paymentFields.amount.label) })}
            value={amount}
            onChange={(e) => setTyped(e.target.value)}
            error={problem !== null && !problem.hint}
            helperText={problem ? translate(problem.key, problem.params) : ' '}
            slotProps={{
              htmlInput: { min: 0.01, step: 0.01, name: 'amount', inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">¥</InputAdornment> },
              formHelperText: { 'data-testid': 'amount-help' } as object,
            }}
          />
          <TextField
            size="small"
            label={refund ? translate('payment.payee') : label(paymentFields.payer.label)}
            value={party}
            onChange={(e) => setParty(e.target.value)}
            slotProps={{ htmlInput: { name: 'payer', maxLength: paymentFields.payer.type === 'text' ? textMaxLength(paymentFields.payer) : 50 } }}
          />
          {refund && (
            <TextField
              size="small"
              required
              multiline
              minRows={2}
              label={label(reasonField.label)}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              helperText={<CharCount length={reason.length} max={REASON_MAX} />}
              slotProps={{ htmlInput: { name: 'reason', maxLength: REASON_MAX } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {blocked && (
          // Beside the buttons on a wide dialog, above them on a phone.
          <Box
            component="span"
            id="payment-blocked"
            data-testid="payment-blocked"
            sx={{ flex: { xs: '1 0 100%', sm: '1 1 0' }, typography: 'caption', color: 'text.secondary', pl: 1 }}
          >
            {blocked}
          </Box>
        )}
        <Button onClick={onClose}>{translate('orders.dialog.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={pending || blocked !== null} aria-describedby={blocked ? 'payment-blocked' : undefined}>
          {translate('orders.dialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
