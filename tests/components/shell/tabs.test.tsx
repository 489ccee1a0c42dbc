/**
 * Tabs of visited pages (spec section 4): one per path, the dashboard affix and first;
 * close, close others, close all keeping the affix; middle click; the context menu of width
 * 105; closing the active tab goes to the last one left.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TabsBar } from '../../../src/app/shell/tabs/TabsBar';
import { TabsTracker } from '../../../src/app/shell/tabs/TabsTracker';
import { addView, closeAll, closeOthers, closeView, lastViewPath, withAffix, type VisitedView } from '../../../src/app/shell/tabs/tabs';
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
