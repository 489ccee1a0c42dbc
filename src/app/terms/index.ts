/**
 * Terms and renewals' screens (docs/terms.md): the due and overdue list, Renew, the term panel
 * of the order page and the plot panel. Loaded when first shown, so the staff bundle carries none of it.
 */
import { lazy } from 'react';
import type { ResourceOverride } from '../builders/model/views';

const TermList = lazy(() => import('./TermList').then((m) => ({ default: m.TermList })));

export const termViews: ResourceOverride = { list: TermList };
/** The term panel, loaded with the first order page (render it inside a Suspense). */
export const TermPanel = lazy(() => import('./TermPanel').then((m) => ({ default: m.TermPanel })));
