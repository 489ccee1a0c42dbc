/**
 * A sign-in lock seen and cleared by an administrator, in headless Chromium against the real
 * server (issue 12.6, docs/auth.md): wrong passwords from another address slow that address
 * down, the clerk still signs in from their own, and the inside administrator unlocks the
 * account from the user list after a confirmation. Screenshots of the list, the dialog and the
 * edit page at 1366 and 375 px go to screenshots/tmp/signin-lock-*.png; the dialog in English and
 * the edit page in Chinese at 1366 px are kept as docs/screenshots/resources/signin-lock-{en,zh}.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginCounters } from '../../src/server/auth/loginThrottle';
import { keyOf } from '../../src/server/auth/rateLimit';
import { DEMO_PASSWORD, demoMobile } from '../../src/server/seed/users';
import { LAPTOP, PHONE, loginAs, screenshot } from './helpers/browser';
import { withProduct } from './helpers/product';

const ATTACKER = '198.51.100.7';

const product = withProduct();

const signInFrom = async (address: string, mobile: string, pwd: string) =>
  (await product.server.app.inject({ method: 'POST', url: '/index/User_Reg/pwd_login', payload: { mobile, pwd, type: 'pc' }, remoteAddress: address })).json() as {
    status: number;
    data: { code?: string } | null;
  };

/** Five wrong passwords for the clerk from the attacker's address, as the sign-in writes them (each real one costs a scrypt). */
const lockClerk = async (): Promise<void> => {
  const now = product.now().getTime();
  const rows = Array.from({ length: 5 }, (_, i) =>
    loginCounters(demoMobile(1), ATTACKER).map((c) => ({ key: keyOf(c), at: new Date(now - (5 - i) * 60_000), attempt: `e2e-${i}` })),
  ).flat();
  await product.db().insertInto('auth_failure').values(rows).execute();
};

/** MUI's dialog fades in (225 ms): a screenshot waits for the end of it. */
const settled = (page: Page) => page.waitForFunction(() => [...document.querySelectorAll('.MuiDialog-container')].every((e) => getComputedStyle(e).opacity === '1'));

/** The clerk's row in the table, or its card on a phone. */
const clerkRow = (page: Page) => page.locator('#main-content table tbody tr, #main-content [data-testid="list-card"]').filter({ hasText: demoMobile(1) });

describe('sign-in lock', () => {
  it('the attacker’s address is refused, the clerk signs in from theirs, and the administrator unlocks the account', async () => {
    await lockClerk();
    expect((await signInFrom(ATTACKER, demoMobile(1), DEMO_PASSWORD)).data?.code).toBe('too_many_attempts');

    // The clerk, from the browser's own address, is not locked out.
    const clerk = await product.newContext();
    const clerkPage = await clerk.newPage();
    await loginAs(clerkPage, 1);
    await clerk.close();

    const context = await product.newContext({ viewport: LAPTOP });
    const page = await context.newPage();
    await loginAs(page, 5);
    await page.goto('/member/memberList');
    const unlock = clerkRow(page).getByRole('button', { name: 'Unlock sign-in' });
    await unlock.waitFor();
    // Only the locked account carries the button.
    expect(await page.getByRole('button', { name: 'Unlock sign-in' }).count()).toBe(1);
    await screenshot(page, 'signin-lock-list-1366');
    await unlock.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Sign-in locked until/).waitFor();
    expect(await dialog.getByTestId('signin-lock-addresses').innerText()).toContain(ATTACKER);
    await settled(page);
    await screenshot(page, 'docs/screenshots/resources/signin-lock-en.png');
    await dialog.getByRole('button', { name: 'Unlock sign-in' }).click();
    await page.getByText('Sign-in unlocked').waitFor();
    await clerkRow(page).getByRole('button', { name: 'Unlock sign-in' }).waitFor({ state: 'detached' });
    expect((await signInFrom(ATTACKER, demoMobile(1), DEMO_PASSWORD)).status).toBe(1);

    const ops = await product.db()
      .selectFrom('operation_log')
      .select(['after'])
      .where('action', '=', 'update')
      .where('table_name', '=', 'user')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(ops.after))).toEqual({ sign_in_failures: 0, sign_in_locked: false });
    await context.close();
  });

  it('the edit page shows the sign-in status, and the list works at 375 px and in Chinese', async () => {
    await lockClerk();
    const context = await product.newContext({ viewport: PHONE, language: 'zh' });
    const page = await context.newPage();
    await loginAs(page, 5);
    await page.goto('/member/memberList');
    const unlock = clerkRow(page).getByRole('button', { name: '解除登录锁定' });
    await unlock.waitFor();
    await unlock.scrollIntoViewIfNeeded();
    await screenshot(page, 'signin-lock-list-375-zh');
    await unlock.click();
    await page.getByRole('dialog').getByText(/登录已锁定至/).waitFor();
    await settled(page);
    await screenshot(page, 'signin-lock-dialog-375-zh');
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();

    const id = (await product.db().selectFrom('user').select('id').where('mobile', '=', demoMobile(1)).executeTakeFirstOrThrow()).id;
    await page.goto(`/member/memberList/${id}`);
    const panel = page.getByTestId('signin-lock-panel');
    await panel.getByText(/登录已锁定至/).waitFor();
    await screenshot(page, 'signin-lock-edit-375-zh');
    await page.setViewportSize(LAPTOP);
    await screenshot(page, 'docs/screenshots/resources/signin-lock-zh.png');
    await context.close();
  });
});
