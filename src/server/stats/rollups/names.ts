/**
 * The statistics' monthly rollups: derived tables, rebuilt from tomb_order and tomb_payment
 * whenever needed, so backups leave them out (src/server/backup/format.ts, through src/server/db/derived.ts). Each comes twice:
 * by channel alone (a few hundred rows for years of data, for the figures of a whole channel)
 * and by salesperson and agent too (for the seller filter and the top sellers).
 */
import { partitionedTable } from '../../data/door';
import { ORDER_MONTH, ORDER_MONTH_SELLER, PAYMENT_MONTH, PAYMENT_MONTH_SELLER, ROLLUP_STATE } from '../../db/derived';

// The names live in the data layer (src/server/db/derived.ts), where the backup reads them too.
export { ORDER_MONTH, ORDER_MONTH_SELLER, PAYMENT_MONTH, PAYMENT_MONTH_SELLER, ROLLUP_STATE };

/** A rollup table: its key columns, its count (the weight) and its amount. */
export interface RollupLayout {
  table: string;
  keys: string[];
  weight: string;
  value: string;
}

const ORDER_KEYS = ['month', 'channel', 'status'];
const PAYMENT_KEYS = ['month', 'channel', 'kind', 'method'];
const BY_SELLER = ['salesperson_id', 'agent'];

export const ROLLUP_LAYOUTS: readonly RollupLayout[] = [
  { table: ORDER_MONTH, keys: ORDER_KEYS, weight: 'orders', value: 'total' },
  { table: ORDER_MONTH_SELLER, keys: [...ORDER_KEYS, ...BY_SELLER], weight: 'orders', value: 'total' },
  { table: PAYMENT_MONTH, keys: PAYMENT_KEYS, weight: 'payments', value: 'amount' },
  { table: PAYMENT_MONTH_SELLER, keys: [...PAYMENT_KEYS, ...BY_SELLER], weight: 'payments', value: 'amount' },
];

export const ROLLUP_TABLES: readonly string[] = [...ROLLUP_LAYOUTS.map((l) => l.table), ROLLUP_STATE];

// A row per channel (and month): the door scopes them like the config's channel-scoped tables (inScope in ./facts.ts).
for (const l of ROLLUP_LAYOUTS) partitionedTable(l.table);

/** Bumped when the tables, functions or triggers change: a server finding another version rebuilds. */
export const ROLLUP_VERSION = 1;
