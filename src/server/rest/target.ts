/**
 * `/api/<name>[/<id>]` -> the resource it means. Names are react-admin's: a route path
 * without its slash (`order/tombOrderList_outside`, fixing a channel) or a config key.
 * A route is only open to the levels whose menu has it, as in the browser.
 */
import type { Actor, Channel, ResourceDef } from '../../config/types';
import { resolveResourceName, routesOfConfig } from '../../protocol/resourceName';
import type { ResourcesConfig } from '../../config/types';
import { ApiError, forbidden } from '../http/errors';

export interface RestTarget {
  name: string;
  resource: ResourceDef;
  channel?: Channel;
  id?: number;
}

const NAME_RE = /^[A-Za-z0-9_]{1,63}(\/[A-Za-z0-9_]{1,63})?$/;

export const restTarget = (path: string, actor: Actor, config: ResourcesConfig): RestTarget => {
  const segments = path.replace(/\/$/, '').split('/');
  const last = segments[segments.length - 1];
  const id = segments.length > 1 && /^\d{1,10}$/.test(last) ? Number(segments.pop()) : undefined;
  const name = segments.join('/');
  if (!NAME_RE.test(name)) throw new ApiError('unknown_table', 404, { table: '?' });
  let resolved;
  try {
    resolved = resolveResourceName(name, config);
  } catch {
    throw new ApiError('unknown_table', 404, { table: name });
  }
  const isRoute = name.includes('/');
  if (isRoute && !routesOfConfig(config).some((r) => r.path === `/${name}` && r.levels.includes(actor.level))) throw forbidden();
  return { name, resource: resolved.resource, channel: resolved.channel, id };
};
