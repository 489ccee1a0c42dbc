/**
 * Terms and renewals in Chromium against the real server and demo data (docs/terms.md): the
 * front desk opens the due and overdue list, picks an overdue term, renews it, prints its
 * renewal receipt (amount in capital numerals), and the term is current. Then the reminder
 * letters and the order page's term panel. Screenshots in docs/screenshots/terms/ (1366 and
 * 375 px, English and Chinese).
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localDay } from '../../src/config/dates';
import { addDaysTo, termState } from '../../src/config/terms';
import type { Level } from '../../src/config/types';
import { loginAs, newContext, PHONE, screenshot, stillScreenshot } from './helpers/browser';
import { withProduct } from './helpers/product';
import type { TestServer } from './helpers/server';

const WIDE = { width: 1366, height: 800 };

let server: TestServer;
let browser: Browser;

withProduct((s, b) => {
  server = s;
  browser = b;
});

const openAs = async (level: Level, viewport = WIDE, language = 'en'): Promise<Page> => {
  const context = await newContext(browser, server.url, { viewport, language });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto('/login');
  try {
    await loginAs(page, level);
  } catch (e) {
    await screenshot(page, `terms-login-${level}-${language}`);
    throw e;
  }
  return page;
};

const still = stillScreenshot;

const db = () => server.database.db;

/** The app's language for the next page loads (the cookie the language menu sets): one sign-in serves both languages. */
const setLanguage = (page: Page, language: 'en' | 'zh') => page.context().addCookies([{ name: 'language', value: language, url: server.url }]);

describe('reminders and statistics', () => {
  it('sends the reminders of a page of due terms to the outbox, and shows the terms on the statistics page (screenshots)', async () => {
    const page = await openAs(5, WIDE, 'en');
    for (const language of ['en', 'zh'] as const) {
      await setLanguage(page, language);
      await page.setViewportSize(WIDE);
      await page.goto('/contract/termList');
      await page.getByTestId('term-filter-due_soon').click();
      await page.locator('[data-state="due_soon"]').first().waitFor();
      if (language === 'en') {
        await page.getByTestId('term-send-reminders').click();
        await page.getByText(/queued, \d+ sent/).first().waitFor();
        const outbox = await db().selectFrom('term_reminder').select(['status', 'via']).where('channel', '=', 'inside').execute();
        expect(outbox.length).toBeGreaterThan(0);
        expect(outbox.every((r) => r.status === 'sent' && (r.via === 'sms' || r.via === 'wechat'))).toBe(true);
      }
      for (const [size, name] of [
        [WIDE, 'wide'],
        [PHONE, 'phone'],
      ] as const) {
        await page.setViewportSize(size);
        await page.goto('/contract/reminderList');
        await page.locator('table, [data-testid="list-card"]').first().waitFor();
        await still(page, `docs/screenshots/terms/outbox-${name}-${language}.png`);
        await page.goto('/count/count');
        await page.getByTestId('term-stats').waitFor();
        await page.getByTestId('term-stats').scrollIntoViewIfNeeded();
        await still(page, `docs/screenshots/terms/stats-${name}-${language}.png`);
      }
    }
    await page.context().close();
  });
});

describe('the due and overdue list', () => {
  it('renews an overdue term from the list and prints its receipt', async () => {
    const today = localDay();
    const overdue = await db()
      .selectFrom('mgmt_term')
      .innerJoin('tomb_burialslot as p', 'p.id', 'mgmt_term.burialslot_id')
      .select(['mgmt_term.id', 'mgmt_term.holder_name', 'mgmt_term.paid_until', 'mgmt_term.periods', 'p.code'])
      .where('mgmt_term.channel', '=', 'inside')
      .where('mgmt_term.do_not_contact', '=', false)
      .where('mgmt_term.paid_until', '<', today)
      .where('mgmt_term.paid_until', '>=', addDaysTo(today, -365))
      .where('mgmt_term.status', '=', 'active')
      .orderBy('mgmt_term.paid_until', 'asc')
      .orderBy('mgmt_term.id', 'asc')
      .executeTakeFirstOrThrow();
    expect(termState(String(overdue.paid_until), today)).toBe('overdue');
    const page = await openAs(1);
    await page.goto('/contract/termList');
    await page.getByTestId('term-filter-overdue').click();
    const row = page.locator('tr', { hasText: String(overdue.code) });
    await row.getByTestId('term-state').waitFor();
    expect(await row.getByTestId('term-state').getAttribute('data-state')).toBe('overdue');
    await still(page, 'docs/screenshots/terms/list-wide-en.png');
    await row.getByTestId('term-renew').click();
    const quote = page.getByTestId('term-quote');
    await quote.waitFor();
    await page.getByTestId('term-renew-years').fill('5');
    await quote.getByText('Paid until after renewal').waitFor();
    await still(page, 'docs/screenshots/terms/renew-wide-en.png');
    await page.getByTestId('term-renew-submit').click();
    await page.getByTestId('term-renewed').waitFor();
    const term = await db().selectFrom('mgmt_term').selectAll().where('id', '=', Number(overdue.id)).executeTakeFirstOrThrow();
    expect(Number(term.periods)).toBe(Number(overdue.periods) + 5);
    const payment = await db().selectFrom('tomb_payment').selectAll().where('term_id', '=', Number(overdue.id)).executeTakeFirstOrThrow();
    expect([payment.kind, payment.item, Number(payment.periods)]).toEqual(['charge', 'maintenance', 5]);
    await page.getByTestId('term-print-receipt').click();
    await page.waitForURL(/\/print\/renewalReceipt\?payment=\d+/);
    await page.getByTestId('print-receipt').first().waitFor();
    const amountWords = await page.getByTestId('print-amount-words').first().textContent();
    expect(amountWords).toMatch(/^[零壹贰叁肆伍陆柒捌玖拾佰仟万亿元角分整]+$/);
    expect(await page.getByTestId('print-years-renewed').first().textContent()).toBe('5');
    await page.getByTestId('print-document').getByText('续费收据').first().waitFor();
    await page.getByText(String(payment.receipt_no)).first().waitFor();
    await still(page, 'docs/screenshots/terms/receipt-wide-en.png');
    await page.context().close();
  });

  it('in both languages and on a phone, with the reminder letters and the order page’s term (screenshots)', async () => {
    const order = await db()
      .selectFrom('mgmt_term')
      .select(['order_id', 'id'])
      .where('channel', '=', 'inside')
      .where('do_not_contact', '=', false)
      .where('paid_until', '<', localDay())
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // One sign-in for both languages and sizes (the machine is shared: each sign-in hashes a password).
    const page = await openAs(2, WIDE, 'en');
    for (const language of ['en', 'zh'] as const) {
      await setLanguage(page, language);
      for (const [size, name] of [
        [WIDE, 'wide'],
        [PHONE, 'phone'],
      ] as const) {
        await page.setViewportSize(size);
        await page.goto('/contract/termList');
        await page.getByTestId('term-filter-all').waitFor();
        await page.locator('table, [data-testid="list-card"]').first().waitFor();
        await still(page, `docs/screenshots/terms/list-${name}-${language}.png`);
        await page.goto(`/order/tombOrderList/${order.order_id}`);
        await page.getByTestId('term-panel').waitFor();
        await still(page, `docs/screenshots/terms/order-term-${name}-${language}.png`);
        await page.goto(`/print/reminder?terms=${order.id}`);
        await page.getByTestId('reminder-letter').first().waitFor();
        await still(page, `docs/screenshots/terms/reminder-${name}-${language}.png`);
      }
    }
    await page.context().close();
  });

  it('prints the letters of the filtered list, leaving out the holders who asked not to be contacted', async () => {
    const page = await openAs(5);
    await page.goto('/contract/termList');
    await page.getByTestId('term-filter-due_soon').click();
    await page.locator('tr', { hasText: 'Due soon' }).first().waitFor();
    await page.getByTestId('term-reminders-batch').click();
    await page.waitForURL(/\/print\/reminder\?filter=/);
    await page.getByTestId('reminder-letter').first().waitFor();
    const letters = await page.getByTestId('reminder-letter').count();
    const today = localDay();
    const due = await db()
      .selectFrom('mgmt_term')
      .select(['id', 'paid_until', 'do_not_contact'])
      .where('channel', '=', 'inside')
      .where('status', '=', 'active')
      .execute();
    const dueSoon = due.filter((t) => termState(String(t.paid_until), today) === 'due_soon');
    const contactable = dueSoon.filter((t) => !t.do_not_contact);
    expect(dueSoon.length).toBeLessThan(200);
    // The preview and the print portal each hold the letters.
    expect(letters / 2).toBe(contactable.length);
    if (contactable.length < dueSoon.length) await page.getByText(`${dueSoon.length - contactable.length} holders asked not to be contacted`).first().waitFor();
    await page.context().close();
  });
});
