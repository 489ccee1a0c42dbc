/**
 * Imported history (docs/import.md) and the occupied-plot guarantee (docs/operations.md): a
 * register's line goes in as it is (the sale in its real status, dates, price and payments; the
 * burial; the term), and a plot that holds a registered deceased is never offered for sale or
 * sold, by any path, in the application and in the database. The register lines are generated
 * here (no real person's data).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { privileged } from '../../src/server/data/door';
import type { Level } from '../../src/config/types';
import { errorMessage } from '../../src/rules/messages';
import { apiErrorFromDatabase } from '../../src/server/http/dbErrors';
import { ApiError } from '../../src/server/http/errors';
import type { Row } from '../../src/server/hooks/registry';
import type { HistoryRecord, HistoryWritten } from '../../src/server/history/types';
import { writeHistory } from '../../src/server/history/write';
import { buildWorld, CallRefused, outcome } from './domainSetup';
import { forFile } from './helpers/forFile';
import { onPostgres } from './helpers/database';

const w = forFile(() => buildWorld('hist'));
const db = () => w.database.db;
/** The import batch every line of this file is written under (one register). */
let BATCH = 0;
beforeAll(async () => {
  const row = await db()
    .insertInto('import_batch')
    .values({ user_id: w.actor(1).userId, channel: 'inside', file_name: 'register.csv', table_name: 'register', rows: 0, counts: '{}', status: 'committed' })
    .returning('id')
    .executeTakeFirstOrThrow();
  BATCH = Number(row.id);
});

let nextCode = 100;
/** A fresh plot of the world's shelf. */
const plot = (type: 'single' | 'family' = 'single', capacity = 1) => {
  nextCode += 1;
  return w.addPlot(`H-${nextCode}`, { column_no: nextCode, type, capacity });
};

const write = (record: HistoryRecord, level: Level = 1): Promise<HistoryWritten> =>
  w.database.transaction((trx) => writeHistory({ db: privileged(trx), actor: w.actor(level), app: w.app }, BATCH, record));

/** The error code and English message a write refuses with. */
const refusal = async (p: Promise<unknown>): Promise<{ code: string; msg: string }> => {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return { code: e.code, msg: errorMessage(e.code, 'en', e.params as Record<string, string | number>) };
    const api = apiErrorFromDatabase(e);
    if (api) return { code: api.code, msg: '' };
    throw e;
  }
  return { code: 'ok', msg: '' };
};

const rows = async (table: string, column: string, value: unknown): Promise<Row[]> =>
  (await db().selectFrom(table).selectAll().where(column, '=', value).orderBy('id').execute()) as Row[];

const day = (v: unknown): string => (v instanceof Date ? `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}` : String(v).slice(0, 10));

describe(`imported history (${onPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('writes a sale completed years ago in its real status, dates, price and payments, and the burial makes the plot buried', async () => {
    const p = await plot();
    const out = await write({
      line: 2,
      plotIds: [p],
      order: {
        status: 'completed',
        buyerName: 'Ada Testperson',
        price: 1200,
        soldOn: '1979-03-12',
        payments: [
          { amount: 200, paidAt: '1979-03-12', method: 'cash' },
          { amount: 1000, paidAt: '1979-06-01' },
        ],
      },
      burials: [{ name: 'Ezra Testperson', death_date: '1979-05-20', burial_date: '1979-05-24' }],
    });
    expect(out.orders).toHaveLength(1);
    expect(out.payments).toHaveLength(2);
    expect(out.members).toHaveLength(1);
    const [order] = await rows('tomb_order', 'id', out.orders[0]);
    expect(order).toMatchObject({ status: 'completed', buyer_name: 'Ada Testperson', buyer_phone: null, import_batch_id: BATCH, salesperson_id: null, reserved_until: null });
    expect([Number(order.price), Number(order.total), Number(order.paid), Number(order.balance)]).toEqual([1200, 1200, 1200, 0]);
    // No fee added: the register's price is the whole sale.
    expect([Number(order.maintenance_fee), Number(order.maintenance_years)]).toEqual([0, 0]);
    expect(day(order.created_at)).toBe('1979-03-12');
    expect(day(order.signed_at)).toBe('1979-03-12');
    // Numbered in the series of the day it is entered (the world's day), never dated 1979.
    expect(String(order.order_no)).toMatch(/^O20261123\d{4}$/);
    expect(String(order.contract_no)).toMatch(/^C2026\d{5}$/);
    const payments = await rows('tomb_payment', 'order_id', order.id);
    expect(payments.map((x) => [Number(x.amount), x.method, x.operator_id, x.import_batch_id])).toEqual([
      [200, 'cash', null, BATCH],
      [1000, null, null, BATCH],
    ]);
    expect(String(payments[1].receipt_no)).toMatch(/^R20261123\d{4}$/);
    expect(day(payments[1].paid_at)).toBe('1979-06-01');
    const [member] = await rows('member', 'id', out.members[0]);
    expect(member).toMatchObject({ order_id: order.id, burialslot_id: p, applicant_name: null, applicant_phone: null, import_batch_id: BATCH });
    expect(day(member.burial_date)).toBe('1979-05-24');
    expect((await w.row('tomb_burialslot', p)).status).toBe('buried');
    // Through the operation log like every write.
    const logged = await db().selectFrom('operation_log').select(['table_name', 'row_id']).where('row_id', '=', Number(order.id)).where('table_name', '=', 'tomb_order').execute();
    expect(logged.length).toBeGreaterThan(0);
  });

  it('registers a historical burial with no sale record and no applicant, and the map shows the grave as buried', async () => {
    const p = await plot();
    const out = await write({ line: 3, plotIds: [p], burials: [{ name: 'Mara Testperson', burial_date: '1923-11-02' }] });
    expect(out.orders).toEqual([]);
    const [member] = await rows('member', 'id', out.members[0]);
    expect(member).toMatchObject({ order_id: null, burialslot_id: p, applicant_name: null, applicant_phone: null });
    const map = await w.call(5, '/index/admin.tomb_burialslot/map', { area_id: w.areaId });
    const { columns, plots } = map.body.data as { columns: string[]; plots: unknown[][] };
    const onMap = plots.find((r) => r[columns.indexOf('id')] === p)!;
    expect(onMap[columns.indexOf('status')]).toBe('buried');
    const occupancy = await w.call(5, '/index/admin.tomb_burialslot/occupancy', { id: p });
    expect(occupancy.body.data).toEqual({ registered: 1, elsewhere: 0 });
  });

  it('writes one order per plot for "29 & 30", the figures shared out to the cent, the burial on the first plot', async () => {
    const [a, b] = [await plot(), await plot()];
    const out = await write({
      line: 4,
      plotIds: [b, a],
      order: { status: 'paid', orderNo: 'REG-29', buyerName: 'Family Testperson', price: 1000.01, soldOn: '1960-01-15', payments: [{ amount: 1000.01, paidAt: '1960-01-15', method: 'cash' }] },
      burials: [{ name: 'Otto Testperson', burial_date: '1961-02-03' }],
      term: { paidUntil: '2030-12-31', yearlyFee: 30 },
    });
    const orders = await Promise.all(out.orders.map(async (id) => (await rows('tomb_order', 'id', id))[0]));
    expect(orders.map((o) => [o.order_no, o.burialslot_id, o.status, o.buyer_name, Number(o.total), Number(o.paid), Number(o.balance)])).toEqual([
      ['REG-29', a, 'paid', 'Family Testperson', 500.01, 500.01, 0],
      ['REG-29-2', b, 'paid', 'Family Testperson', 500, 500, 0],
    ]);
    expect((await w.row('tomb_burialslot', a)).status).toBe('buried');
    expect((await w.row('tomb_burialslot', b)).status).toBe('sold');
    const terms = await Promise.all(out.terms.map(async (id) => (await rows('mgmt_term', 'id', id))[0]));
    expect(terms.map((t) => [t.burialslot_id, t.holder_name, day(t.paid_until), Number(t.yearly_fee), t.import_batch_id])).toEqual([
      [a, 'Family Testperson', '2030-12-31', 15, BATCH],
      [b, 'Family Testperson', '2030-12-31', 15, BATCH],
    ]);
    // A second line of the same family's lot, repeating the sale: its burial joins the order, nothing is sold twice.
    const again = await write({
      line: 5,
      plotIds: [a, b],
      order: { status: 'paid', orderNo: 'REG-29', buyerName: 'Family Testperson', price: 1000.01, payments: [] },
      burials: [{ name: 'Lena Testperson', burial_date: '1970-01-01' }],
    });
    expect(again.orders).toEqual([]);
    const [second] = await rows('member', 'id', again.members[0]);
    expect(second).toMatchObject({ burialslot_id: b, order_id: orders[1].id });
    expect((await w.row('tomb_burialslot', b)).status).toBe('buried');
  });

  it('takes a family lot\'s other plot off sale when the line has no sale record ("29 & 30", one burial)', async () => {
    const [a, b] = [await plot(), await plot()];
    await write({ line: 9, plotIds: [a, b], burials: [{ name: 'Ada Testperson', burial_date: '1931-05-06' }] });
    expect((await w.row('tomb_burialslot', a)).status).toBe('buried');
    const other = await w.row('tomb_burialslot', b);
    const codeA = String((await w.row('tomb_burialslot', a)).code);
    expect(other.status).toBe('unavailable');
    expect(String(other.status_reason)).toContain(`register line 9, with ${codeA}`);
    // Not for sale: a new order on it is refused as on any plot taken off sale.
    const order = await w.call(1, '/index/admin.tomb_order/create', { burialslot_id: b, buyer_name: 'Stranger Testperson', buyer_phone: '13800009999' });
    expect(order.body.data?.code).toBe('plot_unavailable');
  });

  it('refuses a burial beyond the capacity, naming the line, the plot and its capacity', async () => {
    const p = await plot();
    await write({ line: 6, plotIds: [p], burials: [{ name: 'First Testperson' }] });
    const r = await refusal(write({ line: 7, plotIds: [p], burials: [{ name: 'Second Testperson' }] }));
    const code = String((await w.row('tomb_burialslot', p)).code);
    expect(r).toEqual({ code: 'history_capacity', msg: `Line 7: plot ${code} holds at most 1 deceased; with this line it would hold 2` });
    expect(await rows('member', 'burialslot_id', p)).toHaveLength(1);
  });

  it('waives the applicant only for imported history: the form and the database still require it elsewhere', async () => {
    const p = await plot();
    const order = await w.create(1, 'tomb_order', { burialslot_id: p, buyer_name: 'Buyer Testperson', buyer_phone: '13800001111' });
    expect(await outcome(w.create(1, 'member', { name: 'No Applicant', order_id: order.id }))).toBe('validation');
    const raw = db().insertInto('member').values({ name: 'Raw', channel: 'inside', burialslot_id: p, order_id: order.id }).execute();
    await expect(raw).rejects.toThrow(/member_history_required|check constraint/);
    expect(await outcome(w.create(1, 'tomb_order', { burialslot_id: await plot() }))).toBe('validation');
    // An edit (a form sends the whole record): imported history keeps its empty applicant, the rest must have one.
    const history = await write({ line: 9, plotIds: [await plot()], burials: [{ name: 'Edited Testperson' }] });
    const edited = await w.update(1, 'member', history.members[0], { remark: 'stone repaired', applicant_name: null, applicant_phone: '' });
    expect(edited).toMatchObject({ remark: 'stone repaired', applicant_name: null });
    const current = await w.create(1, 'member', { name: 'Current', applicant_name: 'A Testperson', applicant_phone: '13800001111', order_id: order.id });
    expect(await outcome(w.update(1, 'member', Number(current.id), { remark: 'x', applicant_name: null }))).toBe('validation');
    expect(await outcome(w.call(1, '/index/admin.member/update', { ids: [history.members[0], Number(current.id)], applicant_phone: null }).then((r) => { if (r.body.status !== 200) throw new CallRefused(String(r.body.data.code), r.status); }))).toBe('validation');
  });

  it('never reprices imported history: its amounts are kept, other fields stay editable', async () => {
    const p = await plot();
    const out = await write({ line: 8, plotIds: [p], order: { status: 'contracted', buyerName: 'Kept Testperson', price: 800, soldOn: '1990-05-05', payments: [] }, burials: [] });
    const [order] = await rows('tomb_order', 'id', out.orders[0]);
    expect(await outcome(w.update(5, 'tomb_order', Number(order.id), { discount: 100 }))).toBe('history_amounts');
    // A form sends the whole record: the amounts as they are pass, and nothing is recomputed.
    const edited = await w.update(5, 'tomb_order', Number(order.id), { remark: 'checked against the ledger', maintenance_years: 0, discount: 0 });
    expect(edited.remark).toBe('checked against the ledger');
    expect(await outcome(w.update(5, 'tomb_order', Number(order.id), { maintenance_years: 30 }))).toBe('history_amounts');
    const [after] = await rows('tomb_order', 'id', order.id);
    expect([Number(after.total), Number(after.maintenance_fee), Number(after.balance)]).toEqual([800, 0, 800]);
  });
});

describe('a plot that holds a registered deceased is never offered for sale or sold', () => {
  it('refuses a new order and a manual "available" on a historic grave', async () => {
    const p = await plot();
    await write({ line: 10, plotIds: [p], burials: [{ name: 'Grave Testperson', burial_date: '1950-01-01' }] });
    expect(await outcome(w.create(1, 'tomb_order', { burialslot_id: p, buyer_name: 'New Buyer', buyer_phone: '13800001111' }))).toBe('plot_unavailable');
    const version = Number((await w.row('tomb_burialslot', p)).version);
    for (const status of ['available', 'unavailable']) {
      const res = await w.call(5, '/index/admin.tomb_burialslot/set_status', { id: p, version, status, reason: 'cleanup' });
      expect(res.body.data.code).toBe('plot_occupied');
      expect(res.body.msg).toBe(`Plot ${String((await w.row('tomb_burialslot', p)).code)} holds a registered deceased: it is never offered for sale or sold`);
    }
    expect((await w.row('tomb_burialslot', p)).status).toBe('buried');
  });

  it('the database refuses it too, whatever writes: the plot back on sale, a new sale, a deceased beside another sale', async () => {
    const p = await plot();
    await write({ line: 11, plotIds: [p], burials: [{ name: 'Guarded Testperson' }] });
    const back = await refusal(db().updateTable('tomb_burialslot').set({ status: 'available' }).where('id', '=', p).execute());
    expect(back.code).toBe('plot_occupied');
    const sale = await refusal(
      db().insertInto('tomb_order').values({ order_no: 'RAW-1', burialslot_id: p, status: 'reserved', buyer_name: 'Raw', buyer_phone: '13800001111', channel: 'inside', price: 1, total: 1, paid: 0, balance: 1 }).execute(),
    );
    expect(sale.code).toBe('plot_occupied');
    // A registration beside another family's sale, without its order.
    const sold = await plot();
    await w.create(1, 'tomb_order', { burialslot_id: sold, buyer_name: 'Buyer Testperson', buyer_phone: '13800001111' });
    const beside = await refusal(db().insertInto('member').values({ name: 'Raw', channel: 'inside', burialslot_id: sold, applicant_name: 'A', applicant_phone: '13800001111' }).execute());
    expect(beside.code).toBe('plot_occupied');
  });

  // (Deleting such an order is refused anyway: its registration refers to it.)
  it('cancel and refund of an order whose plot holds a deceased keep the plot occupied', async () => {
    const cases: [string, (o: Row) => Promise<unknown>][] = [
      ['cancel', (o) => w.call(1, '/index/admin.tomb_order/cancel', { id: o.id, version: o.version, reason: 'family moved' })],
      ['refund', (o) => w.call(5, '/index/admin.tomb_order/refund', { id: o.id, version: o.version, reason: 'family moved', method: 'cash' })],
    ];
    for (const [action, run] of cases) {
      const p = await plot();
      const order = await w.create(1, 'tomb_order', { burialslot_id: p, buyer_name: 'Buyer Testperson', buyer_phone: '13800001111' });
      await w.create(1, 'tomb_payment', { order_id: order.id, kind: 'charge', item: 'deposit', method: 'cash', amount: 100 });
      await w.create(1, 'member', { name: `Deceased ${action}`, applicant_name: 'A Testperson', applicant_phone: '13800001111', order_id: order.id });
      const res = (await run(await w.row('tomb_order', Number(order.id)))) as { body: { status: number } };
      expect(res.body.status, action).toBe(200);
      expect((await w.row('tomb_burialslot', p)).status, action).toBe('buried');
      expect(await outcome(w.create(3, 'tomb_order', { burialslot_id: p, buyer_name: 'Next Buyer', buyer_phone: '13800002222' })), action).toBe('plot_unavailable');
    }
  });

  it('the expiry job over imported history expires nothing, and the graves stay buried', async () => {
    const reserved = await plot();
    const grave = await plot();
    const living = await plot();
    const a = await write({ line: 12, plotIds: [reserved], order: { status: 'reserved', buyerName: 'Reserved Testperson', soldOn: '2001-01-01', payments: [] }, burials: [] });
    await write({ line: 13, plotIds: [grave], order: { status: 'reserved', buyerName: 'Grave Testperson', soldOn: '1980-01-01', payments: [] }, burials: [{ name: 'In Grave', burial_date: '1980-02-02' }] });
    // The office gave both a reservation date (an edit any clerk may make), and a new reservation holds a pre-registered deceased.
    for (const id of [...a.orders]) await w.update(1, 'tomb_order', id, { reserved_until: '2026-11-25' });
    const graveOrder = (await rows('tomb_order', 'burialslot_id', grave))[0];
    await w.update(1, 'tomb_order', Number(graveOrder.id), { reserved_until: '2026-11-25' });
    const fresh = await w.create(1, 'tomb_order', { burialslot_id: living, buyer_name: 'Living Testperson', buyer_phone: '13800001111', reserved_until: '2026-11-25' });
    await w.create(1, 'member', { name: 'Pre Registered', applicant_name: 'A Testperson', applicant_phone: '13800001111', order_id: fresh.id });
    await w.setNow(new Date(2026, 11, 20, 10, 0, 0));
    await w.app.domain.runExpiry();
    const statuses = await db().selectFrom('tomb_order').select(['burialslot_id', 'status']).where('burialslot_id', 'in', [reserved, grave, living]).orderBy('burialslot_id').execute();
    expect(statuses.map((s) => s.status)).toEqual(['reserved', 'reserved', 'reserved']);
    expect((await w.row('tomb_burialslot', reserved)).status).toBe('reserved');
    expect((await w.row('tomb_burialslot', grave)).status).toBe('buried');
    expect((await w.row('tomb_burialslot', living)).status).toBe('reserved');
    await w.setNow(new Date(2026, 10, 23, 10, 0, 0));
  });

  it('a race of new sales against historic burials on the same plots never leaves a sale on an occupied plot', async () => {
    const plots = await Promise.all(Array.from({ length: 8 }, () => plot()));
    const attempts = plots.flatMap((p, i) => [
      w.call(i % 2 === 0 ? 1 : 3, '/index/admin.tomb_order/create', { burialslot_id: p, buyer_name: `Racer ${i}`, buyer_phone: '13800001111' }).then((r) => (r.body.status === 200 ? 'ok' : String(r.body.data.code))),
      refusal(write({ line: 100 + i, plotIds: [p], burials: [{ name: `Racing Grave ${i}`, burial_date: '1930-01-01' }] })).then((r) => r.code),
    ]);
    const results = await Promise.all(attempts);
    for (const [i, p] of plots.entries()) {
      const sales = await db().selectFrom('tomb_order').select('id').where('burialslot_id', '=', p).where('status', 'in', ['reserved', 'contracted', 'paid', 'completed']).where('import_batch_id', 'is', null).execute();
      const deceased = await rows('member', 'burialslot_id', p);
      expect(sales.length > 0 && deceased.length > 0, `plot ${i}`).toBe(false);
      // Exactly one of the two won: the other was refused with what the user can act on.
      const [order, burial] = [results[2 * i], results[2 * i + 1]];
      expect([order, burial].filter((r) => r === 'ok'), `plot ${i}`).toHaveLength(1);
      if (order !== 'ok') expect(['plot_unavailable', 'plot_occupied']).toContain(order);
      if (burial !== 'ok') expect(burial).toBe('history_plot_held');
    }
  });
});

describe('a family grave imported without a sale record takes the next burial', () => {
  const applicant = { applicant_name: 'A Testperson', applicant_phone: '13800001111' };

  it('registers the second burial without an order, within the capacity, in the caller\'s channel; the plot stays buried', async () => {
    const p = await plot('family', 2);
    const code = String((await w.row('tomb_burialslot', p)).code);
    const old = await write({ line: 20, plotIds: [p], burials: [{ name: 'Elder Testperson', burial_date: '1961-04-04' }] });
    // Another channel learns nothing of the grave: answered like any plot without an order.
    const other = await w.call(3, '/index/admin.member/create', { name: 'Stranger Testperson', ...applicant, burialslot_id: p });
    expect(other.body.data.code).toBe('plot_has_no_order');
    const next = await w.create(1, 'member', { name: 'Next Testperson', ...applicant, burialslot_id: p, burial_date: '2026-11-20' });
    const [row] = await rows('member', 'id', next.id);
    expect(row).toMatchObject({ name: 'Next Testperson', burialslot_id: p, order_id: null, channel: 'inside', import_batch_id: null });
    expect(day(row.burial_date)).toBe('2026-11-20');
    expect((await w.row('tomb_burialslot', p)).status).toBe('buried');
    expect(await db().selectFrom('tomb_order').select('id').where('burialslot_id', '=', p).execute()).toEqual([]);
    // The imported registration's own burial date can be corrected too.
    const fixed = await w.update(1, 'member', old.members[0], { burial_date: '1961-04-05' });
    expect(day(fixed.burial_date)).toBe('1961-04-05');
    // Capacity still holds, and the refusal names the plot.
    const third = await w.call(1, '/index/admin.member/create', { name: 'Third Testperson', ...applicant, burialslot_id: p });
    expect(third.body.data.code).toBe('capacity_full');
    expect(third.body.msg).toBe(`Plot ${code} is full: it holds at most 2 deceased`);
    expect(await rows('member', 'burialslot_id', p)).toHaveLength(2);
    expect((await w.row('tomb_burialslot', p)).status).toBe('buried');
  });

  it('a plot that is merely available, or occupied without imported history, still needs its order', async () => {
    const free = await plot('family', 3);
    const res = await w.call(1, '/index/admin.member/create', { name: 'Early Testperson', ...applicant, burialslot_id: free });
    expect(res.body.data.code).toBe('plot_has_no_order');
    expect(res.body.msg).toBe('This plot has no active order');
    expect(await rows('member', 'burialslot_id', free)).toEqual([]);
    expect((await w.row('tomb_burialslot', free)).status).toBe('available');
    // A grave of this system whose order was cancelled: a new burial goes through a new arrangement, not around it.
    const p = await plot('family', 3);
    const order = await w.create(1, 'tomb_order', { burialslot_id: p, buyer_name: 'Buyer Testperson', buyer_phone: '13800001111' });
    await w.create(1, 'member', { name: 'Kept Testperson', ...applicant, order_id: order.id });
    const current = await w.row('tomb_order', Number(order.id));
    expect((await w.call(1, '/index/admin.tomb_order/cancel', { id: current.id, version: current.version, reason: 'family moved' })).body.status).toBe(200);
    const again = await w.call(1, '/index/admin.member/create', { name: 'After Testperson', ...applicant, burialslot_id: p });
    expect(again.body.data.code).toBe('plot_has_no_order');
    expect(await rows('member', 'burialslot_id', p)).toHaveLength(1);
  });
});

describe('messages that say what to do', () => {
  it('"This plot is full" names the plot and its capacity', async () => {
    const p = await plot();
    const order = await w.create(1, 'tomb_order', { burialslot_id: p, buyer_name: 'Buyer Testperson', buyer_phone: '13800001111' });
    await w.create(1, 'member', { name: 'One', applicant_name: 'A Testperson', applicant_phone: '13800001111', order_id: order.id });
    const res = await w.call(1, '/index/admin.member/create', { name: 'Two', applicant_name: 'A Testperson', applicant_phone: '13800001111', order_id: order.id });
    const code = String((await w.row('tomb_burialslot', p)).code);
    expect(res.body.data.code).toBe('capacity_full');
    expect(res.body.msg).toBe(`Plot ${code} is full: it holds at most 1 deceased`);
  });

  it('the 1,000-record limit of a bulk edit says so in words', async () => {
    const ids = Array.from({ length: 1001 }, (_, i) => i + 1);
    const res = await w.call(5, '/index/admin.tomb_area/update', { ids, description: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.data.code).toBe('too_many_ids');
    expect(res.body.msg).toBe('At most 1,000 records at a time: select fewer and repeat');
  });
});
