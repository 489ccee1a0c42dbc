/**
 * The sign-in family and user management (handlers in src/server/auth/ and src/server/users/).
 * Their bodies keep the legacy grammar the spec fixes, read by their handlers ('own'): the sign-in
 * family answers the spec's own envelopes (status 1 or 0, HTTP 200 for a refused password: the
 * routes are registered raw); user management goes through the generic create and update (the
 * user table's own config and hooks check the values), and a profile's empty avatar or
 * introduction clears it, where the contract decoder reads empty as absent. The wire is unchanged.
 */
import type { LoginLock } from '../loginLock';
import { answer, anyone, contract, signedIn } from '../contract';

type Row = Record<string, unknown>;

/** `{mobile, pwd, type, challenge?, nonce?}`: `{status: 1, data: {token_info, level, nickname}}` or `{status: 0, msg, data: {code}}`. */
export const pwdLogin = contract({ path: 'User_Reg/pwd_login', access: anyone, body: 'own', answer: answer<unknown>() });
/** Ends the session of the X-Token header (none: 401; one already ended: 200). */
export const logout = contract({ path: 'vue-element-admin/user/logout', access: anyone, body: 'own', answer: answer<null>() });
/** The caller's own account: `{status: 1, msg, data: UserInfo}`. */
export const getUserInfo = contract({ path: 'user_reg/get_user_info', access: signedIn, body: 'own', answer: answer<unknown>() });
/** `{mobile}`: always the same neutral answer (`{status: 200, msg, data: null}`). */
export const forgetCode = contract({ path: 'user_reg/forget_code', access: anyone, body: 'own', answer: answer<unknown>() });
/** `{mobile, code, password}`: the new password, every session of the account ended. */
export const resetPassword = contract({ path: 'user_reg/reset_password', access: anyone, body: 'own', answer: answer<null>() });

/** `{mobile, nickname, level, password, introduction?, avatar?}`, through the generic create. */
export const createUser = contract({ path: 'admin.user/create_user', access: signedIn, body: 'own', answer: answer<Row>() });
/** `{id, level, version?}`, through the generic update. */
export const updateUserLevel = contract({ path: 'admin.user/update_level', access: signedIn, body: 'own', answer: answer<Row>() });
/** `{old_password, password}` (one's own) or `{id, password}` (a manager's reset). */
export const updatePassword = contract({ path: 'admin.user/update_password', access: signedIn, body: 'own', answer: answer<{ id: number }>() });
/** `{}`: every account the caller manages with sign-in failures in the window. */
export const loginLocks = contract({ path: 'admin.user/login_locks', access: signedIn, body: 'own', answer: answer<LoginLock[]>() });
/** `{id}`: one account's sign-in failures. */
export const loginLock = contract({ path: 'admin.user/login_lock', access: signedIn, body: 'own', answer: answer<LoginLock>() });
/** `{id}`: the account's failures forgotten, in the operation log. */
export const clearLoginLock = contract({ path: 'admin.user/clear_login_lock', access: signedIn, body: 'own', answer: answer<LoginLock>() });
/** `{nickname?, avatar?, introduction?}`: one's own profile; the answer is the caller's UserInfo. */
export const updateUserInfo = contract({ path: 'user/update_userinfo', access: signedIn, body: 'own', answer: answer<unknown>() });
