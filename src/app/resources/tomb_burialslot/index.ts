/** The plot screens (tombBurialslotList): the page with the plot's status and its off-sale action (loaded when first opened). */
import { lazy } from 'react';
import type { ResourceOverride } from '../../builders/model/views';

const PlotEdit = lazy(() => import('./PlotEdit').then((m) => ({ default: m.PlotEdit })));

export const plotViews: ResourceOverride = { edit: PlotEdit };
