/**
 * seedDemo(database): the demo cemetery (src/server/seed/demoData.ts) and the daily statistics
 * snapshots of its past (./history.ts) written in one transaction with multi-row inserts, then
 * ANALYZE so the planner knows the new row counts.
 * Expects a migrated, empty database (main.ts seeds a fresh embedded one; `npm run seed`
 * checks before calling).
 */
import { sql } from 'kysely';
import type { Database, Db } from '../db/database';
import { dayOf } from '../clock/clock';
import { fromCents } from '../kernel/money';
import { hashPassword, type ScryptParams } from '../auth/password';
import { SNAPSHOT_BALANCE, SNAPSHOT_DAY, SNAPSHOT_PLOT, ensureSnapshotSchema } from '../stats/snapshots/schema';
import { buildDemoData, type DemoOptions } from './demoData';
import { demoHistory, type DayState } from './history';
import { idOf, insertRows } from './insert';
import type { DemoData } from './rows';
import { demoSettings } from './settingsText';
import { writeDemoSnapshots } from './snapshots';
import { writeDemoShuttles } from './shuttles';
import { DEMO_PASSWORD } from './users';
import { demoTerms } from './terms';
import { writeDemoWork } from './workInsert';
import { writeDemoColumbarium } from './columbarium';
import { writeDemoVisits } from './visits';
import { writeDemoParkMap } from './parkmap';

export interface DemoSummary {
  users: number;
  areas: number;
  plots: number;
  orders: number;
  payments: number;
  members: number;
  messages: number;
  /** Days with a statistics snapshot, from the first order's day to yesterday. */
  snapshots: number;
}

/** 2^14 (16 MiB, some 50 ms): enough for a password everyone knows, cheap for 13 accounts at every fresh start. */
const DEMO_HASH_PARAMS: ScryptParams = { ln: 14, r: 8, p: 1 };

const SEEDED_TABLES = [
  'user', 'setting', 'tomb_area', 'tomb_room', 'tomb_shelf', 'tomb_burialslot', 'tomb_order', 'tomb_payment', 'member', 'message', 'work_order', 'mgmt_term', 'visit_slot', 'visit_booking', 'visit_checkin', 'map_feature',
  SNAPSHOT_DAY, SNAPSHOT_PLOT, SNAPSHOT_BALANCE,
];

const writeSettings = async (trx: Db): Promise<void> => {
  const updated = await trx.updateTable('setting').set(demoSettings).where('id', '=', 1).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await trx.insertInto('setting').values({ id: 1, ...demoSettings }).execute();
};

const writeAll = async (trx: Db, data: DemoData, history: readonly DayState[], passwordHashes: readonly string[], today: string, now: Date): Promise<void> => {
  const users = await insertRows(
    trx,
    'user',
    data.users.map((u, i) => ({ ...u, password_hash: passwordHashes[i], demo: true })),
    'mobile',
  );
  await writeSettings(trx);
  const areas = await insertRows(trx, 'tomb_area', data.areas, 'code');
  const rooms = await insertRows(
    trx,
    'tomb_room',
    data.rooms.map(({ area_code, ...r }) => ({ ...r, area_id: idOf(areas, area_code) })),
    'code',
  );
  const shelves = await insertRows(
    trx,
    'tomb_shelf',
    data.shelves.map(({ area_code, room_code, ...s }) => ({ ...s, area_id: idOf(areas, area_code), room_id: idOf(rooms, room_code) })),
    'code',
  );
  const plots = await insertRows(
    trx,
    'tomb_burialslot',
    data.plots.map(({ area_code, room_code, shelf_code, price, ...p }) => ({
      ...p,
      price: fromCents(price),
      area_id: idOf(areas, area_code),
      room_id: idOf(rooms, room_code),
      shelf_id: idOf(shelves, shelf_code),
    })),
    'code',
  );
  const orders = await insertRows(
    trx,
    'tomb_order',
    data.orders.map(({ plot_code, salesperson_mobile, ended_on: _ended, ...o }) => ({
      ...o,
      burialslot_id: idOf(plots, plot_code),
      salesperson_id: idOf(users, salesperson_mobile),
      price: fromCents(o.price),
      discount: fromCents(o.discount),
      maintenance_fee: fromCents(o.maintenance_fee),
      engraving_fee: fromCents(o.engraving_fee),
      burial_fee: fromCents(o.burial_fee),
      other_fee: fromCents(o.other_fee),
      total: fromCents(o.total),
      paid: fromCents(o.paid),
      balance: fromCents(o.balance),
    })),
    'order_no',
  );
  await insertRows(
    trx,
    'tomb_payment',
    data.payments.map(({ order_no, operator_mobile, amount, ...p }) => ({
      ...p,
      amount: fromCents(amount),
      order_id: idOf(orders, order_no),
      operator_id: idOf(users, operator_mobile),
      created_at: p.paid_at,
      updated_at: p.paid_at,
    })),
  );
  await insertRows(
    trx,
    'member',
    data.members.map(({ plot_code, order_no, ...m }) => ({
      ...m,
      burialslot_id: idOf(plots, plot_code),
      order_id: idOf(orders, order_no),
      updated_at: m.created_at,
    })),
  );
  await insertRows(
    trx,
    'message',
    data.messages.map(({ submit_user_mobile, order_no, url, ...m }) => ({
      ...m,
      submit_user_id: idOf(users, submit_user_mobile),
      url: order_no ? `${url}/${idOf(orders, order_no)}` : url,
      created_at: m.submit_date,
      updated_at: m.submit_date,
    })),
  );
  await insertRows(
    trx,
    'mgmt_term',
    demoTerms(data, today, demoSettings).map(({ order_no, plot_code, area_code, ...t }) => ({
      ...t,
      order_id: idOf(orders, order_no),
      burialslot_id: idOf(plots, plot_code),
      area_id: idOf(areas, area_code),
    })),
  );
  await writeDemoSnapshots(trx, history, users, now);
  await writeDemoWork(trx, data, today, { users, plots, orders });
  await writeDemoColumbarium(trx, today, users);
  // The drawn park over the areas, rows and plots (docs/map.md).
  await writeDemoParkMap(trx);
  await writeDemoVisits(trx, today, now, users);
  // After the visit days and bookings: departures on those days, some seats booked.
  await writeDemoShuttles(trx, today, users);
};

export const seedDemo = async (database: Database, opts: DemoOptions = {}): Promise<DemoSummary> => {
  const now = opts.now ?? new Date();
  const today = opts.today ?? dayOf(now);
  const data = buildDemoData({ ...opts, today });
  const history = demoHistory(data, today);
  // Outside the transaction (PGlite has one connection). Each account gets its own salt, so no
  // two stored hashes are alike; at a lower cost than a chosen password's, since this one is
  // published: a sign-in rehashes it at today's cost (needsRehash), a change replaces it.
  const passwordHashes = await Promise.all(data.users.map(() => hashPassword(DEMO_PASSWORD, DEMO_HASH_PARAMS)));
  await ensureSnapshotSchema({ database });
  await database.transaction((trx) => writeAll(trx, data, history, passwordHashes, today, now));
  for (const table of SEEDED_TABLES) await sql`ANALYZE ${sql.table(table)}`.execute(database.db);
  return {
    users: data.users.length,
    areas: data.areas.length,
    plots: data.plots.length,
    orders: data.orders.length,
    payments: data.payments.length,
    members: data.members.length,
    messages: data.messages.length,
    snapshots: history.length,
  };
};
