/**
 * The import batches' screens (/import/batches, the config's list): the batch page with its
 * counts, links and Undo, loaded when first opened.
 */
import { lazy } from 'react';
import type { ResourceOverride } from '../../builders/model/views';

const BatchShow = lazy(() => import('./BatchShow').then((m) => ({ default: m.BatchShow })));

export const batchViews: ResourceOverride = { show: BatchShow };
