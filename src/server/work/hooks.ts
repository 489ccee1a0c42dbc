/**
 * The rules every generic write of a work order obeys (the form, the REST view, the import):
 * a clerk requests burial work for an order of their channel and assigns nobody; the order's
 * state must allow the work; a done or cancelled work order no longer changes; a booked one
 * that moves in time, to another person or plot is checked for double bookings again; a change
 * to an approved inscription's text takes the approval back. The status itself moves only
 * through the actions (actions.ts): it is read-only in the config.
 */
import { clearsApproval, createRefusal, isBooked, isClosed, moveRefusal } from '../../rules/work';
import { ApiError } from '../http/errors';
import type { HookContext, HooksOf } from '../hooks/registry';
import { refuse } from './actions';
import { notifyWorkWrite } from './events';
import { checkBookings, checkMember, checkOrderAllows, checkWorkingHours, nextWorkNumber, orderOfWork, type Work, type WorkDraft } from './rules';

/** Changes that move a booking: the double bookings are checked again. */
const BOOKING_FIELDS: readonly (keyof Work)[] = ['scheduled_start', 'duration_minutes', 'assignee_id', 'crew', 'burialslot_id', 'kind'];
/** Changes that concern the order: its state is checked again. */
const ORDER_FIELDS: readonly (keyof Work)[] = ['order_id', 'burialslot_id', 'kind', 'member_id'];

const changed = (before: Work, patch: WorkDraft, fields: readonly (keyof Work)[]): boolean =>
  fields.some((f) => Object.hasOwn(patch, f) && String(patch[f] ?? '') !== String(before[f] ?? ''));

const beforeCreate = async (ctx: HookContext, data: WorkDraft): Promise<WorkDraft> => {
  const refusal = createRefusal(data, ctx.actor.level);
  if (refusal) throw refuse(refusal);
  const order = await orderOfWork(ctx, data);
  checkOrderAllows(ctx, data, order);
  await checkMember(ctx, data, order);
  return { ...data, ...(order ? { order_id: order.id } : {}), ...(await nextWorkNumber(ctx.db)) };
};

const beforeUpdate = async (ctx: HookContext, before: Work, patch: WorkDraft): Promise<WorkDraft> => {
  if (isClosed(before.status)) throw new ApiError('work_closed', 409);
  const merged: WorkDraft = { ...before, ...patch };
  let out = patch;
  if (changed(before, patch, ORDER_FIELDS)) {
    const order = await orderOfWork(ctx, merged);
    checkOrderAllows(ctx, merged, order);
    await checkMember(ctx, merged, order);
    if (order && merged.order_id === null) out = { ...out, order_id: order.id };
  }
  if (clearsApproval(before, patch)) out = { ...out, approved_by: null, approved_at: null };
  // A burial moved to another time is reminded again the day before its new date.
  if (changed(before, patch, ['scheduled_start'])) out = { ...out, reminded_at: null };
  if (isBooked(before.status) && changed(before, patch, BOOKING_FIELDS)) {
    // A booked work order keeps a time and someone to do it.
    if (moveRefusal({ ...merged, status: 'requested' }, 'scheduled', ctx.actor.level) === 'work_needs_schedule') throw new ApiError('work_needs_schedule', 409);
    if (changed(before, patch, ['scheduled_start', 'duration_minutes'])) await checkWorkingHours(ctx, merged);
    await checkBookings(ctx, merged, before.id);
  }
  return out;
};

const afterCreate = (ctx: HookContext, row: Work): Promise<void> => notifyWorkWrite(ctx.db, undefined, row, ctx.actor.userId, ctx.app.clock.now());
const afterUpdate = (ctx: HookContext, before: Work, after: Work): Promise<void> => notifyWorkWrite(ctx.db, before, after, ctx.actor.userId, ctx.app.clock.now());

export const workHooks: HooksOf<'work_order'> = { beforeCreate, afterCreate, beforeUpdate, afterUpdate };
