/**
 * Terms and renewals in Chromium against the real server and demo data (docs/terms.md): the
 * front desk opens the due and overdue list, picks an overdue term, renews it, prints its
 * renewal receipt (amount in capital numerals), and the term is current. Then the reminder
 * letters and the order page's term panel. Screenshots in docs/screenshots/terms/ (1366 and
 * 375 px, English and Chinese).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localDay } from '../../src/config/dates';
import { termState } from '../../src/rules/terms';
import { addDays } from '../../src/config/days';
import type { Level } from '../../src/config/types';
import { LAPTOP as WIDE, PHONE, inEachLanguageAndSize, stillScreenshot } from './helpers/browser';
import { withProduct } from './helpers/product';

const product = withProduct();
const db = product.db;

const openAs = (level: Level, viewport = WIDE, language = 'en'): Promise<Page> => product.open(level, { viewport, language });

const still = stillScreenshot;

const setLanguage = (page: Page, language: 'en' | 'zh') => page.context().addCookies([{ name: 'language', value: language, url: product.server.url }]);

/** The inside terms, still active, overdue by less than a year, whose holders may be contacted (as `t`). */
const overdueContactable = (today: string) =>
  db()
    .selectFrom('mgmt_term as t')
    .where('t.channel', '=', 'inside')
    .where('t.status', '=', 'active')
    .where('t.do_not_contact', '=', false)
    .where('t.paid_until', '<', today)
    .where('t.paid_until', '>=', addDays(today, -365));

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
    const overdue = await overdueContactable(today)
      .innerJoin('tomb_burialslot as p', 'p.id', 't.burialslot_id')
      .select(['t.id', 't.holder_name', 't.paid_until', 't.periods', 'p.code'])
      .orderBy('t.paid_until', 'asc')
      .orderBy('t.id', 'asc')
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
    await inEachLanguageAndSize(page, async (name, language) => {
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
    });
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

describe('niche storage terms on the due list (docs/terms.md "Storage terms")', () => {
  it('lists storage beside plots, renews an overdue storage term from the list, prints letters in each holder’s language and logs every one (screenshots)', async () => {
    const today = localDay();
    const late = await overdueContactable(today)
      .innerJoin('ash_deposit as d', 'd.id', 't.deposit_id')
      .select(['t.id', 't.deposit_id', 't.paid_until', 'd.version', 'd.deceased_name'])
      .where('t.kind', '=', 'storage')
      .orderBy('t.paid_until', 'desc')
      .executeTakeFirstOrThrow();
    const plot = await db().selectFrom('mgmt_term').select('id').where('kind', '=', 'plot').where('channel', '=', 'inside').where('status', '=', 'active').where('do_not_contact', '=', false).orderBy('id').executeTakeFirstOrThrow();
    // The plot's holder reads Spanish; the niche's holder chose none (the staff's language).
    await db().updateTable('mgmt_term').set({ holder_language: 'es' }).where('id', '=', Number(plot.id)).execute();
    const page = await openAs(2, WIDE, 'en');
    const storageOnly = (to: string) => `/contract/termList?filter=${encodeURIComponent(JSON.stringify({ status: 'active', paid_until_lte: to, kind: 'storage' }))}`;
    await inEachLanguageAndSize(page, async (name, language) => {
      await page.goto(storageOnly(addDays(today, 90)));
      await page.locator('table tbody tr, [data-testid="list-card"]').first().waitFor();
      await still(page, `docs/screenshots/terms/storage-list-${name}-${language}.png`);
      await page.goto(`/print/reminder?terms=${late.id}`);
      // The niche's letter names the deceased (from the deposit).
      await page.getByTestId('reminder-letter').filter({ hasText: String(late.deceased_name) }).first().waitFor();
      await still(page, `docs/screenshots/terms/storage-reminder-${name}-${language}.png`);
    });
    await setLanguage(page, 'en');
    await page.setViewportSize(WIDE);
    // Renew the overdue storage term from the list: the columbarium's dialog, on the deposit.
    await page.goto(`/contract/termList?filter=${encodeURIComponent(JSON.stringify({ status: 'active', kind: 'storage', id: [late.id] }))}`);
    await page.locator('tr', { hasText: 'Niche storage' }).first().waitFor();
    await page.getByTestId('term-renew').first().click();
    const dialog = page.getByTestId('renew-storage-dialog');
    await dialog.getByTestId('renew-storage-quote').waitFor();
    await still(page, 'docs/screenshots/terms/storage-renew-wide-en.png');
    await dialog.getByRole('button').last().click();
    // Paid from the due list, it ends as a plot-term renewal does: the receipt to print.
    await dialog.getByTestId('storage-renewed').waitFor();
    await dialog.getByTestId('storage-print-receipt').waitFor();
    await expect.poll(async () => String((await db().selectFrom('ash_deposit').select('paid_until').where('id', '=', Number(late.deposit_id)).executeTakeFirstOrThrow()).paid_until) >= today, { timeout: 15_000 }).toBe(true);
    const term = await db().selectFrom('mgmt_term as t').innerJoin('ash_deposit as d', 'd.id', 't.deposit_id').select(['t.paid_until as term', 'd.paid_until as deposit']).where('t.id', '=', Number(late.id)).executeTakeFirstOrThrow();
    expect(term.term).toBe(term.deposit);
    // Letters of a plot and a niche at once: Spanish for the plot's holder, English (the staff's) for the niche's; both logged.
    const printed = (id: unknown) => db().selectFrom('operation_log').select('id').where('table_name', '=', 'mgmt_term').where('action', '=', 'print').where('row_id', '=', Number(id)).execute();
    const before = [(await printed(late.id)).length, (await printed(plot.id)).length];
    await page.goto(`/print/reminder?terms=${late.id},${plot.id}`);
    const preview = page.getByTestId('print-preview');
    await preview.getByTestId('reminder-letter').nth(1).waitFor();
    expect(await preview.locator('[data-letter-lang]').evaluateAll((els) => els.map((e) => e.getAttribute('data-letter-lang')))).toEqual(expect.arrayContaining(['es', 'en']));
    await expect.poll(async () => (await preview.textContent()) ?? '').toContain('Niche Storage Renewal Reminder');
    expect(await preview.textContent()).toContain('Aviso de renovación de la cuota de mantenimiento');
    await page.getByTestId('print-button').click();
    await expect.poll(async () => [(await printed(late.id)).length, (await printed(plot.id)).length], { timeout: 10_000 }).toEqual([before[0] + 1, before[1] + 1]);
    await page.context().close();
  });
});

/** An inside plot term paid for more than a year ahead (renewing it needs no arrears). */
const plotTermFarAhead = () =>
  db()
    .selectFrom('mgmt_term')
    .select(['id', 'order_id', 'periods', 'paid_until'])
    .where('kind', '=', 'plot')
    .where('channel', '=', 'inside')
    .where('status', '=', 'active')
    .where('paid_until', '>', addDays(localDay(), 400))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('refunding a renewal from the order page', () => {
  it('renews a term on its panel, then refunds that renewal with a reason: the term is shortened back (screenshots)', async () => {
    const t = await plotTermFarAhead();
    const page = await openAs(2, WIDE, 'en');
    await page.goto(`/order/tombOrderList/${t.order_id}`);
    const panel = page.getByTestId('term-panel');
    await panel.getByTestId('term-renew').click();
    await page.getByTestId('term-renew-years').fill('2');
    await page.getByTestId('term-renew-submit').click();
    await page.getByTestId('term-renewed').waitFor();
    await page.keyboard.press('Escape');
    const renewed = await db().selectFrom('mgmt_term').select(['periods', 'paid_until']).where('id', '=', Number(t.id)).executeTakeFirstOrThrow();
    expect(Number(renewed.periods)).toBe(Number(t.periods) + 2);
    await page.reload();
    const row = page.getByTestId('term-renewal').filter({ hasText: 'Renewed 2 years' }).last();
    await row.getByTestId('term-refund').click();
    const dialog = page.getByTestId('term-refund-dialog');
    await dialog.getByRole('textbox').first().fill('Family paid twice');
    await still(page, 'docs/screenshots/terms/refund-dialog-wide-en.png');
    await dialog.getByRole('button').last().click();
    await expect
      .poll(async () => (await db().selectFrom('mgmt_term').select(['periods', 'paid_until']).where('id', '=', Number(t.id)).executeTakeFirstOrThrow()).paid_until, { timeout: 15_000 })
      .toBe(t.paid_until);
    const refund = await db().selectFrom('tomb_payment').selectAll().where('term_id', '=', Number(t.id)).where('kind', '=', 'refund').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect([refund.reason, Number(refund.periods)]).toEqual(['Family paid twice', 2]);
    await page.getByTestId('term-renewal').filter({ hasText: 'Refunded 2 years' }).first().waitFor();
    await inEachLanguageAndSize(page, async (name, language) => {
      await page.goto(`/order/tombOrderList/${t.order_id}`);
      await page.getByTestId('term-renewals').waitFor();
      await page.getByTestId('term-panel').scrollIntoViewIfNeeded();
      await still(page, `docs/screenshots/terms/refund-panel-${name}-${language}.png`);
    });
    await page.context().close();
  });
});
