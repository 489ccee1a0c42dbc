/**
 * The signed-in session in the browser: the token cookie (http.ts), the level in local
 * storage, and the user info with its roles, fetched once per token on the first protected
 * navigation and shared by every caller meanwhile.
 */
import { getToken, removeToken } from '../providers/http';
import { clearLevel, writeLevel } from './level';
import { fetchUserInfo, type UserInfo } from './userInfo';

let cached: { token: string; info: Promise<UserInfo> } | undefined;

export const ensureUserInfo = (): Promise<UserInfo> => {
  const token = getToken();
  if (!token) return Promise.reject(new Error('no token'));
  if (cached?.token === token) return cached.info;
  const info = fetchUserInfo().then((user) => {
    writeLevel(user.level);
    return user;
  });
  const entry = { token, info };
  cached = entry;
  // A failed fetch is not remembered: the next navigation asks again.
  info.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return info;
};

/** Forget the user info (after a profile change, or a new login). */
export const forgetUserInfo = (): void => {
  cached = undefined;
};

/** Token, level, roles and user info, all gone. */
export const clearSession = (): void => {
  removeToken();
  clearLevel();
  cached = undefined;
};
