/** The columbarium's calls' field errors in the reader's language (the calls' contracts: src/protocol/contracts/columbarium.ts). */
import { langOf } from '../../config/dates';
import { errorMessage, isErrorCode, validationMessage } from '../i18n/configTexts';
import type { Labels } from '../../config/types';
import type { FieldError } from '../../config/validators';
import { ApiCallError } from '../providers/http';

export type { DepositMade, Dues } from '../../protocol/contracts/columbarium';

/** A niche as the dialogs pick it: how full it is and its storage prices. */
export interface Niche {
  id: number;
  code: string;
  capacity: number;
  stored: number;
  price_month: number;
  price_year: number;
}

type ServerFieldError = string | FieldError | { code: string; params?: Record<string, string | number | Labels> };

/** The server's per-field refusals of a failed call, as texts in the reader's language (the server sends them translated). */
export const fieldErrorsOf = (e: unknown, locale: string): Record<string, string> => {
  if (!(e instanceof ApiCallError)) return {};
  const fields = (e.data as { fields?: Record<string, ServerFieldError> } | undefined)?.fields ?? {};
  const lang = langOf(locale);
  const out: Record<string, string> = {};
  for (const [name, err] of Object.entries(fields)) {
    // The server answers each field's message already in the caller's language.
    if (typeof err === 'string') out[name] = err;
    else if ('key' in err) out[name] = validationMessage(err, lang);
    else if (isErrorCode(err.code, lang)) {
      const params: Record<string, string | number> = {};
      for (const [k, v] of Object.entries(err.params ?? {})) params[k] = typeof v === 'object' ? v[lang] : v;
      out[name] = errorMessage(err.code, lang, params);
    }
  }
  return out;
};

/** Where the certificate of a deposit opens; the pick-up code travels in the router's state, never in the URL. */
export const certificatePath = (depositId: number): string => `/print/depositCertificate?deposit=${depositId}`;
