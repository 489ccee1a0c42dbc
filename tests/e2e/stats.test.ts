/**
 * The statistics pages in Chromium against the real server and demo data: each level that has
 * the page sees it, the range changes the figures, a payment taken in the order page's dialog
 * shows in revenue, recharts loads only with the page; screenshots in zh and en, desktop and
 * phone, for docs/screenshots/stats.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { DESKTOP, PHONE, inViews, loginAs, screenshot } from './helpers/browser';
import { DIST } from './helpers/server';
import { localDay } from './helpers/localDay';
import { withProduct } from './helpers/product';

const PATH_OF: Record<number, string> = { 2: '/count/count', 5: '/count/count', 4: '/countOutsid/countOutsid', 6: '/countOutsid/countOutsid' };

const product = withProduct();

const openStats = async (level: Level, opts: { language?: string; viewport?: { width: number; height: number } } = {}): Promise<Page> => {
  // recharts honours reduced motion: charts are drawn at once, so a screenshot never catches them half-grown.
  const page = await product.open(level, { ...opts, path: PATH_OF[level], timeoutMs: 90_000, reducedMotion: true });
  await kpiValue(page, 'orders');
  return page;
};

/** The text of a KPI card's figure once the figures are in and no request is running. */
const kpiValue = async (page: Page, kpi: string): Promise<string> => {
  const value = page.locator(`[data-kpi="${kpi}"] [data-kpi-value]`).first();
  await value.waitFor();
  await page.locator('[aria-busy="false"]').first().waitFor();
  return (await value.textContent()) ?? '';
};

/** Ask the server for the summary with the page's own session, as the page does. */
const summaryAsPage = (page: Page, body: object) =>
  page.evaluate(async (b) => {
    const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('Admin-Token='))?.slice(12) ?? '');
    const res = await fetch('/index/stats/summary', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Token': token }, body: JSON.stringify(b) });
    return (await res.json()).data as {
      orders: { current: number };
      revenue: { current: number };
      outstanding: { current: { balance: number } | null; previous: { balance: number } | null };
      period: { from: string; to: string };
    };
  }, body);

const digits = (s: string): number => Number(s.replace(/[^\d.-]/g, ''));

describe('statistics pages', () => {
  it.each([2, 4, 5, 6] as Level[])('renders for level %i with its channel', async (level) => {
    const page = await openStats(level);
    const channel = level === 2 || level === 5 ? 'inside' : 'outside';
    await page.locator(`[data-stats-page="${channel}"]`).waitFor();
    const shown = digits(await kpiValue(page, 'orders'));
    // The range the page asked for (its text says what the figures count and compare with).
    const period = page.locator('[data-period]');
    const [from, to] = [(await period.getAttribute('data-from')) ?? '', (await period.getAttribute('data-to')) ?? ''];
    const summary = await summaryAsPage(page, { from, to });
    expect(summary.orders.current).toBe(shown);
    // The outstanding balance is compared with the previous period's end: the demo seed backfilled its snapshots.
    const owed = page.locator('[data-kpi="outstanding"]');
    await owed.locator('[data-trend]').waitFor();
    expect(await owed.locator('[data-no-record]').count()).toBe(0);
    expect(summary.outstanding.previous).not.toBeNull();
    expect(digits((await owed.locator('[data-previous]').textContent()) ?? '')).toBe(summary.outstanding.previous?.balance);
    expect(digits(await kpiValue(page, 'outstanding'))).toBe(summary.outstanding.current?.balance);
    for (const chart of ['monthly', 'plots_by_area', 'orders_by_status', 'top_sellers', 'payments_by_method'])
      await page.locator(`[data-chart="${chart}"]`).waitFor();
    // The stacked plot bars are always drawn (plots are a snapshot, never empty in the demo).
    await page.locator('[data-chart="plots_by_area"] .recharts-bar-rectangle').first().waitFor();
    await page.context().close();
  });

  it('changes the figures when the range changes', async () => {
    const page = await openStats(2);
    await page.locator('[data-preset="today"]').click();
    await page.locator(`[data-period][data-from="${todayOf()}"][data-to="${todayOf()}"]`).waitFor();
    const today = await kpiValue(page, 'revenue');
    await page.locator('[data-preset="year"]').click();
    await page.locator(`[data-period][data-from="${thisYear()}-01-01"]`).waitFor();
    const year = await kpiValue(page, 'revenue');
    const expected = await summaryAsPage(page, { from: `${thisYear()}-01-01`, to: `${thisYear()}-12-31` });
    expect(digits(year)).toBe(expected.revenue.current);
    expect(year).not.toBe(today);
    // The monthly chart's CSV is the table behind it: twelve months whose orders add up to the year's.
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-export="monthly"]').click()]);
    expect(download.suggestedFilename()).toBe('monthly.csv');
    const csv = readFileSync(await download.path(), 'utf8');
    const [header, ...months] = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(header).toBe('Month,Orders,Sales,Revenue');
    expect(months).toHaveLength(12);
    expect(months.reduce((sum, line) => sum + Number(line.split(',')[1]), 0)).toBe(expected.orders.current);
    // A custom range far in the past has nothing: every range chart shows its empty state.
    await page.locator('[data-preset="custom"]').click();
    await page.locator('input[data-range="from"]').fill('1999-01-01');
    await page.locator('input[data-range="to"]').fill('1999-01-31');
    await page.locator('[data-period][data-from="1999-01-01"]').waitFor();
    expect(digits(await kpiValue(page, 'orders'))).toBe(0);
    expect(await page.locator('[data-empty]').count()).toBe(4);
    await page.context().close();
  });

  it('shows a payment taken in the order page\'s payment dialog in today\'s revenue', async () => {
    const page = await openStats(2);
    await page.locator('[data-preset="today"]').click();
    await page.locator(`[data-period][data-from="${todayOf()}"]`).waitFor();
    const before = digits(await kpiValue(page, 'revenue'));
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM tomb_order WHERE channel = 'inside' AND status IN ('reserved', 'contracted') AND balance >= 1234.56 ORDER BY id LIMIT 1`.execute(product.db());
    // The payment is taken the way staff take it: the order page's payment dialog.
    await page.goto(`/order/tombOrderList/${rows[0].id}`);
    await page.locator('[data-testid="order-payments"] button', { hasText: 'Take a payment' }).click();
    const dialog = page.locator('[data-testid="payment-dialog-charge"]');
    await dialog.locator('input[name="amount"]').fill('1234.56');
    await dialog.locator('button', { hasText: 'Confirm' }).click();
    // A payment ends with its receipt to print (issue 28 item 11); Close goes back to the order.
    await dialog.getByTestId('payment-done').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('[data-testid="order-payments"]').getByText('1,234.56').first().waitFor();
    await page.goto(PATH_OF[2]);
    await page.locator('[data-preset="today"]').click();
    await page.locator(`[data-period][data-from="${todayOf()}"]`).waitFor();
    expect(digits(await kpiValue(page, 'revenue'))).toBeCloseTo(before + 1234.56, 2);
    await page.context().close();
  });

  it('loads recharts only with the statistics page', async () => {
    const chartFiles = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js') && readFileSync(join(DIST, 'assets', f), 'utf8').includes('recharts-wrapper'));
    expect(chartFiles.length).toBeGreaterThan(0);
    const indexHtml = readFileSync(join(DIST, 'index.html'), 'utf8');
    for (const f of chartFiles) expect(indexHtml).not.toContain(f);
    const context = await product.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(90_000);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/login');
    await loginAs(page, 2);
    expect(requested.filter((u) => chartFiles.some((f) => u.endsWith(f)))).toEqual([]);
    await page.goto('/count/count');
    await kpiValue(page, 'orders');
    expect(requested.some((u) => chartFiles.some((f) => u.endsWith(f)))).toBe(true);
    await context.close();
  });

  it('takes the screenshots in zh and en, desktop and phone', async () => {
    const shots: [Level, string, { width: number; height: number }, string][] = [
      [2, 'zh', DESKTOP, 'inside-desktop-zh.png'],
      [2, 'en', DESKTOP, 'inside-desktop-en.png'],
      [4, 'zh', DESKTOP, 'outside-desktop-zh.png'],
      [6, 'en', DESKTOP, 'outside-desktop-en.png'],
      [5, 'zh', PHONE, 'inside-phone-zh.png'],
      [4, 'en', PHONE, 'outside-phone-en.png'],
    ];
    for (const [level, language, viewport, file] of shots.filter(([, language, viewport]) => inViews(language, viewport))) {
      const page = await openStats(level, { language, viewport });
      await page.locator('[data-preset="year"]').click();
      await page.locator(`[data-period][data-from="${thisYear()}-01-01"]`).waitFor();
      await kpiValue(page, 'orders');
      // Every chart has drawn its shapes (the demo data fills each of them this year).
      for (const shape of ['monthly"] .recharts-line-curve', 'plots_by_area"] .recharts-bar-rectangle', 'orders_by_status"] .recharts-pie-sector', 'top_sellers"] .recharts-bar-rectangle', 'payments_by_method"] .recharts-bar-rectangle'])
        await page.locator(`[data-chart="${shape}`).first().waitFor();
      await screenshot(page, `docs/screenshots/stats/${file}`, { fullPage: true });
      if (viewport === PHONE) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${file}: no sideways scrolling on a phone`).toBeLessThanOrEqual(0);
      }
      await page.context().close();
    }
  }, 400_000);
});

/** The server's today and year (its clock), as the page's presets count them. */
function todayOf(): string {
  return localDay(product.now());
}
function thisYear(): number {
  return product.now().getFullYear();
}
