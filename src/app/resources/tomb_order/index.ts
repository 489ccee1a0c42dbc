/**
 * The order screens (tombOrderList, tombOrderList_outside): the order page with its payments and
 * actions. Loaded when first opened (the shell's Suspense shows progress), so the first page does
 * not carry them.
 */
import { lazy } from 'react';
import type { ResourceOverride } from '../../builders/model/views';

const OrderCreate = lazy(() => import('./OrderCreate').then((m) => ({ default: m.OrderCreate })));
const OrderEdit = lazy(() => import('./OrderEdit').then((m) => ({ default: m.OrderEdit })));

export const orderViews: ResourceOverride = { create: OrderCreate, edit: OrderEdit };
