/**
 * Delete records by id, all or nothing: every id must be in the caller's scope (else 404 and
 * nothing is deleted), and a row still referenced elsewhere refuses the whole call (409).
 */
import type { FastifyInstance } from 'fastify';
import type { Actor, Labels } from '../../config/types';
import { ApiError, notFound } from '../http/errors';
import { hooksOf } from '../hooks/registry';
import { recordOperation } from '../oplog/record';
import { andAll, condSql } from '../query/compile';
import { badValue, isPlainObject, malformed, onlyKeys } from '../query/refuse';
import { checkValue } from '../query/values';
import { hookContext } from './context';
import { requireAccess, resolveTable } from './resolve';
import { accessScope } from './scope';
import { mapWriteError } from './writeErrors';

/** Ids in one bulk update or delete. */
const MAX_DELETE_IDS = 1000;

/** A count as each language writes it (1,000; 1.000; 1000). */
const countLabels = (n: number): Labels => ({ zh: String(n), en: n.toLocaleString('en'), es: n.toLocaleString('es'), ja: n.toLocaleString('ja') });

/** `{ids: [1, 2]}` -> distinct ids. */
export const parseIds = (body: unknown): number[] => {
  if (!isPlainObject(body)) throw malformed();
  onlyKeys(body, ['ids']);
  const { ids } = body;
  if (!Array.isArray(ids) || ids.length === 0) throw badValue('ids');
  // A limit, said as one: not a wrong value.
  if (ids.length > MAX_DELETE_IDS) throw new ApiError('too_many_ids', 400, { max: countLabels(MAX_DELETE_IDS) });
  const out = ids.map((v) => checkValue('integer', v, 'ids') as number);
  if (out.some((n) => n < 1)) throw badValue('ids');
  return [...new Set(out)];
};

export const remove = async (app: FastifyInstance, actor: Actor, table: string, ids: number[]): Promise<{ ids: number[] }> => {
  const target = resolveTable(app, table);
  requireAccess(target, actor, 'delete');
  const scope = accessScope(target.table, target.resource, actor);
  const where = condSql(andAll(scope.where, { kind: 'in', col: { alias: target.table, column: 'id', kind: 'integer' }, negate: false, values: ids })!);
  try {
    await app.database.transaction(async (trx) => {
      const rows = await trx.selectFrom(target.table).selectAll().where(where).orderBy('id').forUpdate().execute();
      if (rows.length !== ids.length) throw notFound();
      const ctx = hookContext(app, actor, trx, target);
      for (const row of rows) for (const h of hooksOf(app, target.table)) if (h.beforeDelete) await h.beforeDelete(ctx, row);
      await trx.deleteFrom(target.table).where('id', 'in', ids).execute();
      for (const row of rows) await recordOperation(trx, actor, { action: 'delete', table: target.table, rowId: row.id as number, before: row });
    });
    return { ids };
  } catch (e) {
    const mapped = mapWriteError(e, target.resource);
    throw mapped instanceof ApiError && mapped.code === 'validation' ? new ApiError('referenced', 409) : mapped;
  }
};
