/**
 * The statistics' monthly rollups: derived tables, rebuilt from tomb_order and tomb_payment
 * whenever needed, so backups leave them out (src/server/backup/format.ts).
 */
export const ORDER_MONTH = 'stats_order_month';
export const PAYMENT_MONTH = 'stats_payment_month';
export const ROLLUP_STATE = 'stats_rollup_state';

export const ROLLUP_TABLES: readonly string[] = [ORDER_MONTH, PAYMENT_MONTH, ROLLUP_STATE];

/** Bumped when the tables, functions or triggers change: a server finding another version rebuilds. */
export const ROLLUP_VERSION = 1;
