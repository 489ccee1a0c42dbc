/**
 * VITE_DATA_PROVIDER=rest: the same app built over the server's REST view (ra-data-simple-rest,
 * /api/<resource>) instead of the legacy generic query, in headless Chromium against the real
 * server. A smoke test: the orders list loads its rows through /api, an order's remark is
 * edited and saved through PUT /api and is in the database, and the screens never fall back to
 * the generic query for their data.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { REST_APP_DIR, ensureBuilt } from '../../scripts/buildState.mjs';
import { loginAs } from './helpers/browser';
import { withProduct } from './helpers/product';

beforeAll(() => ensureBuilt('app-rest'));
const product = withProduct({ staticDir: REST_APP_DIR });

interface Seen {
  method: string;
  path: string;
  table?: string;
}

const watch = (page: Page): Seen[] => {
  const seen: Seen[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    let table: string | undefined;
    if (url.pathname === '/index/query') table = (JSON.parse(r.postData() ?? '{}') as { table?: string }).table;
    seen.push({ method: r.method(), path: url.pathname, table });
  });
  return seen;
};

describe('the app built with VITE_DATA_PROVIDER=rest', () => {
  it('lists, shows and saves orders through the REST view', async () => {
    const order = await product.db()
      .selectFrom('tomb_order')
      .select(['id', 'order_no'])
      .where('channel', '=', 'inside')
      .where('status', '=', 'reserved')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const context = await product.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(90_000);
    const seen = watch(page);
    await page.goto('/login');
    await loginAs(page, 5);
    await page.goto('/order/tombOrderList');
    await page.locator('table tbody tr td.column-order_no').first().waitFor();
    expect(seen.some((s) => s.method === 'GET' && s.path === '/api/order/tombOrderList')).toBe(true);

    await page.goto(`/order/tombOrderList/${order.id}`);
    const remark = page.locator('form textarea[name="remark"]');
    await remark.waitFor();
    await remark.fill('Saved over REST');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('.MuiSnackbarContent-message').getByText(`Order ${order.order_no} saved`).waitFor();
    expect(seen.some((s) => s.method === 'PUT' && s.path === `/api/order/tombOrderList/${order.id}`)).toBe(true);
    const stored = await product.db().selectFrom('tomb_order').select('remark').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(stored.remark).toBe('Saved over REST');

    // The screens' data came through /api; the generic query served only the shell's own calls (the message bell).
    const queried = seen.filter((s) => s.path === '/index/query').map((s) => s.table);
    expect(queried.filter((t) => t !== 'message')).toEqual([]);
    await context.close();
  });
});
