/**
 * Page key (src/config/routes.ts) -> its lazily loaded view, so each page's code (charts,
 * prints, the map) loads only when opened. The parts that build a page replace its
 * placeholder here with one line.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageKey, RouteDef } from '../config/routes';
import { appRoutes } from '../instance';

type Page = LazyExoticComponent<ComponentType>;

/** Where `/` leads (App.tsx's redirect). */
export const HOME_PATH = '/dashboard';

/** Each page's loader: what its lazy component imports, and what a direct opening starts early. */
const LOADER_OF = new Map<Page, () => Promise<unknown>>();

/** A named export of a lazily imported module as a lazy component. */
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Page => {
  const page = lazy(() => load().then((m) => ({ default: m[name] })));
  LOADER_OF.set(page, load);
  return page;
};


export const PAGES: Record<PageKey, Page> = {
  dashboard: named(() => import('./map/MapPage'), 'MapPage'),
  profile: named(() => import('./pages/profile/ProfilePage'), 'ProfilePage'),
  count: named(() => import('./stats/StatsPage'), 'CountPage'),
  countOutsid: named(() => import('./stats/StatsPage'), 'CountOutsidPage'),
  settings: named(() => import('./settings/SettingsPage'), 'SettingsPage'),
  print1: named(() => import('./print/pages'), 'Print1Page'),
  commitmentLetter: named(() => import('./print/pages'), 'CommitmentLetterPage'),
  print8: named(() => import('./print/pages'), 'Print8Page'),
  print3: named(() => import('./print/pages'), 'Print3Page'),
  print4: named(() => import('./print/pages'), 'Print4Page'),
  print5: named(() => import('./print/pages'), 'Print5Page'),
  print6: named(() => import('./print/pages'), 'Print6Page'),
  print9: named(() => import('./print/pages'), 'Print9Page'),
  print10: named(() => import('./print/pages'), 'Print10Page'),
  print11: named(() => import('./print/pages'), 'Print11Page'),
  receipt: named(() => import('./print/pages'), 'ReceiptPage'),
  orderReceipt: named(() => import('./print/pages'), 'OrderReceiptPage'),
  workCalendar: named(() => import('./work/calendar/CalendarPage'), 'WorkCalendarPage'),
  workToday: named(() => import('./work/TodayPage'), 'TodayPage'),
  plotLabels: named(() => import('./work/print/PlotLabelsPage'), 'PlotLabelsPage'),
  inscription: named(() => import('./work/print/InscriptionProofPage'), 'InscriptionProofPage'),
  renewalReceipt: named(() => import('./print/pages'), 'RenewalReceiptPage'),
  reminder: named(() => import('./print/pages'), 'ReminderPage'),
  visitGate: named(() => import('./visits/GatePage'), 'GatePage'),
  visitDriver: named(() => import('./visits/DriverPage'), 'DriverPage'),
  nicheMap: named(() => import('./columbarium/NicheMapPage'), 'NicheMapPage'),
  depositCertificate: named(() => import('./columbarium/DepositCertificatePage'), 'DepositCertificatePage'),
  storageReceipt: named(() => import('./columbarium/StorageReceiptPage'), 'StorageReceiptPage'),
  reconcile: named(() => import('./reconcile/ReconcilePage'), 'ReconcilePage'),
  walk: named(() => import('./walk/WalkPage'), 'WalkPage'),
  payReconcile: named(() => import('./finance/StatementPage'), 'StatementPage'),
  memorialModeration: named(() => import('./family/staff/ModerationPage'), 'ModerationPage'),
  exhumation: named(() => import('./rights/ExhumationPage'), 'ExhumationPage'),
  mapEditor: named(() => import('./parkmap/MapEditorPage'), 'MapEditorPage'),
};

/** The page a path opens directly (a bookmark, a reload, a link), if it is one of the pages above; `/` opens the home page (App.tsx). */
export const pageOpenedAt = (pathname: string, routes: readonly RouteDef[] = appRoutes.all): PageKey | undefined => {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  const path = trimmed === '/' ? HOME_PATH : trimmed;
  const route = routes.find((r) => r.kind === 'page' && r.path === path);
  return route?.kind === 'page' ? route.page : undefined;
};

/**
 * Opened directly, a page's code starts loading with the app, beside the sign-in check, rather
 * than after it (issue 28, items 12 and 26): the map (the home page), a print page, the
 * statistics then wait for the check alone before their queries, not for the check and then
 * their chunk. Returns the page started, if any.
 */
export const preloadPageAt = (pathname: string, load: (key: PageKey) => Promise<unknown> = (key) => LOADER_OF.get(PAGES[key])?.() ?? Promise.resolve()): PageKey | undefined => {
  const key = pageOpenedAt(pathname);
  // A failed early load is the page's own to report when it renders (React.lazy tries again).
  if (key) load(key).catch(() => undefined);
  return key;
};

if (typeof window !== 'undefined') preloadPageAt(window.location.pathname);
