/** A date field of a react-admin form or filter, written and typed in the language's format (DayField). */
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { DayField } from './DayField';

interface Props {
  source: string;
  label: string;
  validate?: Validator;
  helperText?: string;
  min?: string;
  max?: string;
  /** react-admin's filter form passes these; they only place the input. */
  alwaysOn?: boolean;
}

export const DayInput = ({ source, label, validate, helperText, min, max }: Props) => {
  const { id, field, fieldState, isRequired } = useInput({ source, validate });
  const invalid = fieldState.invalid && (fieldState.isTouched || fieldState.isDirty || Boolean(fieldState.error));
  return (
    <DayField
      id={id}
      name={source}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      value={field.value}
      onChange={(v) => field.onChange(v)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={invalid}
      helperText={<InputHelperText error={invalid ? fieldState.error?.message : undefined} helperText={helperText} />}
      min={min}
      max={max}
      size="small"
      margin="dense"
      className={`ra-input ra-input-${source}`}
    />
  );
};
