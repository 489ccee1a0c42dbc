/**
 * The config's validators (src/config/validators.ts, the same ones the server runs) as
 * react-admin validate functions, answering in the current locale.
 */
import { useLocaleState } from 'react-admin';
import { interpolate, VALIDATION_MESSAGES } from '../../../config/messages';
import type { FieldDef } from '../../../config/types';
import { validateField, type FieldError } from '../../../config/validators';
import { pickLabel } from '../../i18n/useConfigLabel';

/** react-admin reads `isRequired` on a validator to put the asterisk on the label. */
export type ConfigValidator = ((value: unknown) => string | undefined) & { isRequired?: boolean };

export const errorText = (error: FieldError, locale: string): string =>
  interpolate(pickLabel(VALIDATION_MESSAGES[error.key], locale), error.params);

export const fieldValidator = (field: FieldDef, locale: string): ConfigValidator => {
  const validate: ConfigValidator = (value) => {
    const error = validateField(field, value);
    return error ? errorText(error, locale) : undefined;
  };
  validate.isRequired = Boolean(field.required);
  return validate;
};

export const useFieldValidate = (field: FieldDef): ConfigValidator => {
  const [locale] = useLocaleState();
  return fieldValidator(field, locale);
};
