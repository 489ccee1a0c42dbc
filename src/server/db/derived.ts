/**
 * The server's derived tables: rebuilt from other tables whenever needed, so a backup leaves
 * them out (src/server/backup/format.ts) and a restore empties them. Named here, below every
 * module, so the part that builds them (the statistics' monthly rollups:
 * src/server/stats/rollups/names.ts) and the backup read one list without the backup importing
 * a module. A part that adds a derived table names it here.
 */
export const ORDER_MONTH = 'stats_order_month';
export const ORDER_MONTH_SELLER = 'stats_order_month_seller';
export const PAYMENT_MONTH = 'stats_payment_month';
export const PAYMENT_MONTH_SELLER = 'stats_payment_month_seller';
export const ROLLUP_STATE = 'stats_rollup_state';

/** Every derived table, left out of backups. */
export const DERIVED_TABLES: readonly string[] = [ORDER_MONTH, ORDER_MONTH_SELLER, PAYMENT_MONTH, PAYMENT_MONTH_SELLER, ROLLUP_STATE];
