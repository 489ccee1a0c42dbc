/**
 * The users screens (memberList, memberList_outside): account actions the generic views cannot
 * do. The list is part of the first page; the account page and the new-account form load when
 * first opened.
 */
import { lazy } from 'react';
import type { ResourceOverride } from '../../builders/model/views';
import { UserList } from './UserList';

const UserCreate = lazy(() => import('./UserCreate').then((m) => ({ default: m.UserCreate })));
const UserEdit = lazy(() => import('./UserEdit').then((m) => ({ default: m.UserEdit })));

export const userViews: ResourceOverride = { list: UserList, create: UserCreate, edit: UserEdit };
