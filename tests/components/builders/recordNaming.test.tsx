/**
 * Records are named as people say them, never by react-admin's generic words: the toasts
 * ("Area 测试园 created", "墓区 北园 已保存"; the order's "Order O… saved" in tests/e2e/resources.test.ts), the delete confirmation ("Delete area
 * 测试园?"), the bulk delete, the create page's title ("New area"), tab and page titles
 * ("Order O202611230001", "New order") and breadcrumbs (the order number), in English and
 * Chinese; a user's level shows its role name ("1 · Inside clerk").
 */
import '@testing-library/jest-dom/vitest';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceRoute } from '../../../src/config/routes';
import type { Lang } from '../../../src/config/types';
import { allLanguagesI18nProvider } from '../../../src/app/i18n/catalog';
import { Breadcrumb } from '../../../src/app/shell/navbar/Breadcrumb';
import { useTitleOfPath } from '../../../src/app/shell/routing/usePageTitle';
import { appRoutes } from '../../../src/instance';
import { memoryDataProvider } from './memoryDataProvider';
import { renderResource } from './renderResource';

vi.setConfig({ testTimeout: 90_000 });

const areas = appRoutes.findRoute('/tomb/tombList') as ResourceRoute;
const users = appRoutes.findRoute('/member/memberList') as ResourceRoute;

const area = { id: 7, version: 1, name: '测试园', code: 'CS', sort: 0 };
const notice = () => document.querySelector('.MuiSnackbarContent-message');

describe('messages name the record', () => {
  it('a delete asks "Delete area 测试园?" and says "Area 测试园 deleted"', async () => {
    const { provider } = memoryDataProvider({ 'tomb/tombList': [{ ...area }] });
    renderResource({ routes: [areas], url: '/tomb/tombList/7', dataProvider: provider, level: 5 });
    const user = userEvent.setup();
    const del = await screen.findByRole('button', { name: 'Delete' });
    await waitFor(() => expect(del).toBeEnabled());
    await user.click(del);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete area 测试园?')).toBeInTheDocument();
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(/Tomb areas|Areas|Are you sure/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(notice()).toHaveTextContent('Area 测试园 deleted'));
  });

  it('a new record\'s page is "New area", and saving it says "Area 北区 created"', async () => {
    const { provider } = memoryDataProvider({ 'tomb/tombList': [] });
    renderResource({ routes: [areas], url: '/tomb/tombList/create', dataProvider: provider, level: 5 });
    const user = userEvent.setup();
    await screen.findByText('New area');
    await user.type(document.querySelector('input[name="name"]')!, '北区');
    await user.type(document.querySelector('input[name="code"]')!, 'BQ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notice()).toHaveTextContent('Area 北区 created'));
    expect(notice()?.textContent).not.toMatch(/Element/);
  });

  it('a saved edit names the record, in Chinese too: "墓区 北园 已保存"', async () => {
    const { provider } = memoryDataProvider({ 'tomb/tombList': [{ ...area }] });
    renderResource({ routes: [areas], url: '/tomb/tombList/7', dataProvider: provider, level: 5, locale: 'zh' });
    const user = userEvent.setup();
    const name = await screen.findByDisplayValue('测试园');
    await user.clear(name);
    await user.type(name, '北园');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(notice()).toHaveTextContent('墓区 北园 已保存'));
  });

  it('a bulk delete asks about "2 tomb areas", not "2 Areas"', async () => {
    const { provider } = memoryDataProvider({ 'tomb/tombList': [{ ...area }, { ...area, id: 8, name: '北区', code: 'BQ' }] });
    renderResource({ routes: [areas], url: '/tomb/tombList', dataProvider: provider, level: 5 });
    const user = userEvent.setup();
    await screen.findByText('北区');
    await user.click(screen.getAllByRole('checkbox', { name: /select all/i })[0]);
    const bulk = within(document.querySelector<HTMLElement>('[data-test="bulk-actions-toolbar"]')!);
    const del = bulk.getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(del).toBeEnabled());
    await user.click(del);
    expect(within(await screen.findByRole('dialog')).getByText('Delete 2 tomb areas?')).toBeInTheDocument();
  });
});

describe('a user\'s level', () => {
  it.each([
    ['en', '1 · Inside clerk', '2 · Inside manager'],
    ['zh', '1 · 内部登记员', '2 · 内部经理'],
  ] as const)('shows its role name in the list (%s)', async (locale, clerk, manager) => {
    const { provider } = memoryDataProvider({
      'member/memberList': [
        { id: 1, version: 1, mobile: '13800000001', nickname: 'Clerk', level: 1, enabled: true },
        { id: 2, version: 1, mobile: '13800000002', nickname: 'Manager', level: 2, enabled: true },
      ],
    });
    renderResource({ routes: [users], url: '/member/memberList', dataProvider: provider, level: 5, locale });
    expect(await screen.findByText(clerk)).toBeInTheDocument();
    expect(screen.getByText(manager)).toBeInTheDocument();
  });
});

/** Tab titles and breadcrumbs of paths, with some records already in react-admin's cache (a list or form loaded them). */
const renderTitles = (paths: readonly string[], lang: Lang, current: string) => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['order/tombOrderList', 'getOne', { id: '2720' }], { id: 2720, order_no: 'O202611230001' });
  queryClient.setQueryData(['tomb/tombBurialslotList', 'getOne', { id: '5' }], { id: 5, code: 'FS-01-02-03' });
  queryClient.setQueryData(['member/list', 'getOne', { id: '9' }], { id: 9, name: '王五' });
  const Titles = () => {
    const titleOf = useTitleOfPath();
    return (
      <ul>
        {paths.map((p) => (
          <li key={p} data-path={p}>
            {titleOf(p)}
          </li>
        ))}
      </ul>
    );
  };
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext store={memoryStore()} i18nProvider={allLanguagesI18nProvider(lang)} queryClient={queryClient} dataProvider={memoryDataProvider({}).provider}>
            <Breadcrumb permissions={{ level: 5, roles: ['admin'] }} />
            <Titles />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [current] },
  );
  render(<RouterProvider router={router} />);
};

const title = (path: string) => document.querySelector(`[data-path="${path}"]`)?.textContent;

describe('tab titles and breadcrumbs', () => {
  const paths = ['/order/tombOrderList/2720', '/order/tombOrderList/create', '/tomb/tombBurialslotList/5', '/member/list/9', '/tomb/tombList'];

  it('name the record by its kind and representation, and a new one "New order" (en)', async () => {
    renderTitles(paths, 'en', '/order/tombOrderList/2720');
    await waitFor(() => expect(title('/order/tombOrderList/2720')).toBe('Order O202611230001'));
    expect(title('/order/tombOrderList/create')).toBe('New order');
    expect(title('/tomb/tombBurialslotList/5')).toBe('Plot FS-01-02-03');
    expect(title('/member/list/9')).toBe('Registration 王五');
    expect(title('/tomb/tombList')).toBe('Areas');
    // The breadcrumb's last crumb is the order number itself: the crumb before it says "Tomb orders".
    const crumbs = within(screen.getByRole('navigation')).getAllByRole('listitem').map((li) => li.textContent);
    expect(crumbs.slice(-2)).toEqual(['Tomb orders', 'O202611230001']);
    expect(document.body.textContent).not.toMatch(/#2720/);
  });

  it('in Chinese', async () => {
    renderTitles(paths, 'zh', '/order/tombOrderList/create');
    await waitFor(() => expect(title('/order/tombOrderList/2720')).toBe('订单 O202611230001'));
    expect(title('/order/tombOrderList/create')).toBe('新增订单');
    expect(title('/tomb/tombBurialslotList/5')).toBe('墓位 FS-01-02-03');
    const crumbs = within(screen.getByRole('navigation')).getAllByRole('listitem').map((li) => li.textContent);
    expect(crumbs.at(-1)).toBe('新增订单');
  });
});
