/**
 * Writes the demo's work orders (./work.ts) once the plots, orders and users have their ids,
 * and moves the work order id sequence past them, so the next work order's number (WO + id)
 * follows the demo's.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { idOf, insertRows } from './insert';
import type { DemoData } from './rows';
import { demoWork } from './work';

export const writeDemoWork = async (
  trx: Db,
  data: DemoData,
  today: string,
  ids: { users: Map<string, number>; plots: Map<string, number>; orders: Map<string, number> },
): Promise<number> => {
  const rows = demoWork(data, today).map(({ plot_code, order_no, assignee_mobile, approver_mobile, ...w }) => ({
    ...w,
    burialslot_id: idOf(ids.plots, plot_code),
    order_id: order_no ? idOf(ids.orders, order_no) : null,
    assignee_id: assignee_mobile ? idOf(ids.users, assignee_mobile) : null,
    approved_by: approver_mobile ? idOf(ids.users, approver_mobile) : null,
    updated_at: w.completed_at ?? w.created_at,
  }));
  await insertRows(trx, 'work_order', rows);
  if (rows.length > 0) await sql`SELECT setval(pg_get_serial_sequence('work_order', 'id'), (SELECT max(id) FROM work_order))`.execute(trx);
  return rows.length;
};
