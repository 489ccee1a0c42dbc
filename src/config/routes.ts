/**
 * The menu and routes of a config, per level: the instance's menu table (resources.menu.ts,
 * carried by the config: `withMenu`) with the screens the config blocks declare (`menu`). The
 * browser builds its menu and router from it; the server uses it to know which resource a
 * level reaches through which channel, and which levels open a page.
 */
import type { Channel, Labels, Level, ResourcesConfig } from './types';

/** Custom pages: each key is implemented by a view in src/app. */
export const PAGE_KEYS = [
  'dashboard',
  'profile',
  'count',
  'countOutsid',
  'settings',
  'print1',
  'commitmentLetter',
  'print8',
  'print3',
  'print4',
  'print5',
  'print6',
  'print9',
  'print10',
  'print11',
  'receipt',
  'orderReceipt',
  'workCalendar',
  'workToday',
  'plotLabels',
  'inscription',
  'renewalReceipt',
  'reminder',
  'visitGate',
  'visitDriver',
  'nicheMap',
  'depositCertificate',
  'storageReceipt',
  'reconcile',
  'walk',
  'payReconcile',
  'memorialModeration',
  'exhumation',
  'mapEditor',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

interface RouteBase {
  /** Full path, e.g. /order/tombOrderList. */
  path: string;
  title: Labels;
  /** MUI icon name (see src/app/shell/icons.ts). */
  icon: string;
  levels: readonly Level[];
  /** Route meta roles of the legacy router: kept when a role matches or the list is empty. */
  roles?: readonly string[];
  /** Levels that open it only when the user is marked field crew (the role FIELD_CREW_ROLE): the walk. */
  crewLevels?: readonly Level[];
  /** Not in the menu (still routable for its levels). */
  hidden?: boolean;
  /** A tab that cannot be closed. */
  affix?: boolean;
}

export interface ResourceRoute extends RouteBase {
  kind: 'resource';
  resource: string;
  /** The channel the screen is fixed to; undefined for resources without channel. */
  channel?: Channel;
}

export interface PageRoute extends RouteBase {
  kind: 'page';
  page: PageKey;
}

export type RouteDef = ResourceRoute | PageRoute;

export interface MenuGroup {
  /** Group path, e.g. /tomb. */
  path: string;
  title: Labels;
  icon: string;
  /** Show the group even when a level sees only one child (otherwise the child is shown alone). */
  alwaysShow?: boolean;
  children: readonly RouteDef[];
}

/** A page's route, for an instance's menu table. */
export const page = (path: string, page: PageKey, title: Labels, icon: string, levels: readonly Level[]): PageRoute => ({
  kind: 'page',
  path,
  page,
  title,
  icon,
  levels,
});

/**
 * An instance's menu table (resources.menu.ts): the groups of the menu, in order, with the
 * screens that are not a config block's own (pages, and resource screens fixed to a channel),
 * and the routes outside the menu. The config blocks' `menu` screens join the groups they name.
 */
export interface MenuTable {
  readonly groups: readonly MenuGroup[];
  readonly hidden: readonly RouteDef[];
}

/**
 * The menu table travels with its config value (resources.config.ts: `withMenu(...)`), under a
 * symbol key: Object.keys and Object.entries (the resources, the generic query's whitelist, the
 * schema) and JSON never see it, and a copy made by spreading the config (a test's config with
 * one block more) keeps it. A config without one has only its blocks' own screens.
 */
const MENU = Symbol.for('cemetery.menu');
type WithMenu = { readonly [MENU]?: MenuTable };
const NO_MENU: MenuTable = { groups: [], hidden: [] };

/** The config with its instance's menu table. */
export const withMenu = <T extends ResourcesConfig>(config: T, menu: MenuTable): T => ({ ...config, [MENU]: menu });

/** The menu table a config carries. */
export const menuOf = (config: ResourcesConfig): MenuTable => (config as WithMenu)[MENU] ?? NO_MENU;

/** The screens that config blocks declare with `menu`: a resource added in the config alone. */
export const configRoutes = (config: ResourcesConfig): ResourceRoute[] =>
  Object.entries(config).flatMap(([key, r]): ResourceRoute[] =>
    r.menu
      ? [{ kind: 'resource', path: r.menu.path, resource: key, title: r.menu.title ?? r.label, icon: r.menu.icon, levels: r.menu.levels ?? r.access.read }]
      : [],
  );

/** A menu with the config's screens added to the groups they name (a new group when none matches). */
const withConfigRoutes = (menu: readonly MenuGroup[], config: ResourcesConfig): MenuGroup[] => {
  const extra = configRoutes(config);
  const groupOf = (route: ResourceRoute) => config[route.resource].menu?.group;
  const known = new Set(menu.map((g) => g.path));
  return [
    ...menu.map((g) => ({ ...g, children: [...g.children, ...extra.filter((r) => groupOf(r) === g.path)] })),
    ...extra.filter((r) => !known.has(groupOf(r) ?? '')).map((r) => ({ path: groupOf(r) ?? r.path, title: r.title, icon: r.icon, children: [r] })),
  ];
};

/** The role the user info adds for a user marked field crew (the user's `field_crew`). */
export const FIELD_CREW_ROLE = 'field_crew';

/** A route a level opens: one of its levels, or one of its crew levels for a user of the field crew. */
const opensFor = (route: RouteDef, level: Level, roles: readonly string[]): boolean =>
  route.levels.includes(level) || (!!route.crewLevels?.includes(level) && roles.includes(FIELD_CREW_ROLE));

/** Keep a route when one of the holder's roles is in its roles, or it has none (the legacy filter). */
export const routeAllowedForRoles = (route: { roles?: readonly string[] }, roles: readonly string[]): boolean =>
  roles.includes('admin') || !route.roles || route.roles.length === 0 || route.roles.some((r) => roles.includes(r));

/** The routes of one config: the spec's menu with the config's screens, and the hidden routes. */
interface RouteTable {
  readonly menu: readonly MenuGroup[];
  readonly all: readonly RouteDef[];
  /** The menu a level sees, in the spec's order. A group with one visible child collapses to it unless alwaysShow. */
  menuForLevel(level: Level, roles?: readonly string[]): MenuGroup[];
  /** Every route a level may open (menu and hidden); with the field crew's role, the crew's routes too. */
  routesForLevel(level: Level, roles?: readonly string[]): RouteDef[];
  findRoute(path: string): RouteDef | undefined;
}

const TABLES = new WeakMap<ResourcesConfig, RouteTable>();

/** Built once per config value (the table is a pure function of it). */
export const routeTable = (config: ResourcesConfig): RouteTable => {
  const known = TABLES.get(config);
  if (known) return known;
  const { groups, hidden } = menuOf(config);
  const menu = withConfigRoutes(groups, config);
  const all: readonly RouteDef[] = [...hidden, ...menu.flatMap((g) => g.children)];
  const table: RouteTable = {
    menu,
    all,
    menuForLevel: (level, roles = ['admin']) =>
      menu
        .map((group) => ({
          ...group,
          children: group.children.filter((r) => opensFor(r, level, roles) && !r.hidden && routeAllowedForRoles(r, roles)),
        }))
        .filter((group) => group.children.length > 0),
    routesForLevel: (level, roles = []) => all.filter((r) => opensFor(r, level, roles)),
    findRoute: (path) => all.find((r) => r.path === path),
  };
  TABLES.set(config, table);
  return table;
};

/** The pages of a route table (prints, statistics...) and the levels that open them. */
export const pageRoutes = (routes: readonly RouteDef[]): PageRoute[] => routes.filter((r): r is PageRoute => r.kind === 'page');

export const channelOfLevel = (level: Level): Channel => (level === 3 || level === 4 || level === 6 ? 'outside' : 'inside');
