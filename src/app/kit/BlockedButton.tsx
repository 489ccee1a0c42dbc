/**
 * A button the user may not use right now, shown disabled with the reason: on hover, on focus
 * (keyboard) and on a tap (phones), and to screen readers as its description. Used where the
 * server would refuse the action (a clerk's refund, a plot held by an order), so nobody is
 * offered what fails and everybody can read why.
 */
import { Box, Button, Tooltip, type ButtonProps } from '@mui/material';
import { useId } from 'react';

interface Props extends ButtonProps {
  /** Why it may not be used; without one the button is an ordinary one (`disabled` still works, e.g. while a call runs). */
  blockedReason?: string;
}

export const BlockedButton = ({ blockedReason, children, ...button }: Props) => {
  const id = useId();
  if (!blockedReason) return <Button {...button}>{children}</Button>;
  return (
    <Tooltip title={blockedReason} enterTouchDelay={0} describeChild>
      {/* A disabled button gets no events: the wrapper takes the hover, the tap and the focus. */}
      <Box component="span" tabIndex={0} aria-describedby={id} sx={{ display: 'inline-flex', borderRadius: 1 }} data-blocked-reason={blockedReason}>
        <Button {...button} disabled>
          {children}
        </Button>
        {/* Visually hidden, for screen readers: '1px' in quotes, since MUI reads a bare 1 as 100%. */}
        <Box component="span" id={id} sx={{ position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', whiteSpace: 'nowrap', clip: 'rect(0 0 0 0)' }}>
          {blockedReason}
        </Box>
      </Box>
    </Tooltip>
  );
};
