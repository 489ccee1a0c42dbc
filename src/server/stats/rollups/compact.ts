/**
 * Folds the delta logs back to one row per key and drops keys that sum to nothing. One
 * statement per table: rows appended by transactions that commit meanwhile are not visible
 * to it, so they stay, uncounted by the fold and still counted by every sum.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ORDER_MONTH, ORDER_MONTH_SELLER, PAYMENT_MONTH, PAYMENT_MONTH_SELLER } from './names';

interface Layout {
  table: string;
  keys: string[];
  /** The count column, then the amount column. */
  weight: string;
  value: string;
}

const ORDER_KEYS = ['month', 'channel', 'status'];
const PAYMENT_KEYS = ['month', 'channel', 'kind', 'method'];
const BY_SELLER = ['salesperson_id', 'agent'];

export const ROLLUP_LAYOUTS: readonly Layout[] = [
  { table: ORDER_MONTH, keys: ORDER_KEYS, weight: 'orders', value: 'total' },
  { table: ORDER_MONTH_SELLER, keys: [...ORDER_KEYS, ...BY_SELLER], weight: 'orders', value: 'total' },
  { table: PAYMENT_MONTH, keys: PAYMENT_KEYS, weight: 'payments', value: 'amount' },
  { table: PAYMENT_MONTH_SELLER, keys: [...PAYMENT_KEYS, ...BY_SELLER], weight: 'payments', value: 'amount' },
];

const compactTable = async (db: Db, { table, keys, weight, value }: Layout): Promise<void> => {
  const t = sql.table(table);
  const cols = sql.join(keys.map((k) => sql.id(k)));
  const rCols = sql.join(keys.map((k) => sql.ref(`r.${k}`)));
  const dupCols = sql.join(keys.map((k) => sql.ref(`dup.${k}`)));
  const w = sql.id(weight);
  const v = sql.id(value);
  await sql`WITH dup AS (
      SELECT ${cols} FROM ${t} GROUP BY ${cols} HAVING COUNT(*) > 1 OR SUM(${w}) = 0
    ), gone AS (
      DELETE FROM ${t} r USING dup WHERE (${rCols}) = (${dupCols}) RETURNING r.*
    )
    INSERT INTO ${t} (${cols}, ${w}, ${v})
    SELECT ${cols}, SUM(${w}), SUM(${v}) FROM gone GROUP BY ${cols} HAVING SUM(${w}) <> 0 OR SUM(${v}) <> 0`.execute(db);
};

export const compactRollups = async (db: Db): Promise<void> => {
  for (const layout of ROLLUP_LAYOUTS) await compactTable(db, layout);
};
