/** Work management's screens (/work/workOrderList): the work order page with its status moves. */
import type { ResourceOverride } from '../builders/model/views';
import { WorkEdit } from './WorkEdit';

export const workViews: ResourceOverride = { edit: WorkEdit };
export { ScheduleBurialButton } from './ScheduleBurialButton';
