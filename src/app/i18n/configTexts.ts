/**
 * The browser's reading of the config's texts (refusals, validation messages, posted messages'
 * bodies: src/rules/configTexts.ts) in the languages loaded so far. Each language's texts come
 * with its catalogue (catalog<Lang>.ts imports `virtual:config-texts/<lang>`, written at build
 * time from the config's tables by scripts/configTexts.ts), so the first page carries one
 * language's texts, not the four-language tables. Same signatures as the server's
 * (src/config/messages.ts, eventMessages.ts); the filling is shared (messageFormat.ts, eventText.ts).
 */
import type { ConfigTexts } from '../../rules/configTexts';
import { messageTextWith } from '../../rules/eventText';
import { interpolate, shownParams, validationParams } from '../../config/messageFormat';
import type { ErrorCode } from '../../rules/messages';
import type { Lang } from '../../config/types';
import type { FieldError } from '../../config/validators';

const LOADED = new Map<Lang, ConfigTexts>();

/** A language's texts, as its catalogue loads (loadCatalog.ts). */
export const addConfigTexts = (lang: Lang, texts: ConfigTexts): void => {
  LOADED.set(lang, texts);
};

/**
 * The texts of `lang`; while a switch to it is still loading, those of a language already loaded
 * (the catalogue of the first language loads before the first render: main.tsx).
 */
const textsIn = (lang: Lang): ConfigTexts | undefined => LOADED.get(lang) ?? LOADED.values().next().value;

/** Whether `code` is one of the server's error codes (a code from an older or newer server may not be). */
export const isErrorCode = (code: string, lang: Lang): code is ErrorCode => Object.hasOwn(textsIn(lang)?.errors ?? {}, code);

/** An error code's text in `lang` with its %{placeholders} filled; the code itself before any language has loaded. */
export const errorMessage = (code: ErrorCode, lang: Lang, params?: Record<string, string | number>): string => {
  const template = textsIn(lang)?.errors[code];
  return template === undefined ? code : interpolate(template, shownParams(params, lang));
};

/** A validation error in `lang`: the text the server puts in `data.fields` for the same error. */
export const validationMessage = (error: FieldError, lang: Lang): string => {
  const template = textsIn(lang)?.validation[error.key];
  return template === undefined ? error.key : interpolate(template, validationParams(error, lang));
};

/** A posted message (the bell's drawer) as its reader sees it (src/rules/eventText.ts). */
export const messageText = (m: { content?: unknown; content_key?: unknown; content_values?: unknown }, lang: Lang): string => {
  const events: Readonly<Record<string, string>> = textsIn(lang)?.events ?? {};
  return messageTextWith((key) => (Object.hasOwn(events, key) ? events[key] : undefined), m, lang);
};
