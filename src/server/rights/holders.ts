/**
 * Rights holders (docs/rights.md, "Holders"): who holds a sold plot's right. An order that comes
 * to hold its plot's right (signed) gets its main holder from the buyer, with the first
 * certificate number; an order that ends (cancelled, refunded, expired) ends its holders. The
 * main holder changes only by a transfer (./transfer.ts); co-holders are added by the desk (the
 * generic create, with the rules below). Orders signed before holders existed get theirs from
 * their buyer at start (backfillHolders).
 */
import type { FastifyInstance } from 'fastify';
import { certificateNo, holdsRight } from '../../rules/rights';
import { clockOf, dayOf } from '../clock/clock';
import { privilegedTransaction } from '../data/door';
import { insertRow, lockRow, updateRow, type WriteContext } from '../data/logged';
import type { RowOf, TypedDb } from '../db/tables';
import { ApiError } from '../http/errors';
import type { HookContext, HooksOf, StatusContext } from '../hooks/registry';
import { inBatches } from '../jobs/batches';

type Order = RowOf<'tomb_order'>;
type Holder = RowOf<'rights_holder'>;

/** The holders of an order who hold it now (main first). */
export const currentHolders = (db: TypedDb, orderId: number): Promise<Holder[]> =>
  db.selectFrom('rights_holder').selectAll().where('order_id', '=', orderId).where('until', 'is', null).orderBy('role', 'desc').orderBy('id').execute();

/** The order's main holder now, if any. */
export const currentMain = async (db: TypedDb, orderId: number): Promise<Holder | undefined> =>
  (await currentHolders(db, orderId)).find((h) => h.role === 'main');

/** The certificate number the next main holder of the order gets (the order is locked by the caller). */
export const nextCertificateNo = async (db: TypedDb, order: Pick<Order, 'id' | 'order_no'>): Promise<string> => {
  const mains = await db.selectFrom('rights_holder').select('id').where('order_id', '=', order.id).where('role', '=', 'main').execute();
  return certificateNo(String(order.order_no), mains.length + 1);
};

/** The buyer of an order as its first main holder (the order locked by the caller), unless it has one. */
export const ensureMainFromBuyer = async (ctx: WriteContext, order: Order, today: string): Promise<Holder | undefined> => {
  if (!holdsRight(order.status) || (await currentMain(ctx.db, order.id))) return undefined;
  return insertRow(
    ctx,
    'rights_holder',
    {
      order_id: order.id,
      burialslot_id: order.burialslot_id,
      role: 'main',
      name: order.buyer_name ?? '',
      phone: order.buyer_phone,
      id_number: order.buyer_id_number,
      address: order.buyer_address,
      relation: order.relation,
      since: order.signed_at ?? today,
      source: 'sale',
      certificate_no: await nextCertificateNo(ctx.db, order),
      channel: order.channel,
    },
    order.channel,
  );
};

/** An order's status moved: one that now holds its right gets its main holder; one that ended ends its holders. */
const followOrder = async (ctx: StatusContext, before: Order, after: Order): Promise<void> => {
  const today = dayOf(clockOf(ctx.app).now());
  if (holdsRight(after.status) && !holdsRight(before.status)) await ensureMainFromBuyer(ctx, after, today);
  if (!holdsRight(after.status) && holdsRight(before.status)) {
    for (const h of await currentHolders(ctx.db, after.id)) await updateRow(ctx, 'rights_holder', h, { until: today }, after.channel);
  }
};

export const orderHolderHooks: HooksOf<'tomb_order'> = { afterStatus: followOrder };

/** The order a holder record is of, locked (the caller's channel: another's is not found). */
const lockOrder = async (db: TypedDb, id: unknown): Promise<Order> => {
  const order = await lockRow(db, 'tomb_order', id);
  if (!order) throw new ApiError('not_found', 404, undefined, { order_id: { code: 'not_found' } });
  return order;
};

/**
 * The desk's writes of a holder (the generic create and update): a holder of an order that holds
 * its right; a second main holder is refused (the main holder changes by a transfer); a past
 * holder's record is kept as it was; the dates, source and certificate are the server's.
 */
export const holderHooks: HooksOf<'rights_holder'> = {
  async beforeCreate(ctx: HookContext, data) {
    const order = await lockOrder(ctx.db, data.order_id);
    if (!holdsRight(order.status)) throw new ApiError('holder_needs_right', 409, undefined, { order_id: { code: 'holder_needs_right' } });
    const main = await currentMain(ctx.db, order.id);
    const role = data.role ?? 'co';
    if (role === 'main' && main) throw new ApiError('holder_main_exists', 409, undefined, { role: { code: 'holder_main_exists' } });
    return {
      ...data,
      role,
      burialslot_id: order.burialslot_id,
      since: dayOf(clockOf(ctx.app).now()),
      until: null,
      source: 'added',
      transfer_id: null,
      certificate_no: role === 'main' ? await nextCertificateNo(ctx.db, order) : null,
    };
  },
  async beforeUpdate(ctx: HookContext, before, patch) {
    if (before.until !== null) throw new ApiError('holder_past', 409);
    if (patch.order_id !== undefined && Number(patch.order_id) !== before.order_id) throw new ApiError('forbidden', 403, undefined, { order_id: { code: 'forbidden' } });
    if (patch.role !== undefined && patch.role !== before.role) throw new ApiError('holder_main_exists', 409, undefined, { role: { code: 'holder_main_exists' } });
    void ctx;
    return patch;
  },
};

const BACKFILL_BATCH = 500;

/** The orders that hold their right and have no holder yet get their buyer as main holder (at start, in the background). */
export const backfillHolders = (app: FastifyInstance): Promise<number> => {
  const today = dayOf(clockOf(app).now());
  return inBatches((fn: (db: TypedDb) => Promise<number>) => privilegedTransaction(app, fn), { size: BACKFILL_BATCH, holding: 'tomb_order' }, async (db, size) => {
    const missing = await db
      .selectFrom('tomb_order as o')
      .leftJoin('rights_holder as h', 'h.order_id', 'o.id')
      .where('o.status', 'in', ['contracted', 'paid', 'completed'])
      .where('h.id', 'is', null)
      .selectAll('o')
      .limit(size)
      .execute();
    for (const order of missing) await ensureMainFromBuyer({ db, actor: null }, order, today);
    return missing.length;
  });
};
