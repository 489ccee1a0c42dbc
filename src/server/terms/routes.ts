/**
 * The term calls beside the generic ones (docs/terms.md):
 * POST /index/admin.mgmt_term/renew {id, version, years, method, payer?} and
 * POST /index/admin.mgmt_term/refund_renewal {payment_id, reason, method}.
 * Each checks the caller's level against the config (the term's update, the payment's create:
 * the same levels and channel rules as an order's payments), then runs in one transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { privileged } from '../data/door';
import { canDo, resourceByKey } from '../../config/access';
import { MAX_RENEWAL_PERIODS } from '../../config/terms';
import type { Actor } from '../../config/types';
import { requireActor } from '../auth/actor';
import { objectBody, oneOf, positiveInt, requiredText, type Body } from '../http/body';
import { ApiError } from '../http/errors';
import { langOf } from '../http/lang';
import { ok } from '../http/reply';
import { refundRenewal, renewTerm, type TermContext } from './actions';
import { MAX_QUEUE, deliverReminders, queueReminders } from './reminders';
import { MANAGERS } from '../../config/define';

const allowed = (request: FastifyRequest): Actor => {
  const actor = requireActor(request);
  const term = resourceByKey('mgmt_term', request.server.resources);
  const payment = resourceByKey('tomb_payment', request.server.resources);
  if (!term || !payment || !canDo(term, actor.level, 'update') || !canDo(payment, actor.level, 'create')) throw new ApiError('forbidden', 403);
  return actor;
};

const methods = (app: FastifyInstance): string[] => {
  const f = app.resources.tomb_payment?.fields.method;
  return f?.type === 'enum' ? f.values.map((v) => v.value) : [];
};

const optionalPayer = (body: Body): string | undefined => {
  const v = body.payer;
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string') throw new ApiError('validation', 422, undefined, { payer: { key: 'type_text' } });
  if (v.length > 50) throw new ApiError('validation', 422, undefined, { payer: { key: 'max_length', params: { max: 50 } } });
  return v.trim();
};

const years = (body: Body): number => {
  const v = body.years;
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) throw new ApiError('validation', 422, undefined, { years: { key: 'type_integer' } });
  if (v < 1) throw new ApiError('validation', 422, undefined, { years: { key: 'min_value', params: { min: 1 } } });
  if (v > MAX_RENEWAL_PERIODS) throw new ApiError('validation', 422, undefined, { years: { key: 'max_value', params: { max: MAX_RENEWAL_PERIODS } } });
  return v;
};

export const termRoutes = async (app: FastifyInstance): Promise<void> => {
  const inTransaction = <T>(actor: Actor, fn: (ctx: TermContext) => Promise<T>) => app.database.transaction((trx) => fn({ db: privileged(trx), actor, app }));

  app.post('/index/admin.mgmt_term/renew', async (request) => {
    const actor = allowed(request);
    const body = objectBody(request.body, ['id', 'version', 'years', 'method', 'payer']);
    const req = {
      id: positiveInt(body, 'id'),
      version: positiveInt(body, 'version'),
      years: years(body),
      method: oneOf(body, 'method', methods(app)),
      payer: optionalPayer(body),
    };
    return ok(await inTransaction(actor, (ctx) => renewTerm(ctx, req)));
  });

  /** Queue reminders for these terms ({ids}: 1 to 200), then deliver what is queued in the caller's channel. */
  app.post('/index/admin.mgmt_term/queue_reminders', async (request) => {
    const actor = requireActor(request);
    const def = resourceByKey('term_reminder', request.server.resources);
    const term = resourceByKey('mgmt_term', request.server.resources);
    if (!def || !term || !canDo(term, actor.level, 'update')) throw new ApiError('forbidden', 403);
    const body = objectBody(request.body, ['ids']);
    const ids = body.ids;
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_QUEUE || !ids.every((v) => typeof v === 'number' && Number.isSafeInteger(v) && v > 0 && v <= 2_147_483_647))
      throw new ApiError('validation', 422, undefined, { ids: { key: 'max_value', params: { max: MAX_QUEUE } } });
    const queued = await queueReminders(app, actor, ids as number[], langOf(request));
    const delivered = await deliverReminders(app, { channel: actor.channel });
    return ok({ ...queued, ...delivered });
  });

  /** Managers send the channel's queued reminders again, and the failed ones with {retry_failed: true}. */
  app.post('/index/admin.mgmt_term/send_reminders', async (request) => {
    const actor = requireActor(request);
    if (!MANAGERS.includes(actor.level) || !resourceByKey('term_reminder', request.server.resources)) throw new ApiError('forbidden', 403);
    const body = objectBody(request.body, ['retry_failed']);
    if (body.retry_failed !== undefined && typeof body.retry_failed !== 'boolean') throw new ApiError('validation', 422, undefined, { retry_failed: { key: 'type_boolean' } });
    return ok(await deliverReminders(app, { channel: actor.channel, retryFailed: body.retry_failed === true }));
  });

  app.post('/index/admin.mgmt_term/refund_renewal', async (request) => {
    const actor = allowed(request);
    const body = objectBody(request.body, ['payment_id', 'reason', 'method']);
    const req = { payment_id: positiveInt(body, 'payment_id'), reason: requiredText(body, 'reason', 500), method: oneOf(body, 'method', methods(app)) };
    return ok(await inTransaction(actor, (ctx) => refundRenewal(ctx, req)));
  });
};
