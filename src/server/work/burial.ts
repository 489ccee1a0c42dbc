/**
 * A burial work order done: the burial date goes on the registration through the member
 * table's own hooks (src/server/domain/memberHooks.ts), which complete the paid order and turn
 * the plot buried, all in the caller's transaction. The same rule as a burial date typed on
 * the registration, now reached from here too.
 */
import { resourceByKey } from '../../config/access';
import type { Channel } from '../../config/types';
import { validateRelations } from '../../config/validators';
import { dayOf } from '../clock/clock';
import { writeOrderStatus } from '../domain/orderFlow';
import { lockRow, updateRow } from '../kernel/rows';
import { ApiError } from '../http/errors';
import { hooksOf, type HookContext, type Row } from '../hooks/registry';
import type { WorkContext } from './rules';

/** The registration the burial is for: the one named on the work, else the order's first without a burial date. */
const memberOfBurial = async (ctx: WorkContext, work: Row, order: Row): Promise<Row | undefined> => {
  if (work.member_id !== null && work.member_id !== undefined) return lockRow(ctx.trx, 'member', work.member_id);
  const first = await ctx.trx
    .selectFrom('member')
    .select('id')
    .where('order_id', '=', Number(order.id))
    .where('burial_date', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  return first ? lockRow(ctx.trx, 'member', first.id) : undefined;
};

export const completeBurial = async (ctx: WorkContext, work: Row, order: Row): Promise<void> => {
  const member = await memberOfBurial(ctx, work, order);
  const day = dayOf(ctx.app.clock.now());
  if (!member) {
    // Every registration of the order already has its date (typed on the registration): the order still completes.
    const any = await ctx.trx.selectFrom('member').select('id').where('order_id', '=', Number(order.id)).executeTakeFirst();
    if (!any) throw new ApiError('work_needs_member', 409);
    if (order.status === 'paid') await writeOrderStatus(ctx, order, 'completed', { completed_at: day });
    return;
  }
  const resource = resourceByKey('member', ctx.app.resources);
  if (!resource) throw new Error('The config has no member resource');
  const hctx: HookContext = { trx: ctx.trx, actor: ctx.actor, app: ctx.app, table: 'member', resource };
  let patch: Row = { burial_date: day };
  const related = validateRelations(resource.fields, patch, member);
  if (Object.keys(related).length > 0) throw new ApiError('validation', 422, undefined, related);
  for (const h of hooksOf(ctx.app, 'member')) if (h.beforeUpdate) patch = await h.beforeUpdate(hctx, member, patch);
  const after = await updateRow(ctx, 'member', member, patch, member.channel as Channel);
  for (const h of hooksOf(ctx.app, 'member')) if (h.afterUpdate) await h.afterUpdate(hctx, member, after);
};
