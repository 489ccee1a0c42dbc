/**
 * The moving-in screens looked at (issue 25): a generated register's preview with its refusals,
 * the batches' list, a batch's page, the reconciliation report, the walk and the map of the
 * register's graves, photographed in the run's views (`npm run screenshots`: zh and en at 1366
 * and 375 px) under screenshots/tmp/moving-in-*; and at 375 px nothing wider than the phone.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateRegister, registerRows } from '../fixtures/register';
import { SCREENSHOT_VIEWS, screenshot } from './helpers/browser';
import { withProduct } from './helpers/product';

const product = withProduct();
/** The register imported before the screens are shown (its batch, its graves on the map). */
const register = generateRegister(120, 'SHOT');
/** Another section's register for the preview, with three lines wrong the way old registers are (the generator's first is on its 126th line). */
const preview = generateRegister(120, 'NEW');
preview.lines[4][3] = '13/45/1901';
preview.lines[9][0] = 'behind the old oak';
preview.lines[15][2] = '1990';

let batchId = 0;
let areaId = 0;
beforeAll(async () => {
  // The register imported once, as its own batch (the preview below shows the whole file again, refusals included).
  const res = await product.server.app.inject({
    method: 'POST',
    url: '/index/import/commit',
    headers: { 'content-type': 'application/json', 'x-token': await tokenOf(5) },
    payload: JSON.stringify({ table: 'register', ...keepGood(), dateOrder: 'mdy', createMissing: true, fileName: 'township.csv' }),
  });
  batchId = Number(res.json().data.batchId);
  expect(batchId).toBeGreaterThan(0);
  areaId = Number((await product.db().selectFrom('tomb_area').select('id').where('code', '=', 'SHOT-1').executeTakeFirstOrThrow()).id);
});

const keepGood = () => {
  const { rows, lines } = registerRows(register);
  return { rows, lines };
};

/** A level's session token, from a signed-in page's cookie. */
const tokenOf = async (level: 5): Promise<string> => {
  const page = await product.open(level, { language: 'en', timeoutMs: 180_000 });
  const cookie = (await page.context().cookies()).find((c) => /token/i.test(c.name));
  await page.context().close();
  return decodeURIComponent(cookie?.value ?? '');
};

const fits = async (page: Page, width: number) => {
  if (width > 400) return;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
};

const still = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
};

describe.each(SCREENSHOT_VIEWS)('moving-in screens in %s', (language, viewport) => {
  const name = (screen: string) => `moving-in-${screen}-${language}-${viewport.width}`;
  const t =
    language === 'zh'
      ? { place: '墓位位置', burial: '安葬日期', remark: '备注', mdy: '月/日/年（03/05/2024）', onlyErrors: '只看有错误的行' }
      : { place: 'Place', burial: 'Burial date', remark: 'Remark', mdy: 'Month/day/year (03/05/2024)', onlyErrors: 'Only rows with errors' };

  it('the import screen: a register’s preview with its refusals', async () => {
    const page = await product.open(5, { language, viewport, path: '/import/batches/register', timeoutMs: 120_000 });
    const csv = `\ufeff${preview.lines.map((l) => l.join(',')).join('\r\n')}\r\n`;
    await page.getByTestId('import-input').setInputFiles({ name: 'township.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    const pick = async (column: string, field: string) => {
      await page.locator('[data-testid="import-mapping-row"]', { has: page.locator(`input[data-column="${column}"]`) }).getByRole('combobox').click();
      await page.getByRole('option', { name: field, exact: true }).click();
    };
    await pick('Section/Lot', t.place);
    await pick('Interment', t.burial);
    await pick('Notes', t.remark);
    await page.getByTestId('import-date-order').getByLabel(t.mdy).check();
    await page.getByTestId('import-create-missing').click();
    await page.getByTestId('import-check').click();
    await page.getByTestId('import-commit-valid').waitFor({ timeout: 300_000 });
    await page.getByTestId('import-preview-section').getByLabel(t.onlyErrors).check();
    await page.locator('[data-testid="import-preview-row"] [data-invalid="true"]').first().waitFor();
    await still(page);
    await fits(page, viewport.width);
    await screenshot(page, name('import'), { fullPage: true });
    await page.context().close();
  });

  it.each([
    ['batches', '/import/batches', '[data-testid], table, .list-page'],
    ['batch', '', '[data-testid="batch-counts"]'],
    ['reconcile', '/import/reconcile', '[data-testid="reconcile-areas"]'],
    ['walk', '/work/walk', '[data-testid^="walk-area-"]'],
    ['map', '', '.plot-cell'],
  ])('%s', async (screen, path, ready) => {
    const where = screen === 'batch' ? `/import/batches/${batchId}/show` : screen === 'map' ? `/dashboard?area=${areaId}` : path;
    const page = await product.open(screen === 'walk' ? 2 : 5, { language, viewport, path: where, timeoutMs: 120_000, reducedMotion: true });
    await page.locator(ready).first().waitFor({ timeout: 120_000 });
    if (screen === 'walk') {
      const plot = String((await product.db().selectFrom('tomb_burialslot').select('code').where('area_id', '=', areaId).orderBy('id').executeTakeFirstOrThrow()).code);
      await page.getByTestId('walk-code').fill(plot);
      await page.getByTestId('walk-find').click();
      await page.getByTestId('walk-plot-code').waitFor();
    }
    await still(page);
    await fits(page, viewport.width);
    await screenshot(page, name(screen), { fullPage: screen !== 'map' });
    await page.context().close();
  });
});
