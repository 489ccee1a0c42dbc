/** The term tests' helpers: a paid order (its term opened by the server) and the term calls over HTTP. */
import type { Level } from '../../src/config/types';
import type { Row } from '../../src/server/hooks/registry';
import { CallRefused, type World } from './domainSetup';

let plotNo = 500;

export const termCall = async (w: World, level: Level, path: 'renew' | 'refund_renewal', body: unknown): Promise<Row> => {
  const res = await w.call(level, `/index/admin.mgmt_term/${path}`, body);
  if (res.body.status !== 200) throw new CallRefused(String(res.body.data?.code), res.status);
  return res.body.data as Row;
};

/** A fully paid order of the level's channel on a new plot, and the term the server opened for it. */
export const paidOrder = async (w: World, level: Level, years = 20): Promise<{ order: Row; term: Row }> => {
  plotNo += 1;
  const plot = await w.addPlot(`T-${plotNo}`, { column_no: plotNo, type: 'single', capacity: 1 });
  let order = await w.create(level, 'tomb_order', { burialslot_id: plot, buyer_name: '李四', buyer_phone: '13800004444', maintenance_years: years });
  order = (await w.call(level, '/index/admin.tomb_order/sign', { id: order.id, version: order.version })).body.data as Row;
  await w.create(level, 'tomb_payment', { order_id: order.id, kind: 'charge', item: 'plot_price', method: 'cash', amount: Number(order.balance) });
  order = await w.row('tomb_order', Number(order.id));
  const term = (await w.database.db.selectFrom('mgmt_term').selectAll().where('order_id', '=', Number(order.id)).executeTakeFirstOrThrow()) as Row;
  return { order, term };
};

/** Move a term's dates (an old sale): paid from `from` for `periods` years. */
export const setTerm = async (w: World, term: Row, from: string, periods: number, until: string): Promise<Row> =>
  (await w.database.db
    .updateTable('mgmt_term')
    .set({ paid_from: from, periods, paid_until: until })
    .where('id', '=', Number(term.id))
    .returningAll()
    .executeTakeFirstOrThrow()) as Row;

/** "<http status> <code>" of a refused call, or 'ok'. */
export const refusal = async (p: Promise<unknown>): Promise<string> => {
  try {
    await p;
    return 'ok';
  } catch (e) {
    if (e instanceof CallRefused) return `${e.httpStatus} ${e.code}`;
    throw e;
  }
};
