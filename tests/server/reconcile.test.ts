/**
 * The reconciliation report after moving in (docs/import.md, "After moving in"): the figures per
 * area and each kind of exception on generated records, each present once and named by record,
 * on the caller's channel only (the other channel's registrations and orders are never counted
 * or listed), and the levels that may read it.
 */
import { describe, expect, it } from 'vitest';
import type { Channel } from '../../src/config/types';
import type { ExceptionKind, ReconcileReport } from '../../src/protocol/reconcile';
import { buildWorld, type World } from './domainSetup';
import { onPostgres } from './helpers/database';
import { forFile } from './helpers/forFile';
import { reconcileReport } from '../../src/server/reconcile/report';
import { appConfig } from '../../src/instance';
import { privileged } from '../../src/server/data/door';

interface Made {
  southId: number;
  south: number[];
  overPlot: number;
  sharedPlot: number;
  buriedBare: number;
  outsideSale: number;
  unplaced: number;
  twins: number[];
  aboutTwins: number[];
  outsideTwins: number[];
  badOrder: number;
  goodOrder: number;
  outsideBadOrder: number;
  outsideUnplaced: number;
}

let seq = 0;
const world = forFile(async () => {
  const w = await buildWorld('reconcile');
  const db = w.database.db;
  const member = async (channel: Channel, name: string, plot: number | null, dates: { birth_date?: string; death_date?: string; death_date_precision?: string } = {}) =>
    Number(
      (
        await db
          .insertInto('member')
          .values({ name, applicant_name: 'Applicant', applicant_phone: '13800001111', burialslot_id: plot, channel, ...dates })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const order = async (channel: Channel, plot: number, values: { status: string; total: number; paid: number; balance: number }) => {
    seq += 1;
    return Number(
      (
        await db
          .insertInto('tomb_order')
          .values({ order_no: `R${channel[0]}${seq}`, burialslot_id: plot, buyer_name: 'Buyer', buyer_phone: '13800002222', price: values.total, channel, ...values })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  };
  const payment = async (channel: Channel, orderId: number, kind: 'charge' | 'refund', amount: number) => {
    seq += 1;
    await db.insertInto('tomb_payment').values({ receipt_no: `P${seq}`, order_id: orderId, kind, item: 'plot_price', method: 'cash', amount, channel }).execute();
  };
  const setStatus = (id: number, status: string) => db.updateTable('tomb_burialslot').set({ status }).where('id', '=', id).execute();

  // A second area: 4 plots, 1 buried (registered), 1 sold, 2 available.
  const area = await db.insertInto('tomb_area').values({ name: 'South', code: 'S', sort: 2 }).returning('id').executeTakeFirstOrThrow();
  const room = await db.insertInto('tomb_room').values({ area_id: area.id, name: 'South room', code: 'S1', sort: 1 }).returning('id').executeTakeFirstOrThrow();
  const shelf = await db.insertInto('tomb_shelf').values({ area_id: area.id, room_id: room.id, name: 'South row', code: 'S1-1', sort: 1 }).returning('id').executeTakeFirstOrThrow();
  const south: number[] = [];
  for (let i = 1; i <= 4; i++)
    south.push(
      Number(
        (
          await db
            .insertInto('tomb_burialslot')
            .values({ area_id: area.id, room_id: room.id, shelf_id: shelf.id, code: `S-0${i}`, column_no: i, type: 'single', price: 1000, capacity: 1, status: 'available' })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      ),
    );
  await setStatus(south[0], 'buried');
  await member('inside', 'Ada South', south[0], { death_date: '1950-03-01' });
  await setStatus(south[1], 'sold');

  const [overPlot, sharedPlot, buriedBare, outsideSale, fine] = w.plots.single;
  // Over capacity: two inside registrations on a single plot.
  await setStatus(overPlot, 'buried');
  await member('inside', 'Bo One', overPlot, { death_date: '1961-01-01' });
  await member('inside', 'Bo Two', overPlot, { death_date: '1962-01-01' });
  // One inside and one outside registration on a single plot: not over capacity for either channel.
  await setStatus(sharedPlot, 'buried');
  await member('inside', 'Cy Inside', sharedPlot, { death_date: '1970-01-01' });
  await member('outside', 'Cy Outside', sharedPlot, { death_date: '1971-01-01' });
  // Buried, nobody registered: the inside report lists it.
  await setStatus(buriedBare, 'buried');
  // Buried, nobody registered, but the outside channel's sale: only the outside report lists it.
  await setStatus(outsideSale, 'buried');
  await order('outside', outsideSale, { status: 'completed', total: 500, paid: 500, balance: 0 }).then((id) => payment('outside', id, 'charge', 500));
  // A registration without a place.
  // (died in May 1980, the day unknown: a partial date of the register)
  const unplaced = await member('inside', 'Di Nowhere', null, { death_date: '1980-05-01', death_date_precision: 'month' });
  const outsideUnplaced = await member('outside', 'Ed Nowhere', null, { death_date: '1981-05-05' });
  // The same person twice (name with other spacing and case, same dates), on the family plot (capacity 3).
  const twins = [
    await member('inside', 'Fay Twice', w.plots.family, { birth_date: '1900-01-02', death_date: '1979-09-09' }),
    await member('inside', ' fay twice', w.plots.family, { birth_date: '1900-01-02', death_date: '1979-09-09' }),
  ];
  // Same name, other dates: not the same person.
  await member('inside', 'Fay Twice', w.plots.family, { birth_date: '1901-01-02', death_date: '1979-09-09' });
  // About 1879 twice is the same person; 1 January 1879 is not about 1879.
  const aboutTwins = [
    await member('inside', 'Kit About', south[3], { death_date: '1879-01-01', death_date_precision: 'about' }),
    await member('inside', 'Kit About', null, { death_date: '1879-01-01', death_date_precision: 'about' }),
  ];
  await member('inside', 'Kit About', south[2], { death_date: '1879-01-01' });
  const outsideTwins = [
    await member('outside', 'Gus Twice', null, { death_date: '1990-01-01' }),
    await member('outside', 'Gus Twice', null, { death_date: '1990-01-01' }),
  ];
  // Orders: one adds up (charges 700 - refund 200 = paid 500, balance 1000 - 500), one does not (paid 300, no payment).
  const goodOrder = await order('inside', fine, { status: 'contracted', total: 1000, paid: 500, balance: 500 });
  await payment('inside', goodOrder, 'charge', 700);
  await payment('inside', goodOrder, 'refund', 200);
  const badOrder = await order('inside', w.plots.double, { status: 'contracted', total: 800, paid: 300, balance: 500 });
  // A cancelled order owes nothing: balance 0 adds up.
  await order('inside', fine, { status: 'cancelled', total: 900, paid: 0, balance: 0 });
  // The outside channel's order that does not add up: never in the inside report.
  const outsideBadOrder = await order('outside', south[1], { status: 'paid', total: 600, paid: 600, balance: 100 });
  await payment('outside', outsideBadOrder, 'charge', 600);
  const made: Made = { southId: Number(area.id), south, overPlot, sharedPlot, buriedBare, outsideSale, unplaced, twins, aboutTwins, outsideTwins, badOrder, goodOrder, outsideBadOrder, outsideUnplaced };
  return Object.assign(w, { made });
});

const report = async (level: 2 | 4 | 5 | 6): Promise<ReconcileReport> => {
  const res = await world.call(level, '/index/reconcile/report', {});
  expect(res.body.status).toBe(200);
  return res.body.data as unknown as ReconcileReport;
};
const ofKind = (r: ReconcileReport, kind: ExceptionKind) => r.exceptions.find((e) => e.kind === kind)!;
const idsOf = (r: ReconcileReport, kind: ExceptionKind) => ofKind(r, kind).rows.map((row) => row.id);

describe(`reconciliation report (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('counts plots, occupied and available per area', async () => {
    const r = await report(2);
    const m = (world as World & { made: Made }).made;
    expect(r.areas.map((a) => [a.code, a.plots, a.occupied, a.available])).toEqual([
      // North: 6 single + double + family; 4 buried (over, shared, bare, outside sale), 4 available.
      ['N', 8, 4, 4],
      ['S', 4, 1, 2],
    ]);
    expect(r.totals).toEqual({ plots: 12, occupied: 5, available: 6 });
    expect(r.areas[1].id).toBe(m.southId);
  });

  it('lists each kind of exception, by record, on the inside channel', async () => {
    const r = await report(2);
    const m = (world as World & { made: Made }).made;
    expect(idsOf(r, 'over_capacity')).toEqual([m.overPlot]);
    expect(ofKind(r, 'over_capacity').rows[0]).toMatchObject({ label: 'N1-1-01', area: 'North', figures: { capacity: 1, registered: 2 } });
    expect(idsOf(r, 'occupied_unregistered')).toEqual([m.buriedBare]);
    expect(idsOf(r, 'unplaced')).toEqual([m.unplaced, m.aboutTwins[1]]);
    expect(ofKind(r, 'unplaced').rows[0].figures).toEqual({ death_date: '1980-05', burial_date: null });
    expect(ofKind(r, 'duplicate').rows).toEqual([
      expect.objectContaining({ id: m.twins[0], ids: m.twins, figures: { birth_date: '1900-01-02', death_date: '1979-09-09', count: 2 } }),
      expect.objectContaining({ id: m.aboutTwins[0], ids: m.aboutTwins, figures: { birth_date: null, death_date: '~1879', count: 2 } }),
    ]);
    expect(idsOf(r, 'unbalanced')).toEqual([m.badOrder]);
    expect(ofKind(r, 'unbalanced').rows[0].figures).toMatchObject({ paid: 300, charges: 0, refunds: 0, total: 800, balance: 500 });
    expect(r.exceptions.map((e) => [e.kind, e.total])).toEqual([
      ['over_capacity', 1],
      ['occupied_unregistered', 1],
      ['unplaced', 2],
      ['duplicate', 2],
      ['unbalanced', 1],
    ]);
  });

  it("never counts or links the other channel's registrations and orders", async () => {
    const inside = await report(5);
    const outside = await report(4);
    const m = (world as World & { made: Made }).made;
    const insideIds = inside.exceptions.flatMap((e) => e.rows.flatMap((row) => [row.id, ...(row.ids ?? [])]));
    for (const id of [m.outsideUnplaced, ...m.outsideTwins, m.outsideBadOrder]) expect(insideIds).not.toContain(id);
    // The shared plot holds one registration of each channel: over capacity for neither.
    expect(idsOf(inside, 'over_capacity')).not.toContain(m.sharedPlot);
    expect(idsOf(outside, 'over_capacity')).toEqual([]);
    // The outside channel's own exceptions, and the plot it sold without a registration.
    expect(idsOf(outside, 'unplaced').sort()).toEqual([m.outsideUnplaced, ...m.outsideTwins].sort());
    expect(ofKind(outside, 'duplicate').rows.map((row) => row.ids)).toEqual([m.outsideTwins]);
    expect(idsOf(outside, 'unbalanced')).toEqual([m.outsideBadOrder]);
    expect(idsOf(outside, 'occupied_unregistered')).toEqual([m.buriedBare, m.outsideSale].sort((a, b) => a - b));
    // The same plots and figures per area for both: plots are shared.
    expect(outside.areas).toEqual(inside.areas);
  });

  it('reads the same report in slices of a few ids (the embedded database) as in one statement per list', async () => {
    for (const channel of ['inside', 'outside'] as const) {
      const whole = await reconcileReport(privileged(world.database.db), appConfig, channel, false);
      expect(await reconcileReport(privileged(world.database.db), appConfig, channel, true, 2)).toEqual(whole);
      expect(await reconcileReport(privileged(world.database.db), appConfig, channel, true, 5)).toEqual(whole);
    }
  });

  it('is for managers and administrators only', async () => {
    for (const level of [1, 3] as const) {
      const res = await world.call(level, '/index/reconcile/report', {});
      expect([level, res.status, res.body.data.code]).toEqual([level, 403, 'forbidden']);
    }
    const res = await world.call(2, '/index/reconcile/report', { channel: 'outside' });
    expect([res.status, res.body.data.code]).toEqual([400, 'unknown_key']);
  });
});
