/**
 * The route guard with the whole app in a history router (spec sections 2, 4, 8): the open
 * paths, the redirect round trip, a failing user-info fetch, another level's path and an
 * unknown one, a deep link to a record.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminApp, createProviders } from '../../../src/app/App';
import { allLanguagesI18nProvider } from '../../../src/app/i18n/catalog';
import { getToken, setToken } from '../../../src/app/providers/http';
import { setupLegacyApi } from '../setup';
import { USER_INFO, resetBrowserSession } from './session';

const api = setupLegacyApi();

const renderApp = (path: string, lang: 'en' | 'zh' = 'en') => {
  window.history.replaceState(null, '', path);
  const providers = { ...createProviders(allLanguagesI18nProvider(lang)), store: memoryStore() };
  const router = createBrowserRouter([{ path: '*', element: <AdminApp {...providers} /> }]);
  render(<RouterProvider router={router} />);
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, where };
};

const signedInAs = (level: number) => {
  setToken(`tok-${level}`);
  api.on('user_reg/get_user_info', () => api.legacy(1, 'ok', { ...USER_INFO, level }));
};

beforeEach(() => resetBrowserSession());

describe('without a token', () => {
  it('a protected path goes to /login with the wanted path', async () => {
    const { where } = renderApp('/order/tombOrderList');
    await waitFor(() => expect(where()).toBe('/login?redirect=%2Forder%2FtombOrderList'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.callsTo('user_reg/get_user_info')).toHaveLength(0);
  });

  it('/login, /auth-redirect and the error pages are open', async () => {
    const login = renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(login.where()).toBe('/login');
    login.router.navigate('/404');
    expect(await screen.findByText('This page does not exist')).toBeInTheDocument();
    login.router.navigate('/401');
    expect(await screen.findByText('You have no access to this page')).toBeInTheDocument();
    login.router.navigate('/auth-redirect?code=abc');
    await waitFor(() => expect(login.where()).toBe('/login'));
    expect(localStorage.getItem('x-admin-oauth-code')).toBe('code=abc');
  });

  it('after signing in the user lands on the page they wanted', async () => {
    api.on('user_reg/pwd_login', () => api.legacy(1, 'ok', { token_info: { token: 'tok-5' }, level: 5 }));
    api.on('user_reg/get_user_info', () => api.legacy(1, 'ok', USER_INFO));
    const { where } = renderApp('/tomb/tombList');
    await waitFor(() => expect(where()).toBe('/login?redirect=%2Ftomb%2FtombList'));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile number'), ' 13800000005 ');
    await user.type(screen.getByLabelText('Password'), 'cemetery-demo');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(where()).toBe('/tomb/tombList'));
    expect(api.callsTo('user_reg/pwd_login')[0].body.mobile).toBe('13800000005');
    expect(getToken()).toBe('tok-5');
  });

  it('a refused sign-in shows the server message and stays', async () => {
    api.on('user_reg/pwd_login', () => api.legacy(0, 'Wrong mobile number or password'));
    const { where } = renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile number'), '13800000005');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong mobile number or password');
    expect(where()).toBe('/login');
  });
});

describe('with a token', () => {
  it('/login goes to /, which is /dashboard', async () => {
    signedInAs(5);
    const { where } = renderApp('/login');
    await waitFor(() => expect(where()).toBe('/dashboard'));
  });

  it('a failing user info resets the token, toasts 验证失败，请重新登录 and goes to /login with the redirect', async () => {
    setToken('stale');
    api.on('user_reg/get_user_info', () => api.legacy(0, 'expired'));
    const { where } = renderApp('/dashboard', 'zh');
    await waitFor(() => expect(where()).toBe('/login?redirect=%2Fdashboard'));
    expect(await screen.findByText('验证失败，请重新登录')).toBeInTheDocument();
    expect(getToken()).toBeUndefined();
  });

  it('a transport failure of the user info toasts the error', async () => {
    setToken('tok');
    api.on('user_reg/get_user_info', () => api.networkError());
    const { where } = renderApp('/order/tombOrderList');
    await waitFor(() => expect(where()).toBe('/login?redirect=%2Forder%2FtombOrderList'));
    expect(await screen.findByText(/fetch|network/i)).toBeInTheDocument();
  });

  it("another level's screen is /401, an unknown path /404", async () => {
    signedInAs(1);
    const { router, where } = renderApp('/tomb/tombList');
    await waitFor(() => expect(where()).toBe('/401'));
    router.navigate('/no/such/page');
    await waitFor(() => expect(where()).toBe('/404'));
  });

  it('a deep link opens the record', async () => {
    signedInAs(1);
    api.on('query', (call) =>
      call.body.table === 'tomb_order' && !call.body.is_count ? api.ok([{ id: 123, version: 1, order_no: 'O123', channel: 'inside' }]) : undefined,
    );
    const { where } = renderApp('/order/tombOrderList/123');
    await waitFor(() =>
      expect(api.callsTo('query').some((c) => c.body.table === 'tomb_order' && JSON.stringify(c.body.where).includes('123'))).toBe(true),
    );
    expect(where()).toBe('/order/tombOrderList/123');
  });

  it.each([
    ['en', 'This server does not offer “Work management”'],
    ['zh', '此服务器不提供“工作管理”'],
  ] as const)('a screen of a module a legacy server does not offer says so, in the reader’s language (%s)', async (lang, title) => {
    // The fake legacy API has no capability call (404): the legacy screens only.
    signedInAs(1);
    const { where } = renderApp('/work/today', lang);
    const missing = await screen.findByTestId('module-missing', undefined, { timeout: 10_000 });
    expect(missing).toHaveAttribute('data-module', 'work');
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(where()).toBe('/work/today');
    // Nothing of the work module is asked for.
    expect(api.calls.some((c) => JSON.stringify(c.body).includes('work_order'))).toBe(false);
  });
});
