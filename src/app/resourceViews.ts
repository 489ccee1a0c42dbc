/**
 * Hand-written views that replace the generated ones, by config key (every route of that
 * resource) or by route path (one screen). Anything not listed here is built from the config.
 */
import type { ResourceOverride } from './builders/model/views';
import type { RecordNames } from './shell/shellSlots';
import { appConfig } from '../instance';
import { logEntryName } from './resources/operation_log/logEntry';
import { operationLogViews } from './resources/operation_log';
import { plotViews } from './resources/tomb_burialslot';
import { memberViews } from './resources/member';
import { orderViews } from './resources/tomb_order';
import { userViews } from './resources/user';
import { workViews } from './work';
import { termViewsWith } from './terms';
import { slotViews } from './visits';
import { StorageTermRenew, depositViews, nicheViews } from './columbarium';
import { batchViews } from './import/batches';
import { holderViews, transferViews } from './rights';

export const resourceOverrides: Record<string, ResourceOverride> = {
  user: userViews,
  tomb_order: orderViews,
  member: memberViews,
  tomb_burialslot: plotViews,
  operation_log: operationLogViews,
  work_order: workViews,
  mgmt_term: termViewsWith(StorageTermRenew),
  visit_slot: slotViews,
  ash_niche: nicheViews,
  ash_deposit: depositViews,
  import_batch: batchViews,
  rights_holder: holderViews,
  rights_transfer: transferViews,
};

/**
 * Records named otherwise than by the config's recordRepresentation in their tab, breadcrumb and
 * title: an operation-log entry by its action and record ("Update · Order O202611230001").
 */
export const recordNames: RecordNames = {
  operation_log: (record, lang) => logEntryName(record, appConfig, lang),
};
