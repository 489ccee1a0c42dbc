/**
 * The columbarium's calls (docs/columbarium.md): deposit ashes in a niche, withdraw them (to a
 * burial in a plot, or taken away), move them to another niche. Each runs in one transaction:
 * the niches are locked (in id order, so two transfers never deadlock) before their counters
 * are read, so two deposits racing for the last place in a niche are serialised and the second
 * is refused; every movement is written to the immutable movement log with who and when.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  MAX_PERIODS,
  PICKUP_MAX_FAILURES,
  addPeriods,
  afterWrongPickup,
  depositRefusal,
  feesDue,
  nicheStatus,
  minStoragePeriods,
  pickupLockedUntil,
  rateOf,
  renewStorageRefusal,
  storageRefundRefusal,
  storageRenewalQuote,
  storageTerm,
  withdrawalRefusal,
  type ColumbariumRefusal,
  type FeeBasis,
  type MovementKind,
  type StorageKind,
  type WithdrawalKind,
} from '../../rules/columbarium';
import { mayOverrideFees } from '../../config/access';
import { formatDayTime } from '../../config/dates';
import { inEveryLanguage } from '../../config/define';
import { yuanLabels } from '../../config/money';
import { fromCents, toCents } from '../../rules/orderMoney';
import { mayRefund } from '../../rules/orderRules';
import { refundRefusal, termAfterRefund } from '../../rules/terms';
import type { Actor } from '../../config/types';
import { BURIAL_KINDS } from '../../rules/work';
import { clockOf, dayOf } from '../clock/clock';
import { insertPayment } from '../kernel/counters';
import { isActive } from '../kernel/orderStatus';
import { acrossChannels } from '../data/door';
import { insertRow, lockRow, updateRow } from '../data/logged';
import type { PatchOf, RowOf, TypedDb as Trx } from '../db/tables';
import { readSettings } from '../kernel/settings';
import { ApiError } from '../http/errors';
import { recordOperation } from '../oplog/record';
import type { Row } from '../hooks/registry';
import { hashPickupCode, newPickupCode, pickupCodeMatches } from './pickup';
import { syncStorageTerm } from './storageTerm';
import { refuseTerm, type RenewalRefundRequest } from '../terms/actions';

/** A columbarium call's context: its transaction through the caller's door (another channel's deposits are not found). */
export type AshContext = { db: Trx; actor: Actor; app: FastifyInstance };
type Niche = RowOf<'ash_niche'>;
type Deposit = RowOf<'ash_deposit'>;
/** A payment method: one of the config's, checked by the call's contract. */
type Method = RowOf<'ash_payment'>['method'];

const LEVEL_REFUSALS: readonly ColumbariumRefusal[] = ['override_managers_only'];

/** A refusal of the shared rules as an answer: a level's refusal is a 403, a state's a 409. */
const refuse = (code: ColumbariumRefusal, params?: Record<string, string | ReturnType<typeof yuanLabels>>): ApiError =>
  new ApiError(code, LEVEL_REFUSALS.includes(code) ? 403 : 409, params);

const today = (ctx: AshContext): string => dayOf(clockOf(ctx.app).now());

/** Recount a locked niche from its stored deposits and write its counter and status. */
const refreshNiche = async (ctx: AshContext, niche: Niche): Promise<Niche> => {
  // A niche is shared: it holds the deposits of both channels, counted across them.
  const held = await acrossChannels(ctx.db)
    .selectFrom('ash_deposit')
    .select([sql<number>`count(*)::integer`.as('stored'), sql<number>`count(*) FILTER (WHERE storage_kind = 'temporary')::integer`.as('temporary')])
    .where('niche_id', '=', niche.id)
    .where('status', '=', 'stored')
    .executeTakeFirstOrThrow();
  const patch = { stored: held.stored, status: nicheStatus({ stored: held.stored, temporary: held.temporary, reservedFor: niche.reserved_for }) };
  if (patch.stored === Number(niche.stored) && patch.status === niche.status) return niche;
  return updateRow(ctx, 'ash_niche', niche, patch);
};

const lockNiche = async (ctx: AshContext, id: unknown, field = 'niche_id'): Promise<Niche> => {
  const niche = await lockRow(ctx.db, 'ash_niche', id);
  if (!niche) throw new ApiError('validation', 422, undefined, { [field]: { key: 'reference' } });
  return niche;
};

const checkRoom = (niche: Niche): void => {
  const refusal = depositRefusal(niche);
  if (refusal) throw new ApiError(refusal, 409, { capacity: niche.capacity }, { niche_id: { code: refusal, params: { capacity: niche.capacity } } });
};

const logMovement = (ctx: AshContext, deposit: Deposit, kind: MovementKind, from: number | null, to: number | null, note?: string): Promise<RowOf<'ash_movement'>> =>
  insertRow(
    ctx,
    'ash_movement',
    {
      deposit_id: deposit.id,
      kind,
      from_niche_id: from,
      to_niche_id: to,
      user_id: ctx.actor.userId,
      note: note ?? null,
      channel: deposit.channel,
    },
    deposit.channel,
  );

/** Record a storage payment (receipt number of the payments' series) and return it. */
const recordPayment = (ctx: AshContext, deposit: Deposit, p: { amount: number; periods: number; from: string; until: string; method: string; payer?: string }): Promise<RowOf<'ash_payment'>> =>
  insertPayment(ctx, 'ash_payment', deposit.channel, clockOf(ctx.app).now(), {
    deposit_id: deposit.id,
    method: p.method as Method,
    amount: p.amount,
    periods: p.periods,
    covers_from: p.from,
    covers_until: p.until,
    payer: p.payer ?? deposit.depositor_name ?? null,
  });

export interface DepositRequest {
  niche_id: number;
  deceased_name: string;
  death_date?: string;
  member_id?: number;
  depositor_name: string;
  depositor_id_number: string;
  depositor_phone: string;
  depositor_relation?: string;
  storage_kind: StorageKind;
  fee_basis: FeeBasis;
  periods: number;
  method: string;
  remark?: string;
}

/** Deposit ashes: the niche locked and checked for room, the first periods paid, the pick-up code made (returned once). */
export const depositAshes = async (ctx: AshContext, req: DepositRequest): Promise<{ deposit: Row; pickup_code: string; payment: Row }> => {
  const niche = await lockNiche(ctx, req.niche_id);
  checkRoom(niche);
  if (req.periods > MAX_PERIODS[req.fee_basis]) throw new ApiError('validation', 422, undefined, { periods: { key: 'max_value', params: { max: MAX_PERIODS[req.fee_basis] } } });
  if (req.member_id !== undefined) {
    // Through the caller's door: another channel's registration is not found.
    const member = await ctx.db.selectFrom('member').select(['id']).where('id', '=', req.member_id).executeTakeFirst();
    if (!member) throw new ApiError('validation', 422, undefined, { member_id: { key: 'reference' } });
  }
  const day = today(ctx);
  const rate = rateOf(niche, req.fee_basis);
  const until = addPeriods(day, req.fee_basis, req.periods);
  const { rows } = await sql<{ id: number }>`SELECT nextval(pg_get_serial_sequence('ash_deposit', 'id'))::integer AS id`.execute(ctx.db);
  const id = Number(rows[0].id);
  const code = newPickupCode();
  const deposit = await insertRow(
    ctx,
    'ash_deposit',
    {
      id,
      deposit_no: `AD${String(id).padStart(6, '0')}`,
      niche_id: niche.id,
      status: 'stored',
      deceased_name: req.deceased_name,
      death_date: req.death_date ?? null,
      member_id: req.member_id ?? null,
      depositor_name: req.depositor_name,
      depositor_id_number: req.depositor_id_number.toUpperCase(),
      depositor_phone: req.depositor_phone,
      depositor_relation: req.depositor_relation ?? null,
      deposited_on: day,
      storage_kind: req.storage_kind,
      fee_basis: req.fee_basis,
      fee_rate: rate,
      paid_from: day,
      paid_until: until,
      pickup_hash: hashPickupCode(code),
      remark: req.remark ?? null,
      channel: ctx.actor.channel,
    },
    ctx.actor.channel,
  );
  const payment = await recordPayment(ctx, deposit, { amount: fromCents(toCents(rate) * req.periods), periods: req.periods, from: day, until, method: req.method });
  await refreshNiche(ctx, niche);
  await logMovement(ctx, deposit, 'deposit', null, niche.id);
  await syncStorageTerm(ctx, deposit);
  return { deposit: publicDeposit(deposit), pickup_code: code, payment };
};

/** A deposit without its pick-up hash. */
const publicDeposit = (row: Deposit): Omit<Deposit, 'pickup_hash'> => {
  const { pickup_hash: _hidden, ...rest } = row;
  return rest;
};

/** The deposit, locked, if the caller's channel holds it and the version is the one read. */
const lockDeposit = async (ctx: AshContext, target: { id: number; version: number }): Promise<Deposit> => {
  const deposit = await lockRow(ctx.db, 'ash_deposit', target.id);
  if (!deposit) throw new ApiError('not_found', 404);
  if (deposit.version !== target.version) throw new ApiError('conflict', 409);
  return deposit;
};

interface WithdrawRequest {
  id: number;
  version: number;
  id_number: string;
  pickup_code: string;
  kind: WithdrawalKind;
  order_id?: number;
  /** Settle the fees due with a payment by this method. */
  method?: string;
  payer?: string;
  override_reason?: string;
  note?: string;
}

/** The open (not cancelled) burial work order of an order, if any. */
const burialWorkOf = async (ctx: AshContext, orderId: number) =>
  ctx.db
    .selectFrom('work_order')
    .select(['id', 'work_no', 'status'])
    .where('order_id', '=', orderId)
    .where('kind', 'in', [...BURIAL_KINDS])
    .where('status', '<>', 'cancelled')
    .orderBy('id', 'desc')
    .executeTakeFirst();

/** The depositor's ID number (any case) and the pick-up code both match; the refusal never says which did not. */
const identityMatches = (deposit: Deposit, req: { id_number: string; pickup_code: string }): boolean => {
  const idOk = String(deposit.depositor_id_number ?? '').toUpperCase() === req.id_number.trim().toUpperCase();
  const codeOk = pickupCodeMatches(deposit.pickup_hash, req.pickup_code);
  return idOk && codeOk;
};

const lockedRefusal = (until: Date): ApiError => {
  const params = { until: inEveryLanguage((lang) => formatDayTime(until.toISOString(), lang)) };
  return new ApiError('pickup_locked', 409, params, { pickup_code: { code: 'pickup_locked', params } });
};

const mismatchRefusal = (left: number): ApiError => {
  const params = { left: Math.max(0, left) };
  return new ApiError('pickup_mismatch', 409, params, { pickup_code: { code: 'pickup_mismatch', params } });
};

/** The wrong-try counter and lock, written without a new version: an open page's next save is not refused for it. */
const writePickupState = async (ctx: AshContext, deposit: Deposit, state: { pickup_failures: number; pickup_locked_until: string | null }, logged: Row): Promise<void> => {
  await ctx.db.updateTable('ash_deposit').set(state).where('id', '=', deposit.id).execute();
  await recordOperation(ctx.db, ctx.actor, {
    action: 'update',
    table: 'ash_deposit',
    rowId: deposit.id,
    before: { deposit_no: deposit.deposit_no, pickup_failures: deposit.pickup_failures, pickup_locked_until: deposit.pickup_locked_until },
    after: { deposit_no: deposit.deposit_no, ...state, ...logged },
    channel: deposit.channel,
  });
};

/**
 * A withdrawal's identity check, in a transaction of its own before the withdrawal's, so that a
 * wrong try is counted although the withdrawal is refused: the deposit's row is locked, so tries
 * at once are counted one after another. PICKUP_MAX_FAILURES wrong tries in a row lock the
 * deposit's withdrawal for PICKUP_LOCK_HOURS (or until a manager unlocks it); each wrong try is
 * in the operation log. Answers the refusal to send (after this transaction commits), or null
 * when the withdrawal may go on (it checks everything again in its own transaction).
 */
export const checkPickup = async (ctx: AshContext, req: { id: number; id_number: string; pickup_code: string }): Promise<ApiError | null> => {
  const deposit = await lockRow(ctx.db, 'ash_deposit', req.id);
  if (!deposit) throw new ApiError('not_found', 404);
  // A withdrawn deposit is refused as such by the withdrawal; no code opens it.
  if (deposit.status !== 'stored') return null;
  const now = clockOf(ctx.app).now();
  const locked = pickupLockedUntil(deposit, now);
  if (locked) return lockedRefusal(locked);
  if (identityMatches(deposit, req)) return null;
  const next = afterWrongPickup(deposit, now);
  await writePickupState(ctx, deposit, { pickup_failures: next.failures, pickup_locked_until: next.lockedUntil?.toISOString() ?? null }, { pickup_wrong_try: true });
  return next.lockedUntil ? lockedRefusal(next.lockedUntil) : mismatchRefusal(next.left);
};

/** A manager lifts a deposit's withdrawal lock (the family has proved who they are), with the reason in the operation log. */
export const unlockPickup = async (ctx: AshContext, req: { id: number; reason: string }): Promise<Row> => {
  if (!mayOverrideFees(ctx.actor.level)) throw new ApiError('forbidden', 403);
  const deposit = await lockRow(ctx.db, 'ash_deposit', req.id);
  if (!deposit) throw new ApiError('not_found', 404);
  if (deposit.status !== 'stored') throw refuse('deposit_closed');
  if (!pickupLockedUntil(deposit, clockOf(ctx.app).now())) throw refuse('pickup_not_locked');
  await writePickupState(ctx, deposit, { pickup_failures: 0, pickup_locked_until: null }, { pickup_unlocked: true, reason: req.reason });
  return publicDeposit({ ...deposit, pickup_failures: 0, pickup_locked_until: null });
};

/**
 * Withdraw ashes: the depositor's ID number and pick-up code checked, the fees due settled (a
 * payment) or let go by a manager with a reason (logged on the deposit and in the movement
 * log), the burial's order (and its burial work order, when there is one) linked.
 */
export const withdrawAshes = async (ctx: AshContext, req: WithdrawRequest): Promise<{ deposit: Row; payment?: Row }> => {
  const deposit = await lockDeposit(ctx, req);
  const day = today(ctx);
  const refusal = withdrawalRefusal(deposit, { kind: req.kind, order_id: req.order_id, settle: req.method !== undefined, override_reason: req.override_reason }, ctx.actor.level, day);
  if (refusal === 'fees_due') throw refuse('fees_due', { amount: yuanLabels(feesDue(deposit, day).amount) });
  if (refusal) throw refuse(refusal);
  // Identity again, under this transaction's lock (checkPickup counted the wrong tries before it).
  const locked = pickupLockedUntil(deposit, clockOf(ctx.app).now());
  if (locked) throw lockedRefusal(locked);
  if (!identityMatches(deposit, req)) throw mismatchRefusal(PICKUP_MAX_FAILURES - Number(deposit.pickup_failures ?? 0));
  const patch: PatchOf<'ash_deposit'> = { status: 'withdrawn', withdrawn_at: clockOf(ctx.app).now().toISOString(), withdrawal_kind: req.kind, pickup_failures: 0, pickup_locked_until: null };
  if (req.kind === 'burial' && req.order_id !== undefined) {
    const order = await lockRow(ctx.db, 'tomb_order', req.order_id);
    if (!order || !isActive(order.status ?? ''))
      throw new ApiError('withdrawal_needs_order', 409, undefined, { order_id: { code: 'withdrawal_needs_order' } });
    patch.order_id = order.id;
    const work = await burialWorkOf(ctx, order.id);
    if (work) patch.work_order_id = work.id;
  }
  const due = feesDue(deposit, day);
  let payment: RowOf<'ash_payment'> | undefined;
  if (due.amount > 0 && req.method !== undefined) {
    // The periods due added to the anchored term (month ends never drift), as a renewal would.
    const until = storageRenewalQuote(deposit, due.periods).newUntil;
    payment = await recordPayment(ctx, deposit, { amount: due.amount, periods: due.periods, from: String(deposit.paid_until).slice(0, 10), until, method: req.method, payer: req.payer });
    patch.paid_until = until;
  } else if (due.amount > 0) {
    patch.override_by = ctx.actor.userId;
    patch.override_reason = req.override_reason?.trim();
  }
  const after = await updateRow(ctx, 'ash_deposit', deposit, patch, deposit.channel);
  const niche = await lockNiche(ctx, deposit.niche_id);
  await refreshNiche(ctx, niche);
  const note = [req.note?.trim(), patch.override_reason ? `override: ${patch.override_reason}` : undefined].filter(Boolean).join(' · ');
  await logMovement(ctx, after, 'withdrawal', niche.id, null, note || undefined);
  await syncStorageTerm(ctx, after);
  return { deposit: publicDeposit(after), payment };
};

interface TransferRequest {
  id: number;
  version: number;
  niche_id: number;
  note?: string;
}

/** Move ashes to another niche: both niches locked in id order, the target checked for room. */
export const transferAshes = async (ctx: AshContext, req: TransferRequest): Promise<Row> => {
  const deposit = await lockDeposit(ctx, req);
  if (deposit.status !== 'stored') throw refuse('deposit_closed');
  if (Number(deposit.niche_id) === req.niche_id) throw new ApiError('niche_same', 409, undefined, { niche_id: { code: 'niche_same' } });
  const [first, second] = [Number(deposit.niche_id), req.niche_id].sort((a, b) => a - b);
  const locked = new Map<number, Niche>();
  for (const id of [first, second]) locked.set(id, await lockNiche(ctx, id));
  const from = locked.get(Number(deposit.niche_id))!;
  const to = locked.get(req.niche_id)!;
  checkRoom(to);
  const after = await updateRow(ctx, 'ash_deposit', deposit, { niche_id: to.id }, deposit.channel);
  await refreshNiche(ctx, from);
  await refreshNiche(ctx, to);
  await logMovement(ctx, after, 'transfer', from.id, to.id, req.note?.trim() || undefined);
  await syncStorageTerm(ctx, after);
  return publicDeposit(after);
};

interface RenewStorageRequest {
  id: number;
  version: number;
  periods: number;
  method: string;
  payer?: string;
}

/**
 * Renew a deposit's storage: the deposit locked at the version read, the amount computed here
 * (the niche's fee × periods, through the terms' arithmetic), the payment recorded with its
 * receipt number and paid_until extended, in the caller's one transaction. Of two renewals of
 * one deposit at once the first wins; the second waited on the lock and sees the version move.
 */
export const renewStorage = async (ctx: AshContext, req: RenewStorageRequest): Promise<{ deposit: Row; payment: Row }> => {
  const deposit = await lockDeposit(ctx, req);
  const day = today(ctx);
  const refusal = renewStorageRefusal(deposit, req.periods, day);
  if (refusal === 'storage_periods') {
    const max = MAX_PERIODS[deposit.fee_basis === 'monthly' ? 'monthly' : 'yearly'];
    throw new ApiError(refusal, 409, { max }, { periods: { code: refusal, params: { max } } });
  }
  if (refusal === 'storage_too_few') {
    const min = minStoragePeriods(deposit, day);
    throw new ApiError(refusal, 409, { min }, { periods: { code: refusal, params: { min } } });
  }
  if (refusal) throw refuse(refusal);
  const quote = storageRenewalQuote(deposit, req.periods);
  const from = String(deposit.paid_until).slice(0, 10);
  const payment = await recordPayment(ctx, deposit, { amount: fromCents(quote.amount), periods: req.periods, from, until: quote.newUntil, method: req.method, payer: req.payer });
  const after = await updateRow(ctx, 'ash_deposit', deposit, { paid_until: quote.newUntil }, deposit.channel);
  await syncStorageTerm(ctx, after);
  return { deposit: publicDeposit(after), payment };
};

/**
 * Refund a storage renewal (docs/columbarium.md): paid back whole by a new refund row of the
 * immutable ash_payment log, the deposit's paid_until shortened back by the renewal's periods on
 * its anchor (termAfterRefund, the plots' arithmetic), the storage term following, in the
 * caller's one transaction. The rules are the plots' refund (mayRefund, refundRefusal) and
 * storageRefundRefusal. The deposit is locked first: of two refunds of one renewal at once the
 * second waits, then sees the first's refund row and is refused.
 */
export const refundStorageRenewal = async (ctx: AshContext, req: RenewalRefundRequest): Promise<{ deposit: Row; payment: Row }> => {
  const charge = await ctx.db.selectFrom('ash_payment').selectAll().where('id', '=', req.payment_id).executeTakeFirst();
  if (!charge) throw new ApiError('not_found', 404);
  const deposit = await lockRow(ctx.db, 'ash_deposit', charge.deposit_id);
  if (!deposit) throw new ApiError('not_found', 404);
  if (!mayRefund(ctx.actor.level, (await readSettings(ctx.db)).policy)) throw new ApiError('refund_managers_only', 403);
  if (deposit.status !== 'stored') throw refuse('deposit_closed');
  const payments = await ctx.db.selectFrom('ash_payment').select(['id', 'kind', 'refund_of']).where('deposit_id', '=', deposit.id).execute();
  const refusal = storageRefundRefusal(payments, charge.id);
  if (refusal) throw new ApiError(refusal, 409);
  const periods = Number(charge.periods);
  const term = storageTerm(deposit);
  const termRefusal = refundRefusal(term, periods);
  if (termRefusal) throw refuseTerm(termRefusal);
  const { paid_until } = termAfterRefund(term, periods);
  const channel = deposit.channel;
  const payment = await insertPayment(ctx, 'ash_payment', channel, clockOf(ctx.app).now(), {
    deposit_id: deposit.id,
    kind: 'refund',
    refund_of: charge.id,
    reason: req.reason,
    method: req.method as Method,
    amount: charge.amount,
    periods,
    covers_from: paid_until,
    covers_until: String(deposit.paid_until).slice(0, 10),
    payer: charge.payer ?? null,
  });
  const after = await updateRow(ctx, 'ash_deposit', deposit, { paid_until }, channel);
  await syncStorageTerm(ctx, after);
  return { deposit: publicDeposit(after), payment };
};

/** What the withdrawal dialog shows before the identity check: the fees due today. */
export const depositDues = async (ctx: AshContext, target: { id: number }): Promise<{ periods: number; amount: number; today: string }> => {
  const deposit = await ctx.db.selectFrom('ash_deposit').selectAll().where('id', '=', target.id).executeTakeFirst();
  if (!deposit) throw new ApiError('not_found', 404);
  const day = today(ctx);
  return { ...feesDue(deposit, day), today: day };
};
