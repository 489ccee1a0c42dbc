/**
 * Money as a number with two decimals: typed freely, shown padded to two decimals once the
 * input loses focus (a third decimal is left visible so the validation message makes sense).
 */
import { InputAdornment } from '@mui/material';
import { NumberInput, type Validator } from 'react-admin';

const formatMoneyInput = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '';
  const n = Number(v);
  if (!Number.isFinite(n)) return String(v);
  const decimals = String(v).split('.')[1]?.length ?? 0;
  return decimals <= 2 ? n.toFixed(2) : String(v);
};

interface Props {
  source: string;
  label: string;
  validate?: Validator;
  helperText?: string;
}

export const MoneyInput = ({ source, label, validate, helperText }: Props) => (
  <NumberInput
    source={source}
    label={label}
    validate={validate}
    helperText={helperText}
    step={0.01}
    format={formatMoneyInput}
    slotProps={{ input: { startAdornment: <InputAdornment position="start">¥</InputAdornment> } }}
  />
);
