/**
 * resourceViews(route, config, overrides): the react-admin views of a resource route, for the
 * shell's `<Resource name={route.path.slice(1)} {...resourceViews(route, config, overrides)} />`.
 * Each view is the generated one unless `overrides` (src/app/resources) replaces it, and renders inside the config
 * context of its route. Views a resource can never have (create on a read-only table)
 * are left out, so react-admin shows no route for them.
 */
import { createElement, type ComponentType } from 'react';
import { resourceByKey } from '../../config/access';
import type { ResourceRoute } from '../../config/routes';
import type { ResourcesConfig } from '../../config/types';
import { ConfigCreate } from './form/ConfigCreate';
import { ConfigEdit } from './form/ConfigEdit';
import { ConfigList } from './list/ConfigList';
import { ConfigResourceProvider, type ConfigResource } from './model/ConfigResourceContext';
import { VIEW_NAMES, type ResourceOverride, type ViewName } from './model/views';
import { ConfigShow } from './show/ConfigShow';
import { useIdlePreload } from './model/useIdlePreload';

interface ResourceViews {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  recordRepresentation?: string;
}

const GENERATED: Record<ViewName, ComponentType> = { list: ConfigList, create: ConfigCreate, edit: ConfigEdit, show: ConfigShow };

/** Per config value and route: react-admin must get the same components on every render. */
const cache = new WeakMap<ResourcesConfig, Map<string, ResourceViews>>();

const bind = (view: ComponentType, value: ConfigResource, name: string, preload?: () => Promise<unknown>): ComponentType => {
  const Bound = () => {
    useIdlePreload(preload);
    return createElement(ConfigResourceProvider, { value, children: createElement(view) });
  };
  Bound.displayName = `${name}(${value.route.path})`;
  return Bound;
};

/** Hand-written views by config key (every route of that resource) or by route path (one screen). */
type ResourceOverrides = Readonly<Record<string, ResourceOverride>>;

export const resourceViews = (route: ResourceRoute, config: ResourcesConfig, overrides: ResourceOverrides = {}): ResourceViews => {
  const byRoute = cache.get(config) ?? new Map<string, ResourceViews>();
  cache.set(config, byRoute);
  const hit = byRoute.get(route.path);
  if (hit) return hit;
  const resource = resourceByKey(route.resource, config);
  if (!resource) throw new Error(`Route ${route.path} names unknown resource ${route.resource}`);
  const value: ConfigResource = { key: route.resource, resource, route, config };
  const override = overrides[route.path] ?? overrides[route.resource] ?? {};
  const anyLevel = (op: 'create' | 'update') => route.levels.some((l) => resource.access[op].includes(l));
  const offered: Record<ViewName, boolean> = {
    list: true,
    show: true,
    create: anyLevel('create') && !resource.singleton,
    edit: anyLevel('update'),
  };
  const views: ResourceViews = { recordRepresentation: resource.recordRepresentation };
  for (const name of VIEW_NAMES) {
    if (offered[name]) views[name] = bind(override[name] ?? GENERATED[name], value, name, name === 'list' ? override.preload : undefined);
  }
  byRoute.set(route.path, views);
  return views;
};

