/**
 * "Mark all read": every unread message addressed to the caller (the message row filter: its
 * level) becomes read, all in one transaction. Each row is locked, versioned and logged like
 * a generic update, so the drawer and the operation log tell the same story as one click at
 * a time would. The rows of other levels are never touched, whatever the body says.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { MESSAGE_READ, MESSAGE_UNREAD } from '../../rules/messageTypes';
import type { Actor } from '../../config/types';
import { doorTransaction } from '../data/door';
import { requireAccess, resolveTable } from '../data/resolve';
import { accessScope } from '../data/scope';
import { recordOperation } from '../oplog/record';
import { andAll, condSql } from '../query/compile';

export const markAllRead = async (app: FastifyInstance, actor: Actor): Promise<{ ids: number[] }> => {
  const target = resolveTable(app, 'message');
  requireAccess(target, actor, 'update');
  const scope = accessScope(target.table, target.resource, actor);
  const unread = condSql(andAll(scope.where, { kind: 'cmp', col: { alias: target.table, column: 'status', kind: 'text' }, op: '=', value: MESSAGE_UNREAD })!);
  // The row filter (the caller's level) is the generic query's scope, `unread` above; the door adds the channel's if the config gives messages one.
  return doorTransaction(app, actor, async (trx) => {
    const before = (await trx.selectFrom('message').selectAll().where(unread).orderBy('id').forUpdate().execute());
    if (before.length === 0) return { ids: [] };
    app.unread.forget();
    const ids = before.map((r) => r.id);
    const after = (await trx
      .updateTable('message')
      .set({ status: MESSAGE_READ, version: sql`version + 1`, updated_at: sql`now()` })
      .where('id', 'in', ids)
      .returningAll()
      .execute());
    const byId = new Map(after.map((r) => [r.id, r]));
    for (const row of before) await recordOperation(trx, actor, { action: 'update', table: target.table, rowId: row.id, before: row, after: byId.get(row.id) });
    return { ids };
  });
};
