/**
 * The statements that keep the visits' capacities, a slot's quota of people and a departure's
 * seats: one conditional UPDATE (booked + n within the limit, the row open) in the booking's
 * transaction, so any number of concurrent takers of the last units get exactly those.
 */
import { sql } from 'kysely';
import type { TypedDb } from '../data/door';
import type { RowOf } from '../db/tables';

/** The column each counted table's `booked` may not exceed. */
const LIMIT = { visit_slot: 'quota', visit_departure: 'seats' } as const;
type Counted = keyof typeof LIMIT;

/** Take `n` units of the row; undefined when it is closed, gone or has fewer left (nothing written). */
export const takeUnits = async <T extends Counted>(trx: TypedDb, table: T, id: number, n: number): Promise<RowOf<T> | undefined> =>
  (await trx
    .updateTable(table as Counted)
    .set({ booked: sql`booked + ${n}` })
    .where('id', '=', id)
    .where('closed', '=', false)
    .where(sql<boolean>`booked + ${n} <= ${sql.ref(LIMIT[table])}`)
    .returningAll()
    .executeTakeFirst()) as RowOf<T> | undefined;

/** Give `n` units back (never below zero). */
export const giveUnits = async (trx: TypedDb, table: Counted, id: number, n: number): Promise<void> => {
  await trx
    .updateTable(table)
    .set({ booked: sql`greatest(booked - ${n}, 0)` })
    .where('id', '=', id)
    .execute();
};
