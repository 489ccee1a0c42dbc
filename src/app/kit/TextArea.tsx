/** A few lines of free text in a dialog (a reason, a note, an inscription), stopped at the length the server keeps. */
import { TextField } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  minRows?: number;
  required?: boolean;
  /** A refusal of the field: shown under it in red, in place of the helper text. */
  error?: string;
  helperText?: ReactNode;
}

export const TextArea = ({ name, label, value, onChange, maxLength, minRows = 2, required = false, error, helperText }: Props) => (
  <TextField
    required={required}
    multiline
    minRows={minRows}
    size="small"
    label={label}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    error={!!error}
    helperText={error ?? helperText}
    slotProps={{ htmlInput: { name, maxLength } }}
  />
);
