/**
 * Writes the domain makes beside the generic ones (status changes, totals, the plot that
 * follows its order): each bumps the row's version, so a client holding the old version gets
 * a conflict instead of overwriting, and each goes to the operation log in the same transaction.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Actor, Channel } from '../../config/types';
import type { HookContext, Row } from '../hooks/registry';
import { stampValues } from '../oplog/batch';
import { recordOperation } from '../oplog/record';
import { isRowId } from '../query/values';

/** A Kysely handle inside a transaction, as the hooks receive it. */
export type Trx = HookContext['trx'];

export interface WriteContext {
  trx: Trx;
  /** null for the system (the expiry job). */
  actor: Actor | null;
  /** The app, when the write is made for one: status listeners (afterStatus hooks) run then. */
  app?: FastifyInstance;
}

export const updateRow = async (ctx: WriteContext, table: string, before: Row, patch: Row, channel?: Channel): Promise<Row> => {
  const after = (await ctx.trx
    .updateTable(table)
    .set({ ...patch, version: sql`version + 1`, updated_at: sql`now()` })
    .where('id', '=', before.id as number)
    .returningAll()
    .executeTakeFirstOrThrow()) as Row;
  await recordOperation(ctx.trx, ctx.actor, { action: 'update', table, rowId: Number(before.id), before, after, channel });
  return after;
};

export const insertRow = async (ctx: WriteContext, table: string, values: Row, channel?: Channel): Promise<Row> => {
  const row = (await ctx.trx.insertInto(table).values(stampValues(ctx.trx, table, values)).returningAll().executeTakeFirstOrThrow()) as Row;
  await recordOperation(ctx.trx, ctx.actor, { action: 'create', table, rowId: Number(row.id), after: row, channel });
  return row;
};

/** SELECT * ... FOR UPDATE: the row stays locked until the transaction ends (concurrent writers wait). */
export const lockRow = async (trx: Trx, table: string, id: unknown): Promise<Row | undefined> => {
  const n = Number(id);
  if (!isRowId(n)) return undefined;
  return (await trx.selectFrom(table).selectAll().where('id', '=', n).forUpdate().executeTakeFirst()) as Row | undefined;
};
