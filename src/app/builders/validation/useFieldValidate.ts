/**
 * The config's validators (src/config/validators.ts, the same ones the server runs) as
 * react-admin validate functions, answering in the current locale. A rule between fields
 * (a death not before the birth) reads the other field from the form's values. The asterisk
 * follows the record being edited through the same isRequiredOf the validation and the server
 * use (an imported registration's applicant is not required, so it shows none).
 */
import { useLocaleState, useRecordContext } from 'react-admin';
import { langOf } from '../../../config/dates';
import { validationMessage } from '../../i18n/configTexts';
import type { FieldDef } from '../../../config/types';
import { isRequiredOf, validateField, type FieldError } from '../../../config/validators';
import { trimInput } from '../../../config/textInput';
import { useOptionalConfigResource } from '../model/ConfigResourceContext';

/** react-admin reads `isRequired` on a validator to put the asterisk on the label. */
export type ConfigValidator = ((value: unknown, values?: Record<string, unknown>) => string | undefined) & { isRequired?: boolean };

export const errorText = (error: FieldError, locale: string): string => validationMessage(error, langOf(locale));

export const fieldValidator = (field: FieldDef, locale: string, fields?: Record<string, FieldDef>, record?: Record<string, unknown>): ConfigValidator => {
  const validate: ConfigValidator = (value, values) => {
    // Judged as it will be sent: a code typed with spaces around it is the code without them.
    const error = validateField(field, trimInput(field, value), true, { record: values, fields });
    return error ? errorText(error, locale) : undefined;
  };
  validate.isRequired = isRequiredOf(field, record);
  return validate;
};

export const useFieldValidate = (field: FieldDef): ConfigValidator => {
  const [locale] = useLocaleState();
  const fields = useOptionalConfigResource()?.resource.fields;
  // The record the form edits (none on a create form): it decides what is required of it.
  const record = useRecordContext();
  return fieldValidator(field, locale, fields, record);
};
