/**
 * Allocation of order, contract and receipt numbers inside the caller's transaction. The
 * counter row of the period and channel (e.g. O20261123, OW20261123) is incremented with UPDATE ... RETURNING, whose
 * row lock serialises concurrent writers until their transactions end, so two transactions
 * never get the same number and a rolled-back one leaves at most a gap. The first number of a
 * period starts after the largest existing one, so numbers written by the demo seed or an
 * import are never reused.
 */
import { sql } from 'kysely';
import type { Actor, Channel } from '../../config/types';
import { dayOf } from '../clock/clock';
import { insertRow, type WriteContext } from '../data/logged';
import type { RowOf, TypedDb, ValuesOf } from '../db/tables';
import { formatNumber, numberPrefix, type NumberKind } from './numbering';

const TARGET: Record<NumberKind, { table: string; column: string }> = {
  order: { table: 'tomb_order', column: 'order_no' },
  contract: { table: 'tomb_order', column: 'contract_no' },
  receipt: { table: 'tomb_payment', column: 'receipt_no' },
};

/** The next number of `kind` for the channel's own series (docs/numbering.md). */
export const nextNumber = async (trx: TypedDb, kind: NumberKind, day: string, channel: Channel): Promise<string> => {
  const prefix = numberPrefix(kind, day, channel);
  const bumped = await sql<{ value: number }>`UPDATE domain_counter SET value = value + 1 WHERE key = ${prefix} RETURNING value`.execute(trx);
  if (bumped.rows.length > 0) return formatNumber(kind, day, bumped.rows[0].value, channel);
  const { table, column } = TARGET[kind];
  const pattern = `^${prefix}[0-9]+$`;
  const inserted = await sql<{ value: number }>`
    INSERT INTO domain_counter (key, value)
    VALUES (${prefix}, (
      SELECT coalesce(max(substr(${sql.ref(column)}, ${prefix.length + 1})::integer), 0) + 1
      FROM ${sql.table(table)} WHERE ${sql.ref(column)} ~ ${pattern}
    ))
    ON CONFLICT (key) DO UPDATE SET value = greatest(domain_counter.value + 1, excluded.value)
    RETURNING value`.execute(trx);
  return formatNumber(kind, day, inserted.rows[0].value, channel);
};

/** What every payment carries beside its figures: the next receipt number of the channel's series for the day, when and by whom it was taken. */
export const receiptStamp = async (trx: TypedDb, channel: Channel, now: Date, operatorId: number): Promise<{ receipt_no: string; paid_at: string; operator_id: number }> => ({
  receipt_no: await nextNumber(trx, 'receipt', dayOf(now), channel),
  paid_at: now.toISOString(),
  operator_id: operatorId,
});

/**
 * Insert a payment row (an order's, a term's, a deposit's) of `channel`: its figures, stamped
 * with the receipt number, `now` and the actor as the operator (receiptStamp), in the operation log.
 */
export const insertPayment = async <T extends 'tomb_payment' | 'ash_payment'>(
  ctx: WriteContext & { actor: Actor },
  table: T,
  channel: Channel,
  now: Date,
  figures: Omit<ValuesOf<T>, 'receipt_no' | 'paid_at' | 'operator_id' | 'channel'>,
): Promise<RowOf<T>> => insertRow(ctx, table, { ...figures, ...(await receiptStamp(ctx.db, channel, now, ctx.actor.userId)), channel } as unknown as ValuesOf<T>, channel);
