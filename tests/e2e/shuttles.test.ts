/**
 * Shuttles in Chromium against the real server and demo data (docs/visits.md "Shuttles"): a
 * family books a visit with shuttle seats on the public page at 375 px, the driver (a user
 * linked to the vehicle) sees them on the phone manifest and ticks them boarded, the data
 * screen shows the shuttle load, and managers keep departures at /visit/admin/shuttleList.
 * Screenshots in docs/screenshots/visits/.
 */
import { describe, expect, it } from 'vitest';
import { LAPTOP, PHONE, screenshot } from './helpers/browser';
import { localDay, pad } from './helpers/localDay';
import { withProduct } from './helpers/product';
import { slotAroundNow } from './helpers/visitSlot';
import type { DevelopmentProvider } from '../../src/server/messaging/development';

const product = withProduct();
const db = product.db;
/** The server's today (its clock). */
const today = (): string => localDay(product.now());

/** Today's slot around now, and a departure in half an hour of a vehicle the level-1 demo user drives. */
const setUp = async (): Promise<{ starts: string; departs: string }> => {
  const now = product.now();
  const later = Math.min(now.getHours() * 60 + now.getMinutes() + 30, 23 * 60 + 59);
  const departs = `${pad(Math.floor(later / 60))}:${pad(later % 60)}`;
  const { starts } = await slotAroundNow(db(), '南门', { quota: 500, booked: 40, checked_in: 10 }, now);
  const driver = await db().selectFrom('user').select('id').where('mobile', '=', '13800000001').executeTakeFirstOrThrow();
  const vehicle = await db().insertInto('visit_vehicle').values({ name: '9号车', plate: '粤A·E9999', seats: 19, driver_id: driver.id }).returning('id').executeTakeFirstOrThrow();
  const route = await db().insertInto('visit_route').values({ name: '南站线', stops: '南站 — 南门' }).returning('id').executeTakeFirstOrThrow();
  await db()
    .insertInto('visit_departure')
    .values({ day: today(), departs, route_id: route.id, vehicle_id: vehicle.id, seats: 19, booked: 5, boarded: 0, closed: false })
    .execute();
  return { starts, departs };
};

describe('shuttle seats from booking to boarding', () => {
  it('are booked with a visit at 375 px, ticked boarded on the driver’s phone, and loaded on the data screen', async () => {
    const { starts, departs } = await setUp();

    const family = await (await product.newContext({ viewport: PHONE, locale: 'zh-CN' })).newPage();
    await family.goto('/visit');
    // The demo's own gates have slots at this hour too: this one is the test's gate's.
    const slot = family.getByTestId('visit-slot').filter({ hasText: `${starts}–` }).filter({ hasText: '南门' });
    await slot.click();
    await family.getByLabel('姓名').fill('林晓');
    await family.getByLabel('手机号').fill('13922223333');
    // The mobile is verified by the code the development provider "texts" (docs/visits.md "Verifying the mobile").
    await family.getByRole('button', { name: '获取验证码' }).click();
    await family.getByText('验证码已发送至 139****3333，5 分钟内有效').waitFor();
    const sms = (product.server.app.sms.provider as DevelopmentProvider).outbox.filter((m) => m.mobile === '13922223333').at(-1);
    await family.getByLabel('短信验证码').fill(String(sms?.params.code));
    await family.getByRole('button', { name: '+' }).click();
    await family.getByRole('button', { name: '+' }).click();
    const shuttle = family.getByTestId('visit-shuttle').filter({ hasText: `${departs} 南站线` });
    await expect.poll(() => shuttle.textContent()).toContain('剩 14 座');
    await shuttle.click();
    // Seats start at the party (3), at most the party.
    expect(await family.getByLabel('座位数').inputValue()).toBe('3');
    await family.getByRole('button', { name: '−' }).nth(1).click();
    await shuttle.scrollIntoViewIfNeeded();
    await screenshot(family, 'docs/screenshots/visits/public-shuttle-375-zh.png');
    await family.getByRole('button', { name: '提交预约' }).click();
    const code = (await family.getByTestId('visit-code').textContent())?.replace('-', '') ?? '';
    expect(code).toMatch(/^[0-9A-Z]{10}$/);
    expect(await family.getByTestId('visit-booking-shuttle').textContent()).toBe(`${departs} 南站线 · 2 座`);
    const row = await db().selectFrom('visit_booking').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
    expect([row.people, row.seats]).toEqual([3, 2]);
    await family.getByRole('button', { name: 'EN' }).click();
    await family.getByRole('button', { name: 'Change' }).click();
    await family.getByTestId('visit-shuttle').filter({ hasText: `${departs} 南站线` }).scrollIntoViewIfNeeded();
    await screenshot(family, 'docs/screenshots/visits/public-shuttle-375-en.png');

    // The driver (linked to the vehicle) on a phone: the departure, the booking masked, the tick.
    const driver = await product.open(1, { viewport: PHONE, language: 'zh', path: '/visit/driver' });
    await driver.getByTestId('driver-departure').locator('..').click();
    await driver.getByRole('option', { name: new RegExp(`${departs} · 南站线`) }).click();
    await driver.locator('.MuiMenu-root').waitFor({ state: 'detached' });
    const item = driver.getByRole('button', { name: new RegExp(`${code.slice(0, 5)}-${code.slice(5)}`) });
    await item.waitFor();
    expect(await item.textContent()).toContain('林**');
    expect(await item.textContent()).toContain('139****3333');
    expect(await item.textContent()).not.toContain('13922223333');
    await screenshot(driver, 'docs/screenshots/visits/driver-375-zh.png');
    await item.click();
    await expect.poll(() => driver.getByTestId('driver-boarded').textContent()).toBe('已上车 2 / 19 座');
    expect((await db().selectFrom('visit_booking').select('boarded').where('code', '=', code).executeTakeFirstOrThrow()).boarded).toBe(true);

    const driverEn = await product.open(1, { viewport: PHONE, language: 'en', path: '/visit/driver' });
    await driverEn.getByTestId('driver-departure').locator('..').click();
    await driverEn.getByRole('option', { name: new RegExp(`${departs} · 南站线`) }).click();
    await driverEn.locator('.MuiMenu-root').waitFor({ state: 'detached' });
    await expect.poll(() => driverEn.getByTestId('driver-boarded').textContent()).toBe('2 / 19 seats boarded');
    await screenshot(driverEn, 'docs/screenshots/visits/driver-375-en.png');

    // The wall screen: the departure's load.
    const screen = await product.open(2, { viewport: { width: 1920, height: 1080 }, language: 'zh', path: '/screen' });
    const load = screen.getByTestId('screen-shuttle').filter({ hasText: `${departs} 南站线` });
    await expect.poll(() => load.textContent(), { timeout: 30_000 }).toContain('7 / 19');
    await screenshot(screen, 'docs/screenshots/visits/screen-shuttles-1920-zh.png');
    const fits = await screen.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight && document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits).toBe(true);
  }, 300_000);

  it('managers keep departures in the shuttle list (1366, zh and en)', async () => {
    for (const language of ['zh', 'en'] as const) {
      const page = await product.open(2, { viewport: LAPTOP, language, path: '/visit/admin/shuttleList' });
      await page.getByText('南站线').first().waitFor();
      await screenshot(page, `docs/screenshots/visits/shuttles-1366-${language}.png`);
    }
    const phone = await product.open(4, { viewport: PHONE, language: 'zh', path: '/visit/admin/shuttleList' });
    await phone.getByText('南站线').first().waitFor();
    await screenshot(phone, 'docs/screenshots/visits/shuttles-375-zh.png');
  }, 180_000);
});
