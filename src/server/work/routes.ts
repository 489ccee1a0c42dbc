/**
 * The work order's calls beside the generic ones (docs/work.md):
 * POST /index/admin.work_order/{move,approve,schedule_burial}. Each checks the caller's level
 * against the config's access rules, like the generic calls, then runs in one transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { doorTransaction } from '../data/door';
import { canDo, resourceByKey } from '../../config/access';
import type { Actor, Operation } from '../../config/types';
import { isRealDate, textMaxLength, type FieldError } from '../../config/validators';
import { WORK_STATUS, type WorkStatus } from '../../config/work';
import { requireActor } from '../auth/actor';
import { objectBody, oneOf, positiveInt, type Body } from '../http/body';
import { ApiError } from '../http/errors';
import { ok } from '../http/reply';
import { approveInscription, moveWork, scheduleBurial, type BurialRequest } from './actions';
import type { WorkContext } from './rules';

const allowed = (request: FastifyRequest, op: Operation): Actor => {
  const actor = requireActor(request);
  const def = resourceByKey('work_order', request.server.resources);
  if (!def || !canDo(def, actor.level, op)) throw new ApiError('forbidden', 403);
  return actor;
};

const fieldFail = (key: string, error: FieldError): never => {
  throw new ApiError('validation', 422, undefined, { [key]: error });
};

/** An optional text of at most `max` characters; empty is absent. */
const optionalText = (body: Body, key: string, max: number): string | undefined => {
  const v = body[key];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string') return fieldFail(key, { key: 'type_text' });
  if (v.length > max) return fieldFail(key, { key: 'max_length', params: { max } });
  return v;
};

const optionalInt = (body: Body, key: string, min = 1, max = 2_147_483_647): number | undefined => {
  const v = body[key];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) return fieldFail(key, { key: 'type_integer' });
  if (v < min) return fieldFail(key, { key: 'min_value', params: { min } });
  if (v > max) return fieldFail(key, { key: 'max_value', params: { max } });
  return v;
};

const optionalDateTime = (body: Body, key: string): string | undefined => {
  const v = body[key];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' || v.length > 40 || !isRealDate(v.slice(0, 10)) || Number.isNaN(Date.parse(v))) return fieldFail(key, { key: 'type_datetime' });
  return new Date(v).toISOString();
};

const optionalFlag = (body: Body, key: string): boolean => {
  const v = body[key];
  if (v === undefined || v === null) return false;
  if (typeof v !== 'boolean') return fieldFail(key, { key: 'type_boolean' });
  return v;
};

const textMax = (app: FastifyInstance, field: string): number => {
  const def = resourceByKey('work_order', app.resources)?.fields[field];
  return def?.type === 'text' || def?.type === 'longtext' ? textMaxLength(def) : 2000;
};

const STATUSES = WORK_STATUS.map((s) => s.value);

export const workRoutes = async (app: FastifyInstance): Promise<void> => {
  const inTransaction = <T>(actor: Actor, fn: (ctx: WorkContext) => Promise<T>) => doorTransaction(app, actor, (db) => fn({ db, actor, app }));

  app.post('/index/admin.work_order/move', async (request) => {
    const actor = allowed(request, 'read');
    const body = objectBody(request.body, ['id', 'version', 'status', 'reason']);
    const req = {
      id: positiveInt(body, 'id'),
      version: positiveInt(body, 'version'),
      status: oneOf(body, 'status', STATUSES) as WorkStatus,
      reason: optionalText(body, 'reason', textMax(app, 'cancel_reason'))?.trim(),
    };
    return ok(await inTransaction(actor, (ctx) => moveWork(ctx, req)));
  });

  app.post('/index/admin.work_order/approve', async (request) => {
    const actor = allowed(request, 'read');
    const body = objectBody(request.body, ['id', 'version']);
    const target = { id: positiveInt(body, 'id'), version: positiveInt(body, 'version') };
    return ok(await inTransaction(actor, (ctx) => approveInscription(ctx, target)));
  });

  app.post('/index/admin.work_order/schedule_burial', async (request) => {
    const actor = allowed(request, 'create');
    const body = objectBody(request.body, [
      'order_id', 'scheduled_start', 'duration_minutes', 'assignee_id', 'crew', 'member_id', 'inscription', 'inscription_text', 'opening', 'notes',
    ]);
    const req: BurialRequest = {
      order_id: positiveInt(body, 'order_id'),
      scheduled_start: optionalDateTime(body, 'scheduled_start'),
      duration_minutes: optionalInt(body, 'duration_minutes', 15, 1440),
      assignee_id: optionalInt(body, 'assignee_id'),
      crew: optionalText(body, 'crew', textMax(app, 'crew')),
      member_id: optionalInt(body, 'member_id'),
      inscription: optionalFlag(body, 'inscription'),
      inscription_text: optionalText(body, 'inscription_text', textMax(app, 'inscription_text')),
      opening: optionalFlag(body, 'opening'),
      notes: optionalText(body, 'notes', textMax(app, 'notes')),
    };
    return ok(await inTransaction(actor, (ctx) => scheduleBurial(ctx, req)));
  });
};
