/** The approved templates' ids the environment gives (./settings.ts), as the adapters pick them. */
import type { SmsKind } from '../../rules/messaging';
import type { Lang } from '../../config/types';

/**
 * The approved templates' ids: per kind, one for every language (`default`, SMS_TEMPLATE_<KIND>)
 * and, when the cemetery had one approved in a language, that language's (SMS_TEMPLATE_<KIND>_<LANG>).
 */
export type SmsTemplateIds = Partial<Record<SmsKind, Partial<Record<Lang | 'default', string>>>>;

/** The template id of a kind in a language: the language's own, else the kind's; undefined when the cemetery has none. */
export const templateIdOf = (ids: SmsTemplateIds, kind: SmsKind, lang: Lang): string | undefined => ids[kind]?.[lang] ?? ids[kind]?.default;
