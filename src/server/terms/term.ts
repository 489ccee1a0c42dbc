/**
 * A sold plot's management term (docs/terms.md): opened when its order is paid (the years paid
 * at sale, from the day the contract was signed), closed when the sale ends (cancelled,
 * refunded, expired). Run inside the transaction that moved the order (an afterStatus hook),
 * and once after start for the orders paid before terms existed (backfill).
 */
import { owesNothing } from '../../rules/orderMoney';
import { termEnd, termPolicyOf, yearlyFeeForPlot, type TermPolicy } from '../../rules/terms';
import type { Channel } from '../../config/types';
import { dayOf, clockOf } from '../clock/clock';
import type { FastifyInstance } from 'fastify';
import { privilegedTransaction } from '../data/door';
import { inBatches } from '../jobs/batches';
import { fromCents } from '../kernel/money';
import { insertRow, updateRow } from '../data/logged';
import type { TypedDb as Trx, ValuesOf } from '../db/tables';
import { readSettingRow } from '../kernel/settings';
import type { Row, StatusContext } from '../hooks/registry';

const SETTING_COLUMNS = [
  'maintenance_fee_per_year',
  'maintenance_fee_double',
  'maintenance_fee_family',
  'term_window_days',
  'term_overdue_days',
  'term_grace_days',
  'term_rate_percent',
  'term_discount_min_years',
  'term_discount_percent',
] as const;

export const readTermSettings = async (trx: Trx): Promise<{ row: Row; policy: TermPolicy }> => {
  const row = await readSettingRow(trx, SETTING_COLUMNS);
  return { row, policy: termPolicyOf(row) };
};

/** Small: on the embedded database a batch holds its only connection (the other users wait for it). */
const BACKFILL_BATCH = 200;
const SOLD: readonly unknown[] = ['paid', 'completed'];

/** The values of the term of a paid order, on its plot. */
export const termValues = (order: Row, plot: Row, settings: Row, today: string): Row => {
  const from = String(order.signed_at ?? '').slice(0, 10) || today;
  const years = Number(order.maintenance_years ?? 0) || 0;
  return {
    order_id: order.id,
    burialslot_id: order.burialslot_id,
    area_id: plot.area_id,
    channel: order.channel,
    holder_name: order.buyer_name,
    holder_phone: order.buyer_phone ?? null,
    holder_address: order.buyer_address ?? null,
    unit: 'year',
    paid_from: from,
    periods: years,
    paid_until: termEnd(from, years, 'year'),
    yearly_fee: fromCents(yearlyFeeForPlot(plot, settings)),
    status: 'active',
  };
};

/** The order moved: a paid order gets its term, a sale that ended closes it. */
export const followOrder = async (ctx: StatusContext, _before: Row, order: Row): Promise<void> => {
  if (!ctx.app.resources.mgmt_term) return;
  const term = await ctx.db.selectFrom('mgmt_term').select(['id', 'status']).where('order_id', '=', Number(order.id)).forUpdate().executeTakeFirst();
  if (SOLD.includes(order.status)) {
    if (term) return;
    const plot = (await ctx.db.selectFrom('tomb_burialslot').selectAll().where('id', '=', Number(order.burialslot_id)).executeTakeFirst());
    if (!plot) return;
    const { row } = await readTermSettings(ctx.db);
    await insertRow(ctx, 'mgmt_term', termValues(order, plot, row, dayOf(clockOf(ctx.app).now())) as ValuesOf<'mgmt_term'>, order.channel as Channel);
  } else if (term && term.status !== 'closed' && owesNothing(order.status)) {
    const full = (await ctx.db.selectFrom('mgmt_term').selectAll().where('id', '=', term.id).executeTakeFirstOrThrow());
    await updateRow(ctx, 'mgmt_term', full, { status: 'closed' }, order.channel as Channel);
  }
};

/**
 * The terms of the orders paid or completed that have none (a database from before terms), by
 * batches of BACKFILL_BATCH: after start, in the background (../jobs/startup.ts). Fee and dates
 * by the same rules as termValues. Each batch holds the orders still (SHARE: a status change
 * running now ends first and its term is seen; one that starts waits for the batch), so an order
 * moved meanwhile never gets two terms.
 */
export const backfillTerms = (app: Pick<FastifyInstance, 'database'>, today: string): Promise<number> =>
  inBatches((fn: (db: Trx) => Promise<number>) => privilegedTransaction(app, fn), { size: BACKFILL_BATCH, holding: 'tomb_order' }, async (db, size) => {
    const missing = await db
      .selectFrom('tomb_order as o')
      .innerJoin('tomb_burialslot as p', 'p.id', 'o.burialslot_id')
      .leftJoin('mgmt_term as t', 't.order_id', 'o.id')
      .where('o.status', 'in', ['paid', 'completed'])
      .where('t.id', 'is', null)
      .select(['o.id', 'o.burialslot_id', 'o.channel', 'o.buyer_name', 'o.buyer_phone', 'o.buyer_address', 'o.signed_at', 'o.maintenance_years', 'o.status', 'p.area_id', 'p.type', 'p.maintenance_fee_per_year'])
      .limit(size)
      .execute();
    if (missing.length === 0) return 0;
    const settings = await readSettingRow(db, SETTING_COLUMNS);
    await db
      .insertInto('mgmt_term')
      .values(missing.map((m) => termValues(m, m, settings, today)) as ValuesOf<'mgmt_term'>[])
      .execute();
    return missing.length;
  });
