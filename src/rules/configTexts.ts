/**
 * The config's texts in one language: the refusals (ERROR_MESSAGES), the validation messages
 * (VALIDATION_MESSAGES) and the bodies of posted messages (EVENT_MESSAGES). The tables carry
 * the four languages and stay the one source: the server reads them as they are; the build
 * writes each language's texts from them into that language's catalogue chunk
 * (scripts/configTexts.ts), so the browser downloads one language, not four
 * (src/app/i18n/configTexts.ts reads it).
 */
import { EVENT_MESSAGES, type MessageKey } from './eventMessages';
import { VALIDATION_MESSAGES } from '../config/messages';
import { ERROR_MESSAGES, type ErrorCode } from './messages';
import type { Labels, Lang } from '../config/types';
import type { ValidationKey } from '../config/validators';

export interface ConfigTexts {
  errors: Record<ErrorCode, string>;
  validation: Record<ValidationKey, string>;
  events: Record<MessageKey, string>;
}

const inLanguage = <K extends string>(table: Record<K, Labels>, lang: Lang): Record<K, string> =>
  Object.fromEntries(Object.entries<Labels>(table).map(([key, labels]) => [key, labels[lang]])) as Record<K, string>;

export const configTextsIn = (lang: Lang): ConfigTexts => ({
  errors: inLanguage(ERROR_MESSAGES, lang),
  validation: inLanguage(VALIDATION_MESSAGES, lang),
  events: inLanguage(EVENT_MESSAGES, lang),
});
