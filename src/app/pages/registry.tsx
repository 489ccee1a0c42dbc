/**
 * Page key (src/config/routes.ts) -> its lazily loaded view, so each page's code (charts,
 * prints, the map) loads only when opened. The parts that build a page replace its
 * placeholder here with one line.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageKey } from '../../config/routes';

type Page = LazyExoticComponent<ComponentType>;

/** A named export of a lazily imported module as a lazy component. */
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Page =>
  lazy(() => load().then((m) => ({ default: m[name] })));


export const PAGES: Record<PageKey, Page> = {
  dashboard: named(() => import('../map/MapPage'), 'MapPage'),
  profile: named(() => import('./profile/ProfilePage'), 'ProfilePage'),
  count: named(() => import('../stats/StatsPage'), 'CountPage'),
  countOutsid: named(() => import('../stats/StatsPage'), 'CountOutsidPage'),
  settings: named(() => import('../settings/SettingsPage'), 'SettingsPage'),
  print1: named(() => import('../print/pages'), 'Print1Page'),
  commitmentLetter: named(() => import('../print/pages'), 'CommitmentLetterPage'),
  print8: named(() => import('../print/pages'), 'Print8Page'),
  print3: named(() => import('../print/pages'), 'Print3Page'),
  print4: named(() => import('../print/pages'), 'Print4Page'),
  print5: named(() => import('../print/pages'), 'Print5Page'),
  print6: named(() => import('../print/pages'), 'Print6Page'),
  print9: named(() => import('../print/pages'), 'Print9Page'),
  print10: named(() => import('../print/pages'), 'Print10Page'),
  print11: named(() => import('../print/pages'), 'Print11Page'),
  receipt: named(() => import('../print/pages'), 'ReceiptPage'),
  orderReceipt: named(() => import('../print/pages'), 'OrderReceiptPage'),
  workCalendar: named(() => import('../work/calendar/CalendarPage'), 'WorkCalendarPage'),
  workToday: named(() => import('../work/TodayPage'), 'TodayPage'),
  plotLabels: named(() => import('../work/print/PlotLabelsPage'), 'PlotLabelsPage'),
  inscription: named(() => import('../work/print/InscriptionProofPage'), 'InscriptionProofPage'),
  renewalReceipt: named(() => import('../print/pages'), 'RenewalReceiptPage'),
  reminder: named(() => import('../print/pages'), 'ReminderPage'),
  visitGate: named(() => import('../visits/GatePage'), 'GatePage'),
  visitDriver: named(() => import('../visits/DriverPage'), 'DriverPage'),
  nicheMap: named(() => import('../columbarium/NicheMapPage'), 'NicheMapPage'),
  depositCertificate: named(() => import('../columbarium/DepositCertificatePage'), 'DepositCertificatePage'),
  storageReceipt: named(() => import('../columbarium/StorageReceiptPage'), 'StorageReceiptPage'),
  reconcile: named(() => import('../reconcile/ReconcilePage'), 'ReconcilePage'),
  walk: named(() => import('../walk/WalkPage'), 'WalkPage'),
};
