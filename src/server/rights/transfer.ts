/**
 * The transfer of rights (过户, docs/rights.md, "Transfer"): a request names the new holder and
 * the reason, carries the fee of the settings and its documents (./documents.ts); a manager
 * approves or rejects it; whoever asked (or a manager) may withdraw it. Approval ends the main
 * holder's right that day, makes the new holder the main one with a new certificate number, and
 * the plot's management term follows (its holder's name, phone and address). Each step is in
 * the operation log.
 *
 * Two requests of one right at once, or two decisions of one request, are serialised by the
 * order's row lock (always taken first, then the transfer's): one wins, the other is refused
 * (transfer_open, transfer_not_open), whatever the database.
 */
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../config/types';
import { approvalRefusal, holdsRight, isRightsManager, type FeeMethod, type TransferDecision, type TransferReason } from '../../rules/rights';
import type { HoldersOf } from '../../protocol/contracts/rights';
import { clockOf, dayOf } from '../clock/clock';
import { doorRead, doorTransaction } from '../data/door';
import { insertRow, lockRow, updateRow, type WriteContext } from '../data/logged';
import type { RowOf, TypedDb } from '../db/tables';
import { ApiError } from '../http/errors';
import { readSettingRow } from '../kernel/settings';
import { currentMain, ensureMainFromBuyer, nextCertificateNo } from './holders';

type Transfer = RowOf<'rights_transfer'>;
type Holder = RowOf<'rights_holder'>;

export interface TransferRequest {
  order_id: number;
  to_name: string;
  to_phone: string;
  to_id_number?: string;
  to_address?: string;
  to_relation?: string;
  reason: TransferReason;
  note?: string;
}

const same = (a: string | null | undefined, b: string | null | undefined): boolean => !!a && !!b && a.trim().toUpperCase() === b.trim().toUpperCase();

/** The new holder is the one who holds it: the same ID number, or the same name and phone. */
const samePerson = (main: Holder, req: TransferRequest): boolean => same(main.id_number, req.to_id_number) || (same(main.name, req.to_name) && same(main.phone, req.to_phone));

const lockOrder = async (db: TypedDb, id: number) => {
  const order = await lockRow(db, 'tomb_order', id);
  if (!order) throw new ApiError('not_found', 404);
  return order;
};

export const requestTransfer = (app: FastifyInstance, actor: Actor, req: TransferRequest): Promise<Transfer> =>
  doorTransaction(app, actor, async (db) => {
    const ctx: WriteContext = { db, actor, app };
    const order = await lockOrder(db, req.order_id);
    if (!holdsRight(order.status)) throw new ApiError('holder_needs_right', 409);
    const today = dayOf(clockOf(app).now());
    const main = (await currentMain(db, order.id)) ?? (await ensureMainFromBuyer(ctx, order, today));
    if (!main) throw new ApiError('transfer_no_holder', 409);
    const open = await db.selectFrom('rights_transfer').select('id').where('order_id', '=', order.id).where('status', '=', 'requested').executeTakeFirst();
    if (open) throw new ApiError('transfer_open', 409);
    if (samePerson(main, req)) throw new ApiError('transfer_same_person', 409, undefined, { to_name: { code: 'transfer_same_person' } });
    const settings = await readSettingRow(db, ['transfer_fee']);
    const count = await db.selectFrom('rights_transfer').select('id').where('order_id', '=', order.id).execute();
    return insertRow(
      ctx,
      'rights_transfer',
      {
        transfer_no: `GH-${order.order_no}-${count.length + 1}`,
        order_id: order.id,
        burialslot_id: order.burialslot_id,
        from_holder_id: main.id,
        to_name: req.to_name,
        to_phone: req.to_phone,
        to_id_number: req.to_id_number ?? null,
        to_address: req.to_address ?? null,
        to_relation: req.to_relation ?? null,
        reason: req.reason,
        note: req.note ?? null,
        fee: settings.transfer_fee ?? 0,
        status: 'requested',
        requested_by: actor.userId,
        channel: order.channel,
      },
      order.channel,
    );
  });

export interface Decision {
  id: number;
  decision: TransferDecision;
  fee_method?: FeeMethod;
  note?: string;
}

export const decideTransfer = async (app: FastifyInstance, actor: Actor, d: Decision): Promise<{ transfer: Transfer; holder?: Holder }> =>
  doorTransaction(app, actor, async (db) => {
    const ctx: WriteContext = { db, actor, app };
    const found = await db.selectFrom('rights_transfer').select(['id', 'order_id']).where('id', '=', d.id).executeTakeFirst();
    if (!found) throw new ApiError('not_found', 404);
    // The order first, as a request does: two calls on one right wait for each other here.
    const order = await lockOrder(db, found.order_id);
    const transfer = await lockRow(db, 'rights_transfer', d.id);
    if (!transfer) throw new ApiError('not_found', 404);
    if (d.decision !== 'cancelled' && !isRightsManager(actor.level)) throw new ApiError('transfer_managers_only', 403);
    if (d.decision === 'cancelled' && !isRightsManager(actor.level) && transfer.requested_by !== actor.userId) throw new ApiError('transfer_managers_only', 403);
    if (transfer.status !== 'requested') throw new ApiError('transfer_not_open', 409);
    const now = clockOf(app).now();
    const decided = { decided_by: actor.userId, decided_at: now.toISOString(), decision_note: d.note ?? null };
    if (d.decision !== 'approved') return { transfer: await updateRow(ctx, 'rights_transfer', transfer, { ...decided, status: d.decision }, order.channel) };
    const main = await currentMain(db, order.id);
    const refusal = holdsRight(order.status) ? approvalRefusal(transfer, main?.id ?? null, transfer.from_holder_id, d.fee_method) : 'transfer_stale';
    if (refusal) throw new ApiError(refusal, refusal === 'transfer_fee_method' ? 422 : 409, undefined, refusal === 'transfer_fee_method' ? { fee_method: { code: refusal } } : undefined);
    const today = dayOf(now);
    await updateRow(ctx, 'rights_holder', main!, { until: today }, order.channel);
    const holder = await insertRow(
      ctx,
      'rights_holder',
      {
        order_id: order.id,
        burialslot_id: order.burialslot_id,
        role: 'main',
        name: transfer.to_name,
        phone: transfer.to_phone,
        id_number: transfer.to_id_number,
        address: transfer.to_address,
        relation: transfer.to_relation,
        since: today,
        source: 'transfer',
        transfer_id: transfer.id,
        certificate_no: await nextCertificateNo(db, order),
        channel: order.channel,
      },
      order.channel,
    );
    // The terms follow the plot: the management term's holder is the new one (docs/terms.md).
    const term = await db.selectFrom('mgmt_term').selectAll().where('order_id', '=', order.id).forUpdate().executeTakeFirst();
    if (term) await updateRow(ctx, 'mgmt_term', term, { holder_name: holder.name, holder_phone: holder.phone, holder_address: holder.address }, order.channel);
    const done = await updateRow(ctx, 'rights_transfer', transfer, { ...decided, status: 'approved', fee_method: d.fee_method ?? null, new_holder_id: holder.id }, order.channel);
    return { transfer: done, holder };
  });

/** An order's holders now and before, and its transfers (the order page's and the holder page's panel). */
export const holdersOf = async (app: FastifyInstance, actor: Actor, orderId: number): Promise<HoldersOf> => {
  const db = doorRead(app, actor);
  const order = await db
    .selectFrom('tomb_order as o')
    .leftJoin('tomb_burialslot as p', 'p.id', 'o.burialslot_id')
    .select(['o.id', 'o.order_no', 'o.status', 'o.burialslot_id', 'o.channel', 'p.code as plot_code'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw new ApiError('not_found', 404);
  const holders = await db.selectFrom('rights_holder').selectAll().where('order_id', '=', orderId).orderBy('since', 'desc').orderBy('id', 'desc').limit(200).execute();
  const transfers = await db
    .selectFrom('rights_transfer as t')
    .leftJoin('user as r', 'r.id', 't.requested_by')
    .leftJoin('user as d', 'd.id', 't.decided_by')
    .selectAll('t')
    .select(['r.nickname as requested_by_name', 'd.nickname as decided_by_name'])
    .where('t.order_id', '=', orderId)
    .orderBy('t.id', 'desc')
    .limit(100)
    .execute();
  const settings = await readSettingRow(db, ['transfer_fee']);
  const members = order.burialslot_id === null ? [] : await db.selectFrom('member').select(['id', 'name', 'burial_date']).where('burialslot_id', '=', order.burialslot_id).orderBy('id').limit(50).execute();
  const moveouts = await db
    .selectFrom('rights_moveout as m')
    .leftJoin('member as p', 'p.id', 'm.member_id')
    .selectAll('m')
    .select('p.name as member_name')
    .where('m.order_id', '=', orderId)
    .orderBy('m.id', 'desc')
    .limit(100)
    .execute();
  const rank = (h: Holder) => (h.role === 'main' ? 0 : 1);
  return {
    order: { ...order, order_no: String(order.order_no), burialslot_id: Number(order.burialslot_id) },
    current: holders.filter((h) => h.until === null).sort((a, b) => rank(a) - rank(b) || a.id - b.id),
    past: holders.filter((h) => h.until !== null),
    transfers,
    members,
    moveouts,
    transfer_fee: Number(settings.transfer_fee ?? 0),
  };
};
