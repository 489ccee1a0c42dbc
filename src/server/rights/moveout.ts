/**
 * Move-out (迁出) and exhumation (docs/rights.md, "Move-out"): a deceased leaves the plot for
 * another place. The request names the registration, the destination and whether the holder
 * keeps the plot, carries its documents (./documents.ts), and puts a work order on the calendar
 * (the work module's plot opening, requested, its time if given: a manager schedules it there).
 * A manager completes it: the registration is closed (its plot and order cleared, the date, the
 * destination and the plot it left kept), so the plot holds one deceased fewer; the plot goes back
 * on sale only when nobody else rests there and the holder gives it up (the order then ends:
 * its holders and its term with it, through the kernel's order flow); otherwise the holder keeps
 * it. Each step in the operation log; requests and completions of one order wait for each other
 * at the order's row lock.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Actor } from '../../config/types';
import { freesPlot, isRightsManager } from '../../rules/rights';
import { clockOf, dayOf } from '../clock/clock';
import { doorRead, doorTransaction } from '../data/door';
import { insertRow, lockRow, updateRow, type WriteContext } from '../data/logged';
import type { RowOf, TypedDb } from '../db/tables';
import { ApiError } from '../http/errors';
import type { HookContext, HooksOf } from '../hooks/registry';
import { holdsDeceased } from '../kernel/occupied';
import { writeOrderStatus } from '../kernel/orderFlow';
import type { ExhumationData } from '../../protocol/contracts/rights';

type Moveout = RowOf<'rights_moveout'>;

export interface MoveoutRequest {
  order_id: number;
  member_id: number;
  destination: string;
  reason?: string;
  keep_plot: boolean;
  scheduled_start?: string;
}

/** The next work order's id and number (as the work module numbers them: WO + the id). */
const nextWorkNumber = async (db: TypedDb): Promise<{ id: number; work_no: string }> => {
  const { rows } = await sql<{ id: number }>`SELECT nextval(pg_get_serial_sequence('work_order', 'id'))::integer AS id`.execute(db);
  return { id: rows[0].id, work_no: `WO${String(rows[0].id).padStart(6, '0')}` };
};

const lockOrder = async (db: TypedDb, id: number) => {
  const order = await lockRow(db, 'tomb_order', id);
  if (!order) throw new ApiError('not_found', 404);
  return order;
};

export const requestMoveout = (app: FastifyInstance, actor: Actor, req: MoveoutRequest): Promise<{ moveout: Moveout; work: RowOf<'work_order'> }> =>
  doorTransaction(app, actor, async (db) => {
    const ctx: WriteContext = { db, actor, app };
    const order = await lockOrder(db, req.order_id);
    const member = await db.selectFrom('member').selectAll().where('id', '=', req.member_id).executeTakeFirst();
    if (!member) throw new ApiError('not_found', 404, undefined, { member_id: { code: 'not_found' } });
    if (member.burialslot_id === null || member.burialslot_id !== order.burialslot_id) throw new ApiError('moveout_not_here', 409, undefined, { member_id: { code: 'moveout_not_here' } });
    const open = await db.selectFrom('rights_moveout').select('id').where('member_id', '=', member.id).where('status', '=', 'requested').executeTakeFirst();
    if (open) throw new ApiError('moveout_open', 409);
    const count = await db.selectFrom('rights_moveout').select('id').where('order_id', '=', order.id).execute();
    const number = await nextWorkNumber(db);
    const work = await insertRow(
      ctx,
      'work_order',
      {
        ...number,
        kind: 'plot_opening',
        status: 'requested',
        burialslot_id: order.burialslot_id,
        order_id: order.id,
        member_id: member.id,
        scheduled_start: req.scheduled_start ?? null,
        duration_minutes: 120,
        notes: `迁出 / Move-out: ${member.name} → ${req.destination}`,
        channel: order.channel,
      },
      order.channel,
    );
    const moveout = await insertRow(
      ctx,
      'rights_moveout',
      {
        moveout_no: `QC-${order.order_no}-${count.length + 1}`,
        order_id: order.id,
        burialslot_id: order.burialslot_id,
        member_id: member.id,
        destination: req.destination,
        reason: req.reason ?? null,
        keep_plot: req.keep_plot,
        status: 'requested',
        work_order_id: work.id,
        requested_by: actor.userId,
        channel: order.channel,
      },
      order.channel,
    );
    return { moveout, work };
  });

export const completeMoveout = (app: FastifyInstance, actor: Actor, id: number, movedOutOn?: string): Promise<{ moveout: Moveout; plot_freed: boolean }> =>
  doorTransaction(app, actor, async (db) => {
    const ctx: WriteContext = { db, actor, app };
    if (!isRightsManager(actor.level)) throw new ApiError('moveout_managers_only', 403);
    const found = await db.selectFrom('rights_moveout').select(['id', 'order_id']).where('id', '=', id).executeTakeFirst();
    if (!found) throw new ApiError('not_found', 404);
    const order = await lockOrder(db, found.order_id);
    const moveout = await lockRow(db, 'rights_moveout', id);
    if (!moveout) throw new ApiError('not_found', 404);
    if (moveout.status !== 'requested') throw new ApiError('moveout_not_open', 409);
    const day = movedOutOn ?? dayOf(clockOf(app).now());
    const member = await lockRow(db, 'member', moveout.member_id);
    if (!member) throw new ApiError('not_found', 404);
    // The registration is closed: it no longer places anyone on the plot (nor on the order).
    await updateRow(ctx, 'member', member, { burialslot_id: null, order_id: null, moved_out_on: day, moved_out_to: moveout.destination, moved_out_from: moveout.burialslot_id }, order.channel);
    // Freed only when empty (any channel's deceased counts: a plot is shared) and the holder gives it up.
    const othersRemain = await holdsDeceased(db, moveout.burialslot_id);
    const freed = freesPlot(moveout.keep_plot === true, othersRemain);
    if (freed && order.status !== 'cancelled' && order.status !== 'refunded' && order.status !== 'expired')
      await writeOrderStatus(ctx, order, 'cancelled', { cancel_reason: `迁出 / Moved out: ${moveout.moveout_no ?? ''}` });
    const done = await updateRow(ctx, 'rights_moveout', moveout, { status: 'done', moved_out_on: day, plot_freed: freed, done_by: actor.userId }, order.channel);
    return { moveout: done, plot_freed: freed };
  });

export const cancelMoveout = (app: FastifyInstance, actor: Actor, id: number): Promise<Moveout> =>
  doorTransaction(app, actor, async (db) => {
    const ctx: WriteContext = { db, actor, app };
    const found = await db.selectFrom('rights_moveout').select(['id', 'order_id']).where('id', '=', id).executeTakeFirst();
    if (!found) throw new ApiError('not_found', 404);
    await lockOrder(db, found.order_id);
    const moveout = await lockRow(db, 'rights_moveout', id);
    if (!moveout) throw new ApiError('not_found', 404);
    if (!isRightsManager(actor.level) && moveout.requested_by !== actor.userId) throw new ApiError('moveout_managers_only', 403);
    if (moveout.status !== 'requested') throw new ApiError('moveout_not_open', 409);
    // Its work order goes with it, unless the crew already did it.
    const work = moveout.work_order_id === null ? undefined : await lockRow(db, 'work_order', moveout.work_order_id);
    if (work && work.status !== 'done' && work.status !== 'cancelled') await updateRow(ctx, 'work_order', work, { status: 'cancelled', cancel_reason: `迁出取消 / Move-out cancelled: ${moveout.moveout_no ?? ''}` }, work.channel);
    return updateRow(ctx, 'rights_moveout', moveout, { status: 'cancelled', done_by: actor.userId }, moveout.channel);
  });

/** A moved-out registration keeps its plot and order cleared: a later edit does not put the deceased back. */
export const movedOutMemberHooks: HooksOf<'member'> = {
  beforeUpdate(_ctx: HookContext, before, patch) {
    if (before.moved_out_on && (patch.burialslot_id != null || patch.order_id != null)) throw new ApiError('registration_moved_out', 409, undefined, { burialslot_id: { code: 'registration_moved_out' } });
    return patch;
  },
};

/** What the exhumation certificate prints: the move-out, the deceased, the plot left and the holder then. */
export const exhumationData = async (app: FastifyInstance, actor: Actor, id: number): Promise<ExhumationData> => {
  const db = doorRead(app, actor);
  const moveout = await db.selectFrom('rights_moveout').selectAll().where('id', '=', id).executeTakeFirst();
  if (!moveout) throw new ApiError('not_found', 404);
  const member = await db.selectFrom('member').selectAll().where('id', '=', moveout.member_id).executeTakeFirst();
  const plot = await db
    .selectFrom('tomb_burialslot as p')
    .leftJoin('tomb_area as a', 'a.id', 'p.area_id')
    .leftJoin('tomb_room as r', 'r.id', 'p.room_id')
    .leftJoin('tomb_shelf as s', 's.id', 'p.shelf_id')
    .select(['p.id', 'p.code', 'a.name as area_name', 'r.name as room_name', 's.name as shelf_name'])
    .where('p.id', '=', Number(moveout.burialslot_id))
    .executeTakeFirst();
  const order = await db.selectFrom('tomb_order').select(['order_no']).where('id', '=', moveout.order_id).executeTakeFirst();
  // The main holder who asked: the one holding the right when the move-out was requested.
  const holder = await db
    .selectFrom('rights_holder')
    .selectAll()
    .where('order_id', '=', moveout.order_id)
    .where('role', '=', 'main')
    .where('since', '<=', dayOf(new Date(moveout.created_at)))
    .orderBy('since', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return { moveout, member: member ?? {}, plot: plot ?? {}, holder: holder ?? null, order_no: order?.order_no ?? null };
};
