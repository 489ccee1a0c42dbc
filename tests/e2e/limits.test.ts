/**
 * The plot-status and order-limit rules in Chromium against the real server and demo data
 * (issue 12 items 4, 9, 13): a manager takes a free plot off sale with a reason from its page
 * (the status is no form input) and the server has it; a plot an order holds offers the
 * action disabled with why; a clerk's order page shows the refund buttons disabled with the
 * reason and the discount's and reservation date's limits. Screenshots in
 * docs/screenshots/limits/ (1366 and 375 px, English and Chinese).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { LAPTOP, PHONE, screenshot, stillScreenshot } from './helpers/browser';
import { withProduct } from './helpers/product';

const product = withProduct();

const openAs = (level: Level, viewport = LAPTOP, language = 'en'): Promise<Page> => product.open(level, { viewport, language });

const db = product.db;

describe('a plot’s status', () => {
  it('is taken off sale from the plot page with a reason, and the server has it', async () => {
    const plot = await db().selectFrom('tomb_burialslot').select(['id', 'code']).where('status', '=', 'available').orderBy('code', 'desc').executeTakeFirstOrThrow();
    const page = await openAs(2);
    await page.goto(`/tomb/tombBurialslotList/${plot.id}`);
    const bar = page.getByTestId('plot-status');
    await bar.getByText('Available').waitFor();
    await page.getByLabel(/^Code/).waitFor();
    expect(await page.getByRole('combobox', { name: /^Status/ }).count()).toBe(0);
    await bar.getByRole('button', { name: 'Take off sale' }).click();
    const dialog = page.getByTestId('plot-status-dialog');
    await dialog.getByRole('textbox').fill('Headstone cracked, waiting for the mason');
    await stillScreenshot(page, 'docs/screenshots/limits/plot-take-off-en.png');
    await dialog.getByRole('button').last().click();
    await page.getByTestId('plot-status-reason').waitFor();
    await bar.getByText('Unavailable').waitFor();
    expect(await db().selectFrom('tomb_burialslot').select(['status', 'status_reason']).where('id', '=', Number(plot.id)).executeTakeFirstOrThrow()).toEqual({
      status: 'unavailable',
      status_reason: 'Headstone cracked, waiting for the mason',
    });
    await bar.getByRole('button', { name: 'Put back on sale' }).waitFor();
    await stillScreenshot(page, 'docs/screenshots/limits/plot-unavailable-en.png');
    await page.context().close();

    const phone = await openAs(2, PHONE, 'zh');
    await phone.goto(`/tomb/tombBurialslotList/${plot.id}`);
    await phone.getByTestId('plot-status-reason').waitFor();
    await stillScreenshot(phone, 'docs/screenshots/limits/plot-unavailable-phone-zh.png');
    await phone.context().close();
  });

  it('offers the action disabled with why while an order holds the plot', async () => {
    const sold = await db().selectFrom('tomb_burialslot').select('id').where('status', '=', 'sold').orderBy('id').executeTakeFirstOrThrow();
    const page = await openAs(4);
    await page.goto(`/tomb/tombBurialslotList/${sold.id}`);
    const bar = page.getByTestId('plot-status');
    await bar.getByText('Sold').waitFor();
    expect(await bar.getByRole('button', { name: 'Take off sale' }).isDisabled()).toBe(true);
    await bar.locator('[data-blocked-reason]').hover();
    await page.getByRole('tooltip').getByText('An order holds this plot: its status follows the order').waitFor();
    await stillScreenshot(page, 'docs/screenshots/limits/plot-held-en.png');
    await page.context().close();
  });
});

describe('a clerk’s order page', () => {
  const openOrder = async () =>
    db()
      .selectFrom('tomb_order')
      .select(['id', 'order_no'])
      .where('channel', '=', 'inside')
      .where('status', '=', 'reserved')
      .where('paid', '>', 0)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  it('shows the refunds disabled with the reason and the limits of the discount and the date', async () => {
    const order = await openOrder();
    const page = await openAs(1);
    await page.goto(`/order/tombOrderList/${order.id}`);
    const refunds = page.locator('[data-blocked-reason^="Refunds are recorded by a manager"]');
    await refunds.first().waitFor();
    expect(await refunds.count()).toBe(2);
    for (const b of await refunds.getByRole('button').all()) expect(await b.isDisabled()).toBe(true);
    await page.getByText(/^Clerks give at most ¥[\d,]+\.\d\d \(10% of the price\); more needs a manager$/).waitFor();
    const discount = page.getByLabel(/^Discount/);
    await discount.fill('99999999');
    await page.getByLabel(/^Reserved until/).fill('9999-12-31');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/^At most [\d]+\.\d\d \(10% of the price\) without a manager$/).waitFor();
    await page.getByText(/^Not after \d{1,2} [A-Z][a-z]{2} \d{4}$/).waitFor();
    await refunds.first().hover();
    await stillScreenshot(page, 'docs/screenshots/limits/order-clerk-en.png');
    await page.context().close();

    const phone = await openAs(1, PHONE, 'zh');
    await phone.goto(`/order/tombOrderList/${order.id}`);
    const blocked = phone.locator('[data-blocked-reason^="退款需由经理办理"]').first();
    await blocked.waitFor();
    // A tap on the disabled button tells why.
    await blocked.click();
    await phone.getByRole('tooltip').getByText('退款需由经理办理（可在设置中允许业务员退款）').waitFor();
    await screenshot(phone, 'docs/screenshots/limits/order-clerk-phone-zh.png');
    await phone.context().close();
  });

  it('gives a manager the refund buttons', async () => {
    const order = await openOrder();
    const page = await openAs(2);
    await page.goto(`/order/tombOrderList/${order.id}`);
    await page.getByTestId('order-payments').getByRole('button', { name: 'Refund' }).waitFor();
    expect(await page.getByTestId('order-payments').getByRole('button', { name: 'Refund' }).isEnabled()).toBe(true);
    expect(await page.locator('[data-blocked-reason]').count()).toBe(0);
    await page.context().close();
  });
});

describe('the settings page', () => {
  it('has the three limits, with what each does', async () => {
    const page = await openAs(5);
    await page.goto('/system/settings');
    await page.getByLabel(/^Longest reservation \(days\)/).waitFor();
    expect(await page.getByLabel(/^Longest reservation \(days\)/).inputValue()).toBe('30');
    expect(await page.getByLabel(/^Largest clerk discount/).inputValue()).toBe('10');
    expect(await page.getByLabel(/^Clerks may record refunds/).isChecked()).toBe(false);
    await page.getByText('Off: only managers (levels 2, 4, 5, 6) record refunds').scrollIntoViewIfNeeded();
    await stillScreenshot(page, 'docs/screenshots/limits/settings-en.png');
    await page.context().close();
  });
});
