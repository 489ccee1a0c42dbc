/** Ask for the reason of a cancel or a refund (and for a refund, how the money goes back), counted up to what the server keeps. */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CharCount } from '../../builders/inputs/CharCount';
import { EnumSelect } from '../common/EnumSelect';
import { PAYMENT_METHOD } from '../common/orderEnums';

interface Props {
  open: boolean;
  title: string;
  withMethod: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: (reason: string, method: string) => void;
  testId: string;
  /** The most characters the reason holds (the config's maxLength of where it is stored). */
  maxLength: number;
}

export const ReasonDialog = ({ open, title, withMethod, pending, onClose, onConfirm, testId, maxLength }: Props) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [method, setMethod] = useState('cash');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" data-testid={testId}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            required
            multiline
            minRows={2}
            size="small"
            label={translate('orders.actions.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            helperText={<CharCount length={reason.length} max={maxLength} />}
            slotProps={{ htmlInput: { name: 'reason', maxLength } }}
          />
          {withMethod && <EnumSelect name="method" label={translate('orders.actions.method')} values={PAYMENT_METHOD} value={method} onChange={setMethod} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('orders.dialog.cancel')}</Button>
        <Button variant="contained" color="error" disabled={pending || !reason.trim()} onClick={() => onConfirm(reason.trim(), method)}>
          {translate('orders.dialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
