/**
 * Update one record with optimistic concurrency: the row is locked, a stale `version` is a
 * 409 conflict that changes nothing, and every update bumps version and updated_at.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Actor } from '../../config/types';
import { isRequiredOf, validateRelations } from '../../config/validators';
import { ApiError, notFound } from '../http/errors';
import { acceptedKeysOf, hooksOf, type HookContext, type Row } from '../hooks/registry';
import { recordOperation } from '../oplog/record';
import { andAll, condSql } from '../query/compile';
import { checkValue } from '../query/values';
import { hookContext } from './context';
import { checkWriteInput } from './input';
import { checkChildren, checkParents } from './parents';
import { checkReferences } from './references';
import { requireAccess, resolveTable, type Target } from './resolve';
import { publicRow } from './rows';
import { composePartialDates } from '../db/partialDates';
import { accessScope } from './scope';
import { mapWriteError } from './writeErrors';

interface UpdateArgs {
  id: unknown;
  data: unknown;
  /** The version the client read; omitted = last write wins. */
  version?: unknown;
}

const columnsOnly = (data: Row, extras: Set<string>): Row =>
  Object.fromEntries(Object.entries(data).filter(([k]) => !extras.has(k)));

/** `id` and `version` may ride inside the record (react-admin sends whole records); they must agree with the call's. */
const splitKeys = (id: number, version: number | undefined, data: unknown) => {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { data, version };
  const rest: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  if (Object.hasOwn(rest, 'id')) {
    if (checkValue('integer', rest.id, 'id') !== id) throw new ApiError('bad_value', 400, { column: 'id' });
    delete rest.id;
  }
  let v = version;
  if (Object.hasOwn(rest, 'version')) {
    const inner = checkValue('integer', rest.version, 'version') as number;
    if (v !== undefined && v !== inner) throw new ApiError('bad_value', 400, { column: 'version' });
    v = inner;
    delete rest.version;
  }
  return { data: rest, version: v };
};

interface RowUpdate {
  id: number;
  version?: number;
  values: Row;
  extras: Row;
  historyOnly?: string[];
}

/** One row inside the caller's transaction: lock, check the version, hooks, write, log. */
const updateRow = async (app: FastifyInstance, actor: Actor, target: Target, trx: HookContext['trx'], change: RowUpdate): Promise<Row> => {
  const scope = accessScope(target.table, target.resource, actor);
  const where = condSql(andAll(scope.where, { kind: 'cmp', col: { alias: target.table, column: 'id', kind: 'integer' }, op: '=', value: change.id })!);
  const before = await trx.selectFrom(target.table).selectAll().where(where).forUpdate().executeTakeFirst();
  if (!before) throw notFound();
  if (change.version !== undefined && change.version !== before.version) throw new ApiError('conflict', 409);
  // Left empty: allowed on imported history only (src/config/validators.ts, isRequiredOf).
  const missing = (change.historyOnly ?? []).filter((name) => isRequiredOf(target.resource.fields[name], before));
  if (missing.length > 0) throw new ApiError('validation', 422, undefined, Object.fromEntries(missing.map((name) => [name, { key: 'required' as const }])));
  // A rule between two fields holds on the row as it will be: a birth moved after the stored death is refused.
  const related = validateRelations(target.resource.fields, composePartialDates(target.resource, change.values), composePartialDates(target.resource, before));
  if (Object.keys(related).length > 0) throw new ApiError('validation', 422, undefined, related);
  const ctx = hookContext(app, actor, trx, target);
  await checkReferences(trx, app.resources, target.resource, actor, change.values);
  await checkParents(trx, app.resources, target.resource, { ...before, ...change.values }, Object.keys(change.values));
  await checkChildren(trx, app.resources, target.key, before, change.values);
  let patch: Row = { ...change.values, ...change.extras };
  for (const h of hooksOf(app, target.table)) if (h.beforeUpdate) patch = await h.beforeUpdate(ctx, before, patch);
  const after = await trx
    .updateTable(target.table)
    .set({ ...columnsOnly(patch, acceptedKeysOf(app, target.table)), version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', change.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const h of hooksOf(app, target.table)) if (h.afterUpdate) await h.afterUpdate(ctx, before, after);
  await recordOperation(trx, actor, { action: 'update', table: target.table, rowId: change.id, before, after });
  return after;
};

export const update = async (app: FastifyInstance, actor: Actor, table: string, args: UpdateArgs): Promise<Row> => {
  const target = resolveTable(app, table);
  requireAccess(target, actor, 'update');
  const id = checkValue('integer', args.id, 'id') as number;
  const sent = splitKeys(id, args.version === undefined || args.version === null ? undefined : (checkValue('integer', args.version, 'version') as number), args.data);
  const { values, extras, historyOnly } = checkWriteInput(target.resource, actor, sent.data, 'update', acceptedKeysOf(app, target.table), app.clock.now());
  try {
    const row = await app.database.transaction((trx) => updateRow(app, actor, target, trx, { id, version: sent.version, values, extras, historyOnly }));
    return publicRow(target.resource, row);
  } catch (e) {
    throw mapWriteError(e, target.resource);
  }
};

/**
 * The same change to several rows (a bulk edit), all or nothing: one refusal rolls back the
 * rows already changed, so a bulk edit never half-applies.
 */
export const updateMany = async (app: FastifyInstance, actor: Actor, table: string, ids: number[], data: unknown): Promise<{ ids: number[] }> => {
  const target = resolveTable(app, table);
  requireAccess(target, actor, 'update');
  const { values, extras, historyOnly } = checkWriteInput(target.resource, actor, data, 'update', acceptedKeysOf(app, target.table), app.clock.now());
  try {
    await app.database.transaction(async (trx) => {
      for (const id of ids) await updateRow(app, actor, target, trx, { id, values, extras, historyOnly });
    });
    return { ids };
  } catch (e) {
    throw mapWriteError(e, target.resource);
  }
};
