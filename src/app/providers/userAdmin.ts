/**
 * The legacy user-management calls that are not plain record writes: the server checks
 * which levels the caller may give and hashes passwords, so they keep their own paths.
 */
import type { Identifier } from 'react-admin';
import type { Level } from '../../config/types';
import type { LoginLock } from '../../protocol/loginLock';
import { postOk } from './http';
import { asHttp } from './providerErrors';

/** With the version read, so a level changed meanwhile by another manager is a conflict, not an overwrite. */
export const updateUserLevel = (id: Identifier, level: Level, version?: number): Promise<unknown> =>
  asHttp(() => postOk('admin.user/update_level', version === undefined ? { id: Number(id), level } : { id: Number(id), level, version }));

export const resetUserPassword = (id: Identifier, password: string): Promise<unknown> =>
  asHttp(() => postOk('admin.user/update_password', { id: Number(id), password }));

/** Every account the manager manages that has sign-in failures in the window. */
export const fetchLoginLocks = (): Promise<LoginLock[]> => asHttp(() => postOk<LoginLock[]>('admin.user/login_locks', {}));

export const fetchLoginLock = (id: Identifier): Promise<LoginLock> => asHttp(() => postOk<LoginLock>('admin.user/login_lock', { id: Number(id) }));

export const clearLoginLock = (id: Identifier): Promise<LoginLock> => asHttp(() => postOk<LoginLock>('admin.user/clear_login_lock', { id: Number(id) }));
