/**
 * Issue 29's loop in Chromium against the real server and demo data (docs/payments.md): a level-5
 * administrator turns the sandbox provider on in the settings (and tests it); the due terms'
 * reminders go out, each carrying its pay link; a family opens one on a phone (375 px, no
 * sign-in), pays it in the sandbox, whose notification arrives three times (a provider
 * retrying: PAY_SANDBOX_NOTIFY_TIMES=3), and the term is extended once, the page shows the
 * e-receipt, one payment row is recorded. Then the order page's pay link of an order's balance,
 * paid the same way. Screenshots at 1366 and 375 px in Chinese and English of the pay page before
 * and after paying, the settings' providers and the staff's pay link dialogs.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localDay } from '../../src/config/dates';
import { LAPTOP as WIDE, PHONE, stillScreenshot } from './helpers/browser';
import { withProduct } from './helpers/product';

// The sandbox notifies each payment three times, as a provider retrying would (read when the server starts).
process.env.PAY_SANDBOX_NOTIFY_TIMES = '3';

const product = withProduct();
const db = product.db;

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const SIZES = [
  [WIDE, 'wide'],
  [PHONE, 'phone'],
] as const;
const LANGS = ['en', 'zh'] as const;

/** The app's language for the next page loads (the cookie the language menu sets). */
const setLanguage = (page: Page, language: 'en' | 'zh') => page.context().addCookies([{ name: 'language', value: language, url: product.server.url }]);

/** The pay page in each language and size: `ready` waits for what the shot must show. */
const shootPayPage = async (page: Page, name: string, ready: (page: Page) => Promise<void>) => {
  for (const language of LANGS) {
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: language === 'zh' ? '中文' : 'EN' }).click();
    for (const [size, sizeName] of SIZES) {
      await page.setViewportSize(size);
      await ready(page);
      await stillScreenshot(page, `docs/screenshots/payments/${name}-${sizeName}-${language}.png`);
    }
  }
};

/** A family's phone: its browser, no session. */
const familyPhone = async (url: string) => {
  const context = await product.browser.newContext({ baseURL: product.server.url, viewport: PHONE, userAgent: IPHONE, locale: 'zh-CN' });
  context.setDefaultTimeout(45_000);
  const page = await context.newPage();
  await page.goto(url);
  return page;
};

/** Pay the open link on the page with WeChat in the sandbox; the sandbox's answer (how many notifications it sent). */
const payInSandbox = async (page: Page, confirm: RegExp): Promise<number> => {
  await page.getByRole('button', { name: /WeChat Pay|微信支付/ }).click();
  const notified = page.waitForResponse((r) => r.url().endsWith('/index/pay/sandbox_pay'));
  await page.getByRole('button', { name: confirm }).click();
  const answer = (await (await notified).json()) as { data: { notified: number } };
  await page.getByTestId('pay-receipt').waitFor();
  return answer.data.notified;
};

describe('pay links, from the reminder to the e-receipt', () => {
  it('an administrator turns the sandbox on; a due term’s reminder carries a link; the family pays it on a phone once, though notified three times', async () => {
    // 1. The level-5 administrator: Settings → Online payments → Sandbox payments on, saved, tested.
    const admin = await product.open(5, { viewport: WIDE, language: 'en', path: '/system/settings', reducedMotion: true });
    const panel = admin.getByTestId('pay-providers');
    await panel.getByText('Not configured').first().waitFor();
    await admin.getByLabel(/^Sandbox payments on/).check();
    await admin.getByRole('button', { name: 'Save' }).first().click();
    // The panel asks again once saved: the sandbox is configured, without a reload.
    await panel.getByText('Configured', { exact: true }).waitFor();
    const settings = await db().selectFrom('setting').select('pay_sandbox').executeTakeFirstOrThrow();
    expect(settings.pay_sandbox).toBe(true);
    await panel.getByRole('button', { name: 'Test the connection' }).first().click();
    await panel.getByText(/sandbox: ready/).waitFor();
    for (const language of LANGS) {
      await setLanguage(admin, language);
      await admin.goto('/system/settings');
      for (const [size, name] of SIZES) {
        await admin.setViewportSize(size);
        await panel.getByRole('button').first().click(); // the sandbox's test: its answer shows
        await panel.getByRole('alert').waitFor();
        await panel.scrollIntoViewIfNeeded();
        await stillScreenshot(admin, `docs/screenshots/payments/providers-${name}-${language}.png`);
      }
    }

    // 2. The due terms' reminders go out from the due list, each with its pay link.
    await setLanguage(admin, 'en');
    await admin.setViewportSize(WIDE);
    await admin.goto('/contract/termList');
    await admin.getByTestId('term-filter-due_soon').click();
    await admin.locator('[data-state="due_soon"]').first().waitFor();
    await admin.getByTestId('term-send-reminders').click();
    await admin.getByText(/queued, \d+ sent/).first().waitFor();
    const reminder = await db()
      .selectFrom('term_reminder as r')
      .innerJoin('mgmt_term as t', 't.id', 'r.term_id')
      .select(['r.message', 'r.term_id', 't.paid_until', 't.periods', 't.order_id'])
      .where('r.message', 'like', '%/pay/%')
      .orderBy('r.id')
      .executeTakeFirstOrThrow();
    const url = /\/pay\/[A-Z0-9]{10}/.exec(String(reminder.message))?.[0];
    expect(url).toBeDefined();
    const link = await db().selectFrom('pay_link').selectAll().where('code', '=', url!.slice(5)).executeTakeFirstOrThrow();
    expect(link).toMatchObject({ purpose: 'term_renewal', term_id: reminder.term_id, status: 'open' });
    const before = String(reminder.paid_until).slice(0, 10);
    expect(before >= localDay()).toBe(true); // due soon: the fewest years that reach today are one
    expect(Number(link.periods)).toBe(1);

    // The term's pay link on its order page (the staff's dialog: the same open link, its QR and address).
    for (const language of LANGS) {
      await setLanguage(admin, language);
      await admin.goto(`/order/tombOrderList/${reminder.order_id}`);
      for (const [size, name] of SIZES) {
        await admin.setViewportSize(size);
        await admin.getByTestId('term-panel').getByTestId('pay-link-button').click();
        await admin.getByRole('dialog').getByRole('button', { name: /Make the link|生成链接/ }).click();
        await admin.getByTestId('pay-link-qr').waitFor();
        expect(await admin.getByTestId('pay-link-url').inputValue()).toBe(`${product.server.url}${url}`);
        await stillScreenshot(admin, `docs/screenshots/payments/term-link-${name}-${language}.png`);
        await admin.getByRole('dialog').getByRole('button', { name: /Close|关闭/ }).click();
        await admin.getByRole('dialog').waitFor({ state: 'detached' });
      }
    }

    // 3. The family opens the reminder's link on a phone: what, for whom, how much.
    const family = await familyPhone(url!);
    await family.getByRole('button', { name: /微信支付/ }).waitFor();
    await family.getByText('管理费续费').first().waitFor();
    await shootPayPage(family, 'pay-open', (p) => p.getByRole('heading', { name: /Pay with|选择支付方式/ }).waitFor());

    // 4. Pays in the sandbox: notified three times, applied once.
    await family.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'EN' }).click();
    await family.setViewportSize(PHONE);
    expect(await payInSandbox(family, /Confirm payment of/)).toBe(3);
    const rows = await db().selectFrom('tomb_payment').selectAll().where('out_trade_no', '=', String(link.out_trade_no)).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'charge', item: 'maintenance', method: 'wechat', provider: 'sandbox', term_id: reminder.term_id, periods: 1 });
    const term = await db().selectFrom('mgmt_term').select(['paid_until', 'periods']).where('id', '=', Number(reminder.term_id)).executeTakeFirstOrThrow();
    expect(String(term.paid_until).slice(0, 10)).toBe(`${Number(before.slice(0, 4)) + 1}${before.slice(4)}`);
    expect(Number(term.periods)).toBe(Number(reminder.periods) + 1);
    expect(await db().selectFrom('pay_link').select('status').where('id', '=', link.id).executeTakeFirstOrThrow()).toEqual({ status: 'paid' });
    // The e-receipt: its number, the new end.
    const receipt = family.getByTestId('pay-receipt');
    await receipt.getByText(String(rows[0].receipt_no)).waitFor();
    await receipt.getByText('Now paid until').waitFor();
    await shootPayPage(family, 'pay-receipt', (p) => p.getByTestId('pay-receipt').waitFor());
    // Opened again later: still the receipt, nothing to pay.
    await family.reload();
    await family.getByTestId('pay-receipt').waitFor();
    expect(await family.locator('.method').count()).toBe(0);
    await family.context().close();
    expect(await db().selectFrom('tomb_payment').select('id').where('out_trade_no', '=', String(link.out_trade_no)).execute()).toHaveLength(1);

    // 5. The day's reconciliation: a payment deliberately left out (taken at the sandbox, its notification never sent) is listed.
    const other = await db().selectFrom('pay_link').selectAll().where('status', '=', 'open').where('channel', '=', 'inside').where('purpose', '=', 'term_renewal').where('id', '!=', link.id).orderBy('id').executeTakeFirstOrThrow();
    const app = product.server.app;
    await app.inject({ method: 'POST', url: '/index/pay/start', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ code: other.code, method: 'alipay' }) });
    await app.payments.sandbox.pay(String(other.out_trade_no), 'alipay');
    expect(await db().selectFrom('tomb_payment').select('id').where('out_trade_no', '=', String(other.out_trade_no)).execute()).toHaveLength(0);
    const missing = admin.locator(`[data-testid="statement-difference"][data-trade="${other.out_trade_no}"]`);
    for (const language of LANGS) {
      await setLanguage(admin, language);
      await admin.goto('/finance/reconcile');
      for (const [size, name] of SIZES) {
        await admin.setViewportSize(size);
        await missing.waitFor();
        expect(await missing.getAttribute('data-kind')).toBe('missing_here');
        await stillScreenshot(admin, `docs/screenshots/payments/reconcile-${name}-${language}.png`);
      }
    }
    await setLanguage(admin, 'en');
    await admin.setViewportSize(WIDE);
    await admin.goto('/finance/reconcile');
    await missing.getByTestId('statement-apply').click();
    await admin.getByText('The providers’ statements and the records agree').waitFor();
    expect(await db().selectFrom('tomb_payment').select('id').where('out_trade_no', '=', String(other.out_trade_no)).execute()).toHaveLength(1);
    await stillScreenshot(admin, 'docs/screenshots/payments/reconciled-wide-en.png');
    await admin.context().close();
  });

  it('the order page makes a pay link of the order’s balance; paid on a phone, the order is paid', async () => {
    const order = await db()
      .selectFrom('tomb_order')
      .select(['id', 'order_no', 'balance', 'paid', 'status'])
      .where('channel', '=', 'inside')
      .where('status', 'in', ['reserved', 'contracted'])
      .where('balance', '>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const staff = await product.open(2, { viewport: WIDE, language: 'en', path: `/order/tombOrderList/${order.id}`, reducedMotion: true });
    let url = '';
    for (const language of LANGS) {
      await setLanguage(staff, language);
      await staff.goto(`/order/tombOrderList/${order.id}`);
      for (const [size, name] of SIZES) {
        await staff.setViewportSize(size);
        await staff.getByTestId('order-payments').getByTestId('pay-link-button').click();
        const dialog = staff.getByRole('dialog');
        // An order's link has no years to choose: its amount is the balance.
        expect(await dialog.locator('input[type="number"]').count()).toBe(0);
        await dialog.getByRole('button', { name: /Make the link|生成链接/ }).click();
        await staff.getByTestId('pay-link-qr').waitFor();
        url = new URL(await staff.getByTestId('pay-link-url').inputValue()).pathname;
        await stillScreenshot(staff, `docs/screenshots/payments/order-link-${name}-${language}.png`);
        await dialog.getByRole('button', { name: /Close|关闭/ }).click();
        await dialog.waitFor({ state: 'detached' });
        await staff.getByTestId('order-payments').scrollIntoViewIfNeeded();
        await stillScreenshot(staff, `docs/screenshots/payments/order-payments-${name}-${language}.png`);
      }
    }
    const links = await db().selectFrom('pay_link').selectAll().where('order_id', '=', Number(order.id)).where('purpose', '=', 'order_balance').execute();
    expect(links).toHaveLength(1); // asked four times: one link
    expect([Number(links[0].amount), `/pay/${links[0].code}`]).toEqual([Number(order.balance), url]);

    const family = await familyPhone(`${url}?lang=zh`);
    await family.getByText('墓位订单余款').first().waitFor();
    await family.getByText(String(order.order_no)).waitFor();
    expect(await payInSandbox(family, /确认支付/)).toBe(3);
    const rows = await db().selectFrom('tomb_payment').selectAll().where('out_trade_no', '=', String(links[0].out_trade_no)).execute();
    expect(rows).toHaveLength(1);
    expect(Number(rows[0].amount)).toBe(Number(order.balance));
    const after = await db().selectFrom('tomb_order').select(['status', 'balance', 'paid']).where('id', '=', Number(order.id)).executeTakeFirstOrThrow();
    expect([after.status, Number(after.balance), Number(after.paid)]).toEqual(['paid', 0, Number(order.paid) + Number(order.balance)]);
    await family.getByTestId('pay-receipt').getByText(String(rows[0].receipt_no)).waitFor();
    await family.context().close();
    // The order page shows the online payment among its payments, and no pay button once nothing is owed.
    await setLanguage(staff, 'en');
    await staff.setViewportSize(WIDE);
    await staff.goto(`/order/tombOrderList/${order.id}`);
    const paidRow = staff.locator(`[data-payment="${rows[0].receipt_no}"]`);
    await paidRow.waitFor();
    expect(await staff.getByTestId('order-payments').getByTestId('pay-link-button').count()).toBe(0);

    // A manager refunds part of it back through the provider (the sandbox).
    for (const language of LANGS) {
      await setLanguage(staff, language);
      await staff.goto(`/order/tombOrderList/${order.id}`);
      for (const [size, name] of SIZES) {
        await staff.setViewportSize(size);
        await staff.locator(`[data-payment="${rows[0].receipt_no}"]`).getByTestId('online-refund-button').click();
        await staff.getByTestId('online-refund-reason').fill(language === 'zh' ? '家属多付' : 'Paid twice');
        await staff.getByTestId('online-refund-amount').fill('100');
        await stillScreenshot(staff, `docs/screenshots/payments/refund-${name}-${language}.png`);
        await staff.getByRole('dialog').getByRole('button', { name: /Close|关闭/ }).click();
        await staff.getByRole('dialog').waitFor({ state: 'detached' });
      }
    }
    await setLanguage(staff, 'en');
    await staff.setViewportSize(WIDE);
    await staff.goto(`/order/tombOrderList/${order.id}`);
    await staff.locator(`[data-payment="${rows[0].receipt_no}"]`).getByTestId('online-refund-button').click();
    await staff.getByTestId('online-refund-amount').fill('100');
    await staff.getByTestId('online-refund-reason').fill('Paid twice');
    await staff.getByTestId('online-refund-send').click();
    await staff.getByTestId('online-refund-done').getByText(/The provider took it: Refunded/).waitFor();
    const refund = await db().selectFrom('pay_refund').selectAll().where('payment_id', '=', Number(rows[0].id)).executeTakeFirstOrThrow();
    expect([refund.status, Number(refund.amount), String(refund.provider_refund_id).startsWith('SBXR-')]).toEqual(['success', 100, true]);
    const refundRow = await db().selectFrom('tomb_payment').selectAll().where('id', '=', Number(refund.refund_payment_id)).executeTakeFirstOrThrow();
    expect([refundRow.kind, Number(refundRow.amount), refundRow.refund_of]).toEqual(['refund', 100, rows[0].id]);
    await staff.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await staff.locator(`[data-payment="${refundRow.receipt_no}"]`).waitFor();
    const owed = await db().selectFrom('tomb_order').select(['balance']).where('id', '=', Number(order.id)).executeTakeFirstOrThrow();
    expect(Number(owed.balance)).toBe(100);
    await stillScreenshot(staff, 'docs/screenshots/payments/refunded-wide-en.png');
    await staff.context().close();
  });
});

