/**
 * One's own account, in headless Chromium against the real server: the profile page
 * (nickname, avatar with preview, introduction), changing the password with the old one,
 * and the forgot-password flow of the login page with the code the server hands out.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoMobile } from '../../src/server/seed/users';
import { changeDemoPassword } from './helpers/account';
import { submitLogin } from './helpers/browser';
import { withProduct } from './helpers/product';

const codes: { mobile: string; code: string }[] = [];

const product = withProduct();

beforeAll(() => {
  // No SMS gateway: the server hands the code to this hook (by default, its log).
  product.server.app.auth.deliverCode = (user, code) => codes.push({ mobile: user.mobile, code });
});

const logout = async (page: Page) => {
  await page.getByTestId('avatar-menu').click();
  await page.getByTestId('logout').click();
  await page.waitForURL('**/login**');
};

describe('profile', () => {
  it('edits the nickname, avatar and introduction; the navbar shows the new name at once', async () => {
    const page = await product.open(3);
    await page.getByTestId('avatar-menu').click();
    await page.locator('[role="menuitem"][data-path="/profile/index"]').click();
    await page.waitForURL('**/profile/index');
    await page.locator('input[name="nickname"]').fill('Wang Fang');
    // A 1x1 PNG: the avatar field takes http(s) links, paths and base64 images.
    const avatar = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    await page.locator('input[name="avatar"]').fill(avatar);
    await expect(page.locator('img[alt="Avatar preview"]').getAttribute('src')).resolves.toBe(avatar);
    await page.locator('textarea[name="introduction"]').fill('Outside clerk, weekdays');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your profile was saved').waitFor();
    await page.getByTestId('avatar-menu').click();
    await page.getByRole('menuitem', { name: 'Wang Fang' }).waitFor();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.locator('input[name="nickname"]').inputValue()).resolves.toBe('Wang Fang');
    await page.context().close();
  });

  it('changes the password with the old one, refusing a wrong old one', async () => {
    const page = await product.open(1, { path: '/profile/index' });
    await page.getByRole('tab', { name: 'Password' }).click();
    await changeDemoPassword(page, 'not-my-password', 'a-new-password-1');
    await page.getByText('Your password was changed').waitFor();
    await logout(page);
    await submitLogin(page, demoMobile(1), 'a-new-password-1');
    await page.waitForURL('**/profile/index');
    await page.context().close();
  });
});

describe('forgot password', () => {
  it('sends a code for the mobile, explains where it comes from, and sets a new password with it', async () => {
    const context = await product.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('the code is written to the server log').waitFor();
    await dialog.locator('input[name="mobile"]').fill(demoMobile(4));
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.locator('input[name="code"]').waitFor();
    const sent = codes.find((c) => c.mobile === demoMobile(4));
    expect(sent?.code).toMatch(/^\d{6}$/);

    await dialog.locator('input[name="code"]').fill('000000' === sent?.code ? '111111' : '000000');
    await dialog.locator('input[name="password"]').fill('reset-password-4');
    await dialog.locator('input[name="confirm"]').fill('reset-password-4');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await dialog.getByText('The code is wrong or has expired').waitFor();

    await dialog.locator('input[name="code"]').fill(sent?.code ?? '');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.locator('input[name="mobile"]').inputValue()).resolves.toBe(demoMobile(4));
    await submitLogin(page, demoMobile(4), 'reset-password-4');
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});
