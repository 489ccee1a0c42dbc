/**
 * The families' door in Chromium against the real server and demo data (docs/families.md): a
 * holder signs in on /family at 375 px with the code texted to it (the development provider's),
 * a manager confirms the account on /memorial/moderation, the holder finds the grave, approves
 * the inscription proof (the manager sees the decision), and makes
 * the deceased's memorial page, shares it by link; a visitor with the link lays a flower and
 * leaves a message that shows once the manager approves it; made private again, the page answers
 * "no such page" to the visitor. Screenshots at 375 and 1366 px in Chinese and English
 * (screenshots/tmp/families-*.png).
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { DevelopmentProvider } from '../../src/server/messaging/development';
import { LAPTOP, PHONE, screenshot } from './helpers/browser';
import { withProduct } from './helpers/product';
import { adminCall } from './helpers/adminApi';

const product = withProduct();
const db = product.db;
const MOBILE = '13987650001';

const codeOn = (m: string): string => String((product.server.app.sms.provider as DevelopmentProvider).outbox.filter((x) => x.mobile === m).at(-1)?.params.code);

describe('the families’ door', () => {
  it('a holder signs in with a code, finds the grave, shares the memorial; a visitor’s flower and message (after review); private is 404', async () => {
    // A paid demo order of the inside channel with a deceased on its plot becomes this holder's.
    const order = await db()
      .selectFrom('tomb_order as o')
      .innerJoin('member as m', 'm.burialslot_id', 'o.burialslot_id')
      .select(['o.id', 'o.burialslot_id', 'm.id as member_id', 'm.name'])
      .where('o.channel', '=', 'inside')
      .where('m.channel', '=', 'inside')
      .where('o.status', 'in', ['paid', 'completed'])
      .orderBy('o.id')
      .executeTakeFirstOrThrow();
    await db().updateTable('tomb_order').set({ buyer_phone: MOBILE }).where('id', '=', order.id).execute();
    // Its main rights holder (docs/rights.md) has this mobile.
    await db().updateTable('rights_holder').set({ phone: MOBILE }).where('order_id', '=', order.id).where('until', 'is', null).where('role', '=', 'main').execute();
    // The desk asks the family to approve the inscription to be carved (the work module's inscription work order).
    const made = await adminCall(product.server, 'admin.work_order/create', { kind: 'inscription', burialslot_id: order.burialslot_id, order_id: order.id, member_id: order.member_id, inscription_text: `显考${String(order.name)}之墓` });
    expect(made.status).toBe(200);
    const workId = Number((made.data as { id: number }).id);

    const phone = await (await product.newContext({ viewport: PHONE, locale: 'zh-CN' })).newPage();
    await phone.goto('/family?lang=zh');
    await phone.getByTestId('family-mobile').fill(MOBILE);
    await phone.getByTestId('family-get-code').click();
    await phone.getByText('验证码已发送到 139****0001').waitFor();
    await phone.getByTestId('family-otp').fill(codeOn(MOBILE));
    await phone.getByTestId('family-sign-in').click();
    await phone.getByTestId('family-state').waitFor();
    expect(await phone.getByTestId('family-state').textContent()).toContain('工作人员核对后');

    // The manager confirms the account (1366 px, English).
    const desk = await product.open(2, { viewport: LAPTOP, language: 'en', path: '/memorial/moderation' });
    const card = desk.getByTestId('family-link').filter({ hasText: MOBILE });
    await card.waitFor();
    await screenshot(desk, 'families-moderation-wide-en');
    await card.getByRole('button', { name: 'Confirm' }).click();
    await card.getByText('Confirmed').waitFor();

    // The holder's graves: the plot, the deceased, the receipts; a memorial page made and shared by link.
    await phone.reload();
    const grave = phone.getByTestId('family-grave').filter({ hasText: String(order.name) });
    await grave.waitFor();
    await screenshot(phone, 'families-account-phone-zh', { fullPage: true });
    // The inscription proof, approved from the phone: the work order is approved by the family, the desk sees which version and when.
    const proofCard = grave.getByTestId('family-proof');
    await proofCard.getByText(`显考${String(order.name)}之墓`).waitFor();
    await proofCard.getByTestId('family-proof-approve').click();
    await proofCard.getByText('已确认第 1 版').first().waitFor();
    expect((await db().selectFrom('work_order').select('approved_at').where('id', '=', workId).executeTakeFirstOrThrow()).approved_at).not.toBeNull();
    // How reminders reach the family, and a receipt to print or save.
    await grave.getByTestId('family-contact-open').first().click();
    await grave.getByTestId('family-contact-address').fill('杭州市西湖区龙井路 1 号');
    await screenshot(phone, 'families-contact-phone-zh', { fullPage: true });
    await grave.getByTestId('family-contact-save').click();
    await grave.getByText('已保存').waitFor();
    await grave.getByTestId('family-receipt-open').first().click();
    await phone.getByTestId('family-receipt').waitFor();
    await screenshot(phone, 'families-receipt-phone-zh');
    await phone.getByRole('button', { name: '关闭' }).click();
    await grave.getByTestId('family-memorial-open').first().waitFor();
    await grave.getByTestId('family-memorial-open').first().click();
    await phone.waitForURL(/\/memorial\/[a-z0-9]{12}$/);
    const memorialUrl = phone.url();
    await phone.getByTestId('memorial-name').waitFor();
    // A portrait from the phone's photos.
    const portrait = await sharp({ create: { width: 280, height: 360, channels: 3, background: { r: 150, g: 150, b: 145 } } }).jpeg().toBuffer();
    await phone.getByTestId('memorial-photo-input').setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: portrait });
    await phone.locator('img.portrait').waitFor();
    await phone.getByTestId('memorial-privacy-link').check();
    await phone.getByTestId('memorial-save').click();
    await phone.getByText('已保存').waitFor();
    await screenshot(phone, 'families-memorial-family-phone-zh', { fullPage: true });

    await desk.getByRole('button', { name: 'Reload' }).click();
    await desk.getByTestId('proof-decision').filter({ hasText: 'version 1' }).filter({ hasText: 'approved' }).waitFor();

    // A visitor with the link, on a laptop in English: a flower, and a message held for review.
    const visitor = await (await product.newContext({ viewport: LAPTOP, locale: 'en-US' })).newPage();
    await visitor.goto(`${memorialUrl}?lang=en`);
    await visitor.getByTestId('memorial-name').waitFor();
    await visitor.locator('img.portrait').waitFor();
    await visitor.getByTestId('memorial-flower').click();
    await expect.poll(() => visitor.getByTestId('memorial-count-flower').textContent()).toBe('Flowers: 1');
    await visitor.getByTestId('memorial-message').fill('Rest in peace, grandfather.');
    await visitor.getByTestId('memorial-send').click();
    await visitor.getByText('Message received: it shows once reviewed').waitFor();

    await desk.getByRole('button', { name: 'Reload' }).click();
    const held = desk.getByTestId('memorial-message').filter({ hasText: 'Rest in peace, grandfather.' });
    await held.getByRole('button', { name: 'Show' }).click();
    await held.getByText('Shown').waitFor();
    await screenshot(desk, 'families-moderation-decided-wide-en');
    await visitor.reload();
    await visitor.getByTestId('memorial-messages').getByText('Rest in peace, grandfather.').waitFor();
    await screenshot(visitor, 'families-memorial-wide-en', { fullPage: true });

    // The account in English at 1366 px, and the page in Chinese at 375 px for the visitor.
    await phone.goto('/family?lang=en');
    await phone.setViewportSize(LAPTOP);
    await phone.getByTestId('family-grave').first().waitFor();
    await screenshot(phone, 'families-account-wide-en', { fullPage: true });
    const visitorPhone = await (await product.newContext({ viewport: PHONE, locale: 'zh-CN' })).newPage();
    await visitorPhone.goto(`${memorialUrl}?lang=zh`);
    await visitorPhone.getByTestId('memorial-messages').getByText('Rest in peace, grandfather.').waitFor();
    expect(await visitorPhone.getByTestId('memorial-days').textContent()).toMatch(/纪念日：?.*清明.*冬至|纪念日：?.*冬至.*清明/);
    await screenshot(visitorPhone, 'families-memorial-phone-zh', { fullPage: true });

    // Family only again: the visitor's link answers as a page that does not exist.
    await phone.goto(`${memorialUrl}?lang=en`);
    await phone.getByTestId('memorial-privacy-private').check();
    await phone.getByTestId('memorial-save').click();
    await phone.getByText('Saved').waitFor();
    await notFound(visitor, memorialUrl);
  });
});

const notFound = async (page: Page, url: string): Promise<void> => {
  await page.goto(`${url}?lang=en`);
  await page.getByTestId('memorial-error').waitFor();
  expect(await page.getByTestId('memorial-error').textContent()).toBe('No such memorial page');
};
