/** The operation log's screens (/system/operationLog): a list by time and a field-by-field detail. */
import type { ResourceOverride } from '../../builders/model/views';
import { OperationLogList } from './OperationLogList';
import { OperationLogShow } from './OperationLogShow';

export const operationLogViews: ResourceOverride = { list: OperationLogList, show: OperationLogShow };
