/**
 * Renewing a term and refunding a renewal (docs/terms.md), each in ONE transaction on the
 * locked term: the amount from the shared rules (src/rules/terms.ts: yearly fee × years, the
 * rate change, the discount), a payment on the term's order with its receipt number (the
 * order's own paid and balance are untouched: the money is the term's), and the term's new end.
 * The client sends the version it read: of two renewals of one term at once, the first wins
 * and the second gets a conflict (it waited on the lock, then saw the version move).
 */
import type { FastifyInstance } from 'fastify';
import { toCents } from '../../rules/orderMoney';
import { mayRefund } from '../../rules/orderRules';
import { minPeriodsFor, refundRefusal, renewalQuote, renewRefusal, termAfterRefund, type RenewalQuote, type TermRefusal } from '../../rules/terms';
import type { Actor } from '../../config/types';
import { clockOf, dayOf } from '../clock/clock';
import { insertPayment } from '../kernel/counters';
import { fromCents } from '../kernel/money';
import { lockRow, updateRow } from '../data/logged';
import type { RowOf, TypedDb as Trx } from '../db/tables';
import { readSettings } from '../kernel/settings';
import { ApiError } from '../http/errors';
import type { Row } from '../hooks/registry';
import { readTermSettings } from './term';

/** A term call's context: its transaction through the caller's door (another channel's term or payment is not found). */
export type TermContext = { db: Trx; actor: Actor; app: FastifyInstance };

export const refuseTerm = (code: TermRefusal, params?: Record<string, string | number>): ApiError =>
  new ApiError(code, code === 'term_lapsed_managers' ? 403 : 409, params);

/** The term, locked, if the caller's channel may see it; the version must be the one read when given. */
const lockTerm = async (ctx: TermContext, id: number, version?: number): Promise<RowOf<'mgmt_term'>> => {
  const term = await lockRow(ctx.db, 'mgmt_term', id);
  if (!term) throw new ApiError('not_found', 404);
  if (version !== undefined && term.version !== version) throw new ApiError('conflict', 409);
  return term;
};

export interface RenewRequest {
  id: number;
  version: number;
  years: number;
  method: string;
  payer?: string;
}

export const renewTerm = async (ctx: TermContext, req: RenewRequest): Promise<{ term: Row; payment: Row; quote: RenewalQuote }> => {
  const term = await lockTerm(ctx, req.id, req.version);
  // A niche's storage is renewed by the columbarium's call on its deposit (the deposit's payment and dates).
  if (term.kind === 'storage') throw new ApiError('term_storage', 409);
  const now = clockOf(ctx.app).now();
  const today = dayOf(now);
  const { policy } = await readTermSettings(ctx.db);
  const refusal = renewRefusal(term, req.years, today, ctx.actor.level, policy);
  if (refusal === 'term_too_few') throw refuseTerm(refusal, { min: minPeriodsFor(term, today) });
  if (refusal) throw refuseTerm(refusal);
  const quote = renewalQuote(term, toCents(term.yearly_fee), req.years, policy);
  // No term is extended without a payment.
  if (quote.amount <= 0) throw refuseTerm('term_free');
  const channel = term.channel;
  if (term.order_id === null) throw new ApiError('term_storage', 409);
  const payment = await insertPayment(ctx, 'tomb_payment', channel, now, {
    order_id: term.order_id,
    term_id: term.id,
    periods: req.years,
    kind: 'charge',
    item: 'maintenance',
    method: req.method as RowOf<'tomb_payment'>['method'],
    amount: fromCents(quote.amount),
    payer: req.payer ?? term.holder_name,
  });
  const after = await updateRow(
    ctx,
    'mgmt_term',
    term,
    { periods: Number(term.periods) + req.years, paid_until: quote.newUntil, last_renewed_at: now.toISOString() },
    channel,
  );
  return { term: after, payment, quote };
};

export interface RenewalRefundRequest {
  payment_id: number;
  reason: string;
  method: string;
}

/** Pays a renewal back whole and takes its years off the term (the term shortened back). */
export const refundRenewal = async (ctx: TermContext, req: RenewalRefundRequest): Promise<{ term: Row; payment: Row }> => {
  const charge = await lockRow(ctx.db, 'tomb_payment', req.payment_id);
  if (!charge) throw new ApiError('not_found', 404);
  if (charge.term_id === null || charge.term_id === undefined || charge.kind !== 'charge') throw new ApiError('term_not_renewal', 409);
  if (!mayRefund(ctx.actor.level, (await readSettings(ctx.db)).policy)) throw new ApiError('refund_managers_only', 403);
  const term = await lockTerm(ctx, charge.term_id);
  const done = await ctx.db.selectFrom('tomb_payment').select('id').where('refund_of', '=', charge.id).executeTakeFirst();
  if (done) throw new ApiError('term_refunded', 409);
  const periods = Number(charge.periods);
  const refusal = refundRefusal(term, periods);
  if (refusal) throw refuseTerm(refusal);
  const channel = term.channel;
  const payment = await insertPayment(ctx, 'tomb_payment', channel, clockOf(ctx.app).now(), {
    order_id: charge.order_id,
    term_id: term.id,
    periods,
    refund_of: charge.id,
    kind: 'refund',
    item: 'maintenance',
    method: req.method as RowOf<'tomb_payment'>['method'],
    amount: charge.amount,
    payer: charge.payer,
    reason: req.reason,
  });
  const after = await updateRow(ctx, 'mgmt_term', term, termAfterRefund(term, periods), channel);
  return { term: after, payment };
};
