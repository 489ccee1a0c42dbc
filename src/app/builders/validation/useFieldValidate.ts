/**
 * The config's validators (src/config/validators.ts, the same ones the server runs) as
 * react-admin validate functions, answering in the current locale. A rule between fields
 * (a death not before the birth) reads the other field from the form's values.
 */
import { useLocaleState } from 'react-admin';
import { langOf } from '../../../config/dates';
import { validationMessage } from '../../../config/messages';
import type { FieldDef } from '../../../config/types';
import { validateField, type FieldError } from '../../../config/validators';
import { trimInput } from '../../../config/textInput';
import { useOptionalConfigResource } from '../model/ConfigResourceContext';

/** react-admin reads `isRequired` on a validator to put the asterisk on the label. */
export type ConfigValidator = ((value: unknown, values?: Record<string, unknown>) => string | undefined) & { isRequired?: boolean };

export const errorText = (error: FieldError, locale: string): string => validationMessage(error, langOf(locale));

export const fieldValidator = (field: FieldDef, locale: string, fields?: Record<string, FieldDef>): ConfigValidator => {
  const validate: ConfigValidator = (value, values) => {
    // Judged as it will be sent: a code typed with spaces around it is the code without them.
    const error = validateField(field, trimInput(field, value), true, { record: values, fields });
    return error ? errorText(error, locale) : undefined;
  };
  validate.isRequired = Boolean(field.required);
  return validate;
};

export const useFieldValidate = (field: FieldDef): ConfigValidator => {
  const [locale] = useLocaleState();
  const fields = useOptionalConfigResource()?.resource.fields;
  return fieldValidator(field, locale, fields);
};
