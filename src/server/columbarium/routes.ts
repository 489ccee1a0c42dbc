/**
 * The columbarium's calls (docs/columbarium.md):
 * POST /index/admin.ash_deposit/{deposit,withdraw,unlock_pickup,transfer,renew,refund_renewal,dues}. Each checks the caller's
 * level against the config's access rules (reading deposits; the deposit's channel is the
 * caller's, like an order's), validates the body with the config's own validators, then runs
 * in one transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canDo, resourceByKey } from '../../config/access';
import { FEE_BASIS, PICKUP_CODE_RE, STORAGE_KIND, WITHDRAWAL_KIND, type FeeBasis, type StorageKind, type WithdrawalKind } from '../../config/columbarium';
import type { Actor, FieldDef } from '../../config/types';
import { validateField, type FieldError } from '../../config/validators';
import { requireActor } from '../auth/actor';
import { objectBody, oneOf, positiveInt, requiredText, type Body } from '../http/body';
import { ApiError } from '../http/errors';
import { heavyRead } from '../http/heavyLane';
import { ok } from '../http/reply';
import { nicheMap } from './map';
import { checkPickup, depositAshes, depositDues, refundStorageRenewal, renewStorage, transferAshes, unlockPickup, withdrawAshes, type AshContext, type DepositRequest } from './actions';

const allowed = (request: FastifyRequest): Actor => {
  const actor = requireActor(request);
  const def = resourceByKey('ash_deposit', request.server.resources);
  if (!def || !canDo(def, actor.level, 'read')) throw new ApiError('forbidden', 403);
  return actor;
};

const fail = (errors: Record<string, FieldError>): never => {
  throw new ApiError('validation', 422, undefined, errors);
};

/** One field of ash_deposit, checked by the config's validator (the browser runs the same). */
const depositField = (app: FastifyInstance, body: Body, key: string, required: boolean): string | undefined => {
  const def = resourceByKey('ash_deposit', app.resources)?.fields[key] as FieldDef | undefined;
  const v = body[key];
  if (v === undefined || v === null || v === '') return required ? fail({ [key]: { key: 'required' } }) : undefined;
  if (typeof v !== 'string') return fail({ [key]: { key: 'type_text' } });
  const error = def ? validateField({ ...def, required }, v.trim()) : null;
  if (error) fail({ [key]: error });
  return v.trim();
};

const optionalText = (body: Body, key: string, max: number): string | undefined => {
  const v = body[key];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string') return fail({ [key]: { key: 'type_text' } });
  if (v.length > max) return fail({ [key]: { key: 'max_length', params: { max } } });
  return v;
};

const optionalId = (body: Body, key: string): number | undefined => {
  const v = body[key];
  if (v === undefined || v === null || v === '') return undefined;
  return positiveInt(body, key);
};

const periodsOf = (body: Body): number => {
  const v = body.periods;
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) return fail({ periods: { key: 'type_integer' } });
  if (v < 1) return fail({ periods: { key: 'min_value', params: { min: 1 } } });
  return v;
};

const methods = (app: FastifyInstance): string[] => {
  const f = resourceByKey('ash_payment', app.resources)?.fields.method;
  return f?.type === 'enum' ? f.values.map((v) => v.value) : [];
};

const DEPOSIT_KEYS = [
  'niche_id', 'deceased_name', 'death_date', 'member_id', 'depositor_name', 'depositor_id_number', 'depositor_phone', 'depositor_relation',
  'storage_kind', 'fee_basis', 'periods', 'method', 'remark',
];

export const columbariumRoutes = async (app: FastifyInstance): Promise<void> => {
  const inTransaction = <T>(actor: Actor, fn: (ctx: AshContext) => Promise<T>) => app.database.transaction((trx) => fn({ trx, actor, app }));

  app.post('/index/admin.ash_deposit/deposit', async (request) => {
    const actor = allowed(request);
    const body = objectBody(request.body, DEPOSIT_KEYS);
    const req: DepositRequest = {
      niche_id: positiveInt(body, 'niche_id'),
      deceased_name: depositField(app, body, 'deceased_name', true) as string,
      death_date: depositField(app, body, 'death_date', false),
      member_id: optionalId(body, 'member_id'),
      depositor_name: depositField(app, body, 'depositor_name', true) as string,
      depositor_id_number: depositField(app, body, 'depositor_id_number', true) as string,
      depositor_phone: depositField(app, body, 'depositor_phone', true) as string,
      depositor_relation: depositField(app, body, 'depositor_relation', false),
      storage_kind: oneOf(body, 'storage_kind', STORAGE_KIND.map((v) => v.value), 'long_term') as StorageKind,
      fee_basis: oneOf(body, 'fee_basis', FEE_BASIS.map((v) => v.value), 'yearly') as FeeBasis,
      periods: periodsOf(body),
      method: oneOf(body, 'method', methods(app)),
      remark: depositField(app, body, 'remark', false),
    };
    return ok(await inTransaction(actor, (ctx) => depositAshes(ctx, req)));
  });

  app.post('/index/admin.ash_deposit/withdraw', async (request) => {
    const actor = allowed(request);
    const body = objectBody(request.body, ['id', 'version', 'id_number', 'pickup_code', 'kind', 'order_id', 'method', 'payer', 'override_reason', 'note']);
    const code = body.pickup_code;
    if (typeof code !== 'string' || !PICKUP_CODE_RE.test(code.trim())) fail({ pickup_code: { key: 'pattern' } });
    const idNumber = body.id_number;
    if (typeof idNumber !== 'string' || !idNumber.trim() || idNumber.length > 30) fail({ id_number: { key: 'required' } });
    const req = {
      id: positiveInt(body, 'id'),
      version: positiveInt(body, 'version'),
      id_number: String(idNumber),
      pickup_code: String(code).trim(),
      kind: oneOf(body, 'kind', WITHDRAWAL_KIND.map((v) => v.value)) as WithdrawalKind,
      order_id: optionalId(body, 'order_id'),
      method: body.method === undefined || body.method === null || body.method === '' ? undefined : oneOf(body, 'method', methods(app)),
      payer: optionalText(body, 'payer', 50),
      override_reason: optionalText(body, 'override_reason', 500),
      note: optionalText(body, 'note', 500),
    };
    // The identity first, in its own transaction: a wrong try is counted (and may lock the deposit) although it is refused.
    const refused = await inTransaction(actor, (ctx) => checkPickup(ctx, req));
    if (refused) throw refused;
    return ok(await inTransaction(actor, (ctx) => withdrawAshes(ctx, req)));
  });

  // A manager lifts the lock that wrong pick-up codes set (docs/columbarium.md, "Wrong pick-up codes").
  app.post('/index/admin.ash_deposit/unlock_pickup', async (request) => {
    const actor = allowed(request);
    const body = objectBody(request.body, ['id', 'reason']);
    const req = { id: positiveInt(body, 'id'), reason: requiredText(body, 'reason', 500) };
    return ok(await inTransaction(actor, (ctx) => unlockPickup(ctx, req)));
  });

  app.post('/index/admin.ash_deposit/renew', async (request) => {
    const actor = allowed(request);
    const body = objectBody(request.body, ['id', 'version', 'periods', 'method', 'payer']);
    const req = { id: positiveInt(body, 'id'), version: positiveInt(body, 'version'), periods: periodsOf(body), method: oneOf(body, 'method', methods(app)), payer: optionalText(body, 'payer', 50) };
    return ok(await inTransaction(actor, (ctx) => renewStorage(ctx, req)));
  });

  // A storage renewal paid back (docs/columbarium.md): the plots' refund rules, on the deposit.
  app.post('/index/admin.ash_deposit/refund_renewal', async (request) => {
    const actor = allowed(request);
    const body = objectBody(request.body, ['payment_id', 'reason', 'method']);
    const req = { payment_id: positiveInt(body, 'payment_id'), reason: requiredText(body, 'reason', 500), method: oneOf(body, 'method', methods(app)) };
    return ok(await inTransaction(actor, (ctx) => refundStorageRenewal(ctx, req)));
  });

  app.post('/index/admin.ash_deposit/transfer', async (request) => {
    const actor = allowed(request);
    const body = objectBody(request.body, ['id', 'version', 'niche_id', 'note']);
    const req = { id: positiveInt(body, 'id'), version: positiveInt(body, 'version'), niche_id: positiveInt(body, 'niche_id'), note: optionalText(body, 'note', 500) };
    return ok(await inTransaction(actor, (ctx) => transferAshes(ctx, req)));
  });

  // The niche map (src/app/columbarium/NicheMapPage.tsx): the halls that have niches, and one
  // hall's walls, rows and niches as rows of values (the plot map's compact shape).
  app.post('/index/admin.ash_niche/map', async (request) => {
    const actor = requireActor(request);
    const def = resourceByKey('ash_niche', app.resources);
    if (!def || !canDo(def, actor.level, 'read')) throw new ApiError('forbidden', 403);
    const body = objectBody(request.body ?? {}, ['area_id']);
    const areaId = optionalId(body, 'area_id');
    return ok(await heavyRead(app, (db) => nicheMap(db, areaId)));
  });

  app.post('/index/admin.ash_deposit/dues', async (request) => {
    const actor = allowed(request);
    const body = objectBody(request.body, ['id']);
    return ok(await inTransaction(actor, (ctx) => depositDues(ctx, { id: positiveInt(body, 'id') })));
  });
};
