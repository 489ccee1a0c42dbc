/**
 * An ended session is noticed: a clerk is disabled by an administrator from another session
 * while their page is open; on the first 401 the page stops polling, forgets the token and
 * goes to /login?redirect=<where they were> saying that the session has ended (issue 13 item
 * 1: within 2 s). Signing in again from there returns to that page.
 */
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoMobile } from '../../src/server/seed/users';
import { setEnabled } from './helpers/adminApi';
import { hasTokenCookie, pathAndQuery } from './helpers/shellPage';
import { loginAs } from './helpers/browser';
import { withProduct } from './helpers/product';

const product = withProduct();

const toggle = async (enabled: boolean) => expect(await setEnabled(product.server, 1, enabled)).toBe(200);

describe('an ended session', () => {
  it.each(['en', 'zh'])('sends the open page to /login with the redirect and a message within 2 s (%s)', async (language) => {
    const context = await product.newContext({ language });
    const page = await context.newPage();
    await page.goto('/login');
    await loginAs(page, 1);
    await page.goto('/order/tombOrderList');
    await page.locator('.RaDataTable-table').waitFor();
    const refused: Request[] = [];
    page.on('requestfinished', (r) => {
      // A request may finish as the test closes the page: its response is then gone, which says nothing.
      r.response().then(
        (res) => res?.status() === 401 && refused.push(r),
        () => undefined,
      );
    });

    await toggle(false);
    const disabledAt = performance.now();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 2000 });
    await page.getByTestId('session-ended').waitFor({ timeout: Math.max(100, 2000 - (performance.now() - disabledAt)) });
    expect(performance.now() - disabledAt).toBeLessThan(2000);
    expect(pathAndQuery(page)).toBe(`/login?redirect=${encodeURIComponent('/order/tombOrderList')}`);
    expect(await page.getByTestId('session-ended').textContent()).toBe(
      language === 'zh' ? '登录已失效（账号被停用、密码已修改或会话过期），请重新登录。' : 'Your session has ended (account disabled, password changed or session expired). Please sign in again.',
    );
    expect(await hasTokenCookie(page)).toBe(false);
    // Polling stopped: no call is refused again while the login page stays open.
    const seen = refused.length;
    await page.waitForTimeout(2500);
    expect(refused.length).toBe(seen);

    // Enabled again, the clerk signs in from there and is back on the page they were on.
    await toggle(true);
    await page.locator('input[name="mobile"]').fill(demoMobile(1));
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/order/tombOrderList');
    await context.close();
  });
});
