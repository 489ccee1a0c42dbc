/** Turn error codes, validation keys and their parameters into text in one language. */
import { validationMessage } from '../../config/messages';
import { ERROR_MESSAGES } from '../../rules/messages';
import { interpolate, shownParam } from '../../config/messageFormat';
import type { Lang } from '../../config/types';
import type { AnyFieldError, ErrorParam } from './errors';

const plainParams = (params: Record<string, ErrorParam> | undefined, lang: Lang): Record<string, string | number> => {
  const out: Record<string, string | number> = Object.create(null);
  for (const [k, v] of Object.entries(params ?? {})) out[k] = typeof v === 'object' ? v[lang] : shownParam(v, lang);
  return out;
};

export const translateError = (code: keyof typeof ERROR_MESSAGES, lang: Lang, params?: Record<string, ErrorParam>): string =>
  interpolate(ERROR_MESSAGES[code][lang], plainParams(params, lang));

export const translateFieldError = (e: AnyFieldError, lang: Lang): string =>
  'key' in e ? validationMessage(e, lang) : translateError(e.code, lang, e.params);

export const translateFields = (fields: Record<string, AnyFieldError>, lang: Lang): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [name, e] of Object.entries(fields)) out[name] = translateFieldError(e, lang);
  return out;
};
