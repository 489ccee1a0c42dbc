/**
 * The product's modules beyond the legacy protocol's (docs/protocol.md, "Capabilities"): a server
 * of the legacy product serves the spec's screens only (statistics, registration, the tomb group,
 * orders, prints, users, settings, messages). This server also serves the modules below and says
 * so when asked (`GET /index/capabilities`); the browser shows a module's screens only when the
 * server it talks to offers that module, and a screen opened anyway says what is missing.
 */
import type { PageKey, RouteDef } from './routes';

export const MODULES = ['work', 'terms', 'visits', 'columbarium', 'import', 'families', 'rights', 'parkmap'] as const;
export type ModuleKey = (typeof MODULES)[number];

/** What a route needs: one of the modules, or only the legacy protocol. */
type RouteNeed = ModuleKey | 'legacy';

/** Every page's need (a new page must say it: the record is exhaustive). */
const PAGE_NEEDS: Record<PageKey, RouteNeed> = {
  dashboard: 'legacy',
  profile: 'legacy',
  count: 'legacy',
  countOutsid: 'legacy',
  settings: 'legacy',
  print1: 'legacy',
  commitmentLetter: 'legacy',
  print8: 'legacy',
  print3: 'legacy',
  print4: 'legacy',
  print5: 'legacy',
  print6: 'legacy',
  print9: 'legacy',
  print10: 'legacy',
  print11: 'legacy',
  receipt: 'legacy',
  orderReceipt: 'legacy',
  workCalendar: 'work',
  workToday: 'work',
  plotLabels: 'work',
  inscription: 'work',
  walk: 'work',
  renewalReceipt: 'terms',
  reminder: 'terms',
  visitGate: 'visits',
  visitDriver: 'visits',
  nicheMap: 'columbarium',
  depositCertificate: 'columbarium',
  storageReceipt: 'columbarium',
  reconcile: 'import',
  // The online payments' reconciliation: served with the terms (the payments plugin depends on them).
  payReconcile: 'terms',
  // The families' door (docs/families.md): the confirmation and moderation queues.
  memorialModeration: 'families',
  // The exhumation certificate (docs/rights.md).
  exhumation: 'rights',
  mapEditor: 'parkmap',
};

/**
 * The list screens' needs by the first segment of their path, which the legacy paths keep
 * whatever menu group shows them: a screen under another prefix is the legacy protocol's.
 */
const PATH_NEEDS: Readonly<Record<string, ModuleKey>> = {
  work: 'work',
  contract: 'terms',
  visit: 'visits',
  ashes: 'columbarium',
  memorial: 'families',
  import: 'import',
};

/** The list screens whose legacy prefix says nothing of their module: the rights holders and transfers under /member (docs/rights.md). */
const RESOURCE_NEEDS: Readonly<Record<string, ModuleKey>> = {
  rights_holder: 'rights',
  rights_transfer: 'rights',
};

export const routeNeed = (route: RouteDef): RouteNeed =>
  route.kind === 'page' ? PAGE_NEEDS[route.page] : (RESOURCE_NEEDS[route.resource] ?? PATH_NEEDS[route.path.split('/')[1] ?? ''] ?? 'legacy');

/** Whether a server offering `modules` serves the route. */
export const servedBy = (route: RouteDef, modules: readonly ModuleKey[]): boolean => {
  const need = routeNeed(route);
  return need === 'legacy' || modules.includes(need);
};
