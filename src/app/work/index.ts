/** Work management's screens (/work/workOrderList): the work order page with its status moves (loaded when first opened). */
import { lazy } from 'react';
import type { ResourceOverride } from '../builders/model/views';

const WorkEdit = lazy(() => import('./WorkEdit').then((m) => ({ default: m.WorkEdit })));

export const workViews: ResourceOverride = { edit: WorkEdit };
