/**
 * Terms and renewals' screens (docs/terms.md): the due and overdue list, Renew, the term panel
 * of the order page and the plot panel. Loaded when first shown, so the staff bundle carries none of it.
 */
import { createElement, lazy, type ComponentType } from 'react';
import { appRoutes } from '../../instance';
import type { ResourceOverride } from '../builders/model/views';

const loadTermList = () => import('./TermList');

/** Whether `pathname` is one of the due lists (the config's mgmt_term screens, either channel). */
export const isDueList = (pathname: string): boolean =>
  appRoutes.all.some((r) => r.kind === 'resource' && r.resource === 'mgmt_term' && (pathname === r.path || pathname.startsWith(`${r.path}/`)));

// Opened directly (a bookmark, a reload, a link in a message), the due list's code starts loading
// with the app, beside the sign-in check, rather than after it (issue 28, item 12): the list's
// query then waits for the check alone, not for the check and then the chunk.
if (typeof window !== 'undefined' && isDueList(window.location.pathname)) void loadTermList();

const TermList = lazy(() => loadTermList().then((m) => ({ default: m.TermList })));

/** The list's views; `storageRenew` renews a niche's storage row (the columbarium's, plugged in by src/app/resourceViews.ts). */
export const termViewsWith = (storageRenew?: ComponentType): ResourceOverride => ({ list: () => createElement(TermList, { storageRenew }) });
/** The term panel's code (the order page loads it beside its own). */
export const preloadTermPanel = () => import('./TermPanel');
/** The term panel, loaded with the first order page (render it inside a Suspense). */
export const TermPanel = lazy(() => preloadTermPanel().then((m) => ({ default: m.TermPanel })));
