/**
 * Tabs of visited pages (spec section 4): one per path, the dashboard affix and first;
 * close, close others, close all keeping the affix; middle click; the context menu of width
 * 105; closing the active tab goes to the last one left.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, testDataProvider, useGetOne } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Breadcrumb } from '../../../src/app/shell/navbar/Breadcrumb';
import { TabsBar } from '../../../src/app/shell/tabs/TabsBar';
import { TabsTracker } from '../../../src/app/shell/tabs/TabsTracker';
import { addView, closeAll, closeOthers, closeView, dropViews, lastViewPath, replaceView, withAffix, type VisitedView } from '../../../src/app/shell/tabs/tabs';
import { renderShell } from './harness';

const DASH: VisitedView = { path: '/dashboard', fullPath: '/dashboard', affix: true };
const v = (path: string, fullPath = path): VisitedView => ({ path, fullPath });

describe('the tab functions', () => {
  it('a visit opens a tab once per path and keeps its latest query', () => {
    let views = withAffix([DASH], []);
    views = addView(views, v('/tomb/tombList'));
    views = addView(views, v('/tomb/tombList', '/tomb/tombList?page=2'));
    expect(views).toEqual([DASH, { path: '/tomb/tombList', fullPath: '/tomb/tombList?page=2' }]);
  });

  it('affix tabs come first and cannot be closed', () => {
    const views = withAffix([DASH], [v('/a'), { ...DASH, fullPath: '/dashboard?x=1' }, v('/b')]);
    expect(views.map((x) => x.fullPath)).toEqual(['/dashboard?x=1', '/a', '/b']);
    expect(closeView(views, '/dashboard')).toEqual(views);
    expect(closeView(views, '/a').map((x) => x.path)).toEqual(['/dashboard', '/b']);
    expect(closeOthers(views, '/b').map((x) => x.path)).toEqual(['/dashboard', '/b']);
    expect(closeAll(views).map((x) => x.path)).toEqual(['/dashboard']);
  });

  it('a saved create page hands its tab over in place; failed pages are dropped', () => {
    const views = withAffix([DASH], [v('/a'), v('/o/create'), v('/b')]);
    expect(replaceView(views, '/o/create', v('/o/7')).map((x) => x.path)).toEqual(['/dashboard', '/a', '/o/7', '/b']);
    // The page it went to already has a tab: that one stays (with the new query), the create tab goes.
    expect(replaceView(views, '/o/create', v('/a', '/a?page=2')).map((x) => x.fullPath)).toEqual(['/dashboard', '/a?page=2', '/b']);
    // No create tab (closed meanwhile): a plain visit.
    expect(replaceView(withAffix([DASH], [v('/a')]), '/o/create', v('/o/7')).map((x) => x.path)).toEqual(['/dashboard', '/a', '/o/7']);
    expect(dropViews(views, ['/a', '/dashboard']).map((x) => x.path)).toEqual(['/dashboard', '/o/create', '/b']);
  });

  it('the way out of a closed active tab is the last tab left, else home', () => {
    expect(lastViewPath([DASH, v('/a', '/a?q=1')])).toBe('/a?q=1');
    expect(lastViewPath([])).toBe('/');
  });
});

const LEVEL5 = { level: 5 as const, roles: ['admin'] };

const renderTabs = (path: string) =>
  renderShell(
    <>
      <TabsTracker permissions={LEVEL5} />
      <TabsBar />
    </>,
    { path },
  );

const tabs = () => screen.getAllByRole('tab').map((t) => t.getAttribute('data-path'));
const tab = (path: string) => screen.getAllByRole('tab').find((t) => t.getAttribute('data-path') === path) as HTMLElement;

const visit = async (router: ReturnType<typeof renderTabs>['router'], path: string) => {
  await router.navigate(path);
  await waitFor(() => expect(tabs()).toContain(path.split('?')[0]));
};

describe('the tab bar', () => {
  it('shows the dashboard pinned and a tab per visited page of the level, titled by route', async () => {
    const { router } = renderTabs('/tomb/tombList');
    await waitFor(() => expect(tabs()).toEqual(['/dashboard', '/tomb/tombList']));
    await visit(router, '/order/tombOrderList/12');
    await waitFor(() => expect(tab('/order/tombOrderList/12')).toHaveAttribute('aria-selected', 'true'));
    expect(tab('/order/tombOrderList/12')).toHaveTextContent('Order #12');
    // Neither an unknown path nor /redirect opens a tab.
    await act(() => router.navigate('/no/such/page'));
    await act(() => router.navigate('/redirect/tomb/tombList'));
    await waitFor(() => expect(tab('/order/tombOrderList/12')).toHaveAttribute('aria-selected', 'false'));
    expect(tabs()).toEqual(['/dashboard', '/tomb/tombList', '/order/tombOrderList/12']);
    expect(tab('/dashboard')).toHaveTextContent('Tomb location');
    expect(within(tab('/dashboard')).queryByRole('button')).toBeNull();
  });

  it('closing the active tab goes to the last one left; closing another stays', async () => {
    const { router, where } = renderTabs('/tomb/tombList');
    await visit(router, '/tomb/tombRoomList');
    await visit(router, '/member/list?q=x');
    fireEvent.click(within(tab('/tomb/tombRoomList')).getByRole('button', { name: 'Close' }));
    expect(tabs()).toEqual(['/dashboard', '/tomb/tombList', '/member/list']);
    expect(where()).toBe('/member/list?q=x');
    fireEvent.click(within(tab('/member/list')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(where()).toBe('/tomb/tombList'));
    expect(tabs()).toEqual(['/dashboard', '/tomb/tombList']);
  });

  it('a middle click closes a tab, but not the affix one', async () => {
    const { router } = renderTabs('/tomb/tombList');
    await visit(router, '/print/print1');
    fireEvent.mouseUp(tab('/tomb/tombList'), { button: 1 });
    fireEvent.mouseUp(tab('/dashboard'), { button: 1 });
    expect(tabs()).toEqual(['/dashboard', '/print/print1']);
  });

  it('Delete on a focused tab closes it, but not the affix one', async () => {
    const { router, where } = renderTabs('/tomb/tombList');
    await visit(router, '/print/print1');
    fireEvent.keyDown(tab('/dashboard'), { key: 'Delete' });
    fireEvent.keyDown(tab('/print/print1'), { key: 'Delete' });
    expect(tabs()).toEqual(['/dashboard', '/tomb/tombList']);
    await waitFor(() => expect(where()).toBe('/tomb/tombList'));
  });

  it('the context menu (width 105) refreshes, closes, closes others and closes all keeping the affix tab', async () => {
    const { router, where } = renderTabs('/tomb/tombList');
    await visit(router, '/tomb/tombRoomList');
    await visit(router, '/tomb/tombShelfList');

    fireEvent.contextMenu(tab('/tomb/tombRoomList'), { clientX: 300, clientY: 40 });
    const menu = await screen.findByRole('menu');
    expect(document.getElementById('tab-context-menu')).toHaveStyle({ width: '105px' });
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Refresh', 'Close', 'Close others', 'Close all']);
    fireEvent.click(within(menu).getByText('Close others'));
    await waitFor(() => expect(tabs()).toEqual(['/dashboard', '/tomb/tombRoomList']));
    expect(where()).toBe('/tomb/tombRoomList');

    fireEvent.contextMenu(tab('/dashboard'), { clientX: 10, clientY: 40 });
    const affixMenu = await screen.findByRole('menu');
    expect(within(affixMenu).queryByText('Close')).toBeNull();
    fireEvent.click(within(affixMenu).getByText('Close all'));
    await waitFor(() => expect(tabs()).toEqual(['/dashboard']));
    await waitFor(() => expect(where()).toBe('/dashboard'));
  });

  it('refresh reloads the page through /redirect', async () => {
    const { router, where } = renderTabs('/tomb/tombList?page=3');
    await waitFor(() => expect(tabs()).toContain('/tomb/tombList'));
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.pathname));
    fireEvent.contextMenu(tab('/tomb/tombList'), { clientX: 10, clientY: 40 });
    fireEvent.click(within(await screen.findByRole('menu')).getByText('Refresh'));
    await waitFor(() => expect(seen).toContain('/redirect/tomb/tombList'));
    expect(where()).toBe('/redirect/tomb/tombList?page=3');
  });
});

describe('tabs that follow what happened to the page', () => {
  it('saving a create page turns its tab into the new record’s tab, in place', async () => {
    const { router } = renderTabs('/tomb/tombList');
    await visit(router, '/order/tombOrderList/create');
    await visit(router, '/member/list');
    // Leaving by a tab, a link or the menu keeps the create tab.
    await visit(router, '/order/tombOrderList');
    expect(tabs()).toEqual(['/dashboard', '/tomb/tombList', '/order/tombOrderList/create', '/member/list', '/order/tombOrderList']);
    await visit(router, '/order/tombOrderList/create');
    // react-admin's redirect after the save carries navigation state.
    await act(() => router.navigate('/order/tombOrderList/2720', { state: { _scrollToTop: true } }));
    await waitFor(() => expect(tabs()).toEqual(['/dashboard', '/tomb/tombList', '/order/tombOrderList/2720', '/member/list', '/order/tombOrderList']));
    expect(tab('/order/tombOrderList/2720')).toHaveAttribute('aria-selected', 'true');
  });

  it('a create page saved back to its list leaves only the list’s tab', async () => {
    const { router } = renderTabs('/tomb/tombList');
    await visit(router, '/tomb/tombList/create');
    await act(() => router.navigate('/tomb/tombList', { state: {} }));
    await waitFor(() => expect(tabs()).toEqual(['/dashboard', '/tomb/tombList']));
  });

  /** A provider whose answer for record 99 waits until the test fails it. */
  const failing = (status: number) => {
    let fail = () => {};
    const answer = new Promise<never>((_, reject) => {
      fail = () => reject(new HttpError('Not found', status));
    });
    const dataProvider = testDataProvider({
      getOne: (_resource, { id }) => (String(id) === '99' ? answer : Promise.resolve({ data: { id } as never })),
    });
    return { dataProvider, fail: () => fail() };
  };

  /** A record page as react-admin opens it: a getOne of the route's resource. */
  const RecordProbe = () => {
    const { pathname } = useLocation();
    const m = /^\/(order\/tombOrderList)\/(\d+)$/.exec(pathname);
    return m ? <Probe resource={m[1]} id={m[2]} /> : null;
  };
  const Probe = ({ resource, id }: { resource: string; id: string }) => {
    useGetOne(resource, { id }, { retry: false });
    return null;
  };

  it.each([404, 403])('a record page that fails to open (%i) leaves no tab behind', async (status) => {
    const { dataProvider, fail } = failing(status);
    const { router } = renderShell(
      <>
        <TabsTracker permissions={LEVEL5} />
        <TabsBar />
        <RecordProbe />
      </>,
      { path: '/order/tombOrderList', dataProvider },
    );
    await visit(router, '/order/tombOrderList/12');
    await visit(router, '/order/tombOrderList/99');
    act(() => fail());
    await waitFor(() => expect(tabs()).toEqual(['/dashboard', '/order/tombOrderList', '/order/tombOrderList/12']));
  });

  it.each([
    ['en', 'Update · Order O202611230001', 'Sign in · User 内部管理员'],
    ['zh', '修改 · 订单 O202611230001', '登录 · 用户 内部管理员'],
  ] as const)('an operation-log entry is named by its action and record in its tab and breadcrumb (%s)', async (lang, update, signIn) => {
    const order = { id: 2722, order_no: 'O202611230001', status: 'contracted' };
    const entries: Record<string, Record<string, unknown>> = {
      '15': { id: 15, action: 'update', table_name: 'tomb_order', row_id: 2722, user_id: 5, before: JSON.stringify(order), after: JSON.stringify(order) },
      '16': { id: 16, action: 'login', table_name: 'user', row_id: 5, user_id: 5, user: { nickname: '内部管理员' }, before: null, after: null },
    };
    const dataProvider = testDataProvider({ getOne: (_resource, { id }) => Promise.resolve({ data: entries[String(id)] as never }) });
    const { router } = renderShell(
      <>
        <TabsTracker permissions={LEVEL5} />
        <TabsBar />
        <Breadcrumb permissions={LEVEL5} />
      </>,
      { path: '/system/operationLog', dataProvider, lang },
    );
    const opened = async (path: string, name: string) => {
      await router.navigate(path);
      await waitFor(() => expect(tab(path)).toHaveTextContent(name), { timeout: 10_000 });
    };
    await opened('/system/operationLog/15', update);
    expect(screen.getByTestId('breadcrumb')).toHaveTextContent(update);
    expect(screen.getByTestId('breadcrumb')).not.toHaveTextContent('#15');
    await opened('/system/operationLog/16', signIn);
  });
});
