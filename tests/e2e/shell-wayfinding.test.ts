/**
 * Finding one's way, in headless Chromium against the real server (issue 13, items 24, 25,
 * 32, 21): a saved create page hands its tab over and a record one cannot see leaves no tab;
 * the tabs bar scrolls to the active tab on a phone; after the order page's Print link the
 * sidebar opens the print group on the current entry; the map's plots are reached, read and
 * opened from the keyboard; disabling a user asks first. Screenshots of each, 1366 and 375 px,
 * zh and en, go to docs/screenshots/wayfinding/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { PHONE, loginAs, screenshot, animationsDone, LAPTOP } from './helpers/browser';
import { withProduct } from './helpers/product';
import { tab, tabPaths } from './helpers/shellPage';

const product = withProduct();

const db = product.db;

const openAs = async (level: Level, lang: 'zh' | 'en' = 'en', viewport = LAPTOP): Promise<Page> => {
  const context = await product.newContext({ viewport, language: lang, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  (page as Page & { errors?: string[] }).errors = errors;
  await page.goto('/login');
  await loginAs(page, level);
  return page;
};

/** Answers in, nothing moving. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await animationsDone(page);
};

/** What the page logged as errors since it opened. */
const consoleErrors = (page: Page): string[] => (page as Page & { errors?: string[] }).errors ?? [];

/** Close the page's context once it logged no error. */
const closeClean = async (page: Page): Promise<void> => {
  expect(consoleErrors(page)).toEqual([]);
  await page.context().close();
};

/** The screens of the section's tests: a laptop and a phone. */
const DEVICES = [
  ['desktop', LAPTOP],
  ['phone', PHONE],
] as const;

const shot = (page: Page, name: string) => screenshot(page, `docs/screenshots/wayfinding/${name}.png`);
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('tabs', () => {
  it('name each visited order by its number, after leaving it and after a reload', async () => {
    const page = await openAs(1);
    const orders = await db().selectFrom('tomb_order').select(['id', 'order_no']).where('channel', '=', 'inside').orderBy('id', 'desc').limit(2).execute();
    for (const o of orders) {
      await page.goto('/order/tombOrderList');
      await page.locator(`.RaDataTable-table tbody tr`, { hasText: String(o.order_no) }).first().click();
      await page.waitForURL(`**/order/tombOrderList/${o.id}`);
      await tab(page, `/order/tombOrderList/${o.id}`).filter({ hasText: String(o.order_no) }).waitFor();
    }
    // The first order's tab keeps its number once its page is left, and again once the page reloads.
    for (const reload of [false, true]) {
      if (reload) await page.reload();
      for (const o of orders) await tab(page, `/order/tombOrderList/${o.id}`).filter({ hasText: `Order ${String(o.order_no)}` }).waitFor({ timeout: 15_000 });
    }
    await page.context().close();
  });

  it('a saved order’s create tab becomes the order’s tab; a record one cannot see leaves none', async () => {
    const page = await openAs(1);
    await page.goto('/order/tombOrderList');
    await tab(page, '/order/tombOrderList').waitFor();
    await page.goto('/order/tombOrderList/create');
    await tab(page, '/order/tombOrderList/create').waitFor();
    const picker = page.locator('[data-field="burialslot_id"] input');
    await picker.click();
    const code = await page.locator('[role="option"] [data-plot-option]').first().getAttribute('data-plot-option');
    await page.locator(`[role="option"] [data-plot-option="${code}"]`).click();
    await page.locator('input[name="buyer_name"]').fill('标签 测试');
    await page.locator('input[name="buyer_phone"]').fill('13812345678');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/order\/tombOrderList\/\d+$/);
    const record = new URL(page.url()).pathname;
    await tab(page, record).waitFor();
    expect(await tabPaths(page)).toEqual(['/dashboard', '/order/tombOrderList', record]);
    expect(await tab(page, record).getAttribute('aria-selected')).toBe('true');

    // An outside order is not the inside clerk's to see: react-admin says so and goes to the list, without a tab.
    const outside = await db().selectFrom('tomb_order').select('id').where('channel', '=', 'outside').executeTakeFirstOrThrow();
    await page.goto(`/order/tombOrderList/${outside.id}`);
    await page.waitForURL(/\/order\/tombOrderList$/);
    await page.waitForFunction((r) => !document.querySelector(`[role="tab"][data-path="/order/tombOrderList/${r}"]`), outside.id);
    expect(await tabPaths(page)).toEqual(['/dashboard', '/order/tombOrderList', record]);
    await page.context().close();
  });

  it.each(['zh', 'en'] as const)('on a phone (%s), the bar scrolls to the active tab', async (lang) => {
    const page = await openAs(5, lang, PHONE);
    const paths = ['/tomb/tombList', '/tomb/tombRoomList', '/tomb/tombShelfList', '/tomb/tombBurialslotList', '/order/tombOrderList', '/member/list'];
    for (const path of paths) {
      await page.goto(path);
      await tab(page, path).waitFor();
    }
    const inView = (path: string) =>
      page.waitForFunction((wanted) => {
        const bar = document.querySelector('[role="tablist"]')?.getBoundingClientRect();
        const t = document.querySelector(`[role="tab"][data-path="${wanted}"]`)?.getBoundingClientRect();
        return Boolean(bar && t && t.left >= bar.left - 0.5 && t.right <= bar.right + 0.5);
      }, path);
    const scrolled = () => page.evaluate(() => (document.querySelector('[role="tablist"]') as HTMLElement).scrollLeft);
    await inView('/member/list');
    expect(await scrolled()).toBeGreaterThan(0);
    await settle(page);
    await shot(page, `tabs-phone-${lang}`);
    // Back to the first page through the menu, without reloading: the bar scrolls back to its tab.
    await page.getByTestId('hamburger').click();
    await page.locator('#sidebar [data-menu-group="/tomb"]').click();
    // A click while the group is still unfolding can miss the moving entry.
    await page.locator('#sidebar .MuiCollapse-entered:has([data-menu-children="/tomb"])').waitFor();
    await page.locator('#sidebar [data-menu-path="/tomb/tombList"]').click();
    await page.waitForURL('**/tomb/tombList');
    await inView('/tomb/tombList');
    expect(await scrolled()).toBeLessThan(200);
    await page.context().close();
  });
});

describe.each(['zh', 'en'] as const)('%s', (lang) => {
  it.each(DEVICES)('%s: the order page’s Print link leaves the sidebar on the print entry', async (device, viewport) => {
    const page = await openAs(5, lang, viewport);
    const order = await db().selectFrom('tomb_order').select('id').where('channel', '=', 'inside').where('status', '=', 'completed').executeTakeFirstOrThrow();
    await page.goto(`/order/tombOrderList/${order.id}`);
    await page.locator('[data-testid="order-actions"] button[aria-haspopup="menu"]').click();
    await page.locator('[role="menuitem"][href^="/print/print1"]').click();
    await page.waitForURL(/\/print\/print1\?/);
    if (device === 'phone') await page.getByTestId('hamburger').click();
    const entry = page.locator('#sidebar [data-menu-path="/print/print1"]');
    await entry.waitFor({ state: 'visible' });
    // The drawer on a phone opens while the page may still be rendering: the state it settles in.
    await expect.poll(() => entry.getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.locator('#sidebar [data-menu-group="/print"]').getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.locator('#sidebar [aria-current="page"]').count()).toBe(1);
    await settle(page);
    await shot(page, `sidebar-print-${device}-${lang}`);
    if (device === 'desktop') expect(await noSideways(page)).toBe(true);
    await closeClean(page);
  });

  it.each(DEVICES)('%s: the map’s plots from the keyboard', async (device, viewport) => {
    const page = await openAs(5, lang, viewport);
    await page.goto('/dashboard');
    const grid = page.getByRole('grid');
    await grid.locator('[role="gridcell"][tabindex="0"]').waitFor();
    expect(await grid.locator('[tabindex="0"]').count()).toBe(1);
    // Tab from the last control before the grid lands on its one stop.
    await grid.locator('[role="gridcell"][tabindex="0"]').focus();
    const first = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    const focused = page.locator('[role="gridcell"]:focus');
    const name = (await focused.getAttribute('aria-label')) ?? '';
    expect(name).not.toBe(first);
    const code = await focused.getAttribute('data-code');
    const status = await db().selectFrom('tomb_burialslot').select('status').where('code', '=', code).executeTakeFirstOrThrow();
    const statusLabel = { available: ['可售', 'Available'], reserved: ['已预订', 'Reserved'], sold: ['已售', 'Sold'], buried: ['已安葬', 'Buried'], unavailable: ['不可售', 'Unavailable'] }[status.status as 'sold'];
    expect(name.startsWith(`${code}${lang === 'zh' ? '，' : ', '}${statusLabel[lang === 'zh' ? 0 : 1]}`)).toBe(true);
    // Sighted keyboard users get the hover card under the plot.
    await page.getByTestId('plot-hover').filter({ hasText: code ?? '' }).waitFor();
    await settle(page);
    await shot(page, `map-keyboard-${device}-${lang}`);
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('plot-panel');
    await panel.locator('h6', { hasText: code ?? '' }).waitFor();
    // The card does not stay over the panel.
    expect(await page.getByTestId('plot-hover').count()).toBe(0);
    await page.waitForURL(/plot=\d+/);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    // Focus is back on the plot, whose stop it still is.
    await page.waitForFunction((c) => document.activeElement?.getAttribute('data-code') === c, code);
    expect(await noSideways(page)).toBe(true);
    await closeClean(page);
  });

  it.each(DEVICES)('%s: disabling a user asks first, naming them', async (device, viewport) => {
    const page = await openAs(5, lang, viewport);
    await page.goto('/member/memberList');
    // A table row on the desktop, a card on the phone (the card carries the account buttons).
    const row = page.locator(device === 'phone' ? '[data-testid="list-card"]' : 'tr', { hasText: '13800000001' }).first();
    const button = row.getByRole('button', { name: lang === 'zh' ? '停用' : 'Disable' });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(lang === 'zh' ? '其已登录的会话会立即结束' : 'any session they have open ends now');
    await settle(page);
    await shot(page, `user-disable-${device}-${lang}`);
    await dialog.getByRole('button', { name: lang === 'zh' ? '取消' : 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const user = await db().selectFrom('user').select('enabled').where('mobile', '=', '13800000001').executeTakeFirstOrThrow();
    expect(user.enabled).toBe(true);
    await closeClean(page);
  });
});
