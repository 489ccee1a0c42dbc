/**
 * The term calls beside the generic ones (docs/terms.md): renew, refund_renewal,
 * queue_reminders and send_reminders, whose contracts (who, body, answer) are in
 * src/protocol/contracts/terms.ts. A renewal and its refund run in one transaction.
 */
import type { FastifyInstance } from 'fastify';
import { doorTransaction } from '../data/door';
import { resourceByKey } from '../../config/access';
import type { Actor } from '../../config/types';
import * as terms from '../../protocol/contracts/terms';
import { route } from '../contract/route';
import { ApiError } from '../http/errors';
import { langOf } from '../http/lang';
import { refundRenewal, renewTerm, type TermContext } from './actions';
import { deliverReminders, queueReminders } from './reminders';

export const termRoutes = async (app: FastifyInstance): Promise<void> => {
  const inTransaction = <T>(actor: Actor, fn: (ctx: TermContext) => Promise<T>) => doorTransaction(app, actor, (db) => fn({ db, actor, app }));
  /** Reminders need their table in the config. */
  const reminders = (): void => {
    if (!resourceByKey('term_reminder', app.resources)) throw new ApiError('forbidden', 403);
  };

  route(app, terms.renewTerm, async (body, actor) => inTransaction(actor, (ctx) => renewTerm(ctx, body)) as Promise<terms.Renewed>);
  route(app, terms.refundTermRenewal, async (body, actor) => inTransaction(actor, (ctx) => refundRenewal(ctx, body)));

  route(app, terms.queueReminders, async (body, actor, { request }) => {
    reminders();
    const queued = await queueReminders(app, actor, body.ids, langOf(request));
    const delivered = await deliverReminders(app, { channel: actor.channel });
    return { ...queued, ...delivered };
  });

  route(app, terms.sendReminders, async (body, actor) => {
    reminders();
    return deliverReminders(app, { channel: actor.channel, retryFailed: body.retry_failed });
  });
};
