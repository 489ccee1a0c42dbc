/**
 * The config-built screens in Chromium against the real server and demo data: as level 5,
 * the tomb hierarchy created through the cascading pickers, a plot edited, filtered by
 * status, exported and deleted after confirmation (and a referenced area refused); as
 * level 3, the outside order list shows outside orders only; a stale edit in a second tab
 * is refused with the conflict message and keeps what was typed. Screenshots in zh and en.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { screenshot } from './helpers/browser';
import { withProduct } from './helpers/product';

const product = withProduct();

// The machine is shared by parallel test runs: waits are generous so load is not a failure.
const open = (level: Level, path: string, language = 'en'): Promise<Page> => product.open(level, { language, path, timeoutMs: 90_000 });

/** Type into an autocomplete and pick the option named. */
const pick = async (page: Page, label: RegExp, option: string) => {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** A form input by its field name (labels also name the column chooser's toggles). */
const field = (page: Page, name: string) => page.locator(`form [name="${name}"]`);

const save = (page: Page) => page.getByRole('button', { name: 'Save' }).click();

/** Fill the create form's fields (by name), save, and wait to be back on its list. */
const fillAndSave = async (page: Page, list: string, values: Record<string, string>): Promise<void> => {
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
  await save(page);
  await page.waitForURL(new RegExp(`${list}$`));
};

const notification = (page: Page) => page.locator('.MuiSnackbarContent-message');

/** The list rows once loaded (react-admin marks the table busy while fetching). */
const rows = (page: Page) => page.locator('table tbody tr');

const db = product.db;

describe('level 5 manages the tomb hierarchy', () => {
  let page: Page;
  beforeAll(async () => {
    page = await open(5, '/tomb/tombList');
  });

  it('creates an area, a room, a row and a plot through the cascading pickers', async () => {
    await page.getByRole('link', { name: 'Create' }).click();
    await fillAndSave(page, '/tomb/tombList', { name: 'E2E Area', code: 'E2E' });

    await page.goto('/tomb/tombRoomList/create');
    await pick(page, /^Area/, 'E2E Area');
    await fillAndSave(page, '/tomb/tombRoomList', { name: 'E2E Room', code: 'E2E-R' });

    await page.goto('/tomb/tombShelfList/create');
    await expect(page.getByRole('combobox', { name: /^Room/ }).isDisabled()).resolves.toBe(true);
    await pick(page, /^Area/, 'E2E Area');
    // Only the rooms of the chosen area are offered.
    await page.getByRole('combobox', { name: /^Room/ }).click();
    await page.getByRole('option', { name: 'E2E Room' }).waitFor();
    await expect(page.getByRole('option').allTextContents()).resolves.toEqual(['E2E Room']);
    await page.getByRole('option', { name: 'E2E Room' }).click();
    await fillAndSave(page, '/tomb/tombShelfList', { name: 'E2E Row', code: 'E2E-R-1' });

    await page.goto('/tomb/tombBurialslotList/create');
    await pick(page, /^Area/, 'E2E Area');
    await pick(page, /^Room/, 'E2E Room');
    await pick(page, /^Row/, 'E2E Row');
    await fillAndSave(page, '/tomb/tombBurialslotList', { code: 'E2E-R-1-01', column_no: '1', price: '12345.6' });
    const plot = await db().selectFrom('tomb_burialslot').selectAll().where('code', '=', 'E2E-R-1-01').executeTakeFirstOrThrow();
    const shelf = await db().selectFrom('tomb_shelf').selectAll().where('code', '=', 'E2E-R-1').executeTakeFirstOrThrow();
    expect(plot).toMatchObject({ shelf_id: shelf.id, room_id: shelf.room_id, area_id: shelf.area_id, status: 'available', type: 'single' });
    expect(Number(plot.price)).toBe(12345.6);
  });

  it('edits the plot, and the list shows the new price', async () => {
    await page.goto(`/tomb/tombBurialslotList?filter=${encodeURIComponent(JSON.stringify({ q: 'E2E-R-1-01' }))}`);
    await rows(page).filter({ hasText: 'E2E-R-1-01' }).click();
    await page.waitForURL(/\/tomb\/tombBurialslotList\/\d+$/);
    const price = page.locator('form input[name="price"]');
    await expect(price.inputValue()).resolves.toBe('12345.60');
    await price.fill('23456.78');
    await save(page);
    await page.waitForURL(/\/tomb\/tombBurialslotList(\?.*)?$/);
    await rows(page).filter({ hasText: 'E2E-R-1-01' }).filter({ hasText: '¥23,456.78' }).waitFor();
  });

  it('filters the plots by status', async () => {
    // An explicit empty filter: react-admin would otherwise restore the last one used on this list.
    await page.goto(`/tomb/tombBurialslotList?filter=${encodeURIComponent('{}')}`);
    await rows(page).first().waitFor();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Status' }).click();
    await page.getByRole('combobox', { name: /^Status/ }).click();
    await page.getByRole('option', { name: 'Sold' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/sold/);
    const sold = Number((await db().selectFrom('tomb_burialslot').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'sold').executeTakeFirstOrThrow()).n);
    await page.getByText(new RegExp(`of ${sold}$`)).waitFor();
    const statuses = await rows(page).locator('[data-enum]').evaluateAll((chips) => [...new Set(chips.map((c) => c.getAttribute('data-enum')))]);
    expect(statuses.filter((s) => ['available', 'reserved', 'sold', 'buried', 'unavailable'].includes(String(s)))).toEqual(['sold']);
  });

  it('exports the filtered rows as CSV', async () => {
    await page.goto(`/tomb/tombBurialslotList?filter=${encodeURIComponent(JSON.stringify({ area_id: (await areaId('E2E')) }))}`);
    await rows(page).filter({ hasText: 'E2E-R-1-01' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).first().click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0]).toBe('ID,Area,Room,Row,Code,Column,Type,Capacity,Size,Price,Status,Status reason,Yearly maintenance fee,Remark,Import batch');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\d+,E2E Area,E2E Room,E2E Row,E2E-R-1-01,1,Single,1,,23456\.78,Available,,,,$/);
  });

  it('does not offer to delete a referenced area and says why (the server refuses it too), asks before deleting a free plot', async () => {
    const area = await areaId('E2E');
    await page.goto(`/tomb/tombList/${area}`);
    // Its room still refers to it: Delete would fail, so it is not offered, and the reason is given.
    await page.getByTestId('delete-blocked').getByText('Cannot be deleted: Rooms (1) still refer to it').waitFor();
    expect(await page.getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    const refused = await page.evaluate(async (id) => {
      const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('Admin-Token='))?.slice(12) ?? '');
      const res = await fetch('/index/admin.tomb_area/table_delete', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Token': token, 'Accept-Language': 'en' }, body: JSON.stringify({ ids: [id] }) });
      return (await res.json()).msg as string;
    }, area);
    expect(refused).toBe('Other records still refer to it, so it cannot be deleted');
    expect(await db().selectFrom('tomb_area').select('id').where('code', '=', 'E2E').executeTakeFirst()).toBeDefined();

    const plot = await db().selectFrom('tomb_burialslot').select('id').where('code', '=', 'E2E-R-1-01').executeTakeFirstOrThrow();
    await page.goto(`/tomb/tombBurialslotList/${plot.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('E2E-R-1-01').first().waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    // Back on the list, which may carry the filters remembered from the export above.
    await page.waitForURL(/\/tomb\/tombBurialslotList(\?|$)/);
    await expect.poll(async () => db().selectFrom('tomb_burialslot').select('id').where('id', '=', plot.id).executeTakeFirst()).toBeUndefined();
  });
});

const areaId = async (code: string): Promise<number> =>
  Number((await db().selectFrom('tomb_area').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);

describe('level 3 and the outside channel', () => {
  it('the outside order list shows outside orders only', async () => {
    const page = await open(3, '/order/tombOrderList_outside?perPage=50');
    await rows(page).first().waitFor();
    const outside = await db().selectFrom('tomb_order').select(['order_no']).where('channel', '=', 'outside').execute();
    const inside = await db().selectFrom('tomb_order').select(['order_no']).where('channel', '=', 'inside').execute();
    expect(inside.length).toBeGreaterThan(0);
    await page.getByText(new RegExp(`of ${outside.length}$`)).waitFor();
    const shown = await rows(page).locator('td.column-order_no').allTextContents();
    expect(shown.length).toBe(Math.min(50, outside.length));
    const outsideNos = new Set(outside.map((o) => o.order_no));
    expect(shown.every((no) => outsideNos.has(no))).toBe(true);
    await page.context().close();
  });
});

describe('a stale edit', () => {
  it('is refused with the conflict message and keeps what was typed', async () => {
    const order = await db().selectFrom('tomb_order').select(['id', 'order_no']).where('channel', '=', 'inside').where('status', '=', 'reserved').orderBy('id').executeTakeFirstOrThrow();
    const first = await open(5, `/order/tombOrderList/${order.id}`);
    const second = await first.context().newPage();
    second.setDefaultTimeout(90_000);
    await second.goto(`/order/tombOrderList/${order.id}`);
    const remark = (p: Page) => p.locator('form textarea[name="remark"]');
    for (const p of [first, second]) await remark(p).waitFor();

    await remark(first).fill('Saved in the first tab');
    await save(first);
    // Named by its kind and number, not react-admin's "Element updated".
    await notification(first).getByText(`Order ${order.order_no} saved`).waitFor();

    await remark(second).fill('Typed in the second tab');
    await save(second);
    await notification(second).getByText('Someone else changed this record; reload it and try again').waitFor();
    // Still on the form, with what was typed.
    expect(second.url()).toMatch(new RegExp(`/order/tombOrderList/${order.id}$`));
    await expect(remark(second).inputValue()).resolves.toBe('Typed in the second tab');
    const stored = await db().selectFrom('tomb_order').select(['remark']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(stored.remark).toBe('Saved in the first tab');
    await first.context().close();
  });
});

describe('screenshots', () => {
  it.each(['en', 'zh'])('list, form with validation errors and empty state in %s', async (language) => {
    const page = await open(5, '/tomb/tombBurialslotList', language);
    await rows(page).nth(5).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `docs/screenshots/resources/list-${language}.png`);

    await page.goto('/tomb/tombList/create');
    await page.locator('input[name="code"]').fill('not valid!');
    await page.locator('input[name="sort"]').fill('12000');
    await page.locator('form button[type="submit"]').click();
    await page.locator('.Mui-error').first().waitFor();
    // The picture shows the notification fully in, not halfway through its entrance.
    await notification(page).waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.MuiSnackbar-root')].every((n) => n.getAnimations({ subtree: true }).every((a) => a.playState !== 'running')),
    );
    await screenshot(page, `docs/screenshots/resources/form-errors-${language}.png`);

    // The registrations of the inside channel, emptied for the picture.
    // The demo's visit bookings name some of them as the deceased visited: let go of those first.
    await db().updateTable('visit_booking').set({ member_id: null }).where('member_id', 'is not', null).execute();
    await db().deleteFrom('member').where('channel', '=', 'inside').execute();
    await page.goto('/member/list');
    await page.locator('[data-testid="empty-state"]').waitFor();
    await screenshot(page, `docs/screenshots/resources/empty-${language}.png`);
    await page.context().close();
  });
});
