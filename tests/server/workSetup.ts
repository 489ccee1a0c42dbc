/**
 * The work tests' helpers on the domain world (tests/server/domainSetup.ts): a fully paid order
 * with its deceased registered, work orders written straight to the database in any status,
 * and the work actions over the real HTTP calls.
 */
import type { Level } from '../../src/config/types';
import type { Row } from '../../src/server/hooks/registry';
import { CallRefused, type World } from './domainSetup';

let plotNo = 100;

/** Post an action; a refusal rejects with CallRefused (its code and HTTP status). */
export const act = async (w: World, level: Level, path: string, body: unknown): Promise<Row> => {
  const res = await w.call(level, `/index/admin.work_order/${path}`, body);
  if (res.body.status !== 200) throw new CallRefused(String(res.body.data?.code), res.status);
  return res.body.data as Row;
};

/** The refusal's message as the caller reads it (the world asks in English). */
export const refusalText = async (w: World, level: Level, path: string, body: unknown): Promise<{ code: string; msg: string; http: number }> => {
  const res = await w.call(level, `/index/admin.work_order/${path}`, body);
  return { code: String(res.body.data?.code ?? 'ok'), msg: res.body.msg, http: res.status };
};

export const move = (w: World, level: Level, work: Row, status: string, reason?: string): Promise<Row> =>
  act(w, level, 'move', { id: work.id, version: work.version, status, ...(reason === undefined ? {} : { reason }) });

export const newPlot = (w: World, type: 'single' | 'family' = 'single'): Promise<number> => {
  plotNo += 1;
  return w.addPlot(`W-${plotNo}`, { column_no: plotNo, type, capacity: type === 'family' ? 3 : 1 });
};

/** An order of the level's channel on a new plot: reserved, or signed and fully paid, with its deceased registered. */
export const orderOn = async (w: World, level: Level, state: 'reserved' | 'contracted' | 'paid', withMember = true): Promise<{ order: Row; plot: number; member?: Row }> => {
  const plot = await newPlot(w);
  let order = await w.create(level, 'tomb_order', { burialslot_id: plot, buyer_name: '王五', buyer_phone: '13800003333' });
  if (state !== 'reserved') {
    const signed = await w.call(level, '/index/admin.tomb_order/sign', { id: order.id, version: order.version });
    order = signed.body.data as Row;
  }
  if (state === 'paid') {
    await w.create(level, 'tomb_payment', { order_id: order.id, kind: 'charge', item: 'plot_price', method: 'cash', amount: Number(order.balance) });
    order = await w.row('tomb_order', Number(order.id));
  }
  const registrar: Level = w.actor(level).channel === 'inside' ? 1 : 3;
  const member = withMember
    ? await w.create(registrar, 'member', { name: '王老先生', applicant_name: '王五', applicant_phone: '13800003333', death_date: '2026-11-01', order_id: order.id })
    : undefined;
  return { order: await w.row('tomb_order', Number(order.id)), plot, member };
};

let workNo = 0;

/** A work order written straight to the database (the status under test, any fields). */
export const insertWork = async (w: World, values: Row): Promise<Row> => {
  workNo += 1;
  return (await w.database.db
    .insertInto('work_order')
    .values({ work_no: `T${workNo}`, channel: 'inside', status: 'requested', duration_minutes: 60, ...values })
    .returningAll()
    .executeTakeFirstOrThrow()) as Row;
};

/** A local time on the world's day (23 November 2026) as an ISO instant. */
export const at = (hour: number, minute = 0, day = 23): string => new Date(2026, 10, day, hour, minute).toISOString();
