/**
 * The benchmark data, written with INSERT ... SELECT over generate_series: the database does
 * the work (seconds, not minutes, for 450,000 rows). Ids are 1..n in every table (the tables are
 * emptied with RESTART IDENTITY first), so each statement can compute its references from g.
 * Orders i and plots i go together: order statuses and plot statuses agree, and no plot has two
 * active orders. Reservations end in the future so the expiry job leaves them alone.
 */
import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database';
import { VOLUME, benchMobile, plotCount, plotsPerArea } from './volume';

const { areas, roomsPerArea, shelvesPerRoom, plotsPerShelf } = VOLUME;
const rooms = areas * roomsPerArea;
const shelves = rooms * shelvesPerRoom;
const plotsPerRoom = shelvesPerRoom * plotsPerShelf;

/** Order status of order g: 15% reserved, 25% contracted, 20% paid, 20% completed, 10% cancelled, 5% refunded, 5% expired. */
const ORDER_STATUS = sql.raw(`(case
  when g % 20 < 3 then 'reserved' when g % 20 < 8 then 'contracted' when g % 20 < 12 then 'paid'
  when g % 20 < 16 then 'completed' when g % 20 < 18 then 'cancelled' when g % 20 = 18 then 'refunded' else 'expired' end)`);
const PLOT_STATUS = sql.raw(`(case
  when g > ${VOLUME.orders} then (case when g % 50 = 0 then 'unavailable' else 'available' end)
  when g % 20 < 3 then 'reserved' when g % 20 < 12 then 'sold' when g % 20 < 16 then 'buried' else 'available' end)`);
const CHANNEL = sql.raw(`(case when g % 2 = 0 then 'inside' else 'outside' end)`);
/** Staff ids cycle through levels 1..6: id 6k+1 is a level-1 (inside) seller, 6k+3 a level-3 (outside) one. */
const SELLER = sql.raw(`(case when g % 2 = 0 then 1 else 3 end) + 6 * (g % ${Math.floor(VOLUME.staff / 6)})`);
/** Spread over three years before now, deterministic in g. */
const CREATED = sql.raw(`(now() - ((g * 7919) % (3 * 365 * 1440)) * interval '1 minute')`);

export const emptyTables = async (db: Db, tables: readonly string[]): Promise<void> => {
  await sql.raw(`truncate ${tables.map((t) => `"${t}"`).join(', ')} restart identity cascade`).execute(db);
};

export const fillLayout = async (db: Db): Promise<void> => {
  await sql`insert into tomb_area (name, code, sort) select 'Area ' || g, 'A' || g, g from generate_series(1, ${areas}) g`.execute(db);
  await sql`insert into tomb_room (area_id, name, code, sort)
    select (g - 1) / ${roomsPerArea} + 1, 'Room ' || g, 'R' || g, g from generate_series(1, ${rooms}) g`.execute(db);
  await sql`insert into tomb_shelf (area_id, room_id, name, code, sort)
    select (g - 1) / ${roomsPerArea * shelvesPerRoom} + 1, (g - 1) / ${shelvesPerRoom} + 1, 'Row ' || g, 'S' || g, g
    from generate_series(1, ${shelves}) g`.execute(db);
  await sql`insert into tomb_burialslot (area_id, room_id, shelf_id, code, column_no, type, capacity, price, status, created_at)
    select (g - 1) / ${plotsPerArea} + 1, (g - 1) / ${plotsPerRoom} + 1, (g - 1) / ${plotsPerShelf} + 1, 'P' || g,
      (g - 1) % ${plotsPerShelf} + 1, (array['single', 'double', 'family'])[g % 3 + 1], g % 3 + 1,
      20000 + (g % 50) * 1000, ${PLOT_STATUS}, ${CREATED}
    from generate_series(1, ${plotCount}) g`.execute(db);
};

export const fillStaff = async (db: Db, passwordHash: string): Promise<void> => {
  await sql`insert into "user" (mobile, nickname, level, enabled, password_hash, channel)
    select '139' || lpad(g::text, 8, '0'), 'Staff ' || g, (g - 1) % 6 + 1, true, ${passwordHash},
      case when (g - 1) % 6 + 1 in (3, 4, 6) then 'outside' else 'inside' end
    from generate_series(1, ${VOLUME.staff}) g`.execute(db);
  if (benchMobile(1) !== '13900000001') throw new Error('benchMobile and the SQL above must agree');
};

export const fillOrders = async (db: Db): Promise<void> => {
  await sql`insert into tomb_order (order_no, contract_no, burialslot_id, status, buyer_name, buyer_phone, buyer_address, reserved_until,
      price, discount, maintenance_years, maintenance_fee, total, paid, balance, salesperson_id, signed_at, completed_at, channel, created_at)
    select 'B' || lpad(g::text, 9, '0'),
      case when g % 20 between 3 and 15 then 'BC' || lpad(g::text, 9, '0') end,
      g, ${ORDER_STATUS}, 'Buyer ' || g, '138' || lpad(g::text, 8, '0'), 'Street ' || (g % 997),
      case when g % 20 < 3 then current_date + 30 + g % 30 end,
      20000 + (g % 50) * 1000, 0, 20, 2000, 22000 + (g % 50) * 1000,
      case when g % 20 between 8 and 15 then 22000 + (g % 50) * 1000 else 0 end,
      -- What is still owed: nothing once paid, and nothing on a cancelled, refunded or expired
      -- order (src/rules/orderMoney.ts). Written otherwise, the server's first start corrects
      -- 20,000 orders (src/server/domain/schema.ts) and the first timed runs pay for it.
      case when g % 20 < 8 then 22000 + (g % 50) * 1000 else 0 end,
      ${SELLER},
      case when g % 20 between 3 and 15 then (${CREATED})::date end,
      case when g % 20 between 12 and 15 then (${CREATED})::date + 30 end,
      ${CHANNEL}, ${CREATED}
    from generate_series(1, ${VOLUME.orders}) g`.execute(db);
};

export const fillMembers = async (db: Db): Promise<void> => {
  const orders = VOLUME.orders;
  await sql`insert into member (name, gender, id_number, death_date, applicant_name, applicant_phone, burialslot_id, order_id, burial_date, channel, created_at)
    select 'Deceased ' || g, case when g % 2 = 0 then 'male' else 'female' end, null,
      (${CREATED})::date - 3, 'Applicant ' || g, '137' || lpad(g::text, 8, '0'),
      (g - 1) % ${orders} + 1, (g - 1) % ${orders} + 1,
      case when ((g - 1) % ${orders} + 1) % 20 between 12 and 15 then (${CREATED})::date + 30 end,
      case when ((g - 1) % ${orders} + 1) % 2 = 0 then 'inside' else 'outside' end, ${CREATED}
    from generate_series(1, ${VOLUME.members}) g`.execute(db);
};

export const fillPayments = async (db: Db): Promise<void> => {
  await sql`insert into tomb_payment (receipt_no, order_id, kind, item, method, amount, paid_at, operator_id, payer, channel)
    select 'BR' || lpad(g::text, 9, '0'), o.id, 'charge', 'plot_price',
      (array['cash', 'card', 'wechat', 'alipay', 'bank_transfer'])[g % 5 + 1], o.total, o.created_at + interval '1 day',
      o.salesperson_id, o.buyer_name, o.channel
    from generate_series(1, ${VOLUME.payments}) g join tomb_order o on o.id = (g - 1) % ${VOLUME.orders} + 1`.execute(db);
};

export const fillMessages = async (db: Db): Promise<void> => {
  await sql`insert into message (type, receive_user_id, content, submit_date, status, url)
    select 'order', level, 'Order B' || lpad(g::text, 9, '0') || ' needs attention', now() - g * interval '1 hour',
      case when g % 3 = 0 then '未读' else '已读' end, '/order/tombOrderList'
    from generate_series(1, ${VOLUME.messagesPerLevel}) g cross join generate_series(1, 6) level`.execute(db);
};

/** The operation log of three years' work: `entries` edits of orders by the staff (bench/heavy.ts, the log's export). */
export const fillOperationLog = async (db: Db, entries: number): Promise<void> => {
  await sql`insert into operation_log (user_id, action, table_name, row_id, before, after, channel, created_at)
    select 1 + g % ${VOLUME.staff}, 'update', 'tomb_order', 1 + g % ${VOLUME.orders},
      '{"status":"reserved","buyer_name":"Buyer ' || g || '"}', '{"status":"contracted","buyer_name":"Buyer ' || g || '"}',
      ${CHANNEL}, ${CREATED}
    from generate_series(1, ${entries}) g`.execute(db);
};
