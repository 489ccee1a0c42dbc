/**
 * The work order's calls beside the generic ones (docs/work.md): move, approve and
 * schedule_burial, whose contracts (path, who, body fields: the work order's own, answer) are
 * in src/protocol/contracts/work.ts. Each runs in one transaction.
 */
import type { FastifyInstance } from 'fastify';
import { doorTransaction } from '../data/door';
import type { Actor } from '../../config/types';
import type { WorkStatus } from '../../rules/work';
import * as work from '../../protocol/contracts/work';
import { route } from '../contract/route';
import { approveInscription, moveWork, scheduleBurial } from './actions';
import type { WorkContext } from './rules';

export const workRoutes = async (app: FastifyInstance): Promise<void> => {
  const inTransaction = <T>(actor: Actor, fn: (ctx: WorkContext) => Promise<T>) => doorTransaction(app, actor, (db) => fn({ db, actor, app }));

  route(app, work.moveWork, async (body, actor) => inTransaction(actor, (ctx) => moveWork(ctx, { ...body, status: body.status as WorkStatus })));
  route(app, work.approveInscription, async (body, actor) => inTransaction(actor, (ctx) => approveInscription(ctx, body)));
  route(app, work.scheduleBurial, async (body, actor) => {
    // One instant on the wire whatever offset the browser wrote it with.
    const scheduled_start = body.scheduled_start === undefined ? undefined : new Date(body.scheduled_start).toISOString();
    return inTransaction(actor, (ctx) => scheduleBurial(ctx, { ...body, scheduled_start })) as Promise<work.ScheduledBurial>;
  });
};
