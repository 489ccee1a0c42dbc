/**
 * Signing in and what each level may open, in headless Chromium against the real server:
 * the exact menu of the spec's table per level, the avatar menu, the login redirect round
 * trip, /login with a token, another level's page and an unknown one, a deep link to a
 * record, and logout back to /login with the redirect.
 */
import { describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { loginAs } from './helpers/browser';
import { withProduct } from './helpers/product';
import { hasTokenCookie, pathAndQuery, readMenu, type MenuEntry } from './helpers/shellPage';

/** The tomb group, and the park map's editor (docs/map.md) last. */
const TOMB = { '/tomb': ['/tomb/tombList', '/tomb/tombRoomList', '/tomb/tombShelfList', '/tomb/tombBurialslotList', '/tomb/mapEditor'] };
/** The work prints (plot labels, inscription proof) close the print group of the levels that manage the tomb group. */
const WORK_PRINTS = ['/print/plotLabels', '/print/inscription'];
const SHORT_PRINT = { '/print': ['/print/print1', '/print/receipt', '/print/orderReceipt', ...WORK_PRINTS] };
const FULL_PRINT = {
  '/print': [
    '/print/print1',
    '/print/commitmentLetter',
    '/print/print8',
    '/print/print3',
    '/print/print4',
    '/print/print5',
    '/print/print6',
    '/print/print9',
    '/print/print10',
    '/print/print11',
    ...WORK_PRINTS,
  ],
};

/** Work management (docs/work.md): every level has its work of the day and sees its channel's work orders. */
const WORK = { '/work': ['/work/today', '/work/workOrderList'] };
/** Managers (2, 4, 5, 6) also schedule on the work calendar. */
const WORK_MANAGED = { '/work': ['/work/today', '/work/calendar', '/work/walk', '/work/workOrderList', '/work/walkCheckList'] };
/** Moving in (docs/import.md): the reconciliation report and the import batches, for managers. */
const MOVING_IN = { '/import': ['/import/reconcile', '/import/batches'] };
/** Online payments' reconciliation (docs/payments.md), for managers, on their channel. */
const FINANCE = '/finance/reconcile';
/** The families' door (docs/families.md): family accounts to confirm and memorial messages to review, for managers, on their channel. */
const FAMILIES = '/memorial/moderation';
/** Tomb location, the home page, first in every level's menu. */
const HOME = '/dashboard';
/** Visit reservations (docs/visits.md): the gate and the driver's manifest for every level; gates, slots, bookings and shuttles for managers. */
const GATE = { '/visit': ['/visit/gate', '/visit/driver'] };
const VISITS = {
  '/visit': [
    '/visit/gate',
    '/visit/driver',
    '/visit/admin/gateList',
    '/visit/admin/slotList',
    '/visit/admin/bookingList',
    '/visit/admin/shuttleList',
    '/visit/admin/vehicleList',
    '/visit/admin/routeList',
  ],
};
/** Administrators also read the text messages sent (docs/messaging.md). */
const VISITS_ADMIN = { '/visit': [...VISITS['/visit'], '/visit/admin/smsList'] };

/** The spec's table (section 2), written out by hand, and the after-sale modules after it; the administrators' group last. */
/** Terms and renewals (docs/terms.md): every level that sells, on its channel. */
const CONTRACTS = { '/contract': ['/contract/termList', '/contract/reminderList'] };
const CONTRACTS_OUT = { '/contract': ['/contract/termList_outside', '/contract/reminderList_outside'] };

/** The columbarium (docs/columbarium.md): every level takes deposits for its channel. */
const ASHES = { '/ashes': ['/ashes/nicheMap', '/ashes/nicheList', '/ashes/depositList', '/ashes/movementList'] };

/** The administrators' own work (issue 28, item 17): the staff accounts beside the settings and the log, not under Registration. */
const ADMINISTRATION = { '/system': ['/member/memberList', '/system/settings', '/system/operationLog'] };
const ADMINISTRATION_OUT = { '/system': ['/member/memberList_outside', '/system/settings', '/system/operationLog'] };

/** Rights holders and transfers (docs/rights.md), beside the registrations, for every level that works the orders. */
const RIGHTS = ['/member/holderList', '/member/transferList'];
const RIGHTS_OUT = ['/member/holderList_outside', '/member/transferList_outside'];
const MEMBER = { '/member': ['/member/list', ...RIGHTS] };
const MEMBER_OUT = { '/member': ['/member/list_outside', ...RIGHTS_OUT] };

const MENUS: Record<Level, MenuEntry[]> = {
  1: [HOME, MEMBER, '/order/tombOrderList', CONTRACTS, WORK, GATE, ASHES],
  2: [HOME, '/count/count', { '/member': RIGHTS }, TOMB, '/order/tombOrderList', CONTRACTS, SHORT_PRINT, WORK_MANAGED, VISITS, MOVING_IN, FINANCE, FAMILIES, ASHES],
  3: [HOME, MEMBER_OUT, '/order/tombOrderList_outside', CONTRACTS_OUT, WORK, GATE, ASHES],
  4: [HOME, '/countOutsid/countOutsid', { '/member': RIGHTS_OUT }, TOMB, '/order/tombOrderList_outside', CONTRACTS_OUT, FULL_PRINT, WORK_MANAGED, VISITS, MOVING_IN, FINANCE, FAMILIES, ASHES],
  5: [HOME, '/count/count', MEMBER, TOMB, '/order/tombOrderList', CONTRACTS, SHORT_PRINT, WORK_MANAGED, VISITS_ADMIN, MOVING_IN, FINANCE, FAMILIES, ASHES, ADMINISTRATION],
  6: [HOME, '/countOutsid/countOutsid', MEMBER_OUT, TOMB, '/order/tombOrderList_outside', CONTRACTS_OUT, FULL_PRINT, WORK_MANAGED, VISITS_ADMIN, MOVING_IN, FINANCE, FAMILIES, ASHES, ADMINISTRATION_OUT],
};

const product = withProduct();

const signedIn = async (level: Level, language?: string) => {
  const page = await product.open(level, { language });
  return { context: page.context(), page };
};

describe.each([1, 2, 3, 4, 5, 6] as const)('level %i', (level) => {
  it('sees exactly the menu of the spec’s table, and the avatar menu of its level', async () => {
    const { context, page } = await signedIn(level);
    await page.waitForURL('**/dashboard');
    expect(await readMenu(page)).toEqual(MENUS[level]);
    await page.getByTestId('avatar-menu').click();
    const entries = await page.locator('[role="menuitem"][data-path]').evaluateAll((items) => items.map((i) => i.getAttribute('data-path')));
    expect(entries).toEqual(
      level >= 5 ? ['/profile/index', '/dashboard', '/system/settings', '/system/operationLog'] : ['/profile/index', '/dashboard'],
    );
    await context.close();
  });
});

describe('routes and the guard', () => {
  it('shows the menu titles in the chosen language', async () => {
    const { context, page } = await signedIn(1, 'zh');
    await expect(page.locator('[data-testid="sidebar-menu"]').innerText()).resolves.toMatch(/信息登记[\s\S]*墓位订单管理/);
    await context.close();
  });

  it('titles the browser tab with the translated page title and the cemetery name', async () => {
    const setting = await product.db().selectFrom('setting').select('cemetery_name').where('id', '=', 1).executeTakeFirstOrThrow();
    const { context, page } = await signedIn(2, 'zh');
    await page.goto('/tomb/tombList');
    await page.waitForFunction((name) => document.title === `墓区列表 - ${name}`, setting.cemetery_name);
    // A record's page is titled by its kind and its own name: the order number, not "#1".
    const order = await product.db().selectFrom('tomb_order').select('order_no').where('id', '=', 1).executeTakeFirstOrThrow();
    await page.goto('/order/tombOrderList/1');
    await page.waitForFunction(([no, name]) => document.title === `订单 ${no} - ${name}`, [order.order_no, setting.cemetery_name]);
    await context.close();
  });

  it('sends an anonymous visitor to /login with the wanted path, and back there after signing in', async () => {
    const context = await product.newContext();
    const page = await context.newPage();
    await page.goto('/tomb/tombShelfList?page=1');
    await page.waitForURL('**/login?redirect=*');
    expect(pathAndQuery(page)).toBe('/login?redirect=%2Ftomb%2FtombShelfList%3Fpage%3D1');
    await loginAs(page, 2);
    await page.waitForURL('**/tomb/tombShelfList?page=1');
    await context.close();
  });

  // Signed in as the level, each path visited in turn lands on its page.
  it.each([
    ['with a token, /login goes to / and / to /dashboard', 3, [['/login', '**/dashboard'], ['/', '**/dashboard']]],
    ["sends another level's page to /401 and an unknown path to /404", 1, [['/tomb/tombList', '**/401'], ['/no/such/page', '**/404']]],
  ] as const)('%s', async (_, level, visits) => {
    const { context, page } = await signedIn(level);
    for (const [path, landsOn] of visits) {
      await page.goto(path);
      await page.waitForURL(landsOn);
    }
    await context.close();
  });

  it('shows the operation log to an admin, with their own sign-in in it', async () => {
    const { context, page } = await signedIn(6, 'en');
    await page.goto('/system/operationLog');
    const firstRow = page.locator('#main-content table tbody tr').first();
    await firstRow.waitFor();
    await expect(firstRow.innerText()).resolves.toContain('Sign in');
    const outside = await product.server.app.inject({ method: 'POST', url: '/index/query', headers: { 'x-token': (await context.cookies()).find((c) => c.name === 'Admin-Token')?.value ?? '' }, payload: { table: 'operation_log', field: ['channel'], page: 1, page_size: 1000 } });
    expect(new Set((outside.json().data as { channel: string }[]).map((r) => r.channel))).toEqual(new Set(['outside']));
    await context.close();
  });

  it('opens a record from a deep link', async () => {
    const { context, page } = await signedIn(1);
    const [order] = (
      await product.server.app.inject({
        method: 'POST',
        url: '/index/query',
        headers: { 'x-token': (await context.cookies()).find((c) => c.name === 'Admin-Token')?.value ?? '' },
        payload: { table: 'tomb_order', where: { channel: 'inside' }, page: 1, page_size: 1 },
      })
    ).json().data as { id: number; order_no: string }[];
    await page.goto(`/order/tombOrderList/${order.id}`);
    await page.getByText(order.order_no).first().waitFor();
    expect(pathAndQuery(page)).toBe(`/order/tombOrderList/${order.id}`);
    await context.close();
  });

  it('logs out back to /login with the page, clearing token and level, and stops polling messages', async () => {
    const context = await product.newContext();
    // The page's own clock: a few seconds of polling are run at once instead of waited for.
    await context.clock.install();
    // Counts the unread-count polls the page starts (a fetch of the generic count of messages).
    await context.addInitScript(() => {
      const w = window as unknown as { unreadPolls: number };
      w.unreadPolls = 0;
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (String(input).endsWith('/index/query') && String(init?.body ?? '').includes('"is_count"') && String(init?.body).includes('"message"')) w.unreadPolls += 1;
        return original(input, init);
      };
    });
    const page = await context.newPage();
    const polls = () => page.evaluate(() => (window as unknown as { unreadPolls: number }).unreadPolls);
    await page.goto('/login');
    await loginAs(page, 5);
    // Within the page (no reload), as a user would go there.
    await page.locator('[data-menu-group="/tomb"]').click();
    await page.locator('[data-menu-path="/tomb/tombList"]').click();
    await page.waitForURL('**/tomb/tombList');
    // A second at a time, with a round trip between, so an answer can come back before the next poll.
    const runSeconds = async (n: number) => {
      for (let i = 0; i < n; i += 1) {
        await page.clock.runFor(1000);
        await polls();
      }
    };
    const signedInPolls = await polls();
    await runSeconds(5);
    expect(await polls()).toBeGreaterThan(signedInPolls);

    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('logout').click();
    await page.waitForURL('**/login?redirect=*');
    expect(pathAndQuery(page)).toBe('/login?redirect=%2Ftomb%2FtombList');
    expect(await hasTokenCookie(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('level'))).toBeNull();
    const atLogout = await polls();
    await runSeconds(5);
    expect(await polls()).toBe(atLogout);
    await context.close();
  });
});
