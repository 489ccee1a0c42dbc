/**
 * The work order's actions beside the generic edit (docs/work.md): move along the status
 * graph, mark an inscription approved by the family, and schedule the burial of a paid order.
 * Each runs in one transaction on locked rows and checks the version the client read.
 */
import {
  DEFAULT_DURATION_MINUTES,
  approveRefusal,
  createRefusal,
  isBurialKind,
  moveRefusal,
  type WorkRefusal,
  type WorkStatus,
} from '../../rules/work';
import { photoRequired } from '../../rules/workPhotos';
import { insertRow, lockRow, updateRow } from '../data/logged';
import type { PatchOf, ValuesOf } from '../db/tables';
import { ApiError } from '../http/errors';
import { completeBurial } from './burial';
import { notifyWorkWrite } from './events';
import { hasPhoto } from './photos';
import { checkBookings, checkMember, checkOrderAllows, checkWorkingHours, nextWorkNumber, orderOfWork, type Work, type WorkContext } from './rules';

export interface WorkTarget {
  id: number;
  version: number;
}

/** A refusal of the shared rules as an answer: a level's refusal is a 403, a state's a 409. */
export const refuse = (code: WorkRefusal): ApiError =>
  new ApiError(code, code === 'work_managers_only' || code.startsWith('work_clerk') ? 403 : 409);

/** The work order, locked, if the caller's channel may see it (the door finds no other) and the version is the one read. */
const lockWork = async (ctx: WorkContext, target: WorkTarget): Promise<Work> => {
  const work = await lockRow(ctx.db, 'work_order', target.id);
  if (!work) throw new ApiError('not_found', 404);
  if (work.version !== target.version) throw new ApiError('conflict', 409);
  return work;
};

export const moveWork = async (ctx: WorkContext, req: WorkTarget & { status: WorkStatus; reason?: string }): Promise<Work> => {
  const work = await lockWork(ctx, req);
  const refusal = moveRefusal(work, req.status, ctx.actor.level, req.status === 'cancelled' ? (req.reason ?? '') : undefined, ctx.actor.userId);
  if (refusal) throw refuse(refusal);
  const patch: PatchOf<'work_order'> = { status: req.status };
  if (req.status === 'cancelled') patch.cancel_reason = req.reason;
  else if (req.status !== 'requested') {
    const order = await orderOfWork(ctx, work);
    checkOrderAllows(ctx, work, order);
    if (req.status === 'scheduled') await checkWorkingHours(ctx, work);
    if (req.status === 'scheduled' || req.status === 'in_progress') await checkBookings(ctx, work, work.id);
    if (req.status === 'done') {
      if (photoRequired(work.kind) && !(await hasPhoto(ctx.db, work.id))) throw new ApiError('work_needs_photo', 409);
      patch.completed_at = ctx.app.clock.now().toISOString();
      if (isBurialKind(work.kind) && order) await completeBurial(ctx, work, order);
    }
    if (order && work.order_id === null) patch.order_id = order.id;
  }
  const after = await updateRow(ctx, 'work_order', work, patch, work.channel);
  await notifyWorkWrite(ctx.db, work, after, ctx.actor.userId, ctx.app.clock.now());
  return after;
};

export const approveInscription = async (ctx: WorkContext, target: WorkTarget): Promise<Work> => {
  const work = await lockWork(ctx, target);
  const refusal = approveRefusal(work, ctx.actor.level);
  if (refusal) throw refuse(refusal);
  return updateRow(ctx, 'work_order', work, { approved_by: ctx.actor.userId, approved_at: ctx.app.clock.now().toISOString() }, work.channel);
};

export interface BurialRequest {
  order_id: number;
  scheduled_start?: string;
  duration_minutes?: number;
  assignee_id?: number;
  crew?: string;
  member_id?: number;
  /** Also an inscription work order (requested, with this text for the family to approve). */
  inscription?: boolean;
  inscription_text?: string;
  /** Also a plot opening right before the burial, for the same people. */
  opening?: boolean;
  notes?: string;
}

const OPENING_MINUTES = 60;

/**
 * From a paid order: the burial work order and, when asked, the inscription and the plot
 * opening before it. A manager who gives a start and an assignee (or crew) books them at once
 * (scheduled, double bookings refused); otherwise they are requests for a manager to schedule.
 */
export const scheduleBurial = async (ctx: WorkContext, req: BurialRequest): Promise<{ burial: Work; opening?: Work; inscription?: Work }> => {
  const refusal = createRefusal({ kind: 'burial', order_id: req.order_id, assignee_id: req.assignee_id }, ctx.actor.level);
  if (refusal) throw refuse(refusal);
  const order = await lockRow(ctx.db, 'tomb_order', req.order_id);
  if (!order) throw new ApiError('not_found', 404);
  const channel = order.channel;
  const base = { burialslot_id: order.burialslot_id, order_id: order.id, channel };
  checkOrderAllows(ctx, { ...base, kind: 'burial' }, order);
  const open = await ctx.db
    .selectFrom('work_order')
    .select('work_no')
    .where('order_id', '=', order.id)
    .where('kind', '=', 'burial')
    .where('status', 'not in', ['done', 'cancelled'])
    .executeTakeFirst();
  if (open) throw new ApiError('work_burial_exists', 409, { no: open.work_no ?? '' });
  if (req.member_id !== undefined) await checkMember(ctx, { ...base, member_id: req.member_id }, order);
  const people = { assignee_id: req.assignee_id ?? null, crew: req.crew ?? null };
  const booked = req.scheduled_start !== undefined && (req.assignee_id !== undefined || (req.crew ?? '') !== '');
  const status: WorkStatus = booked ? 'scheduled' : 'requested';
  const minutes = req.duration_minutes ?? DEFAULT_DURATION_MINUTES;
  const add = async (values: Omit<ValuesOf<'work_order'>, keyof typeof base | 'work_no'>): Promise<Work> => {
    const row: ValuesOf<'work_order'> = { ...base, status, ...values, ...(await nextWorkNumber(ctx.db)) };
    if (row.status === 'scheduled') {
      await checkWorkingHours(ctx, row);
      await checkBookings(ctx, row);
    }
    const made = await insertRow(ctx, 'work_order', row, channel);
    await notifyWorkWrite(ctx.db, undefined, made, ctx.actor.userId, ctx.app.clock.now());
    return made;
  };
  const out: { opening?: Work; inscription?: Work } = {};
  if (req.inscription)
    out.inscription = await add({ kind: 'inscription', status: 'requested', inscription_text: req.inscription_text ?? null, member_id: req.member_id ?? null, duration_minutes: DEFAULT_DURATION_MINUTES });
  if (req.opening) {
    const start = req.scheduled_start ? new Date(Date.parse(req.scheduled_start) - OPENING_MINUTES * 60_000).toISOString() : null;
    out.opening = await add({ kind: 'plot_opening', scheduled_start: start, duration_minutes: OPENING_MINUTES, ...people });
  }
  const burial = await add({
    kind: 'burial',
    scheduled_start: req.scheduled_start ?? null,
    duration_minutes: minutes,
    member_id: req.member_id ?? null,
    notes: req.notes ?? null,
    ...people,
  });
  return { ...out, burial };
};
