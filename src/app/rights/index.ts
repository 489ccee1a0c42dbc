/**
 * The plot's life after the sale in the browser (docs/rights.md): the documents panel any record
 * page shows, the holders panel of the order page, and the holder's and transfer's pages, loaded
 * when first opened.
 */
import { lazy } from 'react';
import type { ResourceOverride } from '../builders/model/views';

const loadPages = () => import('./RightsPages');
const HolderEdit = lazy(() => loadPages().then((m) => ({ default: m.HolderEdit })));
const TransferShow = lazy(() => loadPages().then((m) => ({ default: m.TransferShow })));

export const holderViews: ResourceOverride = { edit: HolderEdit, preload: loadPages };
export const transferViews: ResourceOverride = { show: TransferShow, preload: loadPages };
// The panels are imported from their own files by the record pages that show them (each a lazy
// chunk), never through this index: the registry imports it, so anything exported here is in the
// staff app's first load (npm run size).
