/**
 * Delivery receipts (docs/messaging.md "Delivery receipts"): the carrier's word on whether a
 * message the provider accepted reached the handset. Collected by asking the provider (Aliyun
 * QuerySendDetails, Tencent PullSmsSendStatusByPhoneNumber, the development provider at once),
 * every few minutes, for the messages sent in the last RECEIPT_DAYS days still without one: at
 * most RECEIPT_BATCH a run, those asked least recently first, so a message the carrier never
 * reports does not hold back the others. The provider is asked outside any transaction; each
 * receipt is applied in its own, once (a message already marked is left as it is), with what
 * the message belongs to (a reminder: ../terms/reminders.ts) in the same transaction.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { privilegedRead, privilegedTransaction, type TypedDb } from '../data/door';
import { clockOf } from '../clock/clock';
import type { SmsReceipt } from './provider';

/** Messages asked about per run. */
export const RECEIPT_BATCH = 50;
/** How far back messages are asked about (the carriers report within 72 hours; Tencent keeps 7 days, Aliyun 30). */
export const RECEIPT_DAYS = 3;

/** A receipt applied to a message: its row, what it belongs to, and the carrier's word. */
export interface AppliedReceipt {
  id: number;
  ref: string | null;
  delivered: boolean;
  code: string;
  at: Date;
}

export type ReceiptListener = (trx: TypedDb, receipt: AppliedReceipt) => Promise<void>;
type Listener = ReceiptListener;
const listeners = new WeakMap<FastifyInstance, Listener[]>();

/** Runs `fn` in the transaction that applies each receipt (what the message belongs to follows it). */
export const onSmsReceipt = (app: FastifyInstance, fn: Listener): void => {
  const list = listeners.get(app) ?? [];
  list.push(fn);
  listeners.set(app, list);
};

/** Applies one receipt to its message, once: answers whether it changed anything. */
export const applyReceipt = async (app: FastifyInstance, messageId: number, receipt: Pick<SmsReceipt, 'delivered' | 'code' | 'at'>): Promise<boolean> =>
  privilegedTransaction(app, async (trx) => {
    const now = clockOf(app).now();
    const at = receipt.at ?? now;
    const row = await trx
      .updateTable('sms_message')
      .set({ status: receipt.delivered ? 'delivered' : 'undelivered', receipt: receipt.code.slice(0, 60), delivered_at: at.toISOString(), updated_at: now.toISOString(), version: sql`version + 1` })
      .where('id', '=', messageId)
      .where('status', '=', 'sent')
      .returning(['id', 'ref'])
      .executeTakeFirst();
    if (!row) return false;
    for (const fn of listeners.get(app) ?? []) await fn(trx, { id: Number(row.id), ref: row.ref ?? null, delivered: receipt.delivered, code: receipt.code, at });
    return true;
  });

/** One run: asks the provider about the messages waiting for a receipt; answers how many were asked and what came back. */
export const collectReceipts = async (app: FastifyInstance): Promise<{ asked: number; delivered: number; undelivered: number }> => {
  const out = { asked: 0, delivered: 0, undelivered: 0 };
  const provider = app.sms.provider;
  if (!provider.receipts) return out;
  const now = clockOf(app).now();
  // The job's, across channels: sms_message is no channel's.
  const db = privilegedRead(app);
  const waiting = await db
    .selectFrom('sms_message')
    .select(['id', 'provider_id', 'mobile', 'created_at'])
    .where('status', '=', 'sent')
    .where('provider', '=', provider.name)
    .where('provider_id', 'is not', null)
    .where('created_at', '>', new Date(now.getTime() - RECEIPT_DAYS * 86_400_000).toISOString())
    .orderBy('updated_at')
    .orderBy('id')
    .limit(RECEIPT_BATCH)
    .execute();
  if (waiting.length === 0) return out;
  out.asked = waiting.length;
  const byProviderId = new Map(waiting.map((m) => [String(m.provider_id), Number(m.id)]));
  // Asked now: the next run asks the others first.
  await db
    .updateTable('sms_message')
    .set({ updated_at: now.toISOString() })
    .where('id', 'in', waiting.map((m) => Number(m.id)))
    .where('status', '=', 'sent')
    .execute();
  const receipts = await app.sms.withTimeout(provider.receipts(waiting.map((m) => ({ id: String(m.provider_id), mobile: String(m.mobile), sentAt: new Date(m.created_at as unknown as string | Date) }))));
  for (const r of receipts) {
    const id = byProviderId.get(r.id);
    if (id === undefined) continue;
    if (await applyReceipt(app, id, r)) out[r.delivered ? 'delivered' : 'undelivered'] += 1;
  }
  return out;
};
