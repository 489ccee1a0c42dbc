/**
 * The users screens (an override of the generated views): accounts of the manager's
 * channel, levels offered only up to what the manager may give, create with a password,
 * level change (with the version read) and password reset through their legacy calls,
 * enable/disable as an update, and a locked account's sign-in seen and cleared (docs/auth.md).
 */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceRoute } from '../../../src/config/routes';
import { appRoutes } from '../../../src/instance';
import { memoryDataProvider } from '../builders/memoryDataProvider';
import { renderResource } from '../builders/renderResource';
import { fakeApiForFile } from '../dataProvider/mswApi';
import * as accountStatus from '../../../src/app/i18n/messages/account_status';

const findRoute = appRoutes.findRoute;

// Whole react-admin screens render here; a shared 2-core machine needs more than the default 30 s.
vi.setConfig({ testTimeout: 90_000 });

const inside = findRoute('/member/memberList') as ResourceRoute;
const outside = findRoute('/member/memberList_outside') as ResourceRoute;
const api = fakeApiForFile();


/** The calls of the account actions, without the list's read of the sign-in locks. */
const actionCalls = () => api.calls.filter((c) => c.path !== 'admin.user/login_locks' && c.path !== 'admin.user/login_lock');

const users = (levels: number[]) =>
  levels.map((level, i) => ({ id: i + 1, version: 1, mobile: `1390000000${i}`, nickname: `User ${level}`, level, enabled: true }));

const optionsOf = async (user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement) => {
  await user.click(combobox);
  const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
  await user.keyboard('{Escape}');
  return names;
};

describe('users screens', () => {
  it('level 5 changes a level among 1, 2 and 5 through update_level', async () => {
    api.answer(() => api.ok(null));
    const { provider } = memoryDataProvider({ 'member/memberList': users([1, 2, 5]) });
    renderResource({ routes: [inside], url: '/member/memberList', dataProvider: provider, level: 5 });
    const user = userEvent.setup();
    const row = (await screen.findByText('User 1')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Change level' }));
    const dialog = await screen.findByRole('dialog');
    expect(await optionsOf(user, within(dialog).getByRole('combobox'))).toEqual(['1 · Inside clerk', '2 · Inside manager', '5 · Inside administrator']);
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: '2 · Inside manager' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(actionCalls()).toEqual([{ path: 'admin.user/update_level', body: { id: 1, level: 2, version: 1 } }]));
    expect(await screen.findByText('Level changed')).toBeInTheDocument();
  });

  it('level 6 is offered 3, 4 and 6 when creating, and the account goes out with its password', async () => {
    const { provider, calls } = memoryDataProvider({ 'member/memberList_outside': users([3, 4, 6]) });
    renderResource({ routes: [outside], url: '/member/memberList_outside/create', dataProvider: provider, level: 6 });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Mobile/), '13900000009');
    await user.type(screen.getByLabelText(/^Name/), 'Zhou');
    expect(await optionsOf(user, screen.getByRole('combobox', { name: /^Level/ }))).toEqual(['3 · Outside clerk', '4 · Outside manager', '6 · Outside administrator']);
    await user.click(screen.getByRole('combobox', { name: /^Level/ }));
    await user.click(await screen.findByRole('option', { name: '4 · Outside manager' }));
    await user.type(screen.getByLabelText(/^Initial password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('At least 8 characters')).not.toHaveLength(0);
    expect(calls.filter((c) => c.method === 'create')).toEqual([]);
    await user.type(screen.getByLabelText(/^Initial password/), '-enough');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'create')?.params.data).toEqual({
        mobile: '13900000009',
        nickname: 'Zhou',
        level: 4,
        password: 'short-enough',
      }),
    );
  });

  it('resets a password through update_password and disables an account with a versioned update', async () => {
    api.answer(() => api.ok(null));
    const { provider, calls } = memoryDataProvider({ 'member/memberList': users([1]) });
    renderResource({ routes: [inside], url: '/member/memberList', dataProvider: provider, level: 5, namespaces: [accountStatus] });
    const user = userEvent.setup();
    const row = (await screen.findByText('User 1')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('New password'), 'new-secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(actionCalls()).toEqual([{ path: 'admin.user/update_password', body: { id: 1, password: 'new-secret-1' } }]));
    // The list refreshed after the reset: find the row again.
    const refreshed = (await screen.findByText('User 1')).closest('tr')!;
    await user.click(await within(refreshed).findByRole('button', { name: 'Disable' }));
    // Nothing changes before the confirmation, which names the user and says their sessions end.
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByRole('heading')).toHaveTextContent('Disable the user “User 1”?');
    expect(confirm).toHaveTextContent('User 1 (13900000000) will no longer be able to sign in, and any session they have open ends now.');
    expect(calls.filter((c) => c.method === 'update')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'update')?.params).toMatchObject({ id: 1, data: { enabled: false }, previousData: { version: 1 } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('disabling and enabling ask first, and work from the keyboard alone: Escape cancels, Enter confirms', async () => {
    const { provider, calls } = memoryDataProvider({ 'member/memberList': [...users([1]), { id: 2, version: 3, mobile: '13900000002', nickname: 'Wang', level: 2, enabled: false }] });
    renderResource({ routes: [inside], url: '/member/memberList', dataProvider: provider, level: 5, locale: 'zh', namespaces: [accountStatus] });
    const user = userEvent.setup();
    const row = (await screen.findByText('User 1')).closest('tr')!;
    const disable = within(row).getByRole('button', { name: '停用' });
    disable.focus();
    await user.keyboard('{Enter}');
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('停用用户“User 1”？');
    expect(dialog).toHaveTextContent('User 1（13900000000）将不能再登录，其已登录的会话会立即结束。');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'update')).toEqual([]);
    // Focus went back to the button: Enter opens the dialog again, and Enter on its focused confirm disables.
    expect(disable).toHaveFocus();
    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: '停用' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls.find((c) => c.method === 'update')?.params).toMatchObject({ id: 1, data: { enabled: false } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A disabled account is enabled again the same way.
    const wang = (await screen.findByText('Wang')).closest('tr')!;
    await user.click(within(wang).getByRole('button', { name: '启用' }));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('启用用户“Wang”？');
    expect(dialog).toHaveTextContent('Wang（13900000002）将可以重新登录。');
    await user.click(within(dialog).getByRole('button', { name: '启用' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'update').map((c) => c.params)).toContainEqual(expect.objectContaining({ id: 2, data: { enabled: true } })));
  });

  it('marks a locked account in the list and unlocks it after confirmation, with its addresses shown', async () => {
    const lock = {
      id: 1,
      nickname: 'User 1',
      mobile: '13900000000',
      failures: 6,
      brake: false,
      locked: true,
      until: '2026-11-23T01:15:00.000Z',
      addresses: [
        { address: '198.18.0.1', failures: 5, retry_at: '2026-11-23T01:15:00.000Z' },
        { address: '198.18.0.2', failures: 1, retry_at: null },
      ],
    };
    let cleared = false;
    api.answer((call) => {
      if (call.path === 'admin.user/login_locks') return api.ok(cleared ? [] : [lock]);
      if (call.path === 'admin.user/clear_login_lock') {
        cleared = true;
        return api.ok({ ...lock, failures: 0, locked: false, until: null, addresses: [] });
      }
      return undefined;
    });
    const { provider } = memoryDataProvider({ 'member/memberList': users([1, 2]) });
    renderResource({ routes: [inside], url: '/member/memberList', dataProvider: provider, level: 5 });
    const user = userEvent.setup();
    const row = (await screen.findByText('User 1')).closest('tr')!;
    await user.click(await within(row).findByRole('button', { name: 'Unlock sign-in' }));
    // Only the locked account has the button.
    expect(within((await screen.findByText('User 2')).closest('tr')!).queryByRole('button', { name: 'Unlock sign-in' })).toBeNull();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sign-in lock · User 1')).toBeInTheDocument();
    expect(within(dialog).getByText(/Sign-in locked until .*: attempts from 1 address\(es\) are refused/)).toBeInTheDocument();
    const rows = within(within(dialog).getByTestId('signin-lock-addresses')).getAllByRole('row').map((r) => r.textContent);
    expect(rows.slice(1)).toEqual([expect.stringMatching(/^198\.18\.0\.15/), expect.stringMatching(/^198\.18\.0\.21now$/)]);
    // Cancel changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.path === 'admin.user/clear_login_lock')).toBe(false);
    await user.click(await within((await screen.findByText('User 1')).closest('tr')!).findByRole('button', { name: 'Unlock sign-in' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unlock sign-in' }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === 'admin.user/clear_login_lock')).toEqual([{ path: 'admin.user/clear_login_lock', body: { id: 1 } }]));
    expect(await screen.findByText('Sign-in unlocked')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unlock sign-in' })).toBeNull());
  });

  it('shows the sign-in status on the edit page of a managed account', async () => {
    api.answer((call) =>
      call.path === 'admin.user/login_lock'
        ? api.ok({ id: 1, nickname: 'User 1', mobile: '13900000000', failures: 2, brake: false, locked: false, until: null, addresses: [{ address: '10.0.0.9', failures: 2, retry_at: null }] })
        : undefined,
    );
    const { provider } = memoryDataProvider({ 'member/memberList': users([1]) });
    renderResource({ routes: [inside], url: '/member/memberList/1', dataProvider: provider, level: 5 });
    const panel = await screen.findByTestId('signin-lock-panel');
    expect(await within(panel).findByText('2 failed sign-ins in the last 15 minutes, from 1 address(es)')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Clear failed sign-ins' })).toBeInTheDocument();
    expect(api.calls).toContainEqual({ path: 'admin.user/login_lock', body: { id: 1 } });
  });
});
