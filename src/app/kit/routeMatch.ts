/**
 * Which configured route a browser path belongs to. Resource routes own their react-admin
 * sub-paths: /order/tombOrderList/create, /order/tombOrderList/123 and /123/show, and the
 * spreadsheet import /tomb/tombBurialslotList/import and the burial register's import
 * /import/batches/register (src/app/import).
 */
import { routeAllowedForRoles, type MenuGroup, type RouteDef } from '../../config/routes';
import { appRoutes } from '../../instance';
import type { Level } from '../../config/types';
import { servedBy } from '../../config/modules';
import type { Permissions } from '../auth/authProvider';

/** A resource's import screen: /tomb/tombBurialslotList/import (src/app/import). */
export const IMPORT_SEGMENT = 'import';
/** The burial register's import screen, under the import batches' screen: /import/batches/register. */
export const REGISTER_SEGMENT = 'register';
/** The config key whose screen the register's import hangs under. */
export const REGISTER_PARENT = 'import_batch';

export type SubPage = { kind: 'create' } | { kind: 'import' } | { kind: 'register' } | { kind: 'record'; id: string };

export interface RouteMatch {
  route: RouteDef;
  sub?: SubPage;
}

export const normalizePath = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

const subPageOf = (route: RouteDef, rest: string): SubPage | undefined => {
  if (rest === 'create') return { kind: 'create' };
  if (rest === IMPORT_SEGMENT) return { kind: 'import' };
  if (route.kind === 'resource' && route.resource === REGISTER_PARENT && rest === REGISTER_SEGMENT) return { kind: 'register' };
  const record = /^([^/]+)(?:\/show)?$/.exec(rest);
  return record ? { kind: 'record', id: decodeURIComponent(record[1]) } : undefined;
};

export const matchRoute = (pathname: string, routes: readonly RouteDef[] = appRoutes.all): RouteMatch | undefined => {
  const path = normalizePath(pathname);
  for (const route of routes) {
    if (path === route.path) return { route };
    if (route.kind === 'resource' && path.startsWith(`${route.path}/`)) {
      const sub = subPageOf(route, path.slice(route.path.length + 1));
      if (sub) return { route, sub };
    }
  }
  return undefined;
};

/** The routes a holder of this level and these roles may open (the legacy role filter applies to every route). */
export const allowedRoutes = (level: Level, roles: readonly string[]): RouteDef[] =>
  appRoutes.routesForLevel(level, roles).filter((r) => routeAllowedForRoles(r, roles));

/** An unmatched path: one of another level's screens is forbidden (401), anything else unknown (404). */
export const missingPageFor = (pathname: string): '/401' | '/404' => (matchRoute(pathname) ? '/401' : '/404');

/**
 * The menu group a route shows under for this level, when the menu shows it as a group (more
 * than one visible entry, or always shown); a lone entry stands on its own.
 */
export const shownGroupOf = (route: RouteDef, level: Level, roles: readonly string[]): MenuGroup | undefined =>
  appRoutes.menuForLevel(level, roles).find((g) => (g.children.length > 1 || g.alwaysShow) && g.children.some((r) => r.path === route.path));

/** Whether the server serves the route (its module offered: src/config/modules.ts); always, when not asked. */
export const offeredTo = (route: RouteDef, permissions: Permissions): boolean => !permissions.modules || servedBy(route, permissions.modules);

/**
 * The menu of the holder of these permissions: their level's entries that the server serves. A
 * group left without entries goes; one left with one entry shows it alone, as any group does.
 */
export const menuOf = (permissions: Permissions): MenuGroup[] =>
  appRoutes
    .menuForLevel(permissions.level, permissions.roles)
    .map((group) => ({ ...group, children: group.children.filter((r) => offeredTo(r, permissions)) }))
    .filter((group) => group.children.length > 0);
