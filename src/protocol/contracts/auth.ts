/**
 * The sign-in family (handlers in src/server/auth/). Their bodies keep the legacy grammar the
 * spec fixes, read strictly by their handlers ('own': the login's challenge lanes and the
 * neutral answers of the forgotten-password calls decide what a bad body is told), and the
 * login and user-info calls answer the spec's own envelopes (status 1 or 0; a refused password is
 * an HTTP 200 with status 0), sent as they are (`raw`). The wire is unchanged.
 */
import { answer, anyone, contract, signedIn } from '../contract';

/** The caller's own account in the legacy shape (Nickname, AvatarUrl) plus what the app needs. */
export interface UserInfo {
  Nickname: string;
  AvatarUrl: string;
  introduction: string;
  /** Always `admin`; plus the field crew's role for a user marked field crew (the walk's menu entry). */
  roles: string[];
  level: number;
  mobile: string;
  id: number;
  channel: string;
}

/** The spec's own envelope: status 1 with the data, or status 0 with a translated msg and `{code}` (and a challenge's terms). */
export interface LegacyEnvelope<T> {
  status: number;
  msg: string;
  data: T | ({ code: string } & Record<string, unknown>);
}

/** `{mobile, pwd, type, challenge?, nonce?}`: `{status: 1, data: {token_info, level, nickname}}`, or status 0 with the reason (a challenge under load). */
export const pwdLogin = contract({
  path: 'User_Reg/pwd_login',
  access: anyone,
  body: 'own',
  answer: answer<LegacyEnvelope<{ token_info: { token: string }; level: number; nickname: string | null }>>(),
});
/** Ends the session of the X-Token header: without the header a 401, with a session already ended a 200. */
export const logout = contract({ path: 'vue-element-admin/user/logout', access: anyone, body: 'own', answer: answer<null>() });
/** The caller's own account: `{status: 1, msg, data: UserInfo}`. */
export const getUserInfo = contract({ path: 'user_reg/get_user_info', access: signedIn, body: 'own', answer: answer<LegacyEnvelope<UserInfo>>() });
/** `{mobile}`: always the same neutral answer (`{status: 200, msg, data: null}`), whether the account exists or not. */
export const forgetCode = contract({ path: 'user_reg/forget_code', access: anyone, body: 'own', answer: answer<{ status: number; msg: string; data: null }>() });
/** `{mobile, code, password}`: the new password, every session of the account ended. */
export const resetPassword = contract({ path: 'user_reg/reset_password', access: anyone, body: 'own', answer: answer<null>() });
