/** The columbarium's screens (docs/columbarium.md): the niche and deposit lists with their actions, and the deposit page. */
import { lazy } from 'react';
import type { ResourceOverride } from '../builders/model/views';
import { DepositEdit } from './DepositEdit';
import { DepositList, NicheList } from './lists';

export const nicheViews: ResourceOverride = { list: NicheList };
export const depositViews: ResourceOverride = { list: DepositList, edit: DepositEdit };
/** Renew on a storage row of the terms' due list (loaded when first shown). */
export const StorageTermRenew = lazy(() => import('./StorageTermRenew').then((m) => ({ default: m.StorageTermRenew })));
