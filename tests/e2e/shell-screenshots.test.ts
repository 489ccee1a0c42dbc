/**
 * The screenshots of the shell kept in docs/screenshots/shell/ (login page, desktop, 375 px wide,
 * in zh and en, plus the message drawer and the settings panel), taken from the real product.
 * Each shot also checks that the page is laid out: nothing wider than the window.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, loginAs, screenshot, animationsDone } from './helpers/browser';
import { withProduct } from './helpers/product';

const product = withProduct();

const shot = (page: Page, name: string) => screenshot(page, `docs/screenshots/shell/${name}.png`);

/** No horizontal scrolling: the layout fits the window. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A browser speaking `lang`, the app's language set to it too. */
const session = async (lang: 'zh' | 'en', viewport = DESKTOP) => {
  const context = await product.newContext({ viewport, language: lang, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
  return { context, page: await context.newPage() };
};

/** Finite animations (drawers, menus, ripples) over; endless ones (spinners) do not count. */

/** Answers in, fonts loaded, nothing moving: what a user looks at. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await animationsDone(page);
};

describe.each(['zh', 'en'] as const)('%s', (lang) => {
  it('login page', async () => {
    const { context, page } = await session(lang);
    await page.goto('/login');
    await loginAs(page, 5);
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('logout').click();
    await page.waitForURL('**/login**');
    await page.locator('form button[type="submit"]').waitFor();
    await expect(page.locator('h1').innerText()).resolves.not.toBe('');
    await settle(page);
    await shot(page, `login-${lang}`);
    expect(await fitsWidth(page)).toBe(true);
    await context.close();
  });

  it('desktop shell', async () => {
    const { context, page } = await session(lang);
    await page.goto('/login');
    await loginAs(page, 5);
    await page.goto('/tomb/tombList');
    await page.locator('[role="tab"][data-path="/tomb/tombList"]').waitFor();
    await page.goto('/order/tombOrderList');
    await page.locator('[role="tab"][data-path="/order/tombOrderList"]').waitFor();
    await settle(page);
    await shot(page, `desktop-${lang}`);
    expect(await fitsWidth(page)).toBe(true);
    await context.close();
  });

  it('375 px shell, and its menu', async () => {
    const { context, page } = await session(lang, PHONE);
    await page.goto('/login');
    await settle(page);
    await shot(page, `mobile-login-${lang}`);
    expect(await fitsWidth(page)).toBe(true);
    await loginAs(page, 2);
    await page.goto('/order/tombOrderList');
    await settle(page);
    await shot(page, `mobile-${lang}`);
    expect(await fitsWidth(page)).toBe(true);
    await page.getByTestId('hamburger').click();
    await page.locator('#sidebar [data-menu-path="/order/tombOrderList"]').waitFor();
    await animationsDone(page);
    await shot(page, `mobile-menu-${lang}`);
    // The drawer closes after a navigation.
    await page.locator('#sidebar [data-menu-group="/tomb"]').click();
    await page.locator('#sidebar [data-menu-path="/tomb/tombList"]').click();
    await page.waitForURL('**/tomb/tombList');
    await page.locator('#sidebar').waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('panels', () => {
  it('message drawer (zh) and settings panel (en)', async () => {
    const zh = await session('zh');
    await zh.page.goto('/login');
    await loginAs(zh.page, 4);
    await zh.page.waitForFunction(() => Number(document.querySelector('[data-unread-count]')?.getAttribute('data-unread-count')) > 0);
    await zh.page.locator('[data-unread-count]').click();
    await zh.page.locator('#message-drawer [data-message-id]').first().waitFor();
    await animationsDone(zh.page);
    await shot(zh.page, 'messages-zh');
    await zh.context.close();

    const en = await session('en');
    await en.page.goto('/login');
    await loginAs(en.page, 6);
    await settle(en.page);
    await en.page.getByRole('button', { name: 'Page settings' }).click();
    await en.page.locator('#settings-panel').waitFor();
    await animationsDone(en.page);
    await shot(en.page, 'settings-en');
    await en.context.close();
  });
});
