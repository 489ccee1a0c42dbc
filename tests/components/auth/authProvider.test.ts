/**
 * The authProvider over the legacy calls, branch by branch (spec sections 4, 5, 7): login,
 * the guard's checkAuth, logout, checkError, identity and permissions.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createAuthProvider, type Permissions } from '../../../src/app/auth/authProvider';
import { readLevel } from '../../../src/app/auth/level';
import { getToken, setToken } from '../../../src/app/providers/http';
import { unreadPoller } from '../../../src/app/messages/unreadPoller';
import { setupLegacyApi } from '../setup';
import { USER_INFO, resetBrowserSession } from './session';

const api = setupLegacyApi();
let path = '/order/tombOrderList';
const auth = createAuthProvider({ currentPath: () => path });
const REDIRECT = '/login?redirect=%2Forder%2FtombOrderList';

const userInfoAnswers = (data: unknown = USER_INFO, status = 1) => api.on('user_reg/get_user_info', () => api.legacy(status, status === 1 ? 'ok' : 'expired', data));

beforeEach(() => {
  resetBrowserSession();
  path = '/order/tombOrderList';
});

describe('login', () => {
  it('posts the trimmed mobile, pwd and type pc, then keeps the token cookie and the level', async () => {
    api.on('user_reg/pwd_login', () => api.legacy(1, 'ok', { token_info: { token: 'tok-5' }, level: 5 }));
    await auth.login({ mobile: '  13800000005 ', password: 'cemetery-demo' });
    expect(api.callsTo('User_Reg/pwd_login')[0].body).toEqual({ mobile: '13800000005', pwd: 'cemetery-demo', type: 'pc' });
    expect(getToken()).toBe('tok-5');
    expect(document.cookie).toContain('Admin-Token=tok-5');
    expect(localStorage.getItem('level')).toBe('5');
  });

  it('status 0 rejects with the server message and stores nothing', async () => {
    api.on('user_reg/pwd_login', () => api.legacy(0, '手机号或密码错误', { code: 'login_failed' }));
    await expect(auth.login({ mobile: '13800000005', password: 'x' })).rejects.toThrow('手机号或密码错误');
    expect(getToken()).toBeUndefined();
    expect(readLevel()).toBeUndefined();
  });

  it('an answer without a token is a refusal too', async () => {
    api.on('user_reg/pwd_login', () => api.legacy(1, '', {}));
    await expect(auth.login({ mobile: '1', password: 'x' })).rejects.toThrow('shell.auth.login_failed');
  });
});

describe('checkAuth (the guard)', () => {
  it('without a token sends to /login with the wanted path, silently', async () => {
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false, redirectTo: REDIRECT });
    expect(api.calls).toHaveLength(0);
  });

  it('keeps the query of the wanted page in the redirect', async () => {
    path = '/order/tombOrderList?page=2';
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login?redirect=%2Forder%2FtombOrderList%3Fpage%3D2' });
  });

  it('with a token and a valid user info passes, and the user info is fetched once per token', async () => {
    setToken('tok');
    userInfoAnswers();
    await auth.checkAuth({});
    await auth.checkAuth({});
    expect(api.callsTo('user_reg/get_user_info')).toHaveLength(1);
    expect(api.callsTo('user_reg/get_user_info')[0].headers.get('X-Token')).toBe('tok');
    expect(readLevel()).toBe(5);
  });

  it('a user info with status other than 1 fails with 验证失败 (translated), resets the token and redirects', async () => {
    setToken('tok');
    localStorage.setItem('level', '5');
    userInfoAnswers(null, 0);
    await expect(auth.checkAuth({})).rejects.toEqual({ message: 'shell.auth.verify_failed', redirectTo: REDIRECT });
    expect(getToken()).toBeUndefined();
    expect(readLevel()).toBeUndefined();
  });

  it('an empty roles list fails with "roles must be a non-empty array"', async () => {
    setToken('tok');
    userInfoAnswers({ ...USER_INFO, roles: [] });
    await expect(auth.checkAuth({})).rejects.toEqual({ message: 'shell.auth.roles_empty', redirectTo: REDIRECT });
    expect(getToken()).toBeUndefined();
  });

  it('a transport failure resets the token and shows the error', async () => {
    setToken('tok');
    api.on('user_reg/get_user_info', () => api.networkError());
    const failure = (await auth.checkAuth({}).catch((e: unknown) => e)) as { message: string; redirectTo: string };
    expect(failure.redirectTo).toBe(REDIRECT);
    expect(failure.message).toBeTruthy();
    expect(failure.message).not.toBe('shell.auth.verify_failed');
    expect(getToken()).toBeUndefined();
  });

  it('an answer that is not JSON fails with its HTTP status and what to do', async () => {
    setToken('tok');
    api.on('user_reg/get_user_info', () => new Response('<html>', { status: 502 }));
    await expect(auth.checkAuth({})).rejects.toEqual({
      message: 'The server could not handle the request (HTTP 502). Wait a moment and try again; if it keeps happening, tell the administrator',
      redirectTo: REDIRECT,
    });
  });

  it('a user info whose level is not 1-6 cannot be used either', async () => {
    setToken('tok');
    userInfoAnswers({ ...USER_INFO, level: 9 });
    await expect(auth.checkAuth({})).rejects.toEqual({ message: 'shell.auth.verify_failed', redirectTo: REDIRECT });
  });

  it('the redirect leaves out open paths', async () => {
    path = '/login';
    await expect(auth.checkAuth({})).rejects.toEqual({ message: false, redirectTo: '/login' });
  });
});

describe('logout', () => {
  it('ends the server session, clears token, level and cookie, stops polling and returns to /login with the page', async () => {
    setToken('tok');
    localStorage.setItem('level', '5');
    unreadPoller.start(5);
    expect(unreadPoller.isRunning()).toBe(true);
    const redirect = await auth.logout({});
    expect(api.callsTo('vue-element-admin/user/logout')[0].headers.get('X-Token')).toBe('tok');
    expect(getToken()).toBeUndefined();
    expect(document.cookie).not.toContain('Admin-Token');
    expect(readLevel()).toBeUndefined();
    expect(unreadPoller.isRunning()).toBe(false);
    expect(redirect).toBe(REDIRECT);
  });

  it('still ends the local session when the server cannot be reached', async () => {
    setToken('tok');
    api.on('vue-element-admin/user/logout', () => api.networkError());
    await expect(auth.logout({})).resolves.toBe(REDIRECT);
    expect(getToken()).toBeUndefined();
  });

  it('without a token makes no call', async () => {
    await auth.logout({});
    expect(api.calls).toHaveLength(0);
  });

  it('forgets the user info, so the next sign-in fetches it again', async () => {
    setToken('a');
    userInfoAnswers();
    await auth.checkAuth({});
    await auth.logout({});
    setToken('a');
    await auth.checkAuth({});
    expect(api.callsTo('user_reg/get_user_info')).toHaveLength(2);
  });
});

describe('checkError', () => {
  it('a 401 ends the session and sends to /login with the page', async () => {
    setToken('tok');
    await expect(auth.checkError({ status: 401 })).rejects.toEqual({ message: 'ra.notification.logged_out', redirectTo: REDIRECT });
    expect(getToken()).toBeUndefined();
  });

  it('other errors keep the session', async () => {
    setToken('tok');
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 0 })).resolves.toBeUndefined();
    expect(getToken()).toBe('tok');
  });
});

describe('identity and permissions', () => {
  it('the identity comes from the legacy user info', async () => {
    setToken('tok');
    userInfoAnswers();
    await expect(auth.getIdentity()).resolves.toEqual({
      id: 5,
      fullName: '内部管理员',
      avatar: 'https://example.test/a.png',
      introduction: 'Manager',
      level: 5,
      mobile: '13800000005',
      roles: ['admin'],
    });
  });

  it('permissions are the level and roles once signed in, null before', async () => {
    await expect(auth.getPermissions({})).resolves.toBeNull();
    setToken('tok');
    userInfoAnswers({ ...USER_INFO, level: '3' });
    // The fake legacy server has no capability call (404): the legacy screens only, no module beyond them.
    await expect(auth.getPermissions({})).resolves.toEqual({ level: 3, roles: ['admin'], modules: [] } satisfies Permissions);
  });

  it('permissions are null when the user info cannot be had (checkAuth reports it)', async () => {
    setToken('tok');
    userInfoAnswers(null, 0);
    await expect(auth.getPermissions({})).resolves.toBeNull();
  });
});
