/**
 * The details staff meet at the counter, in Chromium against the real server and demo data,
 * at 1366 and 375 px in Chinese and English (issue 13 items 10, 11, 13, 14, 16, 17, 26, 27,
 * 30, 33): a registration's impossible dates and a phone that is no phone refused on the
 * right field, long texts counted; the payment dialog saying why Confirm is off; the refund
 * receipt naming who receives the money, its page showing the payment in the picker; the
 * message drawer's types and "mark all read"; the map panel of the other channel's plot;
 * rooms in their order; dates in the language's format. Screenshots go to docs/screenshots/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { LAPTOP, PHONE, inViews, stillScreenshot } from './helpers/browser';
import { withProduct } from './helpers/product';

const product = withProduct();

const VIEWS = [
  ['desktop', LAPTOP],
  ['phone', PHONE],
] as const;
const LANGS = ['zh', 'en'] as const;
type UiLang = (typeof LANGS)[number];
/** Every test runs in each language at each size: (language, view, viewport). */
const SCREENS = LANGS.flatMap((lang) => VIEWS.map(([view, size]) => [lang, view, size] as const)).filter(([lang, , size]) => inViews(lang, size));

/** Every console error of a page, to assert a clean run. */
const errorsOf = new WeakMap<Page, string[]>();

const openAs = async (level: Level, language: UiLang, viewport: { width: number; height: number }, path?: string): Promise<Page> => {
  const page = await product.open(level, { viewport, language, locale: language === 'zh' ? 'zh-CN' : 'en-GB', path });
  const errors: string[] = [];
  errorsOf.set(page, errors);
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return page;
};

const close = async (page: Page): Promise<void> => {
  expect(errorsOf.get(page) ?? []).toEqual([]);
  await page.context().close();
};

/** Nothing sticks out sideways on a phone. */
const noSidewaysScroll = async (page: Page): Promise<void> => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
};

const db = product.db;

/** The helper text under an input, where a field's error shows. */
const helpOf = (page: Page, name: string) => page.locator(`[data-field="${name}"] .MuiFormHelperText-root`).first();

describe('a registration with impossible dates and a phone that is no phone', () => {
  it.each(SCREENS)('is refused on the right fields (%s, %s)', async (lang, view, size) => {
    const page = await openAs(1, lang, size, '/member/list/create');
    const field = (name: string) => page.locator(`[data-field="${name}"] input, [data-field="${name}"] textarea:not([aria-hidden])`).first();
    await field('name').fill('张建国');
    await field('applicant_name').fill('张明');
    await field('applicant_phone').fill('12345');
    await field('birth_date').fill('1990-05-06');
    await field('death_date').fill('1980-01-01');
    await field('remark').fill('家属要求上午安葬，需准备轮椅。');
    await page.locator('button[type="submit"]').click();
    const expected =
      lang === 'zh'
        ? { death: '不能早于出生日期（1990-05-06）', phone: /^请输入 11 位手机号/, count: '15 / 2,000' }
        : { death: 'Cannot be earlier than Born (6 May 1990)', phone: /^Enter an 11-digit mobile/, count: '15 / 2,000' };
    await expect.poll(() => helpOf(page, 'death_date').textContent()).toBe(expected.death);
    expect(await helpOf(page, 'applicant_phone').textContent()).toMatch(expected.phone);
    expect(await page.locator('[data-field="remark"] [data-testid="char-count"]').textContent()).toBe(expected.count);
    expect(await field('remark').getAttribute('maxlength')).toBe('2000');
    if (view === 'phone') {
      await page.locator('[data-field="death_date"]').scrollIntoViewIfNeeded();
      await noSidewaysScroll(page);
    } else await page.evaluate(() => window.scrollTo(0, 0));
    await stillScreenshot(page, `docs/screenshots/resources/registration-errors-${view}-${lang}.png`);
    // Nothing reached the server.
    expect((await db().selectFrom('member').select('id').where('name', '=', '张建国').where('applicant_name', '=', '张明').execute()).length).toBe(0);
    await close(page);
  });
});

describe('the payment dialog', () => {
  it.each(SCREENS)('starts a deposit empty and says why Confirm is off (%s, %s)', async (lang, view, size) => {
    const order = await db()
      .selectFrom('tomb_order')
      .select(['id', 'balance'])
      .where('channel', '=', 'inside')
      .where('status', '=', 'reserved')
      .where('paid', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const page = await openAs(1, lang, size, `/order/tombOrderList/${order.id}`);
    await page.locator('[data-testid="order-payments"] button', { hasText: lang === 'zh' ? '收款' : 'Take a payment' }).click();
    const dialog = page.locator('[data-testid="payment-dialog-charge"]');
    const amount = dialog.locator('input[name="amount"]');
    expect(await amount.inputValue()).toBe('');
    expect(await dialog.locator('button', { hasText: lang === 'zh' ? '确定' : 'Confirm' }).isDisabled()).toBe(true);
    await amount.fill(String(Number(order.balance) + 1));
    const why = dialog.locator('[data-testid="payment-blocked"]');
    const balance = Number(order.balance).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-US', { minimumFractionDigits: 2 });
    await expect.poll(() => why.textContent()).toBe(lang === 'zh' ? `超过了余额 ¥${balance}` : `More than the balance of ¥${balance}`);
    await amount.fill('-5');
    await expect.poll(() => why.textContent()).toBe(lang === 'zh' ? '金额不能为负数' : 'The amount cannot be negative');
    if (view === 'phone') await noSidewaysScroll(page);
    await stillScreenshot(page, `docs/screenshots/operations/payment-dialog-${view}-${lang}.png`);
    await close(page);
  });
});

describe('the refund receipt', () => {
  it.each(SCREENS)('names who receives the money, and its page shows the payment in the picker (%s, %s)', async (lang, view, size) => {
    const refund = await db()
      .selectFrom('tomb_payment')
      .select(['id', 'receipt_no'])
      .where('channel', '=', 'outside')
      .where('kind', '=', 'refund')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Opened as the order page's receipt button opens it.
    const page = await openAs(4, lang, size, `/print/print11?payment=${refund.id}`);
    const doc = page.locator('[data-testid="print-preview"] [data-testid="print-receipt"]');
    await doc.waitFor();
    expect(await page.getByTestId('print-picker-input').inputValue()).toMatch(new RegExp(`^${refund.receipt_no} · ¥`));
    if (lang === 'en') {
      await page.getByTestId('print-doc-lang').locator('xpath=..').click();
      await page.locator('li[role="option"][data-value="en"]').click();
      await doc.locator('th', { hasText: 'Refunded to' }).waitFor();
      expect(await doc.locator('th', { hasText: /^Payer$/ }).count()).toBe(0);
    } else {
      await doc.locator('th', { hasText: '领款人' }).waitFor();
      expect(await doc.locator('th', { hasText: '付款人' }).count()).toBe(0);
    }
    await stillScreenshot(page, `docs/screenshots/print-print11-${view}-${lang}.png`);
    await close(page);
  });
});

describe('the message drawer', () => {
  it.each(SCREENS)('names the types in the language and marks all read at once (%s, %s)', async (lang, view, size) => {
    // Three unread messages for level 5 each time, the newest, as the demo starts (the expiry job may have added some).
    await db().updateTable('message').set({ status: '已读' }).where('receive_user_id', '=', 5).execute();
    const mine = await db().selectFrom('message').select('id').where('receive_user_id', '=', 5).orderBy('submit_date', 'desc').orderBy('id', 'desc').limit(3).execute();
    await db().updateTable('message').set({ status: '未读' }).where('id', 'in', mine.map((m) => m.id)).execute();
    const page = await openAs(5, lang, size);
    await page.waitForFunction(() => Number(document.querySelector('[data-unread-count]')?.getAttribute('data-unread-count')) >= 3);
    await page.locator('[data-unread-count]').click();
    const drawer = page.locator('#message-drawer');
    await drawer.locator('[data-message-id]').first().waitFor();
    const types = await drawer.locator('[data-message-id] .MuiChip-label').allTextContents();
    if (lang === 'en') expect(types.every((t) => /^[A-Z][a-z]+( [a-z]+)*$/.test(t))).toBe(true);
    else expect(types.every((t) => /^[\u4e00-\u9fff]+$/.test(t))).toBe(true);
    // Dates and times in the language's format.
    const when = await drawer.locator('[data-message-id] .MuiTypography-caption').first().textContent();
    expect(when).toMatch(lang === 'zh' ? /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/ : /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    await stillScreenshot(page, `docs/screenshots/shell/messages-${view}-${lang}.png`);
    await drawer.locator('[data-testid="messages-read-all"]').click();
    await page.waitForFunction(() => Number(document.querySelector('[data-unread-count]')?.getAttribute('data-unread-count')) === 0);
    expect(await drawer.locator('[data-unread="true"]').count()).toBe(0);
    // Every message that was unread is read now (a job may post a new one meanwhile: it stays unread, rightly).
    const left = await db().selectFrom('message').select('id').where('id', 'in', mine.map((m) => m.id)).where('status', '=', '未读').execute();
    expect(left).toEqual([]);
    await close(page);
  });
});

describe('the map panel of a plot the other channel holds', () => {
  it.each(SCREENS)('says its deceased are registered on the other channel (%s, %s)', async (lang, view, size) => {
    const buried = await db()
      .selectFrom('tomb_burialslot')
      .innerJoin('tomb_order', 'tomb_order.burialslot_id', 'tomb_burialslot.id')
      .select(['tomb_burialslot.id', 'tomb_burialslot.area_id'])
      .where('tomb_burialslot.status', '=', 'buried')
      .where('tomb_order.channel', '=', 'inside')
      .where('tomb_order.status', '=', 'completed')
      .orderBy('tomb_burialslot.id')
      .executeTakeFirstOrThrow();
    const registered = await db().selectFrom('member').select('id').where('burialslot_id', '=', buried.id).execute();
    const page = await openAs(3, lang, size, `/dashboard?area=${buried.area_id}&plot=${buried.id}`);
    const panel = page.getByTestId('plot-panel');
    const note = panel.getByTestId('panel-deceased-note');
    const n = registered.length;
    // Nothing is said of the deceased until the plot's details are in (never "none" while loading).
    await expect.poll(() => note.textContent(), { timeout: 30_000 }).toBe(lang === 'zh' ? `另一渠道已登记 ${n} 位逝者` : `${n} deceased registered on the other channel`);
    expect(await panel.textContent()).not.toContain(lang === 'zh' ? '尚未登记逝者' : 'No deceased registered yet');
    await stillScreenshot(page, `docs/screenshots/operations/map-panel-other-channel-${view}-${lang}.png`);
    await close(page);
  });
});

describe('rooms and registrations in order, dates in the language format', () => {
  it.each(SCREENS)('lists rooms by area then sort order (%s, %s)', async (lang, view, size) => {
    const page = await openAs(2, lang, size, '/tomb/tombRoomList');
    const firstArea = await db().selectFrom('tomb_area').select('name').orderBy('sort').orderBy('code').executeTakeFirstOrThrow();
    const expected = (await db().selectFrom('tomb_room').innerJoin('tomb_area', 'tomb_area.id', 'tomb_room.area_id').select('tomb_room.name').where('tomb_area.name', '=', firstArea.name).orderBy('tomb_room.sort').limit(3).execute()).map(
      (r) => r.name,
    );
    expect(expected.slice(0, 2)).toEqual(['一进', '二进']);
    await page.getByText(expected[0], { exact: true }).first().waitFor();
    // The first records shown, in the page's own reading order (table rows, or cards on a phone).
    const shown = await page.evaluate(() => {
      const rows = [...document.querySelectorAll('tbody tr, [data-testid="list-card"]')].slice(0, 3);
      return rows.map((r) => r.textContent ?? '');
    });
    expect(shown.map((t, i) => t.includes(expected[i]))).toEqual([true, true, true]);
    await stillScreenshot(page, `docs/screenshots/resources/rooms-${view}-${lang}.png`);
    await close(page);
  });

  it.each(SCREENS)('writes the registration dates the language way (%s, %s)', async (lang, view, size) => {
    const page = await openAs(1, lang, size, '/member/list');
    // A table on a desktop, cards on a phone.
    await page.locator('tbody tr, [data-testid="list-card"]').first().waitFor();
    const text = await page.locator('tbody, [data-testid="list-cards"]').first().textContent();
    if (lang === 'zh') expect(text).toMatch(/\d{4}-\d{2}-\d{2}/);
    else {
      expect(text).toMatch(/\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/);
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
    await stillScreenshot(page, `docs/screenshots/resources/registrations-${view}-${lang}.png`);
    await close(page);
  });
});
