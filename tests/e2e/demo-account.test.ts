/**
 * A demo account on a server other computers reach (issue 12, item 3), in headless Chromium:
 * after signing in with the published password it sees only the change-password page (why,
 * the form, a way out), at desktop and phone widths; a wrong current password is shown on
 * its field; once changed, the app loads as usual and the old password no longer opens it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoMobile } from '../../src/server/seed/users';
import { changeDemoPassword } from './helpers/account';
import { LAPTOP, PHONE, screenshot, submitLogin } from './helpers/browser';
import { withProduct } from './helpers/product';

const product = withProduct({ reachableFromNetwork: true });

const signIn = async (page: Page, mobile: string, password: string) => {
  await page.goto('/login');
  await submitLogin(page, mobile, password);
};

describe('a demo account on a reachable server', () => {
  it('must change its password before anything else, then works as usual', async () => {
    const context = await product.newContext({ viewport: LAPTOP });
    const page = await context.newPage();
    await signIn(page, demoMobile(2), DEMO_PASSWORD);
    await page.getByRole('heading', { name: 'Change your password first' }).waitFor();
    await expect(page.getByText(/demo account, and its password is published/).isVisible()).resolves.toBe(true);
    // Nothing of the app behind it: no menu, no bell.
    await expect(page.locator('[data-testid="hamburger"]').count()).resolves.toBe(0);
    await screenshot(page, 'demo-account-change-1366');
    // Any address of the app shows the same page.
    await page.goto('/order/tombOrderList');
    await page.getByRole('heading', { name: 'Change your password first' }).waitFor();

    await changeDemoPassword(page, 'not-the-password', 'my-own-secret-2');
    await page.locator('[data-testid="hamburger"]').waitFor();
    await page.locator('tbody tr').first().waitFor();
    await context.close();

    const again = await product.newContext();
    const second = await again.newPage();
    await signIn(second, demoMobile(2), DEMO_PASSWORD);
    await second.getByText('Wrong mobile number or password').waitFor();
    await signIn(second, demoMobile(2), 'my-own-secret-2');
    await second.locator('[data-testid="hamburger"]').waitFor();
    await again.close();
  });

  it('fits a phone, and can sign out instead', async () => {
    const context = await product.newContext({ viewport: PHONE, language: 'zh' });
    const page = await context.newPage();
    await signIn(page, demoMobile(3), DEMO_PASSWORD);
    await page.getByRole('heading', { name: '请先修改密码' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'demo-account-change-375-zh');
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL('**/login**');
    await context.close();
  });
});
