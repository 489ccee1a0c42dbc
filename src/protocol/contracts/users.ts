/**
 * User management (handlers in src/server/users/). Creating a user and changing a level go
 * through the generic create and update, so the user table's own config and hooks check the
 * values and who may (their bodies are the legacy ones, passed on: 'own'); a profile's empty
 * avatar or introduction clears it, where the contract decoder reads empty as absent ('own',
 * checked by the user table's field definitions in the handler); a password's body is one of two
 * shapes (one's own with the old password, or a manager's reset). The login locks are declared.
 * Who may manage whom is the handlers' rule (src/server/users/rules.ts: not found otherwise).
 */
import type { LoginLock } from '../loginLock';
import { answer, contract, id, signedIn } from '../contract';
import type { UserInfo } from './auth';

type Row = Record<string, unknown>;

/** `{mobile, nickname, level, password, introduction?, avatar?}`, through the generic create: the new row. */
export const createUser = contract({ path: 'admin.user/create_user', access: signedIn, body: 'own', answer: answer<Row>() });
/** `{id, level, version?}`, through the generic update: the row. */
export const updateUserLevel = contract({ path: 'admin.user/update_level', access: signedIn, body: 'own', answer: answer<Row>() });
/** `{old_password, password}` (one's own) or `{id, password}` (a manager's reset). */
export const updatePassword = contract({ path: 'admin.user/update_password', access: signedIn, body: 'own', answer: answer<{ id: number }>() });
/** Every account the caller manages with sign-in failures in the window. */
export const loginLocks = contract({ path: 'admin.user/login_locks', access: signedIn, body: 'none', answer: answer<LoginLock[]>() });
/** One account's sign-in failures (no failures: zeros). */
export const loginLock = contract({ path: 'admin.user/login_lock', access: signedIn, body: { id }, answer: answer<LoginLock>() });
/** The account's failures forgotten, in the operation log. */
export const clearLoginLock = contract({ path: 'admin.user/clear_login_lock', access: signedIn, body: { id }, answer: answer<LoginLock>() });
/** `{nickname?, avatar?, introduction?}`: one's own profile; the answer is the caller's UserInfo. */
export const updateUserInfo = contract({ path: 'user/update_userinfo', access: signedIn, body: 'own', answer: answer<UserInfo>() });
