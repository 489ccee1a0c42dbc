/**
 * Every refusal the server may answer, in the four languages: the core's
 * (src/config/messages.ts) and each module's (work, walk, terms, the import, visits, the
 * columbarium, imported history, text messages), spread into one table keyed by error code.
 * The server reads it as it is; the build writes each language's texts out of it
 * (./configTexts.ts), so the browser never imports it.
 */
import { CORE_ERROR_MESSAGES } from '../config/messages';
import { interpolate, shownParams } from '../config/messageFormat';
import type { Labels, Lang } from '../config/types';
import { COLUMBARIUM_ERROR_MESSAGES } from './columbarium';
import { FAMILY_ERROR_MESSAGES } from './family';
import { HISTORY_ERROR_MESSAGES } from './historyMessages';
import { IMPORT_BATCH_MESSAGES } from './importMessages';
import { MESSAGING_ERROR_MESSAGES } from './messagingMessages';
import { PARKMAP_ERROR_MESSAGES } from './parkmapMessages';
import { PAY_ERROR_MESSAGES } from './paymentMessages';
import { RIGHTS_MESSAGES } from './rightsMessages';
import { TERM_ERROR_MESSAGES } from './termMessages';
import { VISIT_ERROR_MESSAGES } from './visitMessages';
import { WALK_ERROR_MESSAGES } from './walk';
import { WORK_ERROR_MESSAGES } from './workMessages';
import { WORK_PHOTO_MESSAGES } from './workPhotos';

export const ERROR_MESSAGES = {
  ...CORE_ERROR_MESSAGES,
  ...WORK_ERROR_MESSAGES,
  ...WORK_PHOTO_MESSAGES,
  ...WALK_ERROR_MESSAGES,
  ...TERM_ERROR_MESSAGES,
  ...IMPORT_BATCH_MESSAGES,
  ...VISIT_ERROR_MESSAGES,
  ...COLUMBARIUM_ERROR_MESSAGES,
  ...HISTORY_ERROR_MESSAGES,
  ...MESSAGING_ERROR_MESSAGES,
  ...PAY_ERROR_MESSAGES,
  ...RIGHTS_MESSAGES,
  ...FAMILY_ERROR_MESSAGES,
  ...PARKMAP_ERROR_MESSAGES,
} satisfies Record<string, Labels>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/**
 * The form field a refusal is about when the rule that refused names none: the server answers
 * it in `data.fields` too, so a form shows the refusal under that input, not only in a toast.
 */
export const ERROR_FIELD: Partial<Record<ErrorCode, string>> = {
  capacity_full: 'burialslot_id',
  plot_has_no_order: 'burialslot_id',
  order_mismatch: 'burialslot_id',
  plot_unavailable: 'burialslot_id',
};

export const errorMessage = (code: ErrorCode, lang: Lang, params?: Record<string, string | number>): string =>
  interpolate(ERROR_MESSAGES[code][lang], shownParams(params, lang));
