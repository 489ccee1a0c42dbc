/**
 * Refund an online payment back through its provider (docs/payments.md, "Refunds"): part of it
 * or all that is left, a renewal's only whole (the same rule the server applies:
 * onlineRefundRefusal), with a reason. The server records the refund, asks the provider and
 * keeps its answer; the dialog shows what the provider said (taken, refused, or no answer: sent
 * again with the same refund number).
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, InputAdornment, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { toCents } from '../../rules/orderMoney';
import { PAY_REFUND_STATUS, onlineRefundRefusal } from '../../rules/payments';
import { refundOnline, sendPayRefund } from '../../protocol/contracts/payments';
import type { PayRefundRow } from '../../protocol/payments';
import { formatMoney } from '../format/money';
import { useConfigLabel } from '../i18n/useConfigLabel';
import { useInlineCall } from '../kit/useServerAction';
import { call } from '../providers/call';
import { errorMessage } from '../i18n/configTexts';
import type { Lang } from '../../config/types';

/** `payment`: an online charge; `refunded`: what went back already through its provider (yuan). */
export const OnlineRefundButton = ({ payment, refunded }: { payment: RaRecord; refunded: number }) => {
  const translate = useTranslate();
  const label = useConfigLabel();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const lang = locale as Lang;
  const money = (v: unknown) => formatMoney(v, locale);
  const renewal = payment.term_id !== null && payment.term_id !== undefined;
  const left = Math.max(0, Number(payment.amount) - refunded);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(left.toFixed(2));
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<PayRefundRow | null>(null);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const { busy, failure, attempt, setFailure } = useInlineCall();
  if (left <= 0) return null;
  const refusal = onlineRefundRefusal({ chargeCents: toCents(payment.amount), refundedCents: toCents(refunded), amountCents: toCents(Number(amount)), renewal });
  const blocked = refusal ? errorMessage(refusal, lang, { left: money(left) }) : !reason.trim() ? translate('payment.reason_required') : null;

  const send = async () => {
    const got = await attempt(true, () => (pendingId !== null ? call(sendPayRefund, { id: pendingId }) : call(refundOnline, { payment_id: Number(payment.id), amount: Number(amount), reason: reason.trim() })));
    if (!got) return;
    // No answer from the provider: the refund is kept pending, and sent again with its own number.
    if (got.status === 'pending') {
      setPendingId(got.id);
      setFailure(errorMessage('pay_refund_pending', lang));
      return;
    }
    setDone(got);
    setPendingId(null);
    refresh();
  };
  const close = () => {
    setOpen(false);
    setDone(null);
    setFailure(undefined);
  };
  const status = done ? PAY_REFUND_STATUS.find((s) => s.value === done.status) : undefined;
  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)} data-testid="online-refund-button">
        {translate('payments.refund.button')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
        <DialogTitle>{translate('payments.refund.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {payment.receipt_no} · {translate('payments.refund.left', { left: money(left), paid: money(payment.amount) })}
          </Typography>
          {renewal ? (
            <Alert severity="info" sx={{ mb: 1 }}>
              {translate('payments.refund.whole')}
            </Alert>
          ) : null}
          {done ? (
            <Alert severity="success" data-testid="online-refund-done">
              {translate('payments.refund.done', { status: status ? label(status.label) : done.status, id: done.provider_refund_id ?? '' })}
            </Alert>
          ) : (
            <>
              <TextField
                label={translate('payments.refund.amount')}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                disabled={renewal || pendingId !== null}
                fullWidth
                margin="dense"
                slotProps={{ input: { startAdornment: <InputAdornment position="start">¥</InputAdornment> }, htmlInput: { inputMode: 'decimal', 'data-testid': 'online-refund-amount' } }}
              />
              <TextField
                label={translate('payments.refund.reason')}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                disabled={pendingId !== null}
                fullWidth
                multiline
                margin="dense"
                slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'online-refund-reason' } }}
              />
              {blocked && reason ? (
                <Typography variant="caption" color="error">
                  {blocked}
                </Typography>
              ) : null}
            </>
          )}
          {failure ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          {done ? null : (
            <Button variant="contained" color="error" disabled={busy || blocked !== null} onClick={() => void send()} data-testid="online-refund-send">
              {translate(pendingId !== null ? 'payments.refund.resend' : 'payments.refund.send')}
            </Button>
          )}
          <Button onClick={close}>{translate('payments.link.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
