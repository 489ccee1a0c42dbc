/**
 * Terms and renewals' screens (docs/terms.md): the due and overdue list, Renew, the term panel
 * of the order page and the plot panel. Loaded when first shown, so the staff bundle carries none of it.
 */
import { createElement, lazy, type ComponentType } from 'react';
import type { ResourceOverride } from '../builders/model/views';

const TermList = lazy(() => import('./TermList').then((m) => ({ default: m.TermList })));

/** The list's views; `storageRenew` renews a niche's storage row (the columbarium's, plugged in by src/app/resources/index.ts). */
export const termViewsWith = (storageRenew?: ComponentType): ResourceOverride => ({ list: () => createElement(TermList, { storageRenew }) });
/** The term panel, loaded with the first order page (render it inside a Suspense). */
export const TermPanel = lazy(() => import('./TermPanel').then((m) => ({ default: m.TermPanel })));
