/**
 * How a message template becomes a text, with no table of texts: the server fills the config's
 * tables (src/config/messages.ts), the browser the one language it loaded
 * (src/app/i18n/configTexts.ts). Placeholders use polyglot's %{name} form.
 */
import { formatPartialDate } from './dates';
import type { Lang } from './types';
import type { FieldError, ValidationKey } from './validators';

/** Fill %{name} placeholders. */
export const interpolate = (template: string, params?: Record<string, string | number>): string =>
  template.replace(/%\{(\w+)\}/g, (_, k: string) => (params && k in params ? String(params[k]) : `%{${k}}`));

/** Parameters of a validation message that are calendar days, shown in the reader's format. */
const DAY_PARAMS: Partial<Record<ValidationKey, readonly string[]>> = { min_date: ['min'], max_date: ['max'], after_field: ['date'] };

/**
 * A validation error's parameters in one language: labels among them (another field's name)
 * are picked in that language, days are written in its date format.
 */
export const validationParams = (error: FieldError, lang: Lang): Record<string, string | number> => {
  const days = DAY_PARAMS[error.key] ?? [];
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(error.params ?? {})) {
    if (typeof v === 'object') params[k] = v[lang];
    else params[k] = days.includes(k) ? formatPartialDate(v, lang) : v;
  }
  return params;
};
