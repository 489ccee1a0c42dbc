/**
 * The frame of a dialog that asks for a few inputs before a server action: title, the inputs
 * stacked, Back and a submit button that stays off while the action runs or the inputs are
 * not enough (the reason of a cancel, the burial's schedule, a deposit's niche...).
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, useMediaQuery, type ButtonProps, type SxProps, type Theme } from '@mui/material';
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
  /** The submit button's test id, where tests press it by name. */
  submitTestId?: string;
  maxWidth?: 'xs' | 'sm' | 'md';
  submitColor?: ButtonProps['color'];
  /** A progress bar under the title (the action or what the dialog loads is under way). */
  busy?: boolean;
  /** The whole screen on a phone (a long form). */
  fullScreenOnPhone?: boolean;
  children: ReactNode;
}

export const ActionDialog = ({ open, title, onClose, onSubmit, ready, pending, labels, testId, submitTestId, maxWidth = 'xs', submitColor = 'primary', busy = false, fullScreenOnPhone = false, children }: Props) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} fullScreen={fullScreenOnPhone && phone} data-testid={testId}>
      <DialogTitle>{title}</DialogTitle>
      {busy && <LinearProgress />}
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{labels.cancel}</Button>
        <Button variant="contained" color={submitColor} disabled={pending || !ready} onClick={onSubmit} data-testid={submitTestId}>
          {labels.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Inputs side by side in a dialog, stacked on a phone. */
export const DialogRow = ({ children, sx, spacing = 2 }: { children: ReactNode; sx?: SxProps<Theme>; spacing?: number }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={spacing} sx={sx}>
    {children}
  </Stack>
);
