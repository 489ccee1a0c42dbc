/**
 * A burial work order done: the burial date goes on the registration through the member
 * table's own hooks (src/server/domain/memberHooks.ts), which complete the paid order and turn
 * the plot buried, all in the caller's transaction. The same rule as a burial date typed on
 * the registration, now reached from here too.
 */
import { resourceByKey } from '../../config/access';
import { validateRelations } from '../../config/validators';
import { dayOf } from '../clock/clock';
import { hookContextOf } from '../data/context';
import { lockRow, updateRow } from '../data/logged';
import type { RowOf } from '../db/tables';
import { writeOrderStatus } from '../kernel/orderFlow';
import { ApiError } from '../http/errors';
import { hooksOf, type Draft } from '../hooks/registry';
import type { Order, Work, WorkContext } from './rules';

type Member = RowOf<'member'>;

/** The registration the burial is for: the one named on the work, else the order's first without a burial date. */
const memberOfBurial = async (ctx: WorkContext, work: Work, order: Order): Promise<Member | undefined> => {
  if (work.member_id !== null) return lockRow(ctx.db, 'member', work.member_id);
  const first = await ctx.db.selectFrom('member').select('id').where('order_id', '=', order.id).where('burial_date', 'is', null).orderBy('id').executeTakeFirst();
  return first ? lockRow(ctx.db, 'member', first.id) : undefined;
};

export const completeBurial = async (ctx: WorkContext, work: Work, order: Order): Promise<void> => {
  const member = await memberOfBurial(ctx, work, order);
  const day = dayOf(ctx.app.clock.now());
  if (!member) {
    // Every registration of the order already has its date (typed on the registration): the order still completes.
    const any = await ctx.db.selectFrom('member').select('id').where('order_id', '=', order.id).executeTakeFirst();
    if (!any) throw new ApiError('work_needs_member', 409);
    if (order.status === 'paid') await writeOrderStatus(ctx, order, 'completed', { completed_at: day });
    return;
  }
  const resource = resourceByKey('member', ctx.app.resources);
  if (!resource) throw new Error('The config has no member resource');
  const hctx = hookContextOf(ctx.app, ctx.actor, ctx.db, 'member', resource);
  let patch: Draft<Member> = { burial_date: day };
  const related = validateRelations(resource.fields, patch, member);
  if (Object.keys(related).length > 0) throw new ApiError('validation', 422, undefined, related);
  // The member table's hooks, typed by the registry as the generic layer runs them.
  const hooks = hooksOf(ctx.app, 'member');
  for (const h of hooks) if (h.beforeUpdate) patch = await h.beforeUpdate(hctx, member, patch);
  const after = await updateRow(ctx, 'member', member, patch, member.channel);
  for (const h of hooks) if (h.afterUpdate) await h.afterUpdate(hctx, member, after);
};
