/** A plain MUI select over a config enum, for the dialogs outside react-admin forms (the order page's, the columbarium's). */
import { MenuItem, TextField } from '@mui/material';
import type { Labels } from '../../config/types';
import { useConfigLabel } from '../i18n/useConfigLabel';

interface Props<V extends string> {
  label: string;
  values: readonly { value: V; label: Labels }[];
  value: V;
  onChange: (value: V) => void;
  name: string;
}

export const EnumSelect = <V extends string>({ label, values, value, onChange, name }: Props<V>) => {
  const configLabel = useConfigLabel();
  return (
    <TextField select size="small" fullWidth label={label} value={value} onChange={(e) => onChange(e.target.value as V)} slotProps={{ htmlInput: { name, 'data-testid': `select-${name}` } }}>
      {values.map((v) => (
        <MenuItem key={v.value} value={v.value}>
          {configLabel(v.label)}
        </MenuItem>
      ))}
    </TextField>
  );
};
