/**
 * How every payment ends (a charge or refund on an order, an order's refund, a term's or a
 * storage term's renewal or its refund, the storage fees collected at a withdrawal): what was
 * paid or given back, its receipt number, and the receipt to print one click away (the
 * dialog's main button, focused). A level without a print page for that receipt reads the
 * number and who prints it.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export interface PaymentEnding {
  /** What happened, naming the record and the receipt. */
  text: ReactNode;
  receipt: string;
  /** The receipt's print page; undefined when the level has none. */
  printHref?: string;
}

/** The ending inside a dialog that took the payment (its content and actions replace the form's). */
export const PaymentDone = ({ ending, onClose }: { ending: PaymentEnding; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <>
      <DialogContent>
        <Stack spacing={1}>
          <Alert severity="success" data-testid="payment-done">
            {ending.text}
          </Alert>
          {!ending.printHref && (
            <Typography variant="body2" color="text.secondary">
              {translate('payment.done.no_print')}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('payment.done.close')}</Button>
        {ending.printHref && (
          <Button variant="contained" autoFocus component={Link} to={ending.printHref} data-testid="payment-print-receipt">
            {translate('payment.done.print', { receipt: ending.receipt })}
          </Button>
        )}
      </DialogActions>
    </>
  );
};

/** The ending on its own, after a dialog that closes when its call goes through (the order's refund, a renewal's refund). */
export const PaymentDoneDialog = ({ title, ending, onClose }: { title: string; ending: PaymentEnding | undefined; onClose: () => void }) => (
  <Dialog open={ending !== undefined} onClose={onClose} fullWidth maxWidth="xs" data-testid="payment-done-dialog">
    <DialogTitle>{title}</DialogTitle>
    {ending && <PaymentDone ending={ending} onClose={onClose} />}
  </Dialog>
);
