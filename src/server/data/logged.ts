/**
 * Writes the modules make beside the generic ones (status changes, totals, the plot that
 * follows its order), typed by table and made through the caller's door: each bumps the row's
 * version, so a client holding the old version gets a conflict instead of overwriting, and each
 * goes to the operation log in the same transaction. The one place a table named by a type
 * parameter meets the untyped handle (Kysely cannot check a query over "some table").
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Actor, Channel } from '../../config/types';
import type { Db } from '../db/handle';
import type { PatchOf, RowOf, TableName, TypedDb, ValuesOf } from '../db/tables';
import { stampValues } from '../oplog/batch';
import { recordOperation } from '../oplog/record';
import { isRowId } from '../query/values';

export interface WriteContext {
  /** The write's transaction, through the caller's door (or `privileged` for the system). */
  db: TypedDb;
  /** null for the system (the expiry job). */
  actor: Actor | null;
  /** The app, when the write is made for one: status listeners (afterStatus hooks) run then. */
  app?: FastifyInstance;
}

const untyped = (db: TypedDb): Db => db as unknown as Db;

/** Update one row (`before`, as read: its id, and its values for the log), its version bumped, with its log entry; answers the row as written. */
export const updateRow = async <T extends TableName>(ctx: WriteContext, table: T, before: Readonly<Record<string, unknown>>, patch: PatchOf<T>, channel?: Channel): Promise<RowOf<T>> => {
  const id = Number(before.id);
  const values: Record<string, unknown> = { ...(patch as Record<string, unknown>), version: sql`version + 1`, updated_at: sql`now()` };
  const after = (await untyped(ctx.db)
    .updateTable(table as string)
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()) as RowOf<T>;
  await recordOperation(untyped(ctx.db), ctx.actor, { action: 'update', table, rowId: id, before, after, channel });
  return after;
};

/** Insert one row with its log entry (stamped with the import's batch when in one); answers the row as written. */
export const insertRow = async <T extends TableName>(ctx: WriteContext, table: T, values: ValuesOf<T>, channel?: Channel): Promise<RowOf<T>> => {
  const db = untyped(ctx.db);
  const row = (await db.insertInto(table as string).values(stampValues(db, table, values as Record<string, unknown>)).returningAll().executeTakeFirstOrThrow()) as RowOf<T>;
  await recordOperation(db, ctx.actor, { action: 'create', table, rowId: (row as { id: number }).id, after: row, channel });
  return row;
};

/** SELECT * ... FOR UPDATE through the door: the row stays locked until the transaction ends (concurrent writers wait); undefined when not the caller's. */
export const lockRow = async <T extends TableName>(db: TypedDb, table: T, id: unknown): Promise<RowOf<T> | undefined> => {
  const n = Number(id);
  if (!isRowId(n)) return undefined;
  return (await untyped(db).selectFrom(table as string).selectAll().where('id', '=', n).forUpdate().executeTakeFirst()) as RowOf<T> | undefined;
};
