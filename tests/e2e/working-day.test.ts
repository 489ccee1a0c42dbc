/**
 * One working day per level (issue 13), the tasks of README's "Your first hour", each reached
 * from the menu as staff do, in Chromium against the real server and demo data. Every page of
 * the day is watched for console errors and uncaught exceptions: a day at the counter ends with
 * none. What the user did is then read back from the database, as the office would see it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { appRoutes } from '../../src/instance';
import { DEMO_PASSWORD, demoMobile } from '../../src/server/seed/users';
import { loginAs, LAPTOP } from './helpers/browser';
import { withProduct } from './helpers/product';

const product = withProduct();

const db = product.db;

interface Day {
  page: Page;
  /** Console errors and uncaught exceptions seen so far, with the path they happened on. */
  problems: string[];
}

/** Sign in through the login page as a level and start watching the console. */
const startDay = async (level: Level): Promise<Day> => {
  const context = await product.newContext({ viewport: LAPTOP, language: 'en' });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const problems: string[] = [];
  const where = () => new URL(page.url()).pathname;
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${where()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${where()}: ${e.message}`));
  await page.goto('/login');
  await loginAs(page, level);
  return { page, problems };
};

const endDay = async (day: Day): Promise<void> => {
  // Let the last poll and any late render report before judging the day.
  await day.page.waitForTimeout(1500);
  await day.page.context().close();
  expect(day.problems).toEqual([]);
};

/** Open a page from the sidebar, expanding its group first when the group is closed. */
const fromMenu = async (page: Page, path: string): Promise<void> => {
  const entry = page.locator(`[data-testid="sidebar-menu"] [data-menu-path="${path}"]`);
  if (!(await entry.isVisible())) {
    // The group that holds the entry in the menu table (groups follow what staff do, not the paths).
    const owner = appRoutes.menu.find((g) => g.children.some((r) => r.path === path))?.path;
    expect(owner, `a menu group holding ${path}`).toBeDefined();
    await page.locator(`[data-testid="sidebar-menu"] [data-menu-group="${owner}"]`).click();
    await entry.waitFor();
  }
  await entry.click();
  await page.waitForURL((url) => url.pathname === path);
};

/** Open a page from the top bar's avatar menu (the map, the profile, settings, the operation log). */
const fromAvatarMenu = async (page: Page, path: string): Promise<void> => {
  await page.locator('[data-testid="avatar-menu"]').click();
  await page.locator(`[role="menuitem"][data-path="${path}"]`).click();
  await page.waitForURL((url) => url.pathname === path);
};

/** Choose a plot in the order form's picker by its code. */
const pickPlot = async (page: Page, code: string): Promise<void> => {
  const picker = page.locator('[data-field="burialslot_id"] input');
  await picker.click();
  await picker.fill(code);
  await page.locator(`[role="option"] [data-plot-option="${code}"]`).click();
};

/** The first available single plot of a channel's area that nobody else touches in this file. */
const plotForSale = async (skip: number): Promise<string> => {
  const rows = await db()
    .selectFrom('tomb_burialslot')
    .select('code')
    .where('status', '=', 'available')
    .where('type', '=', 'single')
    .orderBy('code')
    .offset(skip)
    .limit(1)
    .execute();
  return String(rows[0].code);
};

/** Open a list from the menu and, once it shows, its Create button's form. */
const createFromList = async (page: Page, listPath: string): Promise<void> => {
  await fromMenu(page, listPath);
  await page.locator('.RaDataTable-table, [data-testid="list-cards"], .RaList-noResults, .RaEmpty-message').first().waitFor();
  await page.locator('a[href$="/create"]').first().click();
  await page.waitForURL(new RegExp(`${listPath}/create`));
};

/** Create an order from the list's Create button and return its id once its page shows. */
const sellPlot = async (page: Page, listPath: string, code: string, buyer: string, phone: string): Promise<number> => {
  await createFromList(page, listPath);
  await pickPlot(page, code);
  await page.locator('input[name="buyer_name"]').fill(buyer);
  await page.locator('input[name="buyer_phone"]').fill(phone);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(new RegExp(`${listPath}/\\d+$`));
  await page.locator('[data-testid="order-status"][data-status="reserved"]').waitFor();
  return Number(new URL(page.url()).pathname.split('/').pop());
};

describe('a working day per level', () => {
  it('1 · inside clerk: sells a plot and registers a deceased on a sold plot', async () => {
    const day = await startDay(1);
    const { page } = day;
    const code = await plotForSale(0);
    const orderId = await sellPlot(page, '/order/tombOrderList', code, '王 一', '13812340001');
    const order = await db().selectFrom('tomb_order').select(['channel', 'status', 'buyer_name']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ channel: 'inside', status: 'reserved', buyer_name: '王 一' });

    // A registration on an inside plot that is sold and has room left.
    const sold = await db()
      .selectFrom('tomb_burialslot as b')
      .innerJoin('tomb_order as o', 'o.burialslot_id', 'b.id')
      .select(['b.id', 'b.code'])
      .where('b.status', '=', 'sold')
      .where('o.channel', '=', 'inside')
      .where('o.status', 'in', ['contracted', 'paid'])
      .where('b.type', '=', 'double')
      .orderBy('b.code')
      .executeTakeFirstOrThrow();
    await createFromList(page, '/member/list');
    const picker = page.locator('[data-field="burialslot_id"] input');
    await picker.click();
    await picker.fill(String(sold.code));
    await page.locator('[role="option"]', { hasText: String(sold.code) }).first().click();
    await page.locator('input[name="name"]').fill('李 逝者');
    await page.locator('input[name="applicant_name"]').fill('李 家属');
    await page.locator('input[name="applicant_phone"]').fill('13812340002');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/member\/list(\/\d+)?$/);
    const member = await db().selectFrom('member').select(['burialslot_id', 'channel']).where('name', '=', '李 逝者').executeTakeFirstOrThrow();
    expect(member).toEqual({ burialslot_id: sold.id, channel: 'inside' });
    await endDay(day);
  });

  it('2 · inside manager: reads this month\'s statistics, opens an order and prints it', async () => {
    const day = await startDay(2);
    const { page } = day;
    await fromMenu(page, '/count/count');
    await page.locator('[data-testid="stats-period"], [data-testid="stat-card"], .recharts-wrapper').first().waitFor();
    await fromMenu(page, '/order/tombOrderList');
    await page.locator('.RaDataTable-table tbody tr').first().click();
    await page.waitForURL(/\/order\/tombOrderList\/\d+$/);
    await page.locator('[data-testid="order-actions"] button[aria-haspopup="menu"]').click();
    await page.locator('[role="menuitem"]').first().click();
    await page.waitForURL(/\/print\//);
    await page.locator('[data-testid="print-preview"] [data-testid="print-document"]').first().waitFor();
    await page.locator('[data-testid="print-button"]').waitFor();
    await endDay(day);
  });

  it('3 · outside clerk: the same order flow on the outside channel, inside orders unseen', async () => {
    const day = await startDay(3);
    const { page } = day;
    const code = await plotForSale(1);
    const orderId = await sellPlot(page, '/order/tombOrderList_outside', code, '张 三', '13812340003');
    expect((await db().selectFrom('tomb_order').select('channel').where('id', '=', orderId).executeTakeFirstOrThrow()).channel).toBe('outside');
    await fromMenu(page, '/order/tombOrderList_outside');
    await page.locator('.RaDataTable-table tbody tr').first().waitFor();
    const shown = await page.locator('.RaDataTable-table tbody tr').count();
    expect(shown).toBeGreaterThan(0);
    // Every order number on the list is an outside order.
    const numbers = await page.locator('.RaDataTable-table tbody tr td.column-order_no').allTextContents();
    const channels = await db().selectFrom('tomb_order').select('channel').where('order_no', 'in', numbers.map((n) => n.trim())).execute();
    expect(channels.length).toBe(numbers.length);
    expect(new Set(channels.map((c) => c.channel))).toEqual(new Set(['outside']));
    await endDay(day);
  });

  it('4 · outside manager: records a payment on an outside order, then prints its contract', async () => {
    const day = await startDay(4);
    const { page } = day;
    const order = await db()
      .selectFrom('tomb_order')
      .select(['id', 'order_no', 'balance'])
      .where('channel', '=', 'outside')
      .where('status', '=', 'contracted')
      .where('balance', '>', 1000)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await fromMenu(page, '/order/tombOrderList_outside');
    await page.goto(`/order/tombOrderList_outside/${order.id}`);
    await page.locator('[data-testid="order-status"][data-status="contracted"]').waitFor();
    await page.locator('[data-testid="order-payments"] button', { hasText: 'Take a payment' }).click();
    const dialog = page.locator('[data-testid="payment-dialog-charge"]');
    await dialog.locator('[data-testid="select-item"]').locator('xpath=..').click();
    await page.locator('li[role="option"][data-value="plot_price"]').click();
    await dialog.locator('input[name="amount"]').fill('1000');
    await dialog.locator('button', { hasText: 'Confirm' }).click();
    // A payment ends with its receipt to print (issue 28 item 11); Close goes back to the order.
    await dialog.getByTestId('payment-done').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('[data-testid="order-payments"] tr[data-payment]').first().waitFor();
    const after = await db().selectFrom('tomb_order').select('balance').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(Number(after.balance)).toBeCloseTo(Number(order.balance) - 1000, 2);
    await page.locator('[data-testid="order-actions"] button[aria-haspopup="menu"]').click();
    await page.locator('[role="menuitem"]', { hasText: /contract/i }).first().click();
    await page.waitForURL(/\/print\//);
    await page.locator('[data-testid="print-preview"] [data-testid="print-document"]', { hasText: String(order.order_no) }).first().waitFor();
    await endDay(day);
  });

  it('5 · inside admin: adds an inside clerk, who can sign in, and opens the settings', async () => {
    const day = await startDay(5);
    const { page } = day;
    await createFromList(page, '/member/memberList');
    await page.locator('input[name="mobile"]').fill('13912340005');
    await page.locator('input[name="nickname"]').fill('新 职员');
    await page.getByRole('combobox', { name: /level/i }).click();
    await page.locator('li[role="option"][data-value="1"]').click();
    await page.locator('input[name="password"]').fill('Counter-2026!');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/member\/memberList$/);
    const user = await db().selectFrom('user').select(['level', 'enabled']).where('mobile', '=', '13912340005').executeTakeFirstOrThrow();
    expect(user).toEqual({ level: 1, enabled: true });
    const signIn = await product.server.app.inject({ method: 'POST', url: '/index/User_Reg/pwd_login', payload: { mobile: '13912340005', pwd: 'Counter-2026!', type: 'pc' } });
    expect(signIn.json().status).toBe(1);

    // Settings from the top bar's menu.
    await fromAvatarMenu(page, '/system/settings');
    await page.locator('form input').first().waitFor();
    await endDay(day);
  });

  it('6 · outside admin: disables an outside clerk, whose open page ends at once', async () => {
    // The clerk is at work on another computer.
    const clerkContext = await product.newContext({ viewport: LAPTOP, language: 'en' });
    const clerk = await clerkContext.newPage();
    await clerk.goto('/login');
    await loginAs(clerk, 3);

    const day = await startDay(6);
    const { page } = day;
    await fromMenu(page, '/member/memberList_outside');
    const row = page.locator('.RaDataTable-table tbody tr', { hasText: demoMobile(3) });
    await row.getByRole('button', { name: 'Disable' }).click();
    // Disabling asks first, naming the account and saying its sessions end.
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`(${demoMobile(3)}) will no longer be able to sign in, and any session they have open ends now`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await row.getByRole('button', { name: 'Enable' }).waitFor();
    expect((await db().selectFrom('user').select('enabled').where('mobile', '=', demoMobile(3)).executeTakeFirstOrThrow()).enabled).toBe(false);
    await clerk.waitForURL((url) => url.pathname === '/login', { timeout: 5000 });
    await clerk.getByTestId('session-ended').waitFor();
    await clerkContext.close();

    // Back to work for the clerk: enabled again, and the clerk signs in.
    await row.getByRole('button', { name: 'Enable' }).click();
    await dialog.getByText(`(${demoMobile(3)}) will be able to sign in again`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Enable' }).click();
    await row.getByRole('button', { name: 'Disable' }).waitFor();
    const signIn = await product.server.app.inject({ method: 'POST', url: '/index/User_Reg/pwd_login', payload: { mobile: demoMobile(3), pwd: DEMO_PASSWORD, type: 'pc' } });
    expect(signIn.json().status).toBe(1);
    await endDay(day);
  });

  it.each([1, 2, 3, 4, 5, 6] as const)('%s · opens the tomb location map, coloured by status', async (level) => {
    const day = await startDay(level);
    const { page } = day;
    // From another screen, back to the home page through the menu: "Tomb location" is first in every level's menu.
    await fromMenu(page, appRoutes.menuForLevel(level)[1].children[0].path);
    await fromMenu(page, '/dashboard');
    await page.locator('[data-testid="plot-grid"] .plot-cell').first().waitFor();
    const statuses = await page.locator('.plot-cell').evaluateAll((cells) => new Set(cells.map((c) => c.getAttribute('data-s'))).size);
    expect(statuses).toBeGreaterThan(1);
    await endDay(day);
  });
});
