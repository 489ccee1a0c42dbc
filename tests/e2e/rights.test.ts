/**
 * The transfer of rights (过户) in Chromium against the real server and demo data (docs/rights.md):
 * an outside clerk requests the transfer of a paid order's plot to an heir from the order page and
 * attaches the death certificate to the request; the outside manager approves it (the fee's method),
 * the order page shows the new main holder with the next certificate number, and the certificate
 * prints the new holder. Screenshots in docs/screenshots/rights/ (1366 and 375 px, English and Chinese).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { LAPTOP, inEachLanguageAndSize, stillScreenshot } from './helpers/browser';
import { withProduct } from './helpers/product';

const product = withProduct();
const db = product.db;

const openAs = (level: Level, path: string): Promise<Page> => product.open(level, { viewport: LAPTOP, language: 'en', path });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('the transfer of rights', () => {
  it('is requested with its documents by a clerk, approved by a manager, and the certificate prints the new holder', async () => {
    const order = await db()
      .selectFrom('tomb_order')
      .select(['id', 'order_no', 'buyer_name'])
      .where('status', '=', 'paid')
      .where('channel', '=', 'outside')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const path = `/order/tombOrderList_outside/${order.id}`;

    const clerk = await openAs(3, path);
    const panel = clerk.getByTestId('holders-panel');
    await panel.getByTestId('holder-row').first().waitFor();
    await panel.getByTestId('transfer-button').click();
    const dialog = clerk.getByTestId('transfer-dialog');
    await dialog.getByTestId('transfer-to_name').fill('王继承');
    await dialog.getByTestId('transfer-to_phone').fill('13911112222');
    await dialog.getByTestId('transfer-to_relation').fill('儿子');
    await dialog.getByTestId('transfer-submit').click();
    await panel.getByTestId('transfer-pending').waitFor();
    const docs = panel.getByTestId('documents-rights_transfer');
    await docs.getByTestId('document-title').fill('Death certificate');
    await docs.getByTestId('document-file').setInputFiles({ name: 'death.pdf', mimeType: 'application/pdf', buffer: PDF });
    await docs.getByTestId('document-row').getByText('Death certificate').waitFor();
    await clerk.context().close();

    const manager = await openAs(4, path);
    const mpanel = manager.getByTestId('holders-panel');
    await mpanel.getByTestId('transfer-approve').click();
    const approve = manager.getByTestId('approve-dialog');
    await approve.getByTestId('document-row').getByText('Death certificate').waitFor();
    await approve.getByTestId('approve-submit').click();
    await mpanel.getByTestId('certificate-no').getByText(`ZS-${String(order.order_no)}-2`).waitFor();
    const holders = await db().selectFrom('rights_holder').select(['name', 'until', 'certificate_no']).where('order_id', '=', order.id).orderBy('id').execute();
    expect(holders.map((h) => [h.name, h.until === null])).toEqual([
      [order.buyer_name, false],
      ['王继承', true],
    ]);

    await inEachLanguageAndSize(manager, async (name, language) => {
      await manager.goto(path);
      await manager.getByTestId('holders-panel').getByTestId('certificate-no').first().waitFor();
      await manager.getByTestId('holders-panel').scrollIntoViewIfNeeded();
      await stillScreenshot(manager, `docs/screenshots/rights/order-holders-${name}-${language}.png`);
    });

    // The certificate's holder page prints the new holder and number.
    await manager.context().addCookies([{ name: 'language', value: 'en', url: product.server.url }]);
    await manager.goto(`/print/print4?order=${order.id}`);
    await manager.getByText('王继承').first().waitFor();
    await manager.getByText(`ZS-${String(order.order_no)}-2`).first().waitFor();
    await manager.context().close();
  });

  it('moves a deceased out: a manager requests and completes it, the plot goes back on sale, and the exhumation certificate prints', async () => {
    // A completed outside order whose single plot holds one registered deceased.
    const row = await db()
      .selectFrom('tomb_order as o')
      .innerJoin('member as m', 'm.order_id', 'o.id')
      .innerJoin('tomb_burialslot as p', 'p.id', 'o.burialslot_id')
      .select(['o.id', 'o.burialslot_id', 'm.id as member_id', 'm.name'])
      .where('o.status', '=', 'completed')
      .where('o.channel', '=', 'outside')
      .where('p.capacity', '=', 1)
      .where('m.burialslot_id', 'is not', null)
      .orderBy('o.id', 'desc')
      .executeTakeFirstOrThrow();
    const path = `/order/tombOrderList_outside/${row.id}`;
    const page = await openAs(4, path);
    const panel = page.getByTestId('holders-panel');
    await panel.getByTestId('moveout-button').click();
    const dialog = page.getByTestId('moveout-dialog');
    await dialog.getByTestId('moveout-destination').fill('Nanshan Cemetery, Hangzhou');
    await dialog.getByTestId('moveout-submit').click();
    await panel.getByTestId('moveout-complete').click();
    await panel.getByTestId('print-exhumation').waitFor();
    const plot = await db().selectFrom('tomb_burialslot').select('status').where('id', '=', Number(row.burialslot_id)).executeTakeFirstOrThrow();
    expect(plot.status).toBe('available');
    await inEachLanguageAndSize(page, async (name, language) => {
      await page.goto(path);
      await page.getByTestId('moveouts').scrollIntoViewIfNeeded();
      await stillScreenshot(page, `docs/screenshots/rights/order-moveout-${name}-${language}.png`);
    });
    await page.getByTestId('print-exhumation').click();
    await page.getByTestId('exhumation-destination').first().getByText('Nanshan Cemetery, Hangzhou').waitFor();
    await page.getByTestId('exhumation-deceased').first().getByText(String(row.name)).waitFor();
    await stillScreenshot(page, 'docs/screenshots/rights/exhumation-certificate.png');
    await page.context().close();
  });
});
