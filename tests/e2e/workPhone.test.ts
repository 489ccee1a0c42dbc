/**
 * Today's work on a phone, in Chromium at 375 px against the real server and demo data
 * (docs/work.md): a burial scheduled for today appears on /work/today, the assignee starts it,
 * finishes it with a photo, and the plot turns buried on the map and the order completed. Then
 * a plot label's link opens the plot's panel with its open work orders, through the sign-in
 * when the phone is not signed in; the label and proof print pages. Screenshots in
 * docs/screenshots/work/ (today: 375 and 1366 px, en and zh; the two prints).
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { LAPTOP, loginAs, PHONE, stillScreenshot, SCREENSHOT_VIEWS } from './helpers/browser';
import { withProduct } from './helpers/product';

const product = withProduct();

const openAs = async (level: Level, viewport = PHONE, language = 'en', path = '/login'): Promise<Page> => {
  const context = await product.newContext({ viewport, language });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(path);
  await loginAs(page, level, path);
  return page;
};

const db = product.db;

/** Today at hh:mm local, as an ISO instant: late in the day, after the demo's bookings. */
const todayAt = (hour: number, minute = 0): string => {
  const d = product.now();
  return new Date(d.getFullYear(), d.getMonth(), d.getDate(), hour, minute).toISOString();
};

/** A paid inside order with no work order, its deceased registered, and its burial booked today for the level 2 demo manager. */
const burialToday = async (): Promise<{ workId: number; workNo: string; orderId: number; plotId: number; areaId: number }> => {
  const order = await db()
    .selectFrom('tomb_order')
    .select(['id', 'burialslot_id'])
    .where('status', '=', 'paid')
    .where('channel', '=', 'inside')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('work_order').select('id').whereRef('work_order.order_id', '=', 'tomb_order.id'))))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const member = await db()
    .insertInto('member')
    .values({ name: '林老先生', applicant_name: '林芳', applicant_phone: '13812345678', death_date: '2026-11-02', order_id: order.id, burialslot_id: order.burialslot_id, channel: 'inside' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const manager = await db().selectFrom('user').select('id').where('mobile', '=', '13800000002').executeTakeFirstOrThrow();
  const work = await db()
    .insertInto('work_order')
    .values({
      work_no: 'WO990001',
      kind: 'burial',
      status: 'scheduled',
      burialslot_id: order.burialslot_id,
      order_id: order.id,
      member_id: member.id,
      scheduled_start: todayAt(22, 30),
      duration_minutes: 45,
      assignee_id: manager.id,
      notes: '家属 10 人到场',
      channel: 'inside',
    })
    .returning(['id', 'work_no'])
    .executeTakeFirstOrThrow();
  const plot = await db().selectFrom('tomb_burialslot').select('area_id').where('id', '=', order.burialslot_id).executeTakeFirstOrThrow();
  return { workId: Number(work.id), workNo: String(work.work_no), orderId: Number(order.id), plotId: Number(order.burialslot_id), areaId: Number(plot.area_id) };
};

describe('today’s work on a phone', () => {
  it('starts a burial scheduled for today, completes it with a photo, and the plot turns buried and the order completed', async () => {
    const b = await burialToday();
    const page = await openAs(2);
    await page.goto('/work/today');
    const card = page.locator(`[data-testid="today-card"][data-work="${b.workNo}"]`);
    await card.waitFor();
    expect(await card.getByTestId('today-place').innerText()).toMatch(/·/);
    expect(await card.getByTestId('today-time').innerText()).toMatch(/22:30/);
    await card.getByTestId('today-start').click();
    await page.locator(`[data-testid="today-card"][data-work="${b.workNo}"][data-status="in_progress"]`).waitFor();
    await card.getByText('A photo of the result is welcome').waitFor();
    // Not a photo, whatever its name says: refused at once with the server's message, nothing sent.
    await card.getByTestId('today-photo-input').setInputFiles({ name: 'grave.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7 not a photo') });
    await page.getByText('Only JPEG, PNG or WebP photos can be uploaded').waitFor();
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 120, g: 130, b: 110 } } }).jpeg().toBuffer();
    await card.getByTestId('today-photo-input').setInputFiles({ name: 'grave.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/The burial date is recorded, the order and the plot become buried/).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.locator(`[data-testid="today-card"][data-work="${b.workNo}"][data-status="done"]`).waitFor();
    await card.getByTestId('today-photo').waitFor();
    expect(await card.getByTestId('today-start').count()).toBe(0);
    expect((await db().selectFrom('work_order').select('status').where('id', '=', b.workId).executeTakeFirstOrThrow()).status).toBe('done');
    expect((await db().selectFrom('tomb_order').select('status').where('id', '=', b.orderId).executeTakeFirstOrThrow()).status).toBe('completed');
    expect(await db().selectFrom('stored_file').select('mime').where('owner_table', '=', 'work_order').where('owner_id', '=', b.workId).execute()).toEqual([{ mime: 'image/jpeg' }]);
    await stillScreenshot(page, 'docs/screenshots/work/today-phone-done-en.png');
    // The card's map cell opens the plot on the map: buried now.
    await card.getByTestId('today-map-cell').click();
    await page.waitForURL(new RegExp(`/dashboard\\?area=${b.areaId}&plot=${b.plotId}`));
    await page.locator('[data-testid="panel-plot-status"][data-status="buried"]').waitFor();
    expect(await page.locator(`.plot-cell[data-id="${b.plotId}"]`).getAttribute('data-s')).toBe('buried');
    await page.context().close();
  });

  it('shows the day’s work in start order, and an empty day says so (screenshots, 375 and 1366 px, en and zh)', async () => {
    const manager = await db().selectFrom('user').select('id').where('mobile', '=', '13800000002').executeTakeFirstOrThrow();
    const plots = await db().selectFrom('tomb_burialslot').select('id').where('status', '=', 'available').orderBy('id').limit(2).execute();
    for (const [i, [kind, hour]] of ([['cleaning', 23], ['repair', 21]] as const).entries())
      await db()
        .insertInto('work_order')
        .values({ work_no: `WO99010${i}`, kind, status: 'scheduled', burialslot_id: plots[i].id, scheduled_start: todayAt(hour), duration_minutes: 30, assignee_id: manager.id, channel: 'inside' })
        .execute();
    // The phone first: the clerk's screen.
    for (const [language, size, name] of [...SCREENSHOT_VIEWS].reverse()) {
      const page = await openAs(2, size, language);
      await page.goto('/work/today');
      await page.getByTestId('today-card').first().waitFor();
      const starts = await page.getByTestId('today-time').allInnerTexts();
      expect(starts).toEqual([...starts].sort());
      await stillScreenshot(page, `docs/screenshots/work/today-${name}-${language}.png`);
      await page.context().close();
    }
    // The outside clerk has no work today.
    const clerk = await openAs(3);
    await clerk.goto('/work/today');
    await clerk.getByTestId('work-today-empty').getByText('No work for you today').waitFor();
    await stillScreenshot(clerk, 'docs/screenshots/work/today-empty-phone-en.png');
    await clerk.context().close();
  });
});

describe('plot labels and the inscription proof', () => {
  it('prints the labels of a row, each QR code opening the plot with its open work orders, through the sign-in on a phone', async () => {
    const open = await db()
      .selectFrom('work_order as w')
      .innerJoin('tomb_burialslot as p', 'p.id', 'w.burialslot_id')
      .select(['p.id', 'p.area_id', 'p.shelf_id', 'p.code', 'w.work_no'])
      .where('w.status', 'in', ['requested', 'scheduled'])
      .where('w.channel', '=', 'inside')
      .orderBy('w.id')
      .executeTakeFirstOrThrow();
    const page = await openAs(5, LAPTOP);
    await page.goto(`/print/plotLabels?area=${open.area_id}&row=${open.shelf_id}`);
    // The sheet is on screen once, and once more in the print copy (hidden on screen).
    const sheet = page.getByTestId('labels-sheet').first();
    const label = sheet.locator(`[data-code="${open.code}"]`);
    await label.waitFor();
    const inRow = await db().selectFrom('tomb_burialslot').select('id').where('shelf_id', '=', Number(open.shelf_id)).execute();
    expect(await sheet.getByTestId('plot-label').count()).toBe(inRow.length);
    expect(await label.locator('img').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await stillScreenshot(page, 'docs/screenshots/work/print-plot-labels-wide-en.png');
    await page.context().close();

    // The label's URL on a phone that is not signed in: the sign-in, then the plot's panel.
    const context = await product.newContext({ viewport: PHONE, language: 'en' });
    const phone = await context.newPage();
    await phone.goto(`/dashboard?area=${open.area_id}&plot=${open.id}`);
    await phone.waitForURL(/\/login/);
    await loginAs(phone, 2, phone.url());
    await phone.waitForURL(new RegExp(`/dashboard\\?area=${open.area_id}&plot=${open.id}`));
    const work = phone.getByTestId('panel-work');
    await work.getByText(open.work_no!).waitFor();
    await work.scrollIntoViewIfNeeded();
    await stillScreenshot(phone, 'docs/screenshots/work/plot-panel-work-phone-en.png');
    await context.close();
  });

  it('prints an inscription proof in the vertical layout; printing approves nothing, a change after approval takes it back', async () => {
    const inscription = await db()
      .selectFrom('work_order')
      .select(['id', 'version', 'inscription_text', 'approved_at', 'order_id', 'burialslot_id'])
      .where('kind', '=', 'inscription')
      .where('status', '=', 'requested')
      .where('approved_at', 'is', null)
      .where('channel', '=', 'inside')
      .where('inscription_text', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // The deceased of its order, whose name and dates the proof shows above the epitaph.
    await db()
      .insertInto('member')
      .values({ name: '王秀英', gender: 'female', birth_date: '1938-03-12', death_date: '2026-10-30', applicant_name: '王建国', applicant_phone: '13812349999', order_id: inscription.order_id, burialslot_id: inscription.burialslot_id, channel: 'inside' })
      .execute();
    for (const [language, size, name] of [
      ['zh', LAPTOP, 'wide'],
      ['en', PHONE, 'phone'],
    ] as const) {
      const page = await openAs(2, size, language);
      await page.goto(`/print/inscription?work=${inscription.id}`);
      const stone = page.getByTestId('proof-stone').first();
      await stone.waitFor();
      expect(await stone.evaluate((el) => getComputedStyle(el).writingMode)).toBe('vertical-rl');
      expect(await page.getByTestId('proof-text').first().innerText()).toBe(String(inscription.inscription_text));
      await stone.getByText('王秀英').waitFor();
      if (size === LAPTOP) await stone.scrollIntoViewIfNeeded();
      await stillScreenshot(page, `docs/screenshots/work/print-inscription-${name}-${language}.png`);
      await page.context().close();
    }
    const after = await db().selectFrom('work_order').select(['approved_at', 'version']).where('id', '=', inscription.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ approved_at: null, version: inscription.version });
  });
});
