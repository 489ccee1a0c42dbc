/**
 * The bounds on heavy single requests (issue 26 item 2, docs/performance.md "Heavy requests
 * beside other users"): the heavy-work lane refuses with 429 heavy_busy and Retry-After while
 * its work runs and its line is full, on every heavy route, and lets them through once free; a
 * batch print is logged whole; the statistics' answers are kept for the day until what they read
 * changes; the embedded database's plot counts in slices add up to the count in one statement.
 * Latency under load is measured by `npm run bench:heavy` and tests/slow/heavyLoad.test.ts, not here.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Level } from '../../src/config/types';
import { asBackground, FOREGROUND_WAIT_MS, Flow, yieldTurn } from '../../src/server/http/heavyLane';
import { plotCountsByArea } from '../../src/server/stats/queries/plotCounts';
import { buildWorld } from './domainSetup';
import { onPostgres, recordStatements } from './helpers/database';
import { forFile } from './helpers/forFile';
import { privileged } from '../../src/server/data/door';

const w = forFile(() => buildWorld('heavy'));

const MANAGER: Level = 5;
const RANGE = { from: '2026-11-01', to: '2026-11-30' };

const post = (app: FastifyInstance, token: string, url: string, body: unknown, lang = 'en') =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'x-token': token, 'accept-language': lang }, payload: JSON.stringify(body) });

let orderSeq = 0;
const addOrder = async (createdAt: string): Promise<number> => {
  orderSeq += 1;
  const plot = await w.addPlot(`HB-${orderSeq}`, { column_no: 100 + orderSeq, type: 'single', capacity: 1 });
  const row = await w.database.db
    .insertInto('tomb_order')
    .values({ order_no: `HB${orderSeq}`, burialslot_id: plot, buyer_name: 'Buyer', buyer_phone: '13800002222', price: 1000, total: 1000, paid: 0, balance: 1000, status: 'reserved', channel: 'inside', created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
};

describe('the heavy-work lane', () => {
  it('answers every heavy call 429 heavy_busy with Retry-After, in the caller language, while its work runs and its line is full; then runs them', async () => {
    const { app } = w;
    const orders = [await addOrder('2026-11-20T10:00:00'), await addOrder('2026-11-20T11:00:00')];
    // The manager walks (the walk's areas are theirs).
    await w.database.db.updateTable('user').set({ field_crew: true }).where('id', '=', w.actor(MANAGER).userId).execute();
    const heavyCalls: [string, unknown][] = [
      ['/index/reconcile/report', {}],
      ['/index/admin.walk_check/areas', {}],
      ['/index/admin.tomb_burialslot/map', { area_id: w.areaId }],
      ['/index/admin.work_order/labels', { area_id: w.areaId }],
      ['/index/admin.ash_niche/map', {}],
      ['/index/admin.print/log', { document: 'print1', table: 'tomb_order', id: orders[0], ids: orders }],
      ['/index/stats/summary', RANGE],
      ['/index/stats/plots_by_area', RANGE],
      ['/index/stats/top_sellers', RANGE],
    ];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { running, waiting } = app.heavyLane.limits;
    expect(running).toBe(1);
    // One heavy request running and its line full.
    const holders = Array.from({ length: running + waiting }, () => app.heavyLane.run(() => held));
    const token = w.token(MANAGER);
    for (const [url, body] of heavyCalls) {
      const res = await post(app, token, url, body);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 429 });
      const answer = res.json<{ status: number; msg: string; data: { code: string } }>();
      expect(answer.status).toBe(429);
      expect(answer.msg).toBe('Another large report or export is being prepared; try again in a few seconds');
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect((await post(app, token, '/index/reconcile/report', {}, 'zh')).json<{ msg: string }>().msg).toBe('另一份大型报表或导出正在生成，请过几秒再试');
    // A light call (one record's print, a list page) does not wait for the lane.
    expect((await post(app, token, '/index/admin.print/log', { document: 'print1', table: 'tomb_order', id: orders[0] })).statusCode).toBe(200);
    expect((await post(app, token, '/index/query', { table: 'tomb_order', page: 1, page_size: 20 })).statusCode).toBe(200);
    // An export's page (more than 100 rows) takes the lane on the embedded database, whose one
    // connection it would hold for long; on PostgreSQL it has a connection of its own.
    const exportPage = await post(app, token, '/index/query', { table: 'tomb_order', page: 1, page_size: 1000 });
    expect([exportPage.statusCode, exportPage.json<{ data: unknown }>().data]).toEqual(onPostgres() ? [200, expect.any(Array)] : [429, { code: 'heavy_busy' }]);
    expect((await post(app, token, '/index/query', { table: 'tomb_order', page: 1, page_size: 1000, with_count: 1 })).statusCode).toBe(onPostgres() ? 200 : 429);
    // Nothing of a refused batch print was logged.
    const logged = () =>
      w.database.db.selectFrom('operation_log').select('row_id').where('action', '=', 'print').where('table_name', '=', 'tomb_order').where('row_id', 'in', orders).execute();
    expect((await logged()).map((r) => Number(r.row_id))).toEqual([orders[0]]);
    release();
    await Promise.all(holders);
    for (const [url, body] of heavyCalls) expect({ url, status: (await post(app, token, url, body)).statusCode }).toEqual({ url, status: 200 });
    // The batch print logged each of its records.
    expect((await logged()).map((r) => Number(r.row_id)).sort((a, b) => a - b)).toEqual([orders[0], ...orders].sort((a, b) => a - b));
  });
});

describe('the statistics kept for the day', () => {
  it('answers the same call from memory until an order is written, then with the order', async () => {
    const { app } = w;
    const token = w.token(MANAGER);
    const orders = async (): Promise<number> => {
      const res = await post(app, token, '/index/stats/summary', RANGE);
      expect(res.statusCode).toBe(200);
      return res.json<{ data: { orders: { current: number } } }>().data.orders.current;
    };
    const before = await orders();
    // Work that reads goes through the heavy lane (on PostgreSQL inside a transaction, which the
    // statement recorder does not see): count the lane's runs, on both databases.
    let reads = 0;
    const lane = app.heavyLane;
    const run = lane.run.bind(lane);
    lane.run = ((work: () => Promise<unknown>) => {
      reads++;
      return run(work);
    }) as typeof lane.run;
    try {
      const statements = recordStatements(w.database);
      statements.length = 0;
      expect(await orders()).toBe(before);
      // The second call read nothing of the orders, payments or plots: it was answered from memory.
      expect(reads).toBe(0);
      expect(statements.filter((s) => /tomb_order|tomb_payment|tomb_burialslot/.test(s))).toEqual([]);
      // Another filter is another answer.
      const other = await post(app, token, '/index/stats/summary', { ...RANGE, from: '2026-11-02' });
      expect(other.statusCode).toBe(200);
      expect(reads).toBe(1);
    } finally {
      lane.run = run;
    }
    // An order written anywhere (here straight to the database: the change feed tells every instance).
    await addOrder('2026-11-21T09:00:00');
    expect(await orders()).toBe(before + 1);
  });
});

describe('plot counts in slices (the embedded database)', () => {
  it('adds up to the count in one statement, whatever the gaps between ids', async () => {
    const db = privileged(w.database.db);
    const area = Number((await db.selectFrom('tomb_burialslot').select('area_id').limit(1).executeTakeFirstOrThrow()).area_id);
    const shelf = await db.selectFrom('tomb_shelf').select(['id', 'room_id']).where('area_id', '=', area).limit(1).executeTakeFirstOrThrow();
    // Plots far apart: several slices, some of them empty.
    for (const [i, id] of [50_000, 50_001, 95_000, 160_000].entries())
      await db
        .insertInto('tomb_burialslot')
        .values({ id, area_id: area, room_id: shelf.room_id, shelf_id: shelf.id, code: `SL-${id}`, column_no: 500 + i, type: 'single', capacity: 1, price: 1, status: i % 2 === 0 ? 'available' : 'sold' })
        .execute();
    const sorted = (rows: { area_id: number; status: string; n: number }[]) =>
      rows.map((r) => `${r.area_id}:${r.status}:${Number(r.n)}`).sort();
    const whole = sorted(await plotCountsByArea(db, false));
    expect(sorted(await plotCountsByArea(db, true))).toEqual(whole);
    expect(sorted(await plotCountsByArea(db, true, 4_000))).toEqual(whole);
    const total = Number((await db.selectFrom('tomb_burialslot').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(whole.reduce((sum, r) => sum + Number(r.split(':')[2]), 0)).toBe(total);
  });
});

describe('heavy work gives way to other users (the embedded database)', () => {
  it('a slice of heavy work waits while another request is in flight, and goes on when it ends (or after FOREGROUND_WAIT_MS)', async () => {
    const turns = async (n: number) => {
      for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
    };
    const flow = w.app.heavyFlow;
    // Two requests in flight: a manager's report (its work is heavy) and a clerk's list.
    const manager = {};
    const clerk = {};
    flow.started(manager);
    flow.started(clerk);
    try {
      // Outside heavy work a yield is one turn, whoever is in flight.
      let plain = false;
      void yieldTurn().then(() => (plain = true));
      await turns(2);
      expect(plain).toBe(true);
      // Heavy work waits for the clerk's request to end.
      let slices = 0;
      const report = asBackground(w.app, async () => {
        for (let i = 0; i < 3; i++) {
          await yieldTurn();
          slices++;
        }
      });
      await turns(20);
      expect(slices).toBe(0);
      flow.ended(clerk);
      await report;
      expect(slices).toBe(3);
    } finally {
      flow.ended(clerk);
    }
    // A request that never ends holds a slice back FOREGROUND_WAIT_MS at most.
    const stuck = {};
    flow.started(stuck);
    try {
      const t0 = performance.now();
      await asBackground(w.app, () => yieldTurn());
      expect(performance.now() - t0).toBeGreaterThanOrEqual(FOREGROUND_WAIT_MS - 5);
    } finally {
      flow.ended(stuck);
      flow.ended(manager);
    }
    expect(flow.foreground()).toBe(0);
  });

  it("each app counts its own requests: another app's request in flight holds nobody's heavy work here", async () => {
    const turns = async (n: number) => {
      for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
    };
    const one = { heavyFlow: new Flow() };
    const other = { heavyFlow: new Flow() };
    // A manager's report in flight on each app (its work is heavy), and a clerk's list on the other one.
    const managers = [{}, {}];
    one.heavyFlow.started(managers[0]);
    other.heavyFlow.started(managers[1]);
    const clerk = {};
    other.heavyFlow.started(clerk);
    try {
      let slices = 0;
      const report = asBackground(one, async () => {
        for (let i = 0; i < 3; i++) {
          await yieldTurn();
          slices++;
        }
      });
      await turns(10);
      expect(slices).toBe(3);
      await report;
      // The same work on the clerk's own app waits for the clerk.
      let mine = 0;
      const held = asBackground(other, async () => {
        await yieldTurn();
        mine++;
      });
      await turns(10);
      expect(mine).toBe(0);
      other.heavyFlow.ended(clerk);
      await held;
      expect(mine).toBe(1);
    } finally {
      other.heavyFlow.ended(clerk);
      one.heavyFlow.ended(managers[0]);
      other.heavyFlow.ended(managers[1]);
    }
  });

  // What only the embedded database's one connection needs: on PostgreSQL too (TEST_DATABASE_URL) it is tested on PGlite.
  const embedded = onPostgres() ? forFile(() => buildWorld('heavy-embedded', { embedded: true })) : w;
  it('a clerk’s list sent while ten years of statistics are read waits for at most one of their statements', async () => {
    const { app } = embedded;
    const manager = embedded.token(MANAGER);
    const clerk = embedded.token(1);
    // Warm the clerk's session and list (their first statements are not the point).
    expect((await post(app, clerk, '/index/query', { table: 'member', page: 1, page_size: 20 })).statusCode).toBe(200);
    const statements = recordStatements(embedded.database);
    const summary = post(app, manager, '/index/stats/summary', { from: '2016-12-01', to: '2026-11-30' });
    // The summary has begun reading its slices.
    for (let i = 0; i < 10_000 && !statements.some((s) => /stats_order_month|stats_payment_month/.test(s)); i++) await new Promise((r) => setImmediate(r));
    const sentAt = statements.length;
    const list = await post(app, clerk, '/index/query', { table: 'member', page: 1, page_size: 20 });
    expect(list.statusCode).toBe(200);
    const listAt = statements.findIndex((s, i) => i >= sentAt && /from "member"/.test(s));
    expect(listAt).toBeGreaterThanOrEqual(sentAt);
    const before = statements.slice(sentAt, listAt);
    expect(before.length, before.join('\n')).toBeLessThanOrEqual(1);
    expect((await summary).statusCode).toBe(200);
    // The summary went on after the list: it was not done before the clerk came.
    expect(statements.length).toBeGreaterThan(listAt + 1);
  });
});

describe('an export’s page in short statements (the embedded database)', () => {
  /** Orders enough for several slices: plots and orders written in one statement each, addresses repeating (ties broken by id). */
  const exportOrders = async (n: number): Promise<void> => {
    const db = w.database.db;
    const shelf = await db.selectFrom('tomb_shelf').select(['id', 'room_id', 'area_id']).where('id', '=', w.shelfId).executeTakeFirstOrThrow();
    const plots = await db
      .insertInto('tomb_burialslot')
      .values(Array.from({ length: n }, (_, i) => ({ area_id: shelf.area_id, room_id: shelf.room_id, shelf_id: shelf.id, code: `EX-${i}`, column_no: 1000 + i, type: 'single', capacity: 1, price: 1, status: 'sold' })))
      .returning('id')
      .execute();
    await db
      .insertInto('tomb_order')
      .values(
        plots.map((p, i) => ({
          order_no: `EX${i}`,
          burialslot_id: p.id,
          buyer_name: `Buyer ${i}`,
          buyer_phone: '13800002222',
          buyer_address: `Street ${(i * 37) % 50}`,
          salesperson_id: w.actor(1).userId,
          price: 1000,
          total: 1000,
          paid: 1000,
          balance: 0,
          status: 'paid',
          channel: 'inside',
        })),
      )
      .execute();
  };
  const rowsOf = async (body: Record<string, unknown>): Promise<Record<string, unknown>[]> => {
    const res = await post(w.app, w.token(MANAGER), '/index/query', body);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json<{ data: Record<string, unknown>[] }>().data;
  };
  const screenPages = async (body: Record<string, unknown>, from: number, to: number) => {
    const out: Record<string, unknown>[] = [];
    for (let page = from; page <= to; page++) out.push(...(await rowsOf({ ...body, page, page_size: 100 })));
    return out;
  };

  it('answers the rows, columns and order the screen’s pages of 100 (one statement each) answer, joins and a chosen set of fields included', async () => {
    await exportOrders(450);
    const sorted = { table: 'tomb_order', left_join: ['burialslot_id', 'salesperson_id'], order_by: [['buyer_address', 'desc']] };
    const whole = await rowsOf({ ...sorted, page: 1, page_size: 1000 });
    expect(whole.length).toBeGreaterThanOrEqual(450);
    expect(whole).toEqual(await screenPages(sorted, 1, Math.ceil(whole.length / 100)));
    // A deeper page, and fields without the id (the slices' own key is not in the answer).
    const chosen = { ...sorted, field: 'order_no,buyer_address,tomb_burialslot.code' };
    const second = await rowsOf({ ...chosen, page: 2, page_size: 200 });
    expect(second).toHaveLength(200);
    expect(Object.keys(second[0]!).sort()).toEqual(['buyer_address', 'order_no', 'tomb_burialslot.code']);
    expect(second).toEqual(await screenPages(chosen, 3, 4));
    // With its total.
    const counted = await post(w.app, w.token(MANAGER), '/index/query', { ...sorted, page: 1, page_size: 1000, with_count: 1 });
    expect(counted.json<{ data: { rows: unknown[]; total: number } }>().data).toEqual({ rows: whole, total: whole.length });
  });

  it('reads the ids in one narrow statement, then the rows in slices of 200; a clerk’s list sent meanwhile waits for one slice at most', async () => {
    const clerk = w.token(1);
    expect((await post(w.app, clerk, '/index/query', { table: 'member', page: 1, page_size: 20 })).statusCode).toBe(200);
    const total = Number((await w.database.db.selectFrom('tomb_order').select((eb) => eb.fn.countAll<number>().as('n')).where('channel', '=', 'inside').executeTakeFirstOrThrow()).n);
    const statements = recordStatements(w.database);
    statements.length = 0;
    const body = { table: 'tomb_order', left_join: ['burialslot_id', 'salesperson_id'], order_by: [['buyer_address', 'desc']], page: 1, page_size: 1000 };
    await rowsOf(body);
    const reads = statements.filter((s) => /from "tomb_order"/.test(s));
    if (onPostgres()) expect(reads).toHaveLength(1);
    else {
      // The ids (no join: the order and the conditions name only the orders' columns), then ⌈rows / 200⌉ slices.
      expect(reads[0]).toMatch(/^select "tomb_order"\."id" as "id" from "tomb_order" where/);
      expect(reads.slice(1)).toHaveLength(Math.ceil(total / 200));
      expect(reads.slice(1).every((s) => /"tomb_order"\."id" in \(/.test(s) && (s.match(/\$\d+/g) ?? []).length <= 200 + 5)).toBe(true);
    }
    // A clerk's list sent while the page is read runs after one statement of it at most.
    statements.length = 0;
    const exporting = post(w.app, w.token(MANAGER), '/index/query', body);
    for (let i = 0; i < 10_000 && !statements.some((s) => /from "tomb_order"/.test(s)); i++) await new Promise((r) => setImmediate(r));
    const sentAt = statements.length;
    expect((await post(w.app, clerk, '/index/query', { table: 'member', page: 1, page_size: 20 })).statusCode).toBe(200);
    const listAt = statements.findIndex((s, i) => i >= sentAt && /from "member"/.test(s));
    const before = statements.slice(sentAt, listAt).filter((s) => /from "tomb_order"/.test(s));
    expect(before.length, before.join('\n')).toBeLessThanOrEqual(1);
    expect((await exporting).statusCode).toBe(200);
    // On the embedded database the page went on after the list: it was not read in one go before the clerk came.
    if (!onPostgres()) expect(statements.slice(listAt).some((s) => /from "tomb_order"/.test(s))).toBe(true);
  });
});
