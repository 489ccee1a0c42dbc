/**
 * Two server instances on one PostgreSQL, as behind a load balancer (separate processes in
 * production; here two apps with their own connection pools, which is what matters to the
 * database): a session made through one works through the other and ends on both; a plot
 * ordered through one cannot be ordered through the other, even when both try at the same time.
 * PostgreSQL only (TEST_DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addShelf } from './helpers/rows';
import { disableOnFirstUntilSecondRefuses, post, signIn, startTwoInstances, userIdOf, type TwoInstances } from './helpers/twoInstances';

const URL_ = process.env.TEST_DATABASE_URL;
const SCHEMA = `t_faults_two_${process.pid}_${randomUUID().slice(0, 8)}`;
const PLOTS = 12;

let two: TwoInstances;
const plotIds: number[] = [];

describe.runIf(URL_)('two server instances on one PostgreSQL', () => {
  beforeAll(async () => {
    two = await startTwoInstances(URL_ ?? '', SCHEMA, [
      { mobile: '13900000101', nickname: 'seller A', level: 1 },
      { mobile: '13900000102', nickname: 'seller B', level: 1 },
      { mobile: '13900000103', nickname: 'seller C', level: 1 },
      { mobile: '13900000105', nickname: 'manager', level: 5 },
    ]);
    const db = two.databases[0].db;
    const { area, room, shelf } = await addShelf(db);
    for (let i = 0; i < PLOTS; i++) {
      const plot = await db
        .insertInto('tomb_burialslot')
        .values({ area_id: area, room_id: room, shelf_id: shelf, code: `P${i}`, column_no: i + 1, price: 1000, status: 'available' })
        .returning('id')
        .executeTakeFirstOrThrow();
      plotIds.push(Number(plot.id));
    }
  });

  afterAll(async () => {
    await two?.close();
  });

  it('accepts a session made on one instance on the other, and a sign-out on one ends it on both', async () => {
    const [a, b] = two.apps;
    const token = await signIn(a, '13900000101');
    const onB = await post(b, '/index/query', { table: 'tomb_area' }, token);
    expect(onB.statusCode, onB.body).toBe(200);
    const out = await post(b, '/index/vue-element-admin/user/logout', {}, token);
    expect(out.statusCode, out.body).toBeLessThan(500);
    const onA = await post(a, '/index/query', { table: 'tomb_area' }, token);
    expect(onA.statusCode).toBe(401);
  });

  it('refuses a disabled user on the other instance, whose session it held in memory (the 1 s bound: tests/slow/sessionsInstances.test.ts)', async () => {
    const [a, b] = two.apps;
    const seller = await signIn(a, '13900000103');
    const manager = await signIn(a, '13900000105');
    // Both instances have validated the seller's session (and keep it in memory).
    for (const app of [a, b]) for (let i = 0; i < 2; i++) expect((await post(app, '/index/query', { table: 'tomb_area' }, seller)).statusCode).toBe(200);
    const id = await userIdOf(two, '13900000103');
    const { answer: onB } = await disableOnFirstUntilSecondRefuses(two, manager, { id, token: seller }, { pollMs: 20, giveUpMs: 10_000 });
    expect(onB.statusCode).toBe(401);
    expect(JSON.parse(onB.body).data.code).toBe('session_expired');
  });

  it('sells each plot once when both instances take orders for it at the same moment', async () => {
    const [a, b] = two.apps;
    const tokens = [await signIn(a, '13900000101'), await signIn(b, '13900000102')];
    const outcomes = await Promise.all(
      plotIds.map((plot, i) =>
        Promise.all(
          [a, b].map((app, k) => post(app, '/index/admin.tomb_order/create', { burialslot_id: plot, buyer_name: `Buyer ${i}-${k}`, buyer_phone: '13800001111' }, tokens[k])),
        ),
      ),
    );
    for (const [i, pair] of outcomes.entries()) {
      const codes = pair.map((r) => r.statusCode).sort();
      expect(codes, `plot ${plotIds[i]}: ${pair.map((r) => r.body).join(' | ')}`).toEqual([200, 409]);
      const refused = JSON.parse(pair.find((r) => r.statusCode === 409)?.body ?? '{}');
      expect(['plot_unavailable', 'conflict']).toContain(refused.data.code);
    }
    const db = two.databases[1].db;
    const perPlot = await db
      .selectFrom('tomb_order')
      .select(['burialslot_id', (eb) => eb.fn.countAll().as('n')])
      .where('status', '=', 'reserved')
      .groupBy('burialslot_id')
      .execute();
    expect(perPlot).toHaveLength(PLOTS);
    expect(perPlot.every((p) => Number(p.n) === 1)).toBe(true);
    const plots = await db.selectFrom('tomb_burialslot').select('status').distinct().execute();
    expect(plots.map((p) => p.status)).toEqual(['reserved']);
  });
});
