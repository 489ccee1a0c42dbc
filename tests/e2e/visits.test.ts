/**
 * Visit reservations in Chromium against the real server and demo data (docs/visits.md): a
 * family books from the public page on a phone (375 px, no sign-in), gate staff check the party
 * in at /visit/gate by typing the code, and the manager's data screen (1920×1080) counts them.
 * The family verifies its mobile with the code texted to it (the development provider's).
 * Screenshots in docs/screenshots/visits/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, screenshot } from './helpers/browser';
import { localDay } from './helpers/localDay';
import { withProduct } from './helpers/product';
import { slotAroundNow } from './helpers/visitSlot';
import type { DevelopmentProvider } from '../../src/server/messaging/development';

const product = withProduct();
const db = product.db;
/** The server's today (its clock). */
const today = (): string => localDay(product.now());

/** Today's slot around now (check-in opens 30 minutes before a slot and closes 30 after it). */
const setUp = async (): Promise<{ starts: string; deceased: string }> => {
  const { starts, gateId } = await slotAroundNow(db(), '东门', { quota: 500, booked: 120, checked_in: 64 }, product.now());
  // Another slot of the gate today, at another hour than now's (the last of the day, or the first when now is the last).
  const [otherStarts, otherEnds] = starts === '23:00' ? ['00:00', '01:00'] : ['23:00', '23:59'];
  await db().insertInto('visit_slot').values({ day: today(), gate_id: gateId, starts: otherStarts, ends: otherEnds, quota: 300, booked: 12, checked_in: 0, closed: false }).execute();
  const member = await db().selectFrom('member').select(['id', 'name']).where('burialslot_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
  await db().updateTable('member').set({ visit_public: true }).where('id', '=', member.id).execute();
  return { starts, deceased: String(member.name) };
};

const entered = async (screen: Page): Promise<number> => Number(await screen.getByTestId('screen-entered').textContent());

describe('a visit from booking to the gate', () => {
  it('is booked on the public page at 375 px, checked in at the gate by its code, and counted on the data screen', async () => {
    const { starts, deceased } = await setUp();

    // The manager's wall screen, signed in, at 1920×1080.
    const screen = await product.open(2, { viewport: { width: 1920, height: 1080 }, language: 'zh', path: '/screen' });
    await screen.getByTestId('screen-entered').waitFor();
    const before = await entered(screen);
    expect(before).toBeGreaterThanOrEqual(64);

    // A family on a phone, no sign-in, in Chinese.
    const family = await (await product.newContext({ viewport: PHONE, locale: 'zh-CN' })).newPage();
    await family.goto('/visit');
    await family.getByRole('heading', { name: '祭扫预约' }).waitFor();
    // The demo's own gates have slots at this hour too: this one is the test's gate's.
    const slot = family.getByTestId('visit-slot').filter({ hasText: `${starts}–` }).filter({ hasText: '东门' });
    await slot.waitFor();
    await screenshot(family, 'docs/screenshots/visits/public-375-zh.png');
    await slot.click();
    await family.getByLabel('姓名').fill('陈明');
    await family.getByLabel('手机号').fill('13912345678');
    // The mobile is verified by a code texted to it (docs/visits.md "Verifying the mobile"): here the development provider's.
    await family.getByRole('button', { name: '获取验证码' }).click();
    await family.getByText('验证码已发送至 139****5678，5 分钟内有效').waitFor();
    await expect.poll(() => family.getByTestId('visit-get-code').textContent()).toMatch(/^\d+ 秒后可重发$/);
    const sms = (product.server.app.sms.provider as DevelopmentProvider).outbox.filter((m) => m.mobile === '13912345678').at(-1);
    await family.getByLabel('短信验证码').fill(String(sms?.params.code));
    await family.getByRole('button', { name: '+' }).click();
    await family.getByLabel('祭扫逝者（可选）').fill(deceased.slice(0, 2));
    await family.getByRole('button', { name: '查找' }).click();
    await family.getByRole('button', { name: new RegExp(deceased) }).click();
    await family.getByRole('button', { name: '提交预约' }).click();
    const code = (await family.getByTestId('visit-code').textContent())?.replace('-', '') ?? '';
    expect(code).toMatch(/^[0-9A-Z]{10}$/);
    await family.getByTestId('visit-qr').waitFor();
    expect(new URL(family.url()).pathname).toBe(`/visit/${code}`);
    await screenshot(family, 'docs/screenshots/visits/booked-375-zh.png');
    const row = await db().selectFrom('visit_booking').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
    expect([row.name, row.mobile, row.people, row.status]).toEqual(['陈明', '13912345678', 2, 'booked']);

    // The same page in English.
    await family.getByRole('button', { name: 'EN' }).click();
    await family.getByText('Show this QR or code at the gate').waitFor();
    await screenshot(family, 'docs/screenshots/visits/booked-375-en.png');
    await family.goto('/visit');
    await family.getByTestId('visit-slot').first().waitFor();
    await screenshot(family, 'docs/screenshots/visits/public-375-en.png');

    // Gate staff on a phone type the code and let the two in.
    const gate = await product.open(1, { viewport: PHONE, language: 'en', path: '/visit/gate' });
    await gate.getByTestId('gate-code').fill(code.toLowerCase());
    await gate.getByRole('button', { name: 'Find' }).click();
    await gate.getByText('陈明 · 2 people').waitFor();
    await screenshot(gate, 'docs/screenshots/visits/gate-375-en.png');
    await gate.getByRole('button', { name: 'Check in' }).click();
    await expect.poll(() => gate.getByTestId('gate-done').textContent()).toBe('2 checked in');
    expect(await gate.getByTestId('gate-entered').textContent()).toBe('Entered 2 / 2');
    expect(Number((await db().selectFrom('visit_booking').select('checked_in').where('code', '=', code).executeTakeFirstOrThrow()).checked_in)).toBe(2);

    // The wall screen catches up on its own.
    await expect.poll(() => entered(screen), { timeout: 30_000 }).toBe(before + 2);
    await screenshot(screen, 'docs/screenshots/visits/screen-1920-zh.png');
    const fits = await screen.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight && document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits).toBe(true);
  }, 300_000);

  it('a manager makes the Qingming fortnight’s slots from a template in one action', async () => {
    const page = await product.open(2, { viewport: { width: 1366, height: 800 }, language: 'en', path: '/visit/admin/slotList' });
    await page.getByRole('button', { name: 'Slots from a template' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('From').fill('2027-04-01');
    await dialog.getByLabel('To').fill('2027-04-14');
    await dialog.getByLabel('Quota per slot (people)').fill('1000');
    await dialog.getByLabel('东门').check();
    await dialog.getByLabel('Sun').check();
    await screenshot(page, 'docs/screenshots/visits/slot-template-1366-en.png');
    await dialog.getByRole('button', { name: 'Make slots' }).click();
    // 14 days less 2 Sundays, 9 one-hour slots from 08:00 to 17:00.
    await page.getByText('108 slots created, 0 updated, 0 closed').waitFor();
    const made = await db().selectFrom('visit_slot').select((eb) => eb.fn.countAll<number>().as('n')).where('day', '>=', '2027-04-01').where('day', '<=', '2027-04-14').executeTakeFirstOrThrow();
    expect(Number(made.n)).toBe(108);

    const family = await (await product.newContext({ viewport: { width: 1366, height: 800 }, locale: 'en-US' })).newPage();
    await family.goto('/visit');
    await family.getByTestId('visit-slot').first().waitFor();
    await screenshot(family, 'docs/screenshots/visits/public-1366-en.png');
    const gate = await product.open(3, { viewport: PHONE, language: 'zh', path: '/visit/gate' });
    await gate.getByTestId('gate-code').fill('ABCDE-FGHJK');
    await gate.getByRole('button', { name: '查询' }).click();
    await gate.getByText('预约码或手机号不正确').waitFor();
    await screenshot(gate, 'docs/screenshots/visits/gate-375-zh.png');
    const wideGate = await product.open(2, { viewport: { width: 1366, height: 800 }, language: 'en', path: '/visit/gate' });
    await wideGate.getByTestId('gate-code').waitFor();
    await screenshot(wideGate, 'docs/screenshots/visits/gate-1366-en.png');
    const phoneSlots = await product.open(4, { viewport: PHONE, language: 'zh', path: '/visit/admin/slotList' });
    await phoneSlots.getByRole('button', { name: '按模板生成时段' }).waitFor();
    await phoneSlots.getByText(/东门|正门/).first().waitFor();
    await screenshot(phoneSlots, 'docs/screenshots/visits/slots-375-zh.png');
  }, 300_000);
});
