/**
 * A record's status on its page, above the form: "Status" and its chip, what more it says
 * (a reason, an approval), and the actions beside it; the actions go under it below
 * `rowFrom` (a bar with several actions needs a wider screen to keep them beside it).
 */
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  testId: string;
  label: string;
  chip: ReactNode;
  /** Lines under the status. */
  details?: ReactNode;
  actions?: ReactNode;
  rowFrom?: 'sm' | 'md';
  /** The dialogs the actions open. */
  children?: ReactNode;
}

export const StatusBar = ({ testId, label, chip, details, actions, rowFrom = 'sm', children }: Props) => (
  <Paper variant="outlined" sx={{ m: { xs: 1, sm: 2 }, mb: 0, p: 2 }} data-testid={testId}>
    <Stack direction={{ xs: 'column', [rowFrom]: 'row' }} spacing={1.5} sx={{ alignItems: { [rowFrom]: 'center' } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          {chip}
        </Stack>
        {details}
      </Box>
      {actions}
    </Stack>
    {children}
  </Paper>
);

/** A line under the status; a long reason wraps anywhere rather than widen the bar. */
export const StatusNote = ({ testId, children }: { testId?: string; children: ReactNode }) => (
  <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }} data-testid={testId}>
    {children}
  </Typography>
);
