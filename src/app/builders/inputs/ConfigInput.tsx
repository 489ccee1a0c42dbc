/**
 * The form input of one config field, by type, validated with the config's own validator.
 * Number inputs get no HTML min/max: the browser would block the submit with its own
 * untranslated bubble before the config's message could show.
 * The switch is exhaustive: a new field type in src/config/types.ts fails to compile here
 * until it has an input.
 */
import { BooleanInput, DateTimeInput, NumberInput, TextInput } from 'react-admin';
import type { FieldDef } from '../../../config/types';
import { textMaxLength } from '../../../config/validators';
import { useConfigLabel } from '../../i18n/useConfigLabel';
import type { InputRule } from '../model/inputRule';
import { useFieldValidate, type ConfigValidator } from '../validation/useFieldValidate';
import { DayInput } from './DayInput';
import { EnumSelectInput } from './EnumSelectInput';
import { ImageUrlInput } from './ImageUrlInput';
import { LongTextInput } from './LongTextInput';
import { MoneyInput } from './MoneyInput';
import { ReferencePicker } from './ReferencePicker';

interface Props {
  name: string;
  field: FieldDef;
  /** A rule an override adds (after the config's validator) and its hint under the input. */
  rule?: InputRule;
}

/** The browser's datetime-local value is local time: store it as an instant. */
const toIsoInstant = (v: unknown): string | null => {
  if (v === null || v === undefined || v === '') return null;
  const d = v instanceof Date ? v : new Date(String(v));
  return Number.isNaN(d.getTime()) ? String(v) : d.toISOString();
};

export const ConfigInput = ({ name, field, rule }: Props) => {
  const configLabel = useConfigLabel();
  const own = useFieldValidate(field);
  const extra = rule?.validate;
  // One function (the inputs take one), keeping the asterisk react-admin reads from `isRequired`.
  const validate: ConfigValidator = extra ? Object.assign((v: unknown) => own(v) ?? extra(v), { isRequired: own.isRequired }) : own;
  const label = configLabel(field.label);
  const helperText = rule?.helperText ?? (field.help ? configLabel(field.help) : undefined);
  const common = { source: name, label, validate, helperText };
  switch (field.type) {
    case 'text':
      // Stops at the config's maxLength while typing, like a long text (which also counts).
      return <TextInput {...common} slotProps={{ htmlInput: { maxLength: textMaxLength(field) } }} />;
    case 'longtext':
      return <LongTextInput {...common} max={textMaxLength(field)} />;
    case 'integer':
      return <NumberInput {...common} step={1} />;
    case 'decimal':
      return <NumberInput {...common} step={10 ** -(field.scale ?? 2)} />;
    case 'money':
      return <MoneyInput {...common} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'date':
      return <DayInput {...common} min={field.min} max={field.max} partial={field.partial === true} />;
    case 'datetime':
      return <DateTimeInput {...common} parse={toIsoInstant} />;
    case 'enum':
      return <EnumSelectInput {...common} values={field.values} />;
    case 'reference':
      return <ReferencePicker {...common} field={field} />;
    case 'image':
      return <ImageUrlInput {...common} />;
    case 'url':
      return <TextInput {...common} type="url" />;
    case 'phone':
      return <TextInput {...common} type="tel" autoComplete="tel" />;
    case 'idNumber':
      return <TextInput {...common} autoComplete="off" />;
    default: {
      const _exhaustive: never = field;
      return _exhaustive;
    }
  }
};
