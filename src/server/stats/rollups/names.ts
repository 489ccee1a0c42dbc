/**
 * The statistics' monthly rollups: derived tables, rebuilt from tomb_order and tomb_payment
 * whenever needed, so backups leave them out (src/server/backup/format.ts). Each comes twice:
 * by channel alone (a few hundred rows for years of data, for the figures of a whole channel)
 * and by salesperson and agent too (for the seller filter and the top sellers).
 */
export const ORDER_MONTH = 'stats_order_month';
export const ORDER_MONTH_SELLER = 'stats_order_month_seller';
export const PAYMENT_MONTH = 'stats_payment_month';
export const PAYMENT_MONTH_SELLER = 'stats_payment_month_seller';
export const ROLLUP_STATE = 'stats_rollup_state';

export const ROLLUP_TABLES: readonly string[] = [ORDER_MONTH, ORDER_MONTH_SELLER, PAYMENT_MONTH, PAYMENT_MONTH_SELLER, ROLLUP_STATE];

/** Bumped when the tables, functions or triggers change: a server finding another version rebuilds. */
export const ROLLUP_VERSION = 1;
