/**
 * The columbarium in Chromium against the real server and demo data (docs/columbarium.md): a
 * clerk deposits ashes in a free niche from the niche list, the certificate opens with the
 * pick-up code (shown once) and prints (logged), then the ashes are withdrawn to a burial in a
 * plot through a paid order, with the depositor's ID and the code (after renewing the storage
 * for two more periods: the amount shown first, the paid-until moved); the niche is free again and
 * the movement log holds both moves. Screenshots in docs/screenshots/columbarium/ (1366 and
 * 375 px, English and Chinese).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { storageRenewalQuote } from '../../src/rules/columbarium';
import { formatDay } from '../../src/config/dates';
import { formatYuan } from '../../src/config/money';
import { LAPTOP as WIDE, PHONE, inViews, stillScreenshot } from './helpers/browser';
import { localDay } from './helpers/localDay';
import { withProduct } from './helpers/product';

const ID_NUMBER = '11010519491231002X';

const product = withProduct();
const db = product.db;

const openAs = (level: Level, viewport = WIDE, language = 'en'): Promise<Page> => product.open(level, { viewport, language });

const still = stillScreenshot;

/** A MUI select: open it by its label, choose the option. */
const pick = async (page: Page, label: RegExp, option: RegExp): Promise<void> => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
};

describe('a deposit of ashes, its certificate, and its withdrawal to a plot burial', () => {
  it('deposits in a free niche, prints the certificate with the pick-up code, and withdraws the ashes to a paid order’s plot', async () => {
    const free = await db().selectFrom('ash_niche').select(['id', 'code']).where('stored', '=', 0).where('status', '=', 'available').orderBy('id').executeTakeFirstOrThrow();
    const page = await openAs(1);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`/ashes/nicheMap?niche=${free.id}`);
    await page.getByTestId('niche-panel').waitFor();
    await still(page, 'docs/screenshots/columbarium/flow-niche-map-wide-en.png');
    await page.getByTestId('niche-panel-deposit').click();
    const dialog = page.getByTestId('deposit-dialog');
    await dialog.locator('input[name="deceased_name"]').fill('林老先生');
    await dialog.locator('input[name="death_date"]').fill('2026-11-01');
    await dialog.locator('input[name="depositor_name"]').fill('林明');
    await dialog.locator('input[name="depositor_relation"]').fill('子');
    await dialog.locator('input[name="depositor_id_number"]').fill('123');
    await dialog.locator('input[name="depositor_phone"]').fill('13812345678');
    await dialog.getByTestId('deposit-submit').click();
    // The shared validator refuses the ID number under its field; nothing was sent.
    await dialog.getByText('Invalid ID number').waitFor();
    await dialog.locator('input[name="depositor_id_number"]').fill(ID_NUMBER);
    expect(await dialog.getByTestId('deposit-amount').innerText()).toContain('¥');
    await still(page, 'docs/screenshots/columbarium/flow-deposit-dialog-wide-en.png');
    await dialog.getByTestId('deposit-submit').click();
    await page.waitForURL(/\/print\/depositCertificate\?deposit=\d+$/);
    const depositId = Number(new URL(page.url()).searchParams.get('deposit'));
    const code = (await page.getByTestId('print-preview').getByTestId('certificate-code').innerText()).trim();
    expect(code).toMatch(/^\d{6}$/);
    const deposit = await db().selectFrom('ash_deposit').selectAll().where('id', '=', depositId).executeTakeFirstOrThrow();
    expect(deposit).toMatchObject({ niche_id: free.id, status: 'stored', deceased_name: '林老先生', channel: 'inside' });
    expect(String(deposit.pickup_hash)).not.toContain(code);
    expect(await page.getByTestId('print-preview').getByTestId('certificate-niche').innerText()).toContain(free.code);
    await still(page, 'docs/screenshots/columbarium/flow-certificate-wide-en.png');
    await page.getByTestId('print-button').click();
    await expect
      .poll(async () => (await db().selectFrom('operation_log').select('id').where('table_name', '=', 'ash_deposit').where('row_id', '=', depositId).where('action', '=', 'print').execute()).length, { timeout: 30_000 })
      .toBe(1);
    // A reprint later does not show the code again.
    await page.goto(`/print/depositCertificate?deposit=${depositId}`);
    // (The document prints in Chinese by default, whatever the interface language: docs/printing.md.)
    const reprint = await page.getByTestId('print-preview').getByTestId('certificate-code').innerText();
    expect(reprint).not.toContain(code);
    expect(reprint).toContain('取件码只在寄存时打印一次');

    // Renew the storage for two more periods: the amount shown first, one payment, the paid-until moves.
    await page.goto(`/ashes/depositList/${depositId}`);
    const paidUntil = page.getByTestId('deposit-paid-until');
    await paidUntil.getByText(formatDay(String(deposit.paid_until), 'en')).waitFor();
    await page.getByTestId('deposit-renew').click();
    const renew = page.getByTestId('renew-storage-dialog');
    await renew.locator('input[name="periods"]').fill('2');
    const quote = storageRenewalQuote(deposit, 2);
    const shown = await renew.getByTestId('renew-storage-quote').innerText();
    expect(shown).toContain(formatDay(quote.newUntil, 'en'));
    expect(shown).toContain(formatYuan(quote.amount / 100, 'en'));
    await still(page, 'docs/screenshots/columbarium/flow-renew-wide-en.png');
    await renew.getByRole('button', { name: 'Renew storage' }).click();
    await paidUntil.getByText(formatDay(quote.newUntil, 'en')).waitFor();
    const renewed = await db().selectFrom('ash_deposit').selectAll().where('id', '=', depositId).executeTakeFirstOrThrow();
    expect(renewed.paid_until).toBe(quote.newUntil);
    const fees = await db().selectFrom('ash_payment').selectAll().where('deposit_id', '=', depositId).orderBy('id').execute();
    expect(fees).toHaveLength(2);
    expect(fees[1]).toMatchObject({ periods: 2, covers_from: String(deposit.paid_until), covers_until: quote.newUntil });
    expect(Number(fees[1].amount)).toBe(quote.amount / 100);
    expect(String(fees[1].receipt_no)).toMatch(/\d/);
    await page.getByText(String(fees[1].receipt_no)).first().waitFor();
    // It ends as a plot-term renewal does: what was paid, and its receipt to print.
    await renew.getByTestId('storage-renewed').getByText(String(fees[1].receipt_no), { exact: false }).waitFor();
    await renew.getByTestId('storage-print-receipt').click();
    await page.waitForURL(`**/print/storageReceipt?payment=${fees[1].id}`);
    await page.getByTestId('print-preview').getByText(String(fees[1].receipt_no)).first().waitFor();
    await page.goto(`/ashes/depositList/${depositId}`);
    await paidUntil.getByText(formatDay(quote.newUntil, 'en')).waitFor();

    // The withdrawal to a burial: a paid inside order of the cemetery.
    const order = await db().selectFrom('tomb_order').select(['id', 'order_no']).where('status', '=', 'paid').where('channel', '=', 'inside').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await page.getByTestId('deposit-withdraw').click();
    const out = page.getByTestId('withdraw-dialog');
    await out.locator('input[name="id_number"]').fill(ID_NUMBER);
    await out.locator('input[name="pickup_code"]').fill(code === '000000' ? '111111' : '000000');
    await pick(page, /Plot order/, new RegExp(String(order.order_no)));
    await out.getByText('The storage fees are paid').waitFor();
    await out.getByTestId('withdraw-submit').click();
    // A wrong code is refused and changes nothing.
    await out.getByText('The ID number or the pick-up code is wrong').first().waitFor();
    expect((await db().selectFrom('ash_deposit').select('status').where('id', '=', depositId).executeTakeFirstOrThrow()).status).toBe('stored');
    await out.locator('input[name="pickup_code"]').fill(code);
    await still(page, 'docs/screenshots/columbarium/flow-withdraw-wide-en.png');
    await out.getByTestId('withdraw-submit').click();
    await expect.poll(async () => (await db().selectFrom('ash_deposit').select('status').where('id', '=', depositId).executeTakeFirstOrThrow()).status, { timeout: 30_000 }).toBe('withdrawn');
    const after = await db().selectFrom('ash_deposit').selectAll().where('id', '=', depositId).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ withdrawal_kind: 'burial', order_id: order.id });
    expect(await db().selectFrom('ash_niche').select(['stored', 'status']).where('id', '=', free.id).executeTakeFirstOrThrow()).toEqual({ stored: 0, status: 'available' });
    const moves = await db().selectFrom('ash_movement').select(['kind']).where('deposit_id', '=', depositId).orderBy('id').execute();
    expect(moves.map((m) => m.kind)).toEqual(['deposit', 'withdrawal']);
    await page.getByTestId('deposit-movements').getByText('Withdrawal').waitFor();
    await still(page, 'docs/screenshots/columbarium/flow-deposit-page-wide-en.png');
    expect(errors).toEqual([]);
  });
});

describe('the columbarium screens', () => {
  it.each(([
    ['wide', WIDE, 'en'],
    ['wide', WIDE, 'zh'],
    ['phone', PHONE, 'en'],
    ['phone', PHONE, 'zh'],
  ] as const).filter(([, viewport, lang]) => inViews(lang, viewport)))('show the niche map, the niche list and the deposit list at %s size in %s', async (size, viewport, lang) => {
    const page = await openAs(2, viewport, lang);
    const occupied = await db().selectFrom('ash_niche').select('id').where('status', '=', 'occupied').orderBy('id').executeTakeFirstOrThrow();
    await page.goto(`/ashes/nicheMap?niche=${occupied.id}`);
    await page.getByTestId('niche-panel').waitFor();
    await page.getByTestId('niche-legend').waitFor();
    expect(await page.locator('.plot-cell[data-s="occupied"]').count()).toBeGreaterThan(20);
    // Every niche of a wall and the link to the list are on the screen, on a phone too (issue 28, item 19).
    const cut = await page.evaluate(() => {
      const right = document.documentElement.clientWidth;
      const cells = [...document.querySelectorAll('[data-testid="niche-map"] .plot-cell')].filter((c) => c.getBoundingClientRect().right > right);
      const rooms = [...document.querySelectorAll('[data-testid="niche-map"] .plot-room-scroll')].filter((r) => r.scrollWidth > r.clientWidth);
      return { cells: cells.length, rooms: rooms.length, page: document.documentElement.scrollWidth > right };
    });
    expect(cut).toEqual({ cells: 0, rooms: 0, page: false });
    const list = await page.getByTestId('niche-map').getByRole('link', { name: lang === 'zh' ? '格位列表' : 'Niche list' }).boundingBox();
    expect(list && list.x + list.width).toBeLessThanOrEqual(viewport.width);
    await still(page, `docs/screenshots/columbarium/niche-map-${size}-${lang}.png`);
    await page.goto('/ashes/nicheList');
    await page.getByTestId('deposit-open').waitFor();
    await page.waitForLoadState('networkidle');
    await still(page, `docs/screenshots/columbarium/niche-list-${size}-${lang}.png`);
    await page.goto('/ashes/depositList');
    await page.getByTestId('deposit-open').waitFor();
    await page.waitForLoadState('networkidle');
    await still(page, `docs/screenshots/columbarium/deposit-list-${size}-${lang}.png`);
    const deposit = await db().selectFrom('ash_deposit').select('id').where('channel', '=', 'inside').where('status', '=', 'stored').orderBy('id').executeTakeFirstOrThrow();
    await page.goto(`/ashes/depositList/${deposit.id}`);
    await page.getByTestId('deposit-actions').waitFor();
    await page.waitForLoadState('networkidle');
    await still(page, `docs/screenshots/columbarium/deposit-page-${size}-${lang}.png`);
    await page.getByTestId('deposit-renew').click();
    await page.getByTestId('renew-storage-quote').waitFor();
    await still(page, `docs/screenshots/columbarium/renew-${size}-${lang}.png`);
    await page.keyboard.press('Escape');
    await page.getByTestId('renew-storage-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('deposit-withdraw').click();
    await page.getByTestId('withdraw-dialog').getByTestId('withdraw-submit').waitFor();
    await page.waitForLoadState('networkidle');
    await still(page, `docs/screenshots/columbarium/withdraw-${size}-${lang}.png`);
    await page.goto(`/print/depositCertificate?deposit=${deposit.id}`);
    await page.getByTestId('certificate-table').first().waitFor();
    await still(page, `docs/screenshots/columbarium/certificate-${size}-${lang}.png`);
  });
});

describe('refunding a storage renewal from the deposit page', () => {
  it.each(([
    ['wide', 'en', WIDE, 0],
    ['wide', 'zh', WIDE, 1],
    ['phone', 'en', PHONE, 2],
    ['phone', 'zh', PHONE, 3],
  ] as const).filter(([, lang, viewport]) => inViews(lang, viewport)))('a manager renews twice, the older renewal waits, the newest is refunded and paid-until goes back, at %s size in %s', async (size, lang, viewport, n) => {
    const today = localDay(product.now());
    const deposit = await db()
      .selectFrom('ash_deposit')
      .selectAll()
      .where('channel', '=', 'inside')
      .where('status', '=', 'stored')
      .where('paid_until', '>', today)
      .orderBy('id', 'desc')
      .offset(n)
      .limit(1)
      .executeTakeFirstOrThrow();
    const page = await openAs(2, viewport, lang);
    await page.goto(`/ashes/depositList/${deposit.id}`);
    const paidUntil = page.getByTestId('deposit-paid-until');
    const renewOnce = async (from: typeof deposit) => {
      await page.getByTestId('deposit-renew').click();
      const dialog = page.getByTestId('renew-storage-dialog');
      await dialog.locator('input[name="periods"]').fill('1');
      await dialog.getByTestId('renew-storage-quote').waitFor();
      await dialog.locator('.MuiDialogActions-root button').last().click();
      await paidUntil.getByText(formatDay(storageRenewalQuote(from, 1).newUntil, lang)).waitFor();
      // Paid: the receipt to print, or Close.
      await dialog.getByTestId('storage-print-receipt').waitFor();
      await dialog.locator('.MuiDialogActions-root button').first().click();
      await dialog.waitFor({ state: 'detached' });
      return db().selectFrom('ash_deposit').selectAll().where('id', '=', deposit.id).executeTakeFirstOrThrow();
    };
    const once = await renewOnce(deposit);
    const twice = await renewOnce(once);
    const rows = page.getByTestId('term-renewal');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(3);
    // The deposit's own payment has no Refund; the older renewal waits for the newer one.
    expect(await rows.nth(0).getByTestId('term-refund').count()).toBe(0);
    await expect.poll(() => rows.nth(1).getByTestId('term-refund').isDisabled()).toBe(true);
    expect(await rows.nth(2).getByTestId('term-refund').isEnabled()).toBe(true);
    await page.waitForLoadState('networkidle');
    await page.getByTestId('term-renewals').scrollIntoViewIfNeeded();
    await still(page, `docs/screenshots/columbarium/refund-list-${size}-${lang}.png`);
    await rows.nth(2).getByTestId('term-refund').click();
    const dialog = page.getByTestId('term-refund-dialog');
    await dialog.locator('textarea[name="reason"]').fill(lang === 'zh' ? '家属重复缴费' : 'Paid twice by the family');
    await still(page, `docs/screenshots/columbarium/refund-dialog-${size}-${lang}.png`);
    await dialog.locator('.MuiDialogActions-root button').last().click();
    await dialog.waitFor({ state: 'detached' });
    await paidUntil.getByText(formatDay(String(once.paid_until), lang)).waitFor();
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(4);
    const fees = await db().selectFrom('ash_payment').selectAll().where('deposit_id', '=', deposit.id).orderBy('id').execute();
    expect(fees.slice(-1)[0]).toMatchObject({ kind: 'refund', refund_of: fees[fees.length - 2].id, periods: 1, covers_from: String(once.paid_until), covers_until: String(twice.paid_until) });
    expect((await db().selectFrom('ash_deposit').select('paid_until').where('id', '=', deposit.id).executeTakeFirstOrThrow()).paid_until).toBe(String(once.paid_until));
    // Now the first renewal is the newest standing one: it may be refunded.
    await expect.poll(() => rows.nth(1).getByTestId('term-refund').isEnabled()).toBe(true);
    await page.getByTestId('term-renewals').scrollIntoViewIfNeeded();
    await still(page, `docs/screenshots/columbarium/refund-done-${size}-${lang}.png`);
  });
});
