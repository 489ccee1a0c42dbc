/**
 * The frame of a dialog that asks for a few inputs before a server action: title, the inputs
 * stacked, Back and a submit button that stays off while the action runs or the inputs are
 * not enough (the reason of a cancel, the burial's schedule...).
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, type ButtonProps } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  onSubmit: () => void;
  /** The inputs hold what the action needs (else the submit button is off). */
  ready: boolean;
  pending: boolean;
  labels: { cancel: string; submit: string };
  testId: string;
  maxWidth?: 'xs' | 'sm';
  submitColor?: ButtonProps['color'];
  children: ReactNode;
}

export const ActionDialog = ({ open, title, onClose, onSubmit, ready, pending, labels, testId, maxWidth = 'xs', submitColor = 'primary', children }: Props) => (
  <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} data-testid={testId}>
    <DialogTitle>{title}</DialogTitle>
    <DialogContent>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {children}
      </Stack>
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose}>{labels.cancel}</Button>
      <Button variant="contained" color={submitColor} disabled={pending || !ready} onClick={onSubmit}>
        {labels.submit}
      </Button>
    </DialogActions>
  </Dialog>
);
