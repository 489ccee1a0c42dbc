/** The users screens (memberList, memberList_outside): account actions the generic views cannot do. */
import type { ResourceOverride } from '../../builders/model/views';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';

export const userViews: ResourceOverride = { list: UserList, create: UserCreate, edit: UserEdit };
