/**
 * The order screens (tombOrderList, tombOrderList_outside): the order page with its payments and
 * actions. Loaded when first opened (the shell's Suspense shows progress), so the first page does
 * not carry them.
 */
import { lazy } from 'react';
import type { ResourceOverride } from '../../builders/model/views';
import { preloadTermPanel } from '../../terms';

const OrderCreate = lazy(() => import('./OrderCreate').then((m) => ({ default: m.OrderCreate })));
// The order page and its term panel load together (the panel was a second round of chunks after the page's).
const loadOrderEdit = () => Promise.all([import('./OrderEdit'), preloadTermPanel()]).then(([m]) => m);
const OrderEdit = lazy(() => loadOrderEdit().then((m) => ({ default: m.OrderEdit })));

/** `preload`: the order page's code, loaded while the orders list sits idle (the page opened next). */
export const orderViews: ResourceOverride = { create: OrderCreate, edit: OrderEdit, preload: loadOrderEdit };
