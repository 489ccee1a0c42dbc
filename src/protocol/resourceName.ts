/**
 * react-admin resource names are either a route path without its leading slash
 * (`order/tombOrderList`, registered by the shell) or a config key (`tomb_area`, used by
 * references that have no screen for the current level). Both resolve to the config entry,
 * and a route may also fix the channel the screen works on.
 */
import { resourceByKey } from '../config/access';
import { routeTable, type ResourceRoute, type RouteDef } from '../config/routes';
import type { Channel, Level, ResourceDef, ResourcesConfig } from '../config/types';

interface ResolvedResource {
  key: string;
  resource: ResourceDef;
  channel?: Channel;
}

const isResourceRoute = (r: { kind: string }): r is ResourceRoute => r.kind === 'resource';

/** Every route of a config, with the screens its blocks declare. */
export const routesOfConfig = (config: ResourcesConfig): readonly RouteDef[] => routeTable(config).all;

export const resolveResourceName = (name: string, config: ResourcesConfig): ResolvedResource => {
  const route = routesOfConfig(config).filter(isResourceRoute).find((r) => r.path === `/${name}`);
  const key = route ? route.resource : name;
  const resource = resourceByKey(key, config);
  if (!resource) throw new Error(`Unknown resource "${name}"`);
  return { key, resource, channel: route?.channel };
};

/**
 * The react-admin resource name under which a level sees a config key: its route path when
 * the level has a screen for it (so links open `/tomb/tombList/1`, not `/tomb_area/1`),
 * else the bare key (readable through references, no screen to link to).
 */
export const resourceNameForLevel = (
  key: string,
  level: Level | undefined,
  config: ResourcesConfig,
): { name: string; routed: boolean } => {
  const route = level ? routeTable(config).routesForLevel(level).filter(isResourceRoute).find((r) => r.resource === key) : undefined;
  return route ? { name: route.path.slice(1), routed: true } : { name: key, routed: false };
};
