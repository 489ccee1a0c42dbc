/**
 * Where a level does its order and registration work: the resource names of its screens
 * (e.g. order/tombOrderList_outside) and whether it may create there. The map's actions and
 * the order page's links are built from this, so each level lands on its own channel's screens.
 */
import { canDo, resourceByKey } from '../../config/access';
import type { Level } from '../../config/types';
import { appConfig } from '../../instance';
import { resourceNameForLevel } from '../../protocol/resourceName';

export interface OperationRoutes {
  /** react-admin resource name of the level's order screen (or the bare key without one). */
  orders: string;
  members: string;
  canCreateOrder: boolean;
  canCreateMember: boolean;
  /** Bulk plot creation, for the levels that manage the tomb group. */
  canCreatePlots: boolean;
  /** Links are only offered to screens the level has. */
  ordersRouted: boolean;
  membersRouted: boolean;
}

export const operationRoutes = (level: Level | undefined): OperationRoutes => {
  const orders = resourceNameForLevel('tomb_order', level, appConfig);
  const members = resourceNameForLevel('member', level, appConfig);
  const can = (key: string) => level !== undefined && canDo(resourceByKey(key, appConfig)!, level, 'create');
  return {
    orders: orders.name,
    members: members.name,
    ordersRouted: orders.routed,
    membersRouted: members.routed,
    canCreateOrder: orders.routed && can('tomb_order'),
    canCreateMember: members.routed && can('member'),
    canCreatePlots: can('tomb_burialslot'),
  };
};

/** react-admin's create page takes initial values from ?source=<json>. */
export const createPath = (resourceName: string, values: Record<string, unknown>): string =>
  `/${resourceName}/create?source=${encodeURIComponent(JSON.stringify(values))}`;
