/**
 * The shell's own behaviour in headless Chromium against the real server: tabs (open,
 * close, middle click, close others, close all keeping the dashboard, the context menu of
 * width 105), the language, size and theme colour switches changing the page, the sidebar
 * remembered in its cookie, and a message going from unread to read.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { animationsDone, loginAs, screenshot } from './helpers/browser';
import { withProduct } from './helpers/product';
import { pathAndQuery, tab, tabPaths, unreadCount } from './helpers/shellPage';

let context: BrowserContext;
let page: Page;

const product = withProduct();

beforeEach(async () => {
  await context?.close();
  context = await product.newContext({ language: 'en' });
  page = await context.newPage();
  await page.goto('/login');
  await loginAs(page, 5);
  await page.waitForURL('**/dashboard');
});

// What the page looked like when a test failed: screenshots/tmp/failed-<test>.png.
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await screenshot(page, `failed-${task.name.replace(/\W+/g, '-')}`).catch(() => undefined);
});

const openFromMenu = async (path: string) => {
  const item = page.locator(`[data-menu-path="${path}"]`);
  if (!(await item.isVisible())) {
    const group = `/${path.split('/')[1]}`;
    await page.locator(`[data-menu-group="${group}"]`).click();
    // A click while the group is still unfolding can miss the moving item.
    await page.locator(`.MuiCollapse-entered:has([data-menu-children="${group}"])`).waitFor();
  }
  await item.click();
  await page.waitForURL(`**${path}`);
  await tab(page, path).waitFor();
};

describe('tabs', () => {
  it('open per visited page; close, middle click, close others and close all keep the dashboard', async () => {
    await openFromMenu('/tomb/tombList');
    await openFromMenu('/tomb/tombRoomList');
    await openFromMenu('/order/tombOrderList');
    await openFromMenu('/member/list');
    expect(await tabPaths(page)).toEqual(['/dashboard', '/tomb/tombList', '/tomb/tombRoomList', '/order/tombOrderList', '/member/list']);
    await expect(tab(page, '/dashboard').getAttribute('data-affix')).resolves.toBe('true');

    // Closing the active tab goes to the last one left.
    await tab(page, '/member/list').getByRole('button').click();
    await page.waitForURL('**/order/tombOrderList');
    // A middle click closes.
    await tab(page, '/tomb/tombRoomList').click({ button: 'middle' });
    expect(await tabPaths(page)).toEqual(['/dashboard', '/tomb/tombList', '/order/tombOrderList']);

    // The context menu, 105 px wide.
    await tab(page, '/tomb/tombList').click({ button: 'right' });
    const menu = page.locator('#tab-context-menu');
    await menu.waitFor();
    expect(await menu.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(105);
    await menu.getByText('Close others').click();
    await page.waitForURL('**/tomb/tombList');
    expect(await tabPaths(page)).toEqual(['/dashboard', '/tomb/tombList']);

    await tab(page, '/tomb/tombList').click({ button: 'right' });
    await page.locator('#tab-context-menu').getByText('Close all').click();
    await page.waitForURL('**/dashboard');
    expect(await tabPaths(page)).toEqual(['/dashboard']);

    // The affix tab has no close button and ignores a middle click.
    expect(await tab(page, '/dashboard').getByRole('button').count()).toBe(0);
    await tab(page, '/dashboard').click({ button: 'middle' });
    expect(await tabPaths(page)).toEqual(['/dashboard']);
  });

  it('a navigation starts at the top of the new page', async () => {
    await openFromMenu('/order/tombOrderList');
    await page.locator('#main-content table').waitFor();
    await page.mouse.wheel(0, 900);
    await page.waitForFunction(() => window.scrollY > 50);
    // Another long page, so the browser would have kept the scroll had the shell not reset it.
    await openFromMenu('/tomb/tombBurialslotList');
    await page.locator('#main-content table tbody tr').nth(15).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('refresh reloads the page in place, through /redirect/<path>', async () => {
    await openFromMenu('/tomb/tombShelfList');
    await page.locator('#main-content table tbody tr').first().waitFor();
    const refetched = page.waitForRequest((r) => r.url().endsWith('/index/query') && /"table":"tomb_shelf"/.test(r.postData() ?? ''));
    await tab(page, '/tomb/tombShelfList').click({ button: 'right' });
    await page.locator('#tab-context-menu').getByText('Refresh').click();
    await refetched;
    await page.waitForURL('**/tomb/tombShelfList');
    expect(await tabPaths(page)).toEqual(['/dashboard', '/tomb/tombShelfList']);
    // /redirect/<path> on its own goes on to the path, query included.
    await page.goto('/redirect/tomb/tombRoomList?page=1');
    await page.waitForURL('**/tomb/tombRoomList?page=1');
    await tab(page, '/tomb/tombRoomList').waitFor();
  });
});

describe('switches', () => {
  it('the language changes the page, its cookie and the Accept-Language of API calls, and stays after a reload', async () => {
    const menu = page.locator('[data-testid="sidebar-menu"]');
    await expect(menu.innerText()).resolves.toContain('Tomb management');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.locator('[data-lang="zh"]').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="sidebar-menu"]')?.textContent?.includes('墓位管理'));
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('zh');
    const request = page.waitForRequest((r) => r.url().endsWith('/index/query'));
    expect((await request).headers()['accept-language']).toBe('zh');
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-testid="sidebar-menu"]')?.textContent?.includes('墓位管理'));
    await page.getByRole('button', { name: '语言' }).click();
    await page.locator('[data-lang="ja"]').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="sidebar-menu"]')?.textContent?.includes('墓所管理'));
  });

  it('the size changes the font of the page and is remembered', async () => {
    const fontSize = () => page.evaluate(() => getComputedStyle(document.body).fontSize);
    const medium = await fontSize();
    await page.getByRole('button', { name: 'Size' }).click();
    await page.locator('[data-size="mini"]').click();
    await page.waitForFunction((before) => getComputedStyle(document.body).fontSize !== before, medium);
    const mini = await fontSize();
    expect(parseFloat(mini)).toBeLessThan(parseFloat(medium));
    expect((await context.cookies()).find((c) => c.name === 'size')?.value).toBe('mini');
    await page.reload();
    await page.locator('[data-testid="hamburger"]').waitFor();
    expect(await fontSize()).toBe(mini);
  });

  it('the theme colour changes the page at once and is remembered', async () => {
    const activeTabColor = () => tab(page, '/dashboard').evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.locator('[role="tab"][data-path="/dashboard"][aria-selected="true"]').waitFor();
    expect(await activeTabColor()).toBe('rgb(64, 158, 255)');
    await page.getByRole('button', { name: 'Page settings' }).click();
    await page.locator('#settings-panel [data-color="#f5222d"]').click();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('[role="tab"][data-path="/dashboard"]') as Element).backgroundColor === 'rgb(245, 34, 45)');
    // A click outside closes the panel.
    await page.mouse.click(300, 500);
    await page.locator('#settings-panel').waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('[role="tab"][data-path="/dashboard"][aria-selected="true"]').waitFor();
    expect(await activeTabColor()).toBe('rgb(245, 34, 45)');
  });

  it('turning tabs off hides the bar; the collapsed sidebar is kept in the sidebarStatus cookie', async () => {
    await page.getByRole('button', { name: 'Page settings' }).click();
    await page.locator('#settings-panel').getByLabel('Open tabs bar').click();
    await page.locator('[role="tablist"]').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await page.getByTestId('hamburger').click();
    await page.waitForFunction(() => document.getElementById('sidebar')?.getAttribute('data-collapsed') === 'true');
    expect((await context.cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('0');
    await page.waitForFunction(() => document.getElementById('sidebar')?.getBoundingClientRect().width === 54);
    await page.reload();
    await page.waitForFunction(() => document.getElementById('sidebar')?.getAttribute('data-collapsed') === 'true');
    await page.getByTestId('hamburger').click();
    await page.waitForFunction(() => document.getElementById('sidebar')?.getBoundingClientRect().width === 232);
  });
});

/**
 * Opens the drawer, unfolds a group and clicks one of its pages, each step once the last has
 * finished moving (a click on a moving item can land beside it, on the backdrop, which closes
 * the drawer). Twice in CI runs on a loaded machine the drawer was gone between being shown
 * and the click into it, with the address unchanged; the steps start again then (at most
 * three times) and the address is logged, so a drawer that never stays open still fails.
 */
const openDrawerAndChoose = async (group: string, path: string) => {
  const drawer = page.locator('#sidebar');
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await drawer.isVisible())) await page.getByTestId('hamburger').click();
      await drawer.locator(`[data-menu-group="${group}"]`).waitFor({ timeout: 10_000 });
      await animationsDone(page);
      const item = drawer.locator(`[data-menu-path="${path}"]`);
      if (!(await item.isVisible())) {
        await drawer.locator(`[data-menu-group="${group}"]`).click({ timeout: 10_000 });
        await item.waitFor({ timeout: 10_000 });
        await animationsDone(page);
      }
      await item.click({ timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 3 || (await drawer.isVisible())) throw error;
      console.warn(`the drawer closed before the click (try ${attempt}) at ${page.url()}`);
      await animationsDone(page);
    }
  }
};

describe('narrow windows', () => {
  it('below 992 px the sidebar closes into a drawer that a navigation closes; the desktop choice is kept', async () => {
    await page.locator('aside#sidebar[data-collapsed="false"]').waitFor();
    // The previous test reloaded the page: it settles first, since anything still navigating
    // would close the drawer opened below (any navigation does). CI once timed out here.
    await page.waitForLoadState('networkidle');
    await page.setViewportSize({ width: 991, height: 800 });
    await page.locator('#sidebar').waitFor({ state: 'detached' });
    await animationsDone(page);
    await openDrawerAndChoose('/tomb', '/tomb/tombList');
    await page.waitForURL('**/tomb/tombList');
    await page.locator('#sidebar').waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 992, height: 800 });
    await page.locator('aside#sidebar[data-collapsed="false"]').waitFor();
    expect((await context.cookies()).find((c) => c.name === 'sidebarStatus')?.value ?? '1').toBe('1');
  });
});

describe('navbar and settings extras', () => {
  it('the menu search finds pages by title, and by pinyin in Chinese when enabled', async () => {
    await page.getByRole('button', { name: 'Search the menu' }).click();
    await page.keyboard.type('rows');
    await page.getByRole('option', { name: 'Tomb management > Rows' }).click();
    await page.waitForURL('**/tomb/tombShelfList');

    await page.getByRole('button', { name: 'Language' }).click();
    await page.locator('[data-lang="zh"]').click();
    await page.getByRole('button', { name: '搜索菜单' }).click();
    await page.keyboard.type('dingdan');
    await page.getByRole('option', { name: '墓位订单管理' }).click();
    await page.waitForURL('**/order/tombOrderList');

    await page.getByRole('button', { name: '页面设置' }).click();
    await page.locator('#settings-panel').getByLabel('菜单支持拼音搜索').click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '搜索菜单' }).click();
    await page.keyboard.type('dingdan');
    await page.getByText('没有匹配的页面').waitFor();
  });

  it('full screen toggles, or warns where the browser cannot', async () => {
    await page.getByRole('button', { name: 'Full screen' }).click();
    await page.waitForFunction(() => document.fullscreenElement !== null);
    await page.getByRole('button', { name: 'Exit full screen' }).click();
    await page.waitForFunction(() => document.fullscreenElement === null);

    await page.evaluate(() => Object.defineProperty(document, 'fullscreenEnabled', { value: false }));
    await page.getByRole('button', { name: 'Full screen' }).click();
    await page.getByText('you browser can not work').waitFor();
  });

  it('runtime errors of the production build are listed in the error log, which can be cleared', async () => {
    expect(await page.getByRole('button', { name: 'Error log' }).count()).toBe(0);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Something broke in a handler');
      });
    });
    await page.getByRole('button', { name: 'Error log' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Something broke in a handler', { exact: true }).waitFor();
    await expect(dialog.innerText()).resolves.toContain(`${product.server.url}/dashboard`);
    await dialog.getByRole('button', { name: 'Clear all' }).click();
    await page.getByRole('button', { name: 'Error log' }).waitFor({ state: 'detached' });
  });

  it('a fixed header stays on top while the page scrolls; the sidebar logo can be hidden', async () => {
    await page.getByRole('button', { name: 'Page settings' }).click();
    const panel = page.locator('#settings-panel');
    await panel.getByLabel('Fixed header').click();
    await panel.getByLabel('Sidebar logo').click();
    await page.keyboard.press('Escape');
    await page.locator('#sidebar a[aria-label]').first().waitFor({ state: 'detached' });
    await page.goto('/order/tombOrderList');
    await page.locator('#main-content table').waitFor();
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => window.scrollY > 100);
    expect((await page.locator('#shell-header').boundingBox())?.y).toBe(0);
  });
});

describe('messages', () => {
  it('an unread message opened from the drawer becomes read, opens its page, and the count drops', async () => {
    await page.waitForFunction(() => Number(document.querySelector('[data-unread-count]')?.getAttribute('data-unread-count')) > 0);
    const before = await unreadCount(page);
    await page.locator('[data-unread-count]').click();
    const drawer = page.locator('#message-drawer');
    await drawer.getByRole('heading', { name: 'Messages' }).waitFor();
    // An order's message (work, terms and visits post messages of their own, which open their own pages).
    const first = drawer.locator('[data-unread="true"][data-message-type="新订单"]').first();
    const id = await first.getAttribute('data-message-id');
    const [update] = await Promise.all([page.waitForRequest((r) => (r.postData() ?? '').includes('已读')), first.click()]);
    expect(JSON.parse(update.postData() ?? '{}')).toEqual({ table: 'message', id: Number(id), data: { status: '已读' } });
    await drawer.waitFor({ state: 'detached' });
    await page.waitForURL('**/order/tombOrderList/*');
    expect(pathAndQuery(page)).toMatch(/^\/order\/tombOrderList\/\d+$/);
    await page.waitForFunction((n) => Number(document.querySelector('[data-unread-count]')?.getAttribute('data-unread-count')) === n - 1, before);

    // Read now: opening it again only navigates.
    await page.locator('[data-unread-count]').click();
    await drawer.locator(`[data-message-id="${id}"][data-unread="false"]`).waitFor();
  });
});
