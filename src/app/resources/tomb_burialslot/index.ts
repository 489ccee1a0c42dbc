/** The plot screens (tombBurialslotList): the page with the plot's status and its off-sale action. */
import type { ResourceOverride } from '../../builders/model/views';
import { PlotEdit } from './PlotEdit';

export const plotViews: ResourceOverride = { edit: PlotEdit };
