/** A date field of a react-admin form or filter, written and typed in the language's format (DayField). */
import { FieldTitle, InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { DayField } from './DayField';

interface Props {
  source: string;
  label: string;
  validate?: Validator;
  helperText?: string;
  min?: string;
  max?: string;
  /** A partial date field: a month, a year or about a year will do (the helper text says which forms). */
  partial?: boolean;
  /** react-admin's filter form passes these; they only place the input. */
  alwaysOn?: boolean;
}

export const DayInput = ({ source, label, validate, helperText, min, max, partial = false }: Props) => {
  const { id, field, fieldState, isRequired } = useInput({ source, validate });
  const translate = useTranslate();
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
      helperText={<InputHelperText error={invalid ? fieldState.error?.message : undefined} helperText={helperText ?? (partial ? translate('resources_ui.day.partial') : undefined)} />}
      min={min}
      max={max}
      partial={partial}
      size="small"
      margin="dense"
      className={`ra-input ra-input-${source}`}
    />
  );
};
