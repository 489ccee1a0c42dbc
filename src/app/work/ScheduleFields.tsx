/**
 * When a work order starts (a local date and time) and how many minutes it takes, as the
 * burial's dialog and the calendar's ask them: 15 minutes to a day, in quarters of an hour.
 */
import { Stack, TextField } from '@mui/material';
import { DialogRow } from '../resources/common/ActionDialog';

interface Props {
  start: string;
  onStart: (value: string) => void;
  minutes: string;
  onMinutes: (value: string) => void;
  labels: { start: string; duration: string };
  /** Side by side (the start wider), else one under the other. */
  row?: boolean;
  /** The start's step in seconds (the browser's picker), where it snaps to quarters. */
  startStep?: number;
}

export const ScheduleFields = ({ start, onStart, minutes, onMinutes, labels, row = false, startStep }: Props) => {
  const Frame = row ? DialogRow : Stack;
  return (
    <Frame spacing={2}>
      <TextField
        type="datetime-local"
        size="small"
        label={labels.start}
        value={start}
        onChange={(e) => onStart(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { name: 'scheduled_start', ...(startStep ? { step: startStep } : {}) } }}
        sx={row ? { flex: 2 } : undefined}
      />
      <TextField
        type="number"
        size="small"
        label={labels.duration}
        value={minutes}
        onChange={(e) => onMinutes(e.target.value)}
        slotProps={{ htmlInput: { name: 'duration_minutes', min: 15, max: 1440, step: 15 } }}
        sx={row ? { flex: 1 } : undefined}
      />
    </Frame>
  );
};
