/**
 * The operation log's screens (/system/operationLog): a list by time and a field-by-field detail
 * (loaded when first opened).
 */
import { lazy } from 'react';
import type { ResourceOverride } from '../../builders/model/views';
import { OperationLogList } from './OperationLogList';

const OperationLogShow = lazy(() => import('./OperationLogShow').then((m) => ({ default: m.OperationLogShow })));

export const operationLogViews: ResourceOverride = { list: OperationLogList, show: OperationLogShow };
