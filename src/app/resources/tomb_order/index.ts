/** The order screens (tombOrderList, tombOrderList_outside): the order page with its payments and actions. */
import type { ResourceOverride } from '../../builders/model/views';
import { OrderCreate } from './OrderCreate';
import { OrderEdit } from './OrderEdit';

export const orderViews: ResourceOverride = { create: OrderCreate, edit: OrderEdit };
