/**
 * The printed documents in Chromium against the real server and demo data: level 4 (outside,
 * full print group) and level 2 (inside: print1, receipt, orderReceipt) open each of their
 * print pages for a demo record, the key fields are on the page, the browser's print to PDF
 * has the right page count and paper and holds the document alone, and printing is logged.
 * PNGs of every page go to screenshots/tmp/print/ to be looked at (with `npm run screenshots`,
 * those docs/printing.md shows are refreshed in docs/screenshots/).
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { certificateNo } from '../../src/rules/rights';
import { toChineseCapital } from '../../src/app/print/money/chineseCapital';
import { formatMoney } from '../../src/app/print/money/formatMoney';
import { screenshotPath } from './helpers/browser';
import { withProduct } from './helpers/product';
import { A4, A5_LANDSCAPE, DEMO_SEAL, demoRecords, examinePdf, printsLogged, type DemoRecords } from './printHelpers';

let outside: DemoRecords;
let inside: DemoRecords;
const pages: Partial<Record<Level, Page>> = {};

const product = withProduct();

beforeAll(async () => {
  outside = await demoRecords(product.server.database, 'outside');
  inside = await demoRecords(product.server.database, 'inside');
});

/** One signed-in page per level, reused by its tests. */
const pageFor = async (level: Level): Promise<Page> => {
  const existing = pages[level];
  if (existing) return existing;
  const page = await product.open(level);
  pages[level] = page;
  return page;
};

const documentText = async (page: Page): Promise<string> => {
  const doc = page.getByTestId('print-preview').getByTestId('print-document');
  await doc.waitFor();
  return (await doc.innerText()).replace(/\s+/g, ' ');
};

const open = async (level: Level, path: string): Promise<{ page: Page; text: string }> => {
  const page = await pageFor(level);
  await page.emulateMedia({ media: 'screen' });
  await page.goto(path);
  return { page, text: await documentText(page) };
};

/** The browser's own print of the page, as a user's Ctrl+P would give. */
const printToPdf = async (page: Page, name: string) => {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  return examinePdf(name, pdf);
};

/** The PDF holds the document and nothing of the app: not the toolbar, not the menu. */
const expectDocumentOnly = (text: string) => {
  for (const chrome of ['Document language', 'Choose an order', 'Choose a receipt', 'Tomb orders', 'Paper: A']) expect(text).not.toContain(chrome);
};

/** A page's PNG copied to docs/screenshots/print-<name>.png when the docs show it (screenshotPath). */
const keep = (png: string, name: string) => {
  const to = screenshotPath(`docs/screenshots/print-${name}.png`);
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(png, to);
};

describe('settings (level 6)', () => {
  it('saves the seal that the documents print', async () => {
    const page = await pageFor(6);
    await page.goto('/system/settings');
    const seal = page.locator('input[name="seal_url"]');
    await seal.waitFor();
    expect(await page.locator('input[name="cemetery_name"]').inputValue()).not.toBe('');
    await seal.fill(DEMO_SEAL);
    await page.getByTestId('settings-seal-preview').locator('img').waitFor();
    await page.locator('form button[type="submit"]').click();
    await page.getByText('Settings saved').waitFor();
  });
});

describe('level 4 (outside): the full print group', () => {
  it('print1 order form: one A4 page with order, buyer, plot and seal', async () => {
    const c = outside.completed;
    const { page, text } = await open(4, `/print/print1?order=${c.id}`);
    for (const v of ['墓位订购单', c.order_no, c.buyer_name, c.code, c.deceased, '大写']) expect(text).toContain(v);
    expect(await page.getByTestId('print-preview').getByTestId('print-seal').count()).toBe(1);
    const pdf = await printToPdf(page, 'print1-outside');
    expect(pdf).toMatchObject({ pages: 1, ...A4 });
    expect(pdf.text).toContain(c.order_no);
    expectDocumentOnly(pdf.text);
    keep(pdf.pngs[0], 'print1-zh');
  });

  it('prints in another language when asked, Chinese capitals kept', async () => {
    const c = outside.completed;
    const { page } = await open(4, `/print/print1?order=${c.id}`);
    await page.getByTestId('print-toolbar').getByRole('combobox').last().click();
    await page.getByRole('option', { name: 'English' }).click();
    const text = await documentText(page);
    expect(text).toContain('Plot Order Form');
    expect(text).toMatch(/元整|角|分/);
    const pdf = await printToPdf(page, 'print1-outside-en');
    expect(pdf).toMatchObject({ pages: 1, ...A4 });
    keep(pdf.pngs[0], 'print1-en');
  });

  it('print8 contract: two A4 pages, numbered clauses from settings, then the signatures', async () => {
    const c = outside.completed;
    const { page, text } = await open(4, `/print/print8?order=${c.id}`);
    for (const v of ['墓位使用权合同', c.contract_no, c.buyer_name, c.code, '第一条', '第十条', '甲方（陵园）', '乙方（购买人）']) expect(text).toContain(v);
    const pdf = await printToPdf(page, 'print8-outside');
    expect(pdf).toMatchObject({ pages: 2, ...A4 });
    expect(pdf.text.indexOf('第十条')).toBeLessThan(pdf.text.lastIndexOf('乙方（购买人）'));
    expectDocumentOnly(pdf.text);
    keep(pdf.pngs[0], 'print8-page1');
    keep(pdf.pngs[1], 'print8-page2');
  });

  it('commitmentLetter: one A4 page with the text from settings', async () => {
    const c = outside.completed;
    const { page, text } = await open(4, `/print/commitmentLetter?order=${c.id}`);
    for (const v of ['承诺书', c.order_no, '本人自愿购买贵园墓位', '承诺人']) expect(text).toContain(v);
    const pdf = await printToPdf(page, 'commitment-outside');
    expect(pdf).toMatchObject({ pages: 1, ...A4 });
    expectDocumentOnly(pdf.text);
  });

  it.each([
    ['print3', '安葬证', 'cover'],
    ['print4', '持证人信息', 'holder'],
    ['print5', '逝者及墓位信息', 'deceased'],
    ['print6', '须知与记录', 'rules'],
  ])('%s burial certificate page: one A4 page (%s)', async (key, title, png) => {
    const c = outside.completed;
    const { page, text } = await open(4, `/print/${key}?order=${c.id}`);
    expect(text).toContain(title);
    // The certificate's own number (issue 32: the right's, renumbered on a transfer), for the order's first holder.
    expect(text).toContain(key === 'print5' ? c.deceased : certificateNo(c.order_no, 1));
    const pdf = await printToPdf(page, `${key}-outside`);
    expect(pdf).toMatchObject({ pages: 1, ...A4 });
    expectDocumentOnly(pdf.text);
    if (key === 'print3' || key === 'print5') keep(pdf.pngs[0], `certificate-${png}`);
  });

  it('print9 temporary certificate: for a reserved order, refused for a completed one', async () => {
    const r = outside.reserved;
    const { page, text } = await open(4, `/print/print9?order=${r.id}`);
    for (const v of ['临时墓位证', r.order_no, r.buyer_name, '已预订']) expect(text).toContain(v);
    const pdf = await printToPdf(page, 'print9-outside');
    expect(pdf).toMatchObject({ pages: 1, ...A4 });
    await page.goto(`/print/print9?order=${outside.completed.id}`);
    await page.getByTestId('print-message').waitFor();
    expect(await page.getByTestId('print-preview').count()).toBe(0);
  });

  it('print10 fee receipt: A5 landscape with the amount in figures and capitals', async () => {
    const p = outside.charge;
    const { page, text } = await open(4, `/print/print10?payment=${p.id}`);
    for (const v of ['收费收据', p.receipt_no, p.order_no, formatMoney(p.amount), toChineseCapital(p.amount)]) expect(text).toContain(v);
    const pdf = await printToPdf(page, 'print10-outside');
    expect(pdf).toMatchObject({ pages: 1, ...A5_LANDSCAPE });
    expectDocumentOnly(pdf.text);
    keep(pdf.pngs[0], 'print10-receipt');
  });

  it('print11 refund receipt: A5 landscape with the refund and its reason', async () => {
    const p = outside.refund;
    const { page, text } = await open(4, `/print/print11?payment=${p.id}`);
    for (const v of ['退款收据', p.receipt_no, formatMoney(p.amount), toChineseCapital(p.amount), p.reason]) expect(text).toContain(v);
    const pdf = await printToPdf(page, 'print11-outside');
    expect(pdf).toMatchObject({ pages: 1, ...A5_LANDSCAPE });
    keep(pdf.pngs[0], 'print11-refund');
  });

  it('finds an order with the picker and logs the print', async () => {
    const c = outside.completed;
    const page = await pageFor(4);
    await page.goto('/print/print1');
    await page.getByTestId('print-message').waitFor();
    await page.getByTestId('print-picker-input').fill(c.order_no);
    await page.getByTestId('print-picker-option').filter({ hasText: c.order_no }).first().click();
    await page.waitForURL(new RegExp(`order=${c.id}`));
    await documentText(page);
    const before = await printsLogged(product.server.database, 'tomb_order', c.id);
    await page.getByTestId('print-button').click();
    await expect.poll(() => printsLogged(product.server.database, 'tomb_order', c.id), { timeout: 10_000 }).toBe(before + 1);
  });
});

describe('level 2 (inside): print1, receipt, orderReceipt', () => {
  it('print1 order form of an inside order', async () => {
    const c = inside.completed;
    const { page, text } = await open(2, `/print/print1?order=${c.id}`);
    for (const v of [c.order_no, c.buyer_name, c.code]) expect(text).toContain(v);
    const pdf = await printToPdf(page, 'print1-inside');
    expect(pdf).toMatchObject({ pages: 1, ...A4 });
  });

  it('receipt prints a charge and a refund on A5 landscape', async () => {
    const { page, text } = await open(2, `/print/receipt?payment=${inside.charge.id}`);
    for (const v of ['收费收据', inside.charge.receipt_no, toChineseCapital(inside.charge.amount)]) expect(text).toContain(v);
    expect(await printToPdf(page, 'receipt-inside')).toMatchObject({ pages: 1, ...A5_LANDSCAPE });
    const refund = await open(2, `/print/receipt?payment=${inside.refund.id}`);
    expect(refund.text).toContain('退款收据');
    expect(refund.text).toContain(inside.refund.reason);
  });

  it('orderReceipt lists the payments of the order with totals', async () => {
    const c = inside.completed;
    const { page, text } = await open(2, `/print/orderReceipt?order=${c.id}`);
    for (const v of ['订单收费明细', c.order_no, '收费合计', '实收']) expect(text).toContain(v);
    const rows = await page.getByTestId('print-preview').getByTestId('print-payments').locator('tbody tr').count();
    expect(rows).toBeGreaterThan(0);
    const pdf = await printToPdf(page, 'orderReceipt-inside');
    expect(pdf.pages).toBeGreaterThanOrEqual(1);
    expect({ width: pdf.width, height: pdf.height }).toEqual(A4);
    keep(pdf.pngs[0], 'orderReceipt');
  });

  it('cannot see an outside record nor log a print of the full group', async () => {
    const page = await pageFor(2);
    await page.goto(`/print/receipt?payment=${outside.charge.id}`);
    await page.getByTestId('print-message').waitFor();
    const logAs = (body: object) =>
      page.evaluate(async (b) => {
        const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('Admin-Token='))?.slice(12) ?? '');
        const res = await fetch('/index/admin.print/log', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Token': token },
          body: JSON.stringify(b),
        });
        return (await res.json()).status as number;
      }, body);
    expect(await logAs({ document: 'print8', table: 'tomb_order', id: inside.completed.id })).toBe(403);
    expect(await logAs({ document: 'receipt', table: 'tomb_payment', id: outside.charge.id })).toBe(404);
    expect(await logAs({ document: 'receipt', table: 'tomb_payment', id: inside.charge.id })).toBe(200);
  });
});
