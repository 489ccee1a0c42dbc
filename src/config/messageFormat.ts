/**
 * How a message template becomes a text, with no table of texts: the server fills the config's
 * tables (src/config/messages.ts), the browser the one language it loaded
 * (src/app/i18n/configTexts.ts). Placeholders use polyglot's %{name} form.
 */
import { formatDayTime, formatPartialDate } from './dates';
import type { Lang } from './types';
import type { FieldError, ValidationKey } from './validators';

/** Fill %{name} placeholders. */
export const interpolate = (template: string, params?: Record<string, string | number>): string =>
  template.replace(/%\{(\w+)\}/g, (_, k: string) => (params && k in params ? String(params[k]) : `%{${k}}`));

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A message parameter as the reader sees it: a calendar day ('2026-04-05') or an instant (ISO
 * with its offset) in the language's date format (./dates.ts), anything else as it is. Every
 * refusal's text goes through it, on the server and in the browser, so a day the server
 * computed ("The booking is for 5 Apr 2026, not today") reads like the lists' days.
 */
export const shownParam = (value: string | number, lang: Lang): string | number => {
  if (typeof value !== 'string') return value;
  if (ISO_DAY.test(value)) return formatPartialDate(value, lang);
  if (ISO_INSTANT.test(value)) return formatDayTime(value, lang);
  return value;
};

/** Every parameter of a message shown (`shownParam`). */
export const shownParams = (params: Record<string, string | number> | undefined, lang: Lang): Record<string, string | number> | undefined => {
  if (!params) return params;
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) out[k] = shownParam(v, lang);
  return out;
};

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
