/**
 * Reminders by SMS in Chromium against the real server and demo data (docs/messaging.md
 * "Reminders"): a level-5 administrator sends the due terms' reminders from the list; each
 * leaves through the SMS layer (the development provider) as its kind's template, recorded with
 * its reminder; the outbox shows them sent, and the text messages' list shows the reminder kind,
 * the status and the receipt's columns. Screenshots at 1366 and 375 px, English and Chinese
 * (screenshots/tmp/messaging-*.png).
 */
import { describe, expect, it } from 'vitest';
import { LAPTOP as WIDE, inEachLanguageAndSize, stillScreenshot } from './helpers/browser';
import { withProduct } from './helpers/product';

const product = withProduct();
const db = product.db;

describe('reminders through the SMS layer', () => {
  it('an administrator sends the due reminders; the outbox and the text messages show them (screenshots)', async () => {
    const page = await product.open(5, { viewport: WIDE, language: 'en' });
    await page.goto('/contract/termList');
    await page.getByTestId('term-filter-due_soon').click();
    await page.locator('[data-state="due_soon"]').first().waitFor();
    await page.getByTestId('term-send-reminders').click();
    await page.getByText(/queued, \d+ sent/).first().waitFor();
    const sent = await db()
      .selectFrom('term_reminder as r')
      .innerJoin('sms_message as m', 'm.id', 'r.sms_id')
      .select(['r.id', 'r.status', 'r.attempts', 'm.kind', 'm.status as sms_status', 'm.ref', 'm.text'])
      .where('r.via', '=', 'sms')
      .execute();
    expect(sent.length).toBeGreaterThan(0);
    for (const r of sent) {
      expect(r).toMatchObject({ status: 'sent', attempts: 1, sms_status: 'sent', ref: `term_reminder:${r.id}` });
      expect(String(r.kind)).toMatch(/^reminder_(plot|storage)(_pay)?$/);
    }
    await inEachLanguageAndSize(page, async (name, language) => {
      await page.goto('/contract/reminderList');
      await page.locator('table, [data-testid="list-card"]').first().waitFor();
      await page.getByText(language === 'en' ? 'Sent' : '已发送', { exact: true }).first().waitFor();
      await stillScreenshot(page, `messaging-outbox-${name}-${language}`);
      await page.goto('/visit/admin/smsList');
      await page.locator('table, [data-testid="list-card"]').first().waitFor();
      await page.getByText(language === 'en' ? /Maintenance fee reminder|Storage fee reminder/ : /管理费提醒|寄存费提醒/).first().waitFor();
      await stillScreenshot(page, `messaging-sms-${name}-${language}`);
    });
  });
});
