/**
 * Refunds of online payments back through their provider (docs/payments.md, "Refunds"), with the
 * desk's refund rules: the managers' (the clerks' too when the settings say so), a reason, never
 * more than was paid on the order or is left of the payment, a renewal's payment only whole (its
 * years taken back: src/rules/terms.ts). In three steps, because the provider is asked outside
 * any transaction:
 *
 * 1. in one transaction on the locked payment: the rules checked and the refund recorded
 *    (`pay_refund`, status pending) with its own refund number;
 * 2. the provider asked with that number (WeChat's out_refund_no, Alipay's out_request_no: a
 *    refund asked twice with one number is one refund at the provider);
 * 3. in one transaction: taken (success) → the refund's payment row (receipt
 *    number, the provider's refund id), the order's paid and balance or the term shortened back,
 *    the refund marked with the provider's answer; processing → marked so, booked when the
 *    provider's refund query says SUCCESS (`settleRefund`: a job, or the refund row's button),
 *    refused again when it says CLOSED or ABNORMAL; refused → marked refused with the answer,
 *    nothing refunded; no answer (timeout, 5xx) → left pending (answered as such): sent again
 *    with the same number.
 */
import type { FastifyInstance } from 'fastify';
import { yuanLabels } from '../../config/money';
import type { Actor, Channel } from '../../config/types';
import { mayRefund } from '../../rules/orderRules';
import { toCents } from '../../rules/orderMoney';
import { isPayProviderName, onlineRefundRefusal } from '../../rules/payments';
import { refundRefusal, termAfterRefund } from '../../rules/terms';
import { clockOf, dayOf } from '../clock/clock';
import { door, doorTransaction, privilegedRead, privilegedTransaction } from '../data/door';
import { insertRow, lockRow, updateRow, type WriteContext } from '../data/logged';
import type { RowOf, TypedDb } from '../db/tables';
import { ApiError } from '../http/errors';
import { insertPayment, receiptStamp } from '../kernel/counters';
import { CHANNEL_MANAGERS, EVENT_TEXT, orderUrl, postMessage } from '../kernel/events';
import { fromCents } from '../kernel/money';
import { refreshPaid, sumPaid } from '../kernel/orderFlow';
import { readSettings } from '../kernel/settings';
import { refuseTerm } from '../terms/actions';
import { ProviderError, type RefundAnswer, type RefundState } from './provider';
import { randomPayChars } from './links';
import { providerNamed } from './registry';

export interface RefundRequest {
  payment_id: number;
  amount: number;
  reason: string;
}

/** What went back already through the provider for a payment (refused refunds not counted). */
const refundedOf = async (db: TypedDb, paymentId: number): Promise<number> => {
  const rows = await db.selectFrom('pay_refund').select('amount').where('payment_id', '=', paymentId).where('status', '!=', 'failed').execute();
  return rows.reduce((sum, r) => sum + toCents(r.amount), 0);
};

/** Our refund number: `RF<day><8 characters>`, unique in pay_refund and as the refund payment's out_trade_no. */
const refundNumber = (day: string): string => `RF${day.replace(/-/g, '')}${randomPayChars(8)}`;

/** Step 1: the rules, in one transaction on the locked payment; the refund recorded, pending. */
const recordRefund = (app: FastifyInstance, actor: Actor, req: RefundRequest): Promise<RowOf<'pay_refund'>> =>
  doorTransaction(app, actor, async (db) => {
    const charge = await lockRow(db, 'tomb_payment', req.payment_id);
    if (!charge) throw new ApiError('not_found', 404);
    if (charge.kind !== 'charge' || !charge.provider || !charge.out_trade_no || !isPayProviderName(charge.provider)) throw new ApiError('pay_not_online', 409);
    if (!mayRefund(actor.level, (await readSettings(db)).policy)) throw new ApiError('refund_managers_only', 403);
    if (!req.reason.trim()) throw new ApiError('validation', 422, undefined, { reason: { key: 'required' } });
    const renewal = charge.term_id !== null && charge.term_id !== undefined;
    const amountCents = toCents(req.amount);
    const refundedCents = await refundedOf(db, Number(charge.id));
    const chargeCents = toCents(charge.amount);
    const refusal = onlineRefundRefusal({ chargeCents, refundedCents, amountCents, renewal });
    if (refusal) throw new ApiError(refusal, refusal === 'pay_refund_amount' ? 422 : 409, { left: yuanLabels(fromCents(chargeCents - refundedCents)) });
    const ctx: WriteContext = { db, actor, app };
    if (renewal) {
      // The desk's renewal refund rules: once, and only while the term still holds those years.
      const done = await db.selectFrom('tomb_payment').select('id').where('refund_of', '=', Number(charge.id)).executeTakeFirst();
      if (done) throw new ApiError('term_refunded', 409);
      const term = await lockRow(db, 'mgmt_term', charge.term_id);
      if (!term) throw new ApiError('not_found', 404);
      const why = refundRefusal(term, Number(charge.periods));
      if (why) throw refuseTerm(why);
    } else {
      // Refunds asked and not booked yet (sending, processing) are counted as gone.
      const inFlight = await db.selectFrom('pay_refund').select('amount').where('order_id', '=', charge.order_id).where('status', 'in', ['pending', 'processing']).where('refund_payment_id', 'is', null).execute();
      const paid = (await sumPaid(ctx, charge.order_id)) - inFlight.reduce((sum, r) => sum + toCents(r.amount), 0);
      if (amountCents > paid) throw new ApiError('refund_exceeds_paid', 409, { paid: yuanLabels(fromCents(paid)) });
    }
    return insertRow(
      ctx,
      'pay_refund',
      {
        refund_no: refundNumber(dayOf(clockOf(app).now())),
        payment_id: Number(charge.id),
        order_id: charge.order_id,
        provider: charge.provider,
        amount: fromCents(amountCents),
        reason: req.reason.trim(),
        status: 'pending',
        created_by: actor.userId,
      },
      charge.channel as Channel,
    );
  });

/** A refund's transaction: through the caller's door, or (a job: no caller) through the refund's channel's; the refund locked. */
const onRefund = <T>(app: FastifyInstance, actor: Actor | null, id: number, fn: (ctx: WriteContext, refund: RowOf<'pay_refund'>) => Promise<T>): Promise<T> =>
  actor
    ? doorTransaction(app, actor, async (db) => fn({ db, actor, app }, (await lockRow(db, 'pay_refund', id))!))
    : privilegedTransaction(app, async (sys) => {
        const found = await sys.selectFrom('pay_refund').select('channel').where('id', '=', id).executeTakeFirstOrThrow();
        const db = door(app, sys, { channel: found.channel as Channel });
        return fn({ db, actor: null, app }, (await lockRow(db, 'pay_refund', id))!);
      });

/**
 * Step 3, taken: once (a refund no longer in the state it was asked from is left as it is).
 * Processing: only marked so (the books wait for the provider's final word; its amount stays
 * reserved on the payment). Success: the refund's payment row, the order or the term, the refund marked.
 */
const applyTaken = (app: FastifyInstance, actor: Actor | null, id: number, answer: RefundAnswer, from: 'pending' | 'processing'): Promise<RowOf<'pay_refund'>> =>
  onRefund(app, actor, id, async (ctx, refund) => {
    if (refund.status !== from) return refund;
    const { db } = ctx;
    const charge = (await lockRow(db, 'tomb_payment', refund.payment_id))!;
    const channel = charge.channel as Channel;
    if (answer.status === 'processing') return updateRow(ctx, 'pay_refund', refund, { status: 'processing', provider_refund_id: answer.refundId.slice(0, 64), answer: 'processing' }, channel);
    // A refund booked while processing by an earlier version: only its state changes.
    if (refund.refund_payment_id) return updateRow(ctx, 'pay_refund', refund, { status: 'success', answer: 'success' }, channel);
    const renewal = charge.term_id !== null && charge.term_id !== undefined;
    const figures = {
      order_id: charge.order_id,
      term_id: charge.term_id,
      periods: renewal ? charge.periods : null,
      refund_of: charge.id,
      kind: 'refund' as const,
      item: charge.item,
      method: charge.method,
      amount: refund.amount,
      payer: charge.payer,
      reason: refund.reason,
      provider: charge.provider,
      out_trade_no: refund.refund_no,
      trade_no: answer.refundId,
    };
    const now = clockOf(app).now();
    // Booked by the job (no caller): the staff member who asked for the refund is its operator.
    const payment = ctx.actor
      ? await insertPayment({ ...ctx, actor: ctx.actor }, 'tomb_payment', channel, now, figures)
      : await insertRow(ctx, 'tomb_payment', { ...figures, ...(await receiptStamp(db, channel, now, Number(refund.created_by))), channel }, channel);
    const order = await lockRow(db, 'tomb_order', charge.order_id);
    if (renewal) {
      const term = (await lockRow(db, 'mgmt_term', charge.term_id))!;
      await updateRow(ctx, 'mgmt_term', term, termAfterRefund(term, Number(charge.periods)), term.channel as Channel);
    } else if (order) {
      await refreshPaid(ctx, order);
    }
    if (order) {
      const text = EVENT_TEXT.refund(order, Number(refund.amount), String(refund.reason ?? ''));
      await postMessage(db, { ...text, url: orderUrl(channel, Number(order.id)), levels: CHANNEL_MANAGERS[channel], submitter: actor?.userId ?? null }, clockOf(app).now());
    }
    return updateRow(ctx, 'pay_refund', refund, { status: 'success', provider_refund_id: answer.refundId.slice(0, 64), answer: 'success', refund_payment_id: payment.id }, channel);
  });

/** Step 3, refused or unanswered: the answer kept; refused ends the refund, unanswered leaves it pending. */
const keepAnswer = (app: FastifyInstance, actor: Actor, id: number, failed: boolean, answer: string): Promise<RowOf<'pay_refund'>> =>
  doorTransaction(app, actor, async (db) => {
    const refund = (await lockRow(db, 'pay_refund', id))!;
    if (refund.status !== 'pending') return refund;
    return updateRow({ db, actor, app }, 'pay_refund', refund, { status: failed ? 'failed' : 'pending', answer: answer.slice(0, 300) }, refund.channel as Channel);
  });

/**
 * A refund the provider answered processing, settled by asking it (WeChat Pay's refund query):
 * success books it (once, as step 3); CLOSED or ABNORMAL marks it refused with that answer, so its
 * amount is refundable again; still processing, or no answer, leaves it as it is. From the refund
 * row's button (`admin.pay_refund/send`) or the job (no caller).
 */
export const settleRefund = async (app: FastifyInstance, actor: Actor | null, refund: RowOf<'pay_refund'>): Promise<RowOf<'pay_refund'>> => {
  if (refund.status !== 'processing') return refund;
  const provider = isPayProviderName(refund.provider) ? providerNamed(app, refund.provider) : undefined;
  if (!provider) {
    if (actor) throw new ApiError('pay_provider_off', 409);
    return refund;
  }
  const charge = await privilegedRead(app).selectFrom('tomb_payment').select('out_trade_no').where('id', '=', refund.payment_id).executeTakeFirstOrThrow();
  let state: RefundState;
  try {
    state = await provider.refundState({ outTradeNo: charge.out_trade_no!, refundNo: refund.refund_no! });
  } catch (e) {
    app.log.warn({ refund: refund.refund_no, err: e instanceof Error ? e.message : String(e) }, 'payments: asking about a processing refund failed: kept processing');
    return refund;
  }
  if (state.status === 'processing') return refund;
  if (state.status === 'success') return applyTaken(app, actor, Number(refund.id), { status: 'success', refundId: String(refund.provider_refund_id ?? refund.refund_no) }, 'processing');
  return onRefund(app, actor, Number(refund.id), async (ctx, locked) => {
    if (locked.status !== 'processing') return locked;
    if (locked.refund_payment_id) {
      // Booked as refunded by an earlier version: the books are not undone here; finance sees it in the reconciliation.
      app.log.error({ refund: locked.refund_no, answer: state.answer }, 'payments: a refund booked while processing ended without the money going back');
      return updateRow(ctx, 'pay_refund', locked, { answer: state.answer.slice(0, 300) }, locked.channel as Channel);
    }
    return updateRow(ctx, 'pay_refund', locked, { status: 'failed', answer: state.answer.slice(0, 300) }, locked.channel as Channel);
  });
};

/** The processing refunds of every channel, settled (the job). */
export const settleProcessingRefunds = async (app: FastifyInstance, limit: number): Promise<void> => {
  const rows = await privilegedRead(app).selectFrom('pay_refund').selectAll().where('status', '=', 'processing').orderBy('id').limit(limit).execute();
  for (const r of rows) await settleRefund(app, null, r);
};

/** Step 2 and 3: ask the provider about a pending refund (again, with the same number) and record what it answered; a processing one is settled. */
export const sendRefund = async (app: FastifyInstance, actor: Actor, refund: RowOf<'pay_refund'>): Promise<RowOf<'pay_refund'>> => {
  if (refund.status === 'processing') return settleRefund(app, actor, refund);
  if (refund.status !== 'pending') return refund;
  const provider = isPayProviderName(refund.provider) ? providerNamed(app, refund.provider) : undefined;
  if (!provider) throw new ApiError('pay_provider_off', 409);
  const charge = await doorTransaction(app, actor, (db) => db.selectFrom('tomb_payment').select(['out_trade_no', 'amount']).where('id', '=', refund.payment_id).executeTakeFirstOrThrow());
  let answer: RefundAnswer;
  try {
    answer = await provider.refund({ outTradeNo: charge.out_trade_no!, refundNo: refund.refund_no!, amountCents: toCents(refund.amount), totalCents: toCents(charge.amount), reason: String(refund.reason ?? '') });
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    // No answer: the provider may have taken it; the same number asked again is the same refund.
    const unanswered = e instanceof ProviderError && e.kind === 'unavailable';
    app.log.warn({ refund: refund.refund_no, err: message }, unanswered ? 'payments: a refund got no answer: kept pending' : 'payments: the provider refused a refund');
    const kept = await keepAnswer(app, actor, Number(refund.id), !unanswered, message);
    // Unanswered: the refund as kept (pending), for the caller to send again; refused: said so, with the provider's answer.
    if (unanswered) return kept;
    throw new ApiError('pay_refund_refused', 409, { answer: message.slice(0, 200) });
  }
  return applyTaken(app, actor, Number(refund.id), answer, 'pending');
};

/** Refund an online payment through its provider (the rules, then the provider, then the books). */
export const refundOnline = async (app: FastifyInstance, actor: Actor, req: RefundRequest): Promise<RowOf<'pay_refund'>> => sendRefund(app, actor, await recordRefund(app, actor, req));
