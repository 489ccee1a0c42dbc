/**
 * A demo account on a server other computers reach (issue 26, item 5), in headless Chromium:
 * signing in with the published password is refused on the login page with the reason and
 * what to do (at desktop and phone widths, in English and Chinese); nothing of the app opens.
 * Once an administrator has set a new password for it, it signs in with that one.
 */
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password';
import { DEMO_PASSWORD, demoMobile } from '../../src/server/seed/users';
import { LAPTOP, PHONE, screenshot, submitLogin } from './helpers/browser';
import { withProduct } from './helpers/product';

const product = withProduct({ reachableFromNetwork: true });

const signIn = async (page: Page, mobile: string, password: string) => {
  await page.goto('/login');
  await submitLogin(page, mobile, password);
};

describe('a demo account on a reachable server', () => {
  it('does not sign in, says why and what to do, at both widths; signs in once given a new password', async () => {
    const context = await product.newContext({ viewport: LAPTOP });
    const page = await context.newPage();
    await signIn(page, demoMobile(2), DEMO_PASSWORD);
    await page.getByText(/A demo account's password is public, so it cannot sign in on a server other computers reach/).first().waitFor();
    await screenshot(page, 'demo-account-locked-1366');
    await page.goto('/order/tombOrderList');
    await page.waitForURL('**/login**');
    await context.close();

    const phone = await product.newContext({ viewport: PHONE, language: 'zh' });
    const small = await phone.newPage();
    await signIn(small, demoMobile(3), DEMO_PASSWORD);
    await small.getByText(/^演示账户的密码是公开的/).first().waitFor();
    await screenshot(small, 'demo-account-locked-375-zh');
    await phone.close();

    // What an administrator's reset writes (the server tests go through the reset itself).
    await product
      .db()
      .updateTable('user')
      .set({ password_hash: await hashPassword('my-own-secret-2'), demo: false })
      .where('mobile', '=', demoMobile(2))
      .execute();
    const again = await product.newContext();
    const second = await again.newPage();
    await signIn(second, demoMobile(2), DEMO_PASSWORD);
    await second.getByText('Wrong mobile number or password').first().waitFor();
    await signIn(second, demoMobile(2), 'my-own-secret-2');
    await second.locator('[data-testid="hamburger"]').waitFor();
    await again.close();
  });
});
