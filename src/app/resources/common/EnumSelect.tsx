/** A plain MUI select over a config enum, for the order page's dialogs (outside react-admin forms). */
import { MenuItem, TextField } from '@mui/material';
import type { EnumValue } from '../../../config/types';
import { useConfigLabel } from '../../i18n/useConfigLabel';

interface Props {
  label: string;
  values: readonly EnumValue[];
  value: string;
  onChange: (value: string) => void;
  name: string;
}

export const EnumSelect = ({ label, values, value, onChange, name }: Props) => {
  const configLabel = useConfigLabel();
  return (
    <TextField select size="small" fullWidth label={label} value={value} onChange={(e) => onChange(e.target.value)} slotProps={{ htmlInput: { name, 'data-testid': `select-${name}` } }}>
      {values.map((v) => (
        <MenuItem key={v.value} value={v.value}>
          {configLabel(v.label)}
        </MenuItem>
      ))}
    </TextField>
  );
};
