/** A long text of the config: several lines, stopped at its maxLength while typing, with a character count under it. */
import { TextInput, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CharCount } from './CharCount';

interface Props {
  source: string;
  label: string;
  max: number;
  validate?: Validator;
  helperText?: string;
  minRows?: number;
  fullWidth?: boolean;
}

export const LongTextInput = ({ source, label, max, validate, helperText, minRows = 3, fullWidth }: Props) => {
  const value: unknown = useWatch({ name: source });
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <TextInput
      source={source}
      label={label}
      validate={validate}
      multiline
      minRows={minRows}
      fullWidth={fullWidth}
      helperText={<CharCount length={length} max={max} help={helperText} />}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );
};
