/**
 * The work calendar in Chromium against the real server and demo data (docs/work.md
 * "Calendar"): a manager opens /work/calendar, drags a work order onto a time its crew is
 * already booked and sees it refused (the server's message, the work order back in place and
 * unchanged), then drags it to a free time and sees it saved; the keyboard path opens a work
 * order with Enter. Screenshots in docs/screenshots/work/ (1366 and 375 px, English and Chinese).
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHONE, stillScreenshot, LAPTOP, SCREENSHOT_VIEWS } from './helpers/browser';
import { withProduct } from './helpers/product';

const CREW = 'E2E 班组';

const product = withProduct();

const db = product.db;
const pad = (n: number) => String(n).padStart(2, '0');
/** Now on the server's clock, read once it has started, and its local day. */
let today: Date;
let day: string;
beforeAll(() => {
  today = product.now();
  day = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
});
const at = (h: number, m = 0) => new Date(today.getFullYear(), today.getMonth(), today.getDate(), h, m).toISOString();

/**
 * Two repairs of one crew today, at 09:00 and 13:00, booked; on an inside plot. The demo's hours
 * (07:30 to 18:00) hold them and the times they are dragged to, at whatever hour the test runs
 * (work in the past of today moves the same); today is made an open day, as the demo closes a few.
 */
const fixtures = async (): Promise<{ first: { id: number; work_no: string }; second: { id: number; work_no: string } }> => {
  const hours = await db().selectFrom('setting').select(['work_day_start', 'work_day_end']).orderBy('id').executeTakeFirstOrThrow();
  expect([hours.work_day_start, hours.work_day_end]).toEqual(['07:30', '18:00']);
  await db().updateTable('setting').set({ work_closed_days: '', work_closed_weekdays: '' }).execute();
  const plot = await db().selectFrom('tomb_burialslot').select('id').orderBy('id').executeTakeFirstOrThrow();
  const insert = async (n: number, start: string) => {
    const row = await db()
      .insertInto('work_order')
      .values({ work_no: `WOE2E${n}`, kind: 'repair', status: 'scheduled', burialslot_id: plot.id, scheduled_start: start, duration_minutes: 60, crew: CREW, channel: 'inside', notes: 'E2E' })
      .returning(['id', 'work_no'])
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), work_no: String(row.work_no) };
  };
  return { first: await insert(1, at(9)), second: await insert(2, at(13)) };
};

/** Drag a work order (by its number) by the height of the slots from its time `from` to `to` ('HH:MM:SS'), in today's column. */
const dragTo = async (page: Page, workNo: string, from: string, to: string): Promise<void> => {
  const event = page.locator(`.fc-timegrid-event-harness [data-work-no="${workNo}"]`).first();
  // The raw mouse checks nothing: hover first waits until the event itself is what the pointer
  // hits (no menu's invisible backdrop still closing over the page, nothing else on top of it).
  await event.hover();
  const box = (await event.boundingBox())!;
  const lane = async (time: string) => (await page.locator(`.fc-timegrid-slots td.fc-timegrid-slot-lane[data-time="${time}"]`).first().boundingBox())!.y;
  const dy = (await lane(to)) - (await lane(from));
  const grab = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x, grab.y + Math.sign(dy) * 8, { steps: 4 });
  await page.mouse.move(grab.x, grab.y + dy, { steps: 20 });
  await page.mouse.move(grab.x, grab.y + dy + 1, { steps: 2 });
  await page.mouse.up();
};

describe('the work calendar', () => {
  it('refuses a drag into a crew conflict with the reason and puts it back, and saves a drag to a free time', async () => {
    const { first, second } = await fixtures();
    // Tall enough that the whole day shows without scrolling: a drag near the window's edge would scroll it.
    const page = await product.open(2, { viewport: { width: 1366, height: 1200 }, language: 'en', path: '/work/calendar' });
    await page.getByTestId('work-calendar').waitFor();
    // Only this crew's work, so the day's column holds just the two.
    await page.locator('[role="combobox"]#mui-component-select-who').click();
    await page.getByRole('option', { name: `Crew: ${CREW}` }).click();
    // The menu gone (its invisible backdrop covers the page until it has closed) and the crew's week shown.
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.locator('[data-testid="work-calendar"] [aria-busy="false"]').waitFor();
    await expect.poll(() => page.locator('.fc-timegrid-event-harness [data-work-no]').count(), { timeout: 30_000 }).toBe(2);
    await page.locator(`[data-work-no="${second.work_no}"]`).waitFor();

    // Onto the first one's hour: the server refuses, the message says why, nothing changes.
    await dragTo(page, second.work_no, '13:00:00', '09:30:00');
    await page.getByText(`The crew ${CREW} is already booked at`).waitFor();
    const refused = await db().selectFrom('work_order').select(['scheduled_start', 'version']).where('id', '=', second.id).executeTakeFirstOrThrow();
    expect(new Date(String(refused.scheduled_start)).toISOString()).toBe(at(13));
    // Back in its place: its top at the 13:00 line again.
    await page.waitForFunction((no) => {
      const el = document.querySelector(`.fc-timegrid-event-harness [data-work-no="${no}"]`);
      const lane = document.querySelector('.fc-timegrid-slots td.fc-timegrid-slot-lane[data-time="13:00:00"]');
      return el !== null && lane !== null && Math.abs(el.getBoundingClientRect().top - lane.getBoundingClientRect().top) < 4;
    }, second.work_no);

    // To 15:00, free: saved.
    await dragTo(page, second.work_no, '13:00:00', '15:00:00');
    await page.getByText(`Rescheduled: ${second.work_no}`).waitFor();
    const saved = await db().selectFrom('work_order').select(['scheduled_start', 'duration_minutes']).where('id', '=', second.id).executeTakeFirstOrThrow();
    expect(new Date(String(saved.scheduled_start)).toISOString()).toBe(at(15));
    expect(Number(saved.duration_minutes)).toBe(60);
    expect((await db().selectFrom('work_order').select('scheduled_start').where('id', '=', first.id).executeTakeFirstOrThrow()).scheduled_start).toBeTruthy();

    // The keyboard path: Tab to a work order, Enter opens it with its time to change.
    await page.locator(`[data-work-no="${first.work_no}"]`).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Work order ${first.work_no}`).waitFor();
    expect(await dialog.locator('input[name="scheduled_start"]').inputValue()).toBe(`${day}T09:00`);
    await page.keyboard.press('Escape');
    await page.context().close();
  });

  it('gives the user a secret feed address that serves iCalendar, and turning it off ends it', async () => {
    const page = await product.open(5, { viewport: LAPTOP, language: 'en', path: '/work/calendar' });
    await page.getByRole('button', { name: 'Calendar feed' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Your feed is off.').waitFor();
    await dialog.getByRole('button', { name: 'Make my feed address' }).click();
    const input = dialog.locator('input[name="feed_url"]');
    await input.waitFor();
    const url = await input.inputValue();
    expect(url).toMatch(new RegExp(`^${product.server.url}/feed/work/[A-Za-z0-9_-]{43}\\.ics$`));
    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    await dialog.getByRole('button', { name: 'Turn the feed off' }).click();
    await page.getByText('The address stops working at once. Continue?').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The feed is off').first().waitFor();
    expect((await page.request.get(url)).status()).toBe(404);
    await page.context().close();
  });

  it('shows the week on a desktop and the list on a phone, in English and Chinese (screenshots)', async () => {
    for (const [language, size, name] of SCREENSHOT_VIEWS) {
      const page = await product.open(5, { viewport: size, language, path: '/work/calendar', reducedMotion: true });
      await page.locator('[data-work-no]').first().waitFor();
      if (size === PHONE) {
        expect(await page.locator('.fc-list').count()).toBe(1);
        // Nothing wider than the phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      }
      await stillScreenshot(page, `docs/screenshots/work/calendar-${name}-${language}.png`);
      if (size === LAPTOP) {
        await page.locator('.fc-dayGridMonth-button').click();
        await page.locator('.fc-daygrid-event [data-work-no], .fc-daygrid-event').first().waitFor();
        await stillScreenshot(page, `docs/screenshots/work/calendar-month-${language}.png`);
      }
      await page.context().close();
    }
  });

  it('takes a closed day and peak day in the settings, and marks them on the calendar (the server refuses booking there: tests/server/workCalendar.test.ts)', async () => {
    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    const dayAfter = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 2);
    const key = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    const page = await product.open(5, { viewport: LAPTOP, language: 'en', path: '/system/settings' });
    await page.getByText('Working hours and closed days').waitFor();
    await page.locator('textarea[name="work_closed_days"]').fill(key(tomorrow));
    await page.locator('textarea[name="work_peak_days"]').fill(key(dayAfter));
    await stillScreenshot(page, 'screenshots/tmp/settings-hours.png');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await db().selectFrom('setting').select('work_closed_days').executeTakeFirstOrThrow()).work_closed_days, { timeout: 30_000 }).toBe(key(tomorrow));
    await page.goto('/work/calendar');
    await page.locator('[data-work-no]').first().waitFor();
    // In the week view (when tomorrow is in this week) and in the month view, the day says Closed.
    await page.locator('.fc-dayGridMonth-button').click();
    await page.locator(`.fc-daygrid-day[data-date="${key(tomorrow)}"] .work-closed-day`).waitFor();
    expect(await page.locator(`.fc-daygrid-day[data-date="${key(tomorrow)}"]`).innerText()).toContain('Closed');
    expect(await page.locator(`.fc-daygrid-day[data-date="${key(dayAfter)}"]`).innerText()).toContain('Peak day');
    await stillScreenshot(page, 'docs/screenshots/work/calendar-closed-en.png');
    await page.context().close();
  });
});
