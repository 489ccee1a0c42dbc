/**
 * Moving in, checked (docs/import.md, "After moving in: reconciliation and the walk"), in
 * Chromium at 375 px against the real server and demo data, in one browser context: the
 * reconciliation report lists a registration without a place; on the walk the manager types a
 * plot's code, sees its records, flags a difference with a note, sees the area's progress move,
 * and finds the flag on the office's list, then closes it.
 */
import { describe, expect, it } from 'vitest';
import { PHONE } from './helpers/browser';
import { withProduct } from './helpers/product';

const product = withProduct();

/** Go to a path of the app without loading it again (the router follows the history). */
const within = async (page: import('playwright-core').Page, path: string) => {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
};

describe('reconciliation and the walk on a phone', () => {
  it('reports a registration without a place, then flags a plot on the walk and finds the flag on the office list', async () => {
    const db = product.db();
    const lost = await db
      .insertInto('member')
      .values({ name: 'Walker Unplaced', applicant_name: 'Test', applicant_phone: '13812345678', death_date: '1931-07-01', channel: 'inside' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Level 2 has no registrations screen: the record is named, not linked.
    const plot = await db
      .selectFrom('tomb_burialslot as p')
      .innerJoin('tomb_area as a', 'a.id', 'p.area_id')
      .select(['p.id', 'p.code', 'a.code as area_code'])
      .orderBy('p.id')
      .executeTakeFirstOrThrow();

    const page = await product.open(2, { viewport: PHONE, language: 'en', path: '/import/reconcile' });
    const unplaced = page.getByTestId('reconcile-unplaced');
    await unplaced.getByText('Walker Unplaced').waitFor();
    expect(await unplaced.innerText()).toContain('Registrations without a place');
    expect(await unplaced.getByTestId(`reconcile-link-member-${lost.id}`).count()).toBe(0);
    await page.getByTestId('reconcile-areas').waitFor();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await within(page, '/work/walk');
    const area = page.getByTestId(`walk-area-${plot.area_code}`);
    const before = await area.innerText();
    await page.getByTestId('walk-code').fill(String(plot.code).toLowerCase());
    await page.getByTestId('walk-find').click();
    expect(await page.getByTestId('walk-plot-code').innerText()).toBe(plot.code);
    await page.getByTestId('walk-flag').click();
    await page.locator('textarea[name="note"]').fill('Headstone missing its inscription');
    await page.getByTestId('walk-send-flag').click();
    expect(await page.getByTestId('walk-done').innerText()).toBe(`${plot.code}: flag sent to the office`);
    await area.getByText('1 open').waitFor();
    expect(await area.innerText()).not.toBe(before);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByTestId('walk-tab-flags').click();
    const flag = page.getByTestId('walk-flags').locator('[data-testid^="walk-flag-"]', { hasText: 'Headstone missing its inscription' });
    await flag.waitFor();
    expect(await flag.innerText()).toContain(plot.code);
    await flag.getByRole('button', { name: 'Close the flag' }).click();
    await page.locator('textarea[name="closing_note"]').fill('Stone mason booked');
    await page.getByTestId('walk-close-submit').click();
    await page.getByText('No open flags').waitFor();
    const closed = await db.selectFrom('walk_check').select(['result', 'note', 'closing_kind', 'closing_note']).where('burialslot_id', '=', plot.id).executeTakeFirstOrThrow();
    expect(closed).toEqual({ result: 'flagged', note: 'Headstone missing its inscription', closing_kind: 'corrected', closing_note: 'Stone mason booked' });
    await page.context().close();
  });
});
