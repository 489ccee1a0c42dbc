/**
 * A batch's counts (its `counts` text: {"tomb_burialslot": 120, "member": 131}) as rows to show:
 * each table by its config key and resource, in the config's order (places before orders before
 * registrations), with the list that shows them for a level, filtered by the batch.
 */
import { resourceByTable } from '../../../config/access';
import type { Level, ResourceDef, ResourcesConfig } from '../../../config/types';
import { resourceNameForLevel } from '../../../protocol/resourceName';

export interface BatchCount {
  table: string;
  key?: string;
  resource?: ResourceDef;
  count: number;
  /** The level's list of those records filtered by the batch; undefined when the level has no such screen. */
  listPath?: string;
}

export const parseCounts = (text: unknown): Record<string, number> => {
  if (typeof text !== 'string' || text === '') return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).flatMap(([t, n]) => (typeof n === 'number' && Number.isFinite(n) ? [[t, n]] : [])));
  } catch {
    return {};
  }
};

/** The list path of a config key for a level, filtered to one batch's rows. */
export const batchListPath = (key: string, batchId: number, level: Level | undefined, config: ResourcesConfig): string | undefined => {
  const route = resourceNameForLevel(key, level, config);
  if (!route.routed) return undefined;
  return `/${route.name}?${new URLSearchParams({ filter: JSON.stringify({ import_batch_id: batchId }) }).toString()}`;
};

export const batchCounts = (text: unknown, batchId: number, level: Level | undefined, config: ResourcesConfig): BatchCount[] => {
  const order = Object.keys(config);
  return Object.entries(parseCounts(text))
    .map(([table, count]): BatchCount => {
      const hit = resourceByTable(table, config);
      if (!hit) return { table, count };
      const [key, resource] = hit;
      return { table, key, resource, count, listPath: count > 0 ? batchListPath(key, batchId, level, config) : undefined };
    })
    .sort((a, b) => (a.key ? order.indexOf(a.key) : order.length) - (b.key ? order.indexOf(b.key) : order.length));
};
