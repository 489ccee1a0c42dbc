/** Create one record: checked input, the actor's channel, hooks, insert and log in one transaction. */
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../config/types';
import type { Db } from '../db/database';
import { acceptedKeysOf, hooksOf, type Row } from '../hooks/registry';
import { stampValues } from '../oplog/batch';
import { recordOperation } from '../oplog/record';
import { hookContext } from './context';
import { checkWriteInput, type WriteInput } from './input';
import { checkParents } from './parents';
import { checkReferences } from './references';
import { requireAccess, resolveTable, type Target } from './resolve';
import { publicRow } from './rows';
import { mapWriteError } from './writeErrors';

/** Keep only columns: hook-only keys (a password) never reach the insert. */
const columnsOnly = (data: Row, extras: Set<string>): Row =>
  Object.fromEntries(Object.entries(data).filter(([k]) => !extras.has(k)));

interface CreateRowOptions {
  /**
   * The caller has already looked every reference up within the caller's channel (the
   * import does it for all its rows in a few queries), so the per-row lookups are skipped.
   * The foreign keys still refuse a row that has gone since.
   */
  referencesChecked?: boolean;
}

/**
 * The write of one checked record (checkWriteInput's output) inside the caller's transaction:
 * the actor's channel, references within reach, parents that agree, the table's hooks, the
 * insert and its log entry. The form's create and the spreadsheet import (many rows, one
 * transaction) both use it.
 */
export const createRow = async (
  app: FastifyInstance,
  actor: Actor,
  target: Target,
  trx: Db,
  input: WriteInput,
  opts: CreateRowOptions = {},
): Promise<Row> => {
  const values: Row = { ...input.values };
  if (target.resource.channelScoped) values.channel = actor.channel;
  const ctx = hookContext(app, actor, trx, target);
  if (!opts.referencesChecked) await checkReferences(trx, app.resources, target.resource, actor, values);
  await checkParents(trx, app.resources, target.resource, values, Object.keys(values));
  let data: Row = { ...values, ...input.extras };
  for (const h of hooksOf(app, target.table)) if (h.beforeCreate) data = await h.beforeCreate(ctx, data);
  const columns = stampValues(trx, target.table, columnsOnly(data, acceptedKeysOf(app, target.table)));
  const inserted = await trx.insertInto(target.table).values(columns).returningAll().executeTakeFirstOrThrow();
  for (const h of hooksOf(app, target.table)) if (h.afterCreate) await h.afterCreate(ctx, inserted);
  await recordOperation(trx, actor, { action: 'create', table: target.table, rowId: inserted.id as number, after: inserted });
  return inserted;
};

export const create = async (app: FastifyInstance, actor: Actor, table: string, body: unknown): Promise<Row> => {
  const target = resolveTable(app, table);
  requireAccess(target, actor, 'create');
  const input = checkWriteInput(target.resource, actor, body, 'create', acceptedKeysOf(app, target.table), app.clock.now());
  try {
    const row = await app.database.transaction((trx) => createRow(app, actor, target, trx, input));
    return publicRow(target.resource, row);
  } catch (e) {
    throw mapWriteError(e, target.resource);
  }
};
