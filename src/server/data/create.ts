/** Create one record: checked input, the actor's channel, hooks, insert and log in one transaction. */
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../config/types';
import { acceptedKeysOf, hooksOf, prepareWrite, type Row } from '../hooks/registry';
import { recordOperation } from '../oplog/record';
import { hookContext } from './context';
import { checkWriteInput } from './input';
import { checkReferences } from './references';
import { requireAccess, resolveTable } from './resolve';
import { publicRow } from './rows';
import { transactionInSlot } from './userSlots';
import { mapWriteError } from './writeErrors';

/** Keep only columns: hook-only keys (a password) never reach the insert. */
const columnsOnly = (data: Row, extras: Set<string>): Row =>
  Object.fromEntries(Object.entries(data).filter(([k]) => !extras.has(k)));

export const create = async (app: FastifyInstance, actor: Actor, table: string, body: unknown): Promise<Row> => {
  const target = resolveTable(app, table);
  requireAccess(target, actor, 'create');
  const accepted = acceptedKeysOf(target.table);
  const { values, extras } = checkWriteInput(target.resource, actor, body, 'create', accepted);
  if (target.resource.channelScoped) values.channel = actor.channel;
  const prepared = await prepareWrite({ app, actor, table: target.table, resource: target.resource }, extras, values, 'create');
  try {
    const row = await transactionInSlot(app, actor, async (trx) => {
      const ctx = hookContext(app, actor, trx, target);
      await checkReferences(trx, app.resources, target.resource, actor, values);
      let data: Row = { ...values, ...prepared };
      for (const h of hooksOf(target.table)) if (h.beforeCreate) data = await h.beforeCreate(ctx, data);
      const inserted = (await trx.insertInto(target.table).values(columnsOnly(data, accepted)).returningAll().executeTakeFirstOrThrow()) as Row;
      for (const h of hooksOf(target.table)) if (h.afterCreate) await h.afterCreate(ctx, inserted);
      await recordOperation(trx, actor, { action: 'create', table: target.table, rowId: inserted.id as number, after: inserted });
      return inserted;
    });
    return publicRow(target.resource, row);
  } catch (e) {
    throw mapWriteError(e, target.resource);
  }
};
