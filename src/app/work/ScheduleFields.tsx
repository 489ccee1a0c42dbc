/**
 * When a work order starts (a local date and time) and how many minutes it takes, as the
 * burial's dialog and the calendar's ask them: 15 minutes to a day, in quarters of an hour.
 */
import { Stack, TextField } from '@mui/material';
import { DialogRow } from '../kit/ActionDialog';

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
  const inputs = [
    { name: 'scheduled_start', type: 'datetime-local', label: labels.start, value: start, onChange: onStart, flex: 2, htmlInput: startStep ? { step: startStep } : {} },
    { name: 'duration_minutes', type: 'number', label: labels.duration, value: minutes, onChange: onMinutes, flex: 1, htmlInput: { min: 15, max: 1440, step: 15 } },
  ];
  return (
    <Frame spacing={2}>
      {inputs.map((input) => (
        <TextField
          key={input.name}
          type={input.type}
          size="small"
          label={input.label}
          value={input.value}
          onChange={(e) => input.onChange(e.target.value)}
          slotProps={{ inputLabel: input.type === 'number' ? undefined : { shrink: true }, htmlInput: { name: input.name, ...input.htmlInput } }}
          sx={row ? { flex: input.flex } : undefined}
        />
      ))}
    </Frame>
  );
};
