/**
 * Work management in Chromium against the real server and demo data (docs/work.md): from a
 * paid order's page a manager schedules the burial (with the plot opening before it), moves
 * the burial work order to done on its page, and sees the order completed and the plot buried
 * on the map. Screenshots in docs/screenshots/work/ (1366 and 375 px, English and Chinese).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { PHONE, inViews, stillScreenshot, LAPTOP, SCREENSHOT_VIEWS } from './helpers/browser';
import { withProduct } from './helpers/product';

const product = withProduct();

const openAs = (level: Level, viewport = LAPTOP, language = 'en'): Promise<Page> => product.open(level, { viewport, language });

const db = product.db;

/** A paid inside order with no work order yet, its deceased registered (the burial date goes there). */
const paidOrder = async (): Promise<{ id: number; order_no: string; burialslot_id: number }> => {
  const order = await db()
    .selectFrom('tomb_order')
    .select(['id', 'order_no', 'burialslot_id'])
    .where('status', '=', 'paid')
    .where('channel', '=', 'inside')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('work_order').select('id').whereRef('work_order.order_id', '=', 'tomb_order.id'))))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('member')
    .values({ name: '陈老先生', applicant_name: '陈明', applicant_phone: '13812340000', death_date: '2026-11-01', order_id: order.id, burialslot_id: order.burialslot_id, channel: 'inside' })
    .execute();
  return { id: Number(order.id), order_no: String(order.order_no), burialslot_id: Number(order.burialslot_id) };
};

/**
 * A free morning inside the demo's working hours (07:30 to 18:00, docs/work.md): 10:00, 50 days
 * ahead, past the demo's month of bookings, as the datetime-local input takes it.
 */
const tonight = (): string => {
  const d = product.now();
  d.setDate(d.getDate() + 50);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:00`;
};

describe('the burial of a paid order', () => {
  it('is scheduled from the order page, done on its work order page, and the order is completed and the plot buried', async () => {
    const order = await paidOrder();
    const page = await openAs(2);
    await page.goto(`/order/tombOrderList/${order.id}`);
    await page.getByTestId('schedule-burial').click();
    const dialog = page.getByTestId('schedule-burial-dialog');
    await dialog.locator('input[name="scheduled_start"]').fill(tonight());
    await dialog.locator('input[name="inscription"]').check();
    await dialog.locator('textarea[name="inscription_text"]').fill('先考陈公之墓');
    await stillScreenshot(page, 'docs/screenshots/work/schedule-burial-wide-en.png');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/work\/workOrderList\/\d+$/);
    const burialId = Number(page.url().split('/').pop());
    const made = await db().selectFrom('work_order').select(['kind', 'status']).where('order_id', '=', order.id).orderBy('id').execute();
    expect(made).toEqual([
      { kind: 'inscription', status: 'requested' },
      { kind: 'plot_opening', status: 'scheduled' },
      { kind: 'burial', status: 'scheduled' },
    ]);

    const bar = page.getByTestId('work-status');
    await bar.getByText('Scheduled').waitFor();
    // From scheduled: start, back to requested or cancel; done is not offered yet.
    expect(await bar.locator('[data-move]').evaluateAll((els) => els.map((e) => e.getAttribute('data-move') ?? e.querySelector('[data-move]')?.getAttribute('data-move')))).toEqual(['in_progress', 'requested', 'cancelled']);
    await stillScreenshot(page, 'docs/screenshots/work/burial-scheduled-en.png');
    await bar.locator('button[data-move="in_progress"]').click();
    await bar.getByText('In progress').waitFor();
    await bar.locator('button[data-move="done"]').click();
    await page.getByText(/The burial date is recorded, the order completed and the plot marked buried/).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    // No move is left once the server has answered (the Done button's own label proves nothing).
    await bar.locator('button[data-move]').first().waitFor({ state: 'detached' });
    await bar.getByText('Done', { exact: true }).first().waitFor();
    expect((await db().selectFrom('work_order').select('status').where('id', '=', burialId).executeTakeFirstOrThrow()).status).toBe('done');

    await page.goto(`/order/tombOrderList/${order.id}`);
    await page.getByTestId('order-actions').waitFor();
    expect(await page.getByTestId('schedule-burial').count()).toBe(0);
    expect((await db().selectFrom('tomb_order').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('completed');
    const plot = await db().selectFrom('tomb_burialslot').select(['area_id']).where('id', '=', order.burialslot_id).executeTakeFirstOrThrow();
    await page.goto(`/dashboard?area=${plot.area_id}&plot=${order.burialslot_id}`);
    await page.locator('[data-testid="panel-plot-status"][data-status="buried"]').waitFor();
    expect(await page.locator(`.plot-cell[data-id="${order.burialslot_id}"]`).getAttribute('data-s')).toBe('buried');
  });

  it('shows an inscription waiting for the family, its engraving disabled with the reason (screenshots, 1366 and 375 px, en and zh)', async () => {
    const waiting = await db()
      .selectFrom('work_order')
      .select('id')
      .where('kind', '=', 'inscription')
      .where('approved_at', 'is', null)
      .where('status', '=', 'requested')
      .where('channel', '=', 'inside')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const [language, size, name] of SCREENSHOT_VIEWS) {
      const page = await openAs(5, size, language);
      await page.goto(`/work/workOrderList/${waiting.id}`);
      const bar = page.getByTestId('work-status');
      await bar.getByTestId('work-approval').waitFor();
      if (language === 'en') {
        await bar.getByText('The family has not approved the text yet').waitFor();
        expect(await bar.locator('[data-blocked-reason]').count()).toBeGreaterThan(0);
      }
      await stillScreenshot(page, `docs/screenshots/work/inscription-${name}-${language}.png`);
      await page.goto('/work/workOrderList');
      await page.locator('.RaDatagrid-root, [data-testid="config-list"], table, [data-testid="list-card"]').first().waitFor();
      await stillScreenshot(page, `docs/screenshots/work/list-${name}-${language}.png`);
      await page.context().close();
    }
  });

  it('offers Schedule burial on a paid order’s page, in both languages and on a phone (screenshots)', async () => {
    const paid = () => db().selectFrom('tomb_order').select('id').where('status', '=', 'paid').where('channel', '=', 'inside');
    const openBurials = () =>
      db().selectFrom('work_order').select('order_id').where('kind', '=', 'burial').where('status', 'in', ['requested', 'scheduled', 'in_progress']).where('order_id', 'is not', null);
    const order = await paid().where('id', 'not in', openBurials()).orderBy('id').executeTakeFirstOrThrow();
    // An order whose burial is already on its way: the button says why it is not offered again.
    const booked = await paid().where('id', 'in', openBurials()).orderBy('id').executeTakeFirstOrThrow();
    const first = await openAs(2);
    await first.goto(`/order/tombOrderList/${booked.id}`);
    await first.getByTestId('order-actions').waitFor();
    await first.locator('[data-blocked-reason^="This order already has a burial work order (WO"]').waitFor();
    expect(await first.getByTestId('schedule-burial').isDisabled()).toBe(true);
    await first.context().close();
    for (const [language, size, name, title] of (
      [
        ['zh', LAPTOP, 'wide', '安排订单'],
        ['en', PHONE, 'phone', 'Schedule the burial of order'],
        ['zh', PHONE, 'phone', '安排订单'],
      ] as const
    ).filter(([language, size]) => inViews(language, size))) {
      const page = await openAs(2, size, language);
      await page.goto(`/order/tombOrderList/${order.id}`);
      await page.getByTestId('schedule-burial').click();
      await page.getByTestId('schedule-burial-dialog').getByText(title).waitFor();
      await stillScreenshot(page, `docs/screenshots/work/schedule-burial-${name}-${language}.png`);
      await page.context().close();
    }
  });
});
