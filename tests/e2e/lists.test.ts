/**
 * Lists at the two widths staff use, against the real server and demo data. At 1366×800 every
 * list's default columns fit (no sideways scrolling) with Total, Paid and Balance and every row
 * action in view, and the order page's payments show each receipt's Print button inside their
 * card. At 375×812 the lists are cards with the config's key fields (the order number, plot,
 * buyer, status and balance), not the first three columns. A record is named by its number in
 * the breadcrumb and the tab. Screenshots of every list in zh and en in docs/screenshots/lists/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { PHONE, inViews, screenshot, animationsDone, LAPTOP } from './helpers/browser';
import { withProduct } from './helpers/product';

const product = withProduct();

const LISTS: readonly (readonly [name: string, level: Level, path: string])[] = [
  ['orders', 5, '/order/tombOrderList'],
  ['orders-outside', 6, '/order/tombOrderList_outside'],
  ['plots', 5, '/tomb/tombBurialslotList'],
  ['areas', 5, '/tomb/tombList'],
  ['rooms', 5, '/tomb/tombRoomList'],
  ['rows', 5, '/tomb/tombShelfList'],
  ['registrations', 5, '/member/list'],
  ['users', 5, '/member/memberList'],
  ['oplog', 5, '/system/operationLog'],
];

/** A page signed in as the level at this size, on `path` if given (waits get 90 s). */
const signedIn = (level: Level, viewport: { width: number; height: number }, path?: string, language = 'en'): Promise<Page> =>
  product.open(level, { viewport, language, path, timeoutMs: 90_000 });

/**
 * The list once its rows are in: the table's rows at a desktop width, the cards (or, for the
 * operation log, react-admin's simple list) on a phone; never the sidebar's menu items, whose
 * ListItemText is there before any list has loaded.
 */
const loaded = async (page: Page) => {
  await page.locator('main table tbody tr, main [data-testid="list-card"], main .MuiListItemText-root').first().waitFor();
  await page.waitForLoadState('networkidle');
};

/** How far the list's table reaches past its box, and whether any button of its rows lies outside the window. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const wrapper = document.querySelector('.RaDataTable-tableWrapper') as HTMLElement;
    const hidden = [...document.querySelectorAll('table tbody button, table tbody a')]
      .map((b) => b.getBoundingClientRect())
      .filter((r) => r.width > 0 && (r.right > window.innerWidth || r.left < 0));
    return { extra: wrapper.scrollWidth - wrapper.clientWidth, hiddenActions: hidden.length };
  });

describe('at 1366 px', () => {
  it.each(LISTS)('the %s list fits without sideways scrolling, every action in view', async (_, level, path) => {
    const page = await signedIn(level, LAPTOP, path);
    await loaded(page);
    expect(await overflow(page)).toEqual({ extra: 0, hiddenActions: 0 });
    await page.context().close();
  });

  it('the order list shows Total, Paid and Balance in the window', async () => {
    const page = await signedIn(5, LAPTOP, '/order/tombOrderList');
    await loaded(page);
    for (const source of ['total', 'paid', 'balance']) {
      const box = await page.locator(`th.column-${source}`).boundingBox();
      expect(box && box.x + box.width <= LAPTOP.width, source).toBe(true);
    }
    await page.context().close();
  });

  it('the order page keeps every payment\'s Print button inside its card, and names the order in the breadcrumb and the tab', async () => {
    const db = product.db();
    const order = await db
      .selectFrom('tomb_order')
      .innerJoin('tomb_payment', 'tomb_payment.order_id', 'tomb_order.id')
      .select(['tomb_order.id as id', 'tomb_order.order_no as order_no'])
      .where('tomb_order.channel', '=', 'outside')
      .where('tomb_order.status', '=', 'paid')
      .orderBy('tomb_order.id', 'desc')
      .executeTakeFirstOrThrow();
    // Level 6 prints receipts from the payments card.
    const page = await signedIn(6, LAPTOP, `/order/tombOrderList_outside/${order.id}`);
    const card = page.getByTestId('order-payments');
    await card.locator('tr[data-payment]').first().waitFor();
    const cardBox = (await card.boundingBox())!;
    const prints = card.getByRole('link', { name: 'Print' });
    expect(await prints.count()).toBeGreaterThan(0);
    for (const box of await Promise.all((await prints.all()).map((p) => p.boundingBox()))) {
      expect(box!.x + box!.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    }
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(order.order_no!).waitFor();
    await page.locator('[role="tab"][aria-selected="true"]', { hasText: `Order ${order.order_no}` }).waitFor();
    await page.context().close();
  });
});

describe('at 375 px', () => {
  it.each(LISTS.filter(([name]) => name !== 'oplog'))('the %s list is cards, not a table', async (_, level, path) => {
    const page = await signedIn(level, PHONE, path);
    await page.getByTestId('list-card').first().waitFor();
    expect(await page.locator('table').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();
  });

  it('an order card shows the order number, plot, buyer, status and balance', async () => {
    const db = product.db();
    const newest = await db
      .selectFrom('tomb_order')
      .leftJoin('tomb_burialslot', 'tomb_burialslot.id', 'tomb_order.burialslot_id')
      .select(['tomb_order.order_no', 'tomb_order.buyer_name', 'tomb_burialslot.code'])
      .where('tomb_order.channel', '=', 'inside')
      .orderBy('tomb_order.created_at', 'desc')
      .orderBy('tomb_order.id', 'desc')
      .executeTakeFirstOrThrow();
    const page = await signedIn(5, PHONE, '/order/tombOrderList');
    const card = page.getByTestId('list-card').first();
    await card.waitFor();
    await expect(card.getByTestId('card-primary').innerText()).resolves.toBe(newest.order_no);
    const secondary = await card.getByTestId('card-secondary').innerText();
    expect(secondary).toContain(newest.code);
    expect(secondary).toContain(newest.buyer_name);
    expect(secondary).toMatch(/Total/);
    await expect(card.getByTestId('card-tertiary').innerText()).resolves.toMatch(/Balance\s*¥/);
    // A card opens its order.
    await card.getByTestId('card-primary').click();
    await page.waitForURL(/\/order\/tombOrderList\/\d+$/);
    await page.context().close();
  });

  it('a user card carries the account actions', async () => {
    const page = await signedIn(5, PHONE, '/member/memberList');
    const clerk = page.getByTestId('list-card').filter({ hasText: '13800000001' });
    await clerk.getByRole('button', { name: 'Change level' }).waitFor();
    await expect(clerk.innerText()).resolves.toContain('1 · Inside clerk');
    await page.context().close();
  });
});

describe('screenshots', () => {
  it.each(
    (
      [
        ['en', LAPTOP],
        ['en', PHONE],
        ['zh', LAPTOP],
        ['zh', PHONE],
      ] as const
    ).filter(([language, viewport]) => inViews(language, viewport)),
  )('of every list in %s at %o', async (language, viewport) => {
    const page = await signedIn(5, viewport, undefined, language);
    for (const [name, level, path] of LISTS) {
      if (level !== 5) continue;
      await page.goto(path);
      await loaded(page);
      await page.mouse.move(0, 0);
      await animationsDone(page);
      await screenshot(page, `docs/screenshots/lists/${name}-${viewport.width}-${language}.png`);
    }
    await page.context().close();
  }, 300_000);
});
