/**
 * The columbarium (骨灰寄存, docs/columbarium.md): niches in halls, deposits of ashes, their
 * withdrawals and transfers. The enums and the rules both sides run: the server inside the
 * write's transaction (src/server/columbarium/), the browser to offer only what the server
 * accepts (src/app/columbarium/). Refusals are error codes of COLUMBARIUM_ERROR_MESSAGES.
 *
 * Storage terms: a deposit records paid-from / paid-until and its fee basis (monthly or
 * yearly); their arithmetic is the terms' (src/rules/terms.ts), and "renew storage" prices and
 * extends a deposit through it (storageRenewalQuote, renewStorageRefusal).
 */
import { mayOverrideFees } from '../config/access';
import { L, enumValue } from '../config/define';
import { fromCents, toCents } from './orderMoney';
import { DEFAULT_TERM_POLICY, periodsToCover, renewalQuote, termEnd, type RenewalQuote, type TermFacts, type TermPolicy, type TermUnit } from './terms';
import { dayParts } from '../config/days';
import type { Labels, Level } from '../config/types';

export const NICHE_STATUS = [
  enumValue('available', '#67c23a', L('空闲', 'Available', 'Libre', '空き')),
  enumValue('reserved', '#e6a23c', L('已预留', 'Reserved', 'Reservado', '予約済')),
  enumValue('occupied', '#409eff', L('已寄存', 'Occupied', 'Ocupado', '安置中')),
  enumValue('temporary', '#8d6e63', L('临时寄存', 'Temporary storage', 'Depósito temporal', '一時預かり')),
] as const;
type NicheStatus = (typeof NICHE_STATUS)[number]['value'];

export const DEPOSIT_STATUS = [
  enumValue('stored', '#409eff', L('寄存中', 'Stored', 'Depositado', '預かり中')),
  enumValue('withdrawn', '#909399', L('已取出', 'Withdrawn', 'Retirado', '引取済')),
] as const;

export const STORAGE_KIND = [
  enumValue('long_term', '#409eff', L('长期寄存', 'Long term', 'Largo plazo', '長期')),
  enumValue('temporary', '#8d6e63', L('临时寄存', 'Temporary', 'Temporal', '一時')),
] as const;
export type StorageKind = (typeof STORAGE_KIND)[number]['value'];

export const FEE_BASIS = [
  enumValue('monthly', '#13c2c2', L('按月', 'Monthly', 'Mensual', '月払い')),
  enumValue('yearly', '#11a983', L('按年', 'Yearly', 'Anual', '年払い')),
] as const;
export type FeeBasis = (typeof FEE_BASIS)[number]['value'];

export const WITHDRAWAL_KIND = [
  enumValue('burial', '#606266', L('转入墓位安葬', 'To a burial in a plot', 'A una inhumación', '墓所へ埋葬')),
  enumValue('taken_away', '#e6a23c', L('家属领走', 'Taken away', 'Retirado por la familia', '遺族が引取')),
] as const;
export type WithdrawalKind = (typeof WITHDRAWAL_KIND)[number]['value'];

export const MOVEMENT_KIND = [
  enumValue('deposit', '#67c23a', L('寄存', 'Deposit', 'Depósito', '預け入れ')),
  enumValue('withdrawal', '#f56c6c', L('取出', 'Withdrawal', 'Retirada', '引き取り')),
  enumValue('transfer', '#409eff', L('移位', 'Transfer', 'Traslado', '移動')),
] as const;
export type MovementKind = (typeof MOVEMENT_KIND)[number]['value'];


/** A pick-up code: six digits, given once at the deposit. */
export const PICKUP_CODE_RE = /^\d{6}$/;
/**
 * Wrong tries (ID number or pick-up code) in a row after which a deposit's withdrawal locks, and
 * for how long unless a manager unlocks it: six digits are a million codes, so five tries a day
 * leave a guesser no chance, while a family that mistypes has room and a manager to turn to.
 */
export const PICKUP_MAX_FAILURES = 5;
export const PICKUP_LOCK_HOURS = 24;

/** The instant until which the deposit's withdrawal is locked, or null (not locked at `now`). */
export const pickupLockedUntil = (deposit: { pickup_locked_until?: unknown }, now: Date): Date | null => {
  const v = deposit.pickup_locked_until;
  if (v === null || v === undefined || v === '') return null;
  const until = new Date(String(v));
  return Number.isNaN(until.getTime()) || until.getTime() <= now.getTime() ? null : until;
};

/**
 * After one more wrong try: the wrong tries in a row (counted afresh once a past lock has run out)
 * and the lock's end when they reach the limit; `left` is how many tries remain before it.
 */
export const afterWrongPickup = (deposit: { pickup_failures?: unknown; pickup_locked_until?: unknown }, now: Date): { failures: number; lockedUntil: Date | null; left: number } => {
  const lockRanOut = deposit.pickup_locked_until !== null && deposit.pickup_locked_until !== undefined && deposit.pickup_locked_until !== '';
  const failures = (lockRanOut ? 0 : Math.max(0, Number(deposit.pickup_failures ?? 0) || 0)) + 1;
  const locked = failures >= PICKUP_MAX_FAILURES;
  return { failures, lockedUntil: locked ? new Date(now.getTime() + PICKUP_LOCK_HOURS * 3_600_000) : null, left: Math.max(0, PICKUP_MAX_FAILURES - failures) };
};
/** The most periods one payment covers: 10 years, or 120 months. */
export const MAX_PERIODS: Record<FeeBasis, number> = { monthly: 120, yearly: 10 };

// ---------------------------------------------------------------------------------------------
// Storage terms: the term machinery of src/rules/terms.ts (one arithmetic for plots and niches).
// Days are 'YYYY-MM-DD' calendar days; money is integer cents (src/rules/orderMoney.ts).

/** The term unit of a fee basis. */
export const unitOfBasis = (basis: FeeBasis): TermUnit => (basis === 'monthly' ? 'month' : 'year');

/** The fee basis of a deposit row (yearly unless it says monthly). */
export const basisOf = (deposit: { fee_basis?: unknown }): FeeBasis => (deposit.fee_basis === 'monthly' ? 'monthly' : 'yearly');

/** The end of `periods` storage periods starting at `from` (the paid-until day, covered: coversDay in src/rules/terms.ts). */
export const addPeriods = (from: string, basis: FeeBasis, periods: number): string => termEnd(from, periods, unitOfBasis(basis));

/**
 * A deposit as a term of src/rules/terms.ts: anchored at paid_from with the whole periods it
 * holds, so renewals never drift (a monthly term from 31 January runs to 28/29 February, then 31
 * March). A paid_until that is not a whole number of periods from paid_from anchors at itself.
 */
export const storageTerm = (deposit: { paid_from?: unknown; paid_until?: unknown; fee_basis?: unknown; status?: unknown }): TermFacts => {
  const basis = basisOf(deposit);
  const unit = unitOfBasis(basis);
  const from = String(deposit.paid_from ?? '').slice(0, 10);
  const until = String(deposit.paid_until ?? '').slice(0, 10);
  const a = dayParts(from);
  const b = dayParts(until);
  const status = deposit.status === 'stored' ? 'active' : 'closed';
  if (a && b) {
    const months = (b[0] - a[0]) * 12 + (b[1] - a[1]);
    const held = unit === 'year' ? Math.round(months / 12) : months;
    if (held >= 0 && termEnd(from, held, unit) === until) return { paid_from: from, periods: held, unit, paid_until: until, status };
  }
  return { paid_from: until, periods: 0, unit, paid_until: until, status };
};

/** Storage is priced plainly: the niche's fee × periods (no rate change, no discount of the plots' policy). */
const STORAGE_POLICY: TermPolicy = { ...DEFAULT_TERM_POLICY, ratePercent: 0, discountPercent: 0 };

/** The price and new end of renewing a deposit's storage for `periods` periods (amount in cents). */
export const storageRenewalQuote = (deposit: { paid_from?: unknown; paid_until?: unknown; fee_basis?: unknown; fee_rate?: unknown; status?: unknown }, periods: number): RenewalQuote =>
  renewalQuote(storageTerm(deposit), toCents(deposit.fee_rate), periods, STORAGE_POLICY);

/**
 * How many whole periods must be paid so that the storage covers `today`: 0 while it does (the
 * terms' one convention, coversDay: paid until D covers D), else a started period counts in full.
 */
export const periodsDue = (deposit: { paid_from?: unknown; paid_until?: unknown; fee_basis?: unknown }, today: string): number =>
  typeof deposit.paid_until === 'string' || deposit.paid_until instanceof Date ? periodsToCover(storageTerm(deposit), today) : 0;

/**
 * The price and new end of renewing any term row (src/rules/terms.ts) for `periods` periods: a
 * plot's under the settings' policy (rate change, discount), a niche's storage plainly, at its fee.
 */
export const termRenewalQuote = (term: TermFacts & { kind?: unknown; yearly_fee?: unknown }, periods: number, policy: TermPolicy = DEFAULT_TERM_POLICY): RenewalQuote =>
  renewalQuote(term, toCents(term.yearly_fee), periods, term.kind === 'storage' ? STORAGE_POLICY : policy);

/** The fewest periods a renewal must buy: enough to cover today (what feesDue counts), at least one. */
export const minStoragePeriods = (deposit: { paid_from?: unknown; paid_until?: unknown; fee_basis?: unknown }, today: string): number => Math.max(1, periodsDue(deposit, today));

/** The rate of one period for a niche, from its prices. */
export const rateOf = (niche: { price_month?: unknown; price_year?: unknown }, basis: FeeBasis): number =>
  Number((basis === 'yearly' ? niche.price_year : niche.price_month) ?? 0);

/** What is owed today on a deposit (in yuan) and for how many periods. */
export const feesDue = (deposit: { paid_from?: unknown; paid_until?: unknown; fee_basis?: unknown; fee_rate?: unknown }, today: string): { periods: number; amount: number } => {
  const periods = periodsDue(deposit, today);
  return { periods, amount: fromCents(periods * toCents(deposit.fee_rate)) };
};

// ---------------------------------------------------------------------------------------------
// Rules

/** A niche's status from what it holds: urns make it occupied (temporary when all are temporary), else reserved or available. */
export const nicheStatus = (held: { stored: number; temporary: number; reservedFor?: unknown }): NicheStatus => {
  if (held.stored > 0) return held.temporary === held.stored ? 'temporary' : 'occupied';
  return typeof held.reservedFor === 'string' && held.reservedFor.trim() !== '' ? 'reserved' : 'available';
};

/** The error codes of the columbarium rules (texts below). */
export type ColumbariumRefusal =
  | 'niche_full'
  | 'niche_same'
  | 'deposit_closed'
  | 'pickup_mismatch'
  | 'pickup_locked'
  | 'pickup_not_locked'
  | 'fees_due'
  | 'override_managers_only'
  | 'withdrawal_needs_order'
  | 'niche_not_empty'
  | 'niche_capacity_below'
  | 'storage_periods'
  | 'storage_too_few'
  | 'storage_free';

/** Room for one more urn. */
export const depositRefusal = (niche: { capacity?: unknown; stored?: unknown }): ColumbariumRefusal | null =>
  Number(niche.stored ?? 0) >= Number(niche.capacity ?? 1) ? 'niche_full' : null;

/** What a withdrawal needs of the deposit, the payment and the caller (identity is the server's: it holds the hash). */
export const withdrawalRefusal = (
  deposit: { status?: unknown; paid_from?: unknown; paid_until?: unknown; fee_basis?: unknown; fee_rate?: unknown },
  req: { kind: WithdrawalKind; order_id?: number; settle: boolean; override_reason?: string },
  level: Level | undefined,
  today: string,
): ColumbariumRefusal | null => {
  if (deposit.status !== 'stored') return 'deposit_closed';
  if (req.kind === 'burial' && req.order_id === undefined) return 'withdrawal_needs_order';
  const due = feesDue(deposit, today);
  if (due.amount > 0 && !req.settle) {
    if (req.override_reason === undefined || req.override_reason.trim() === '') return 'fees_due';
    if (!mayOverrideFees(level)) return 'override_managers_only';
  }
  return null;
};

/** Why renewing a deposit's storage for `periods` periods is refused, or null (the level and channel are the route's). */
export const renewStorageRefusal = (
  deposit: { status?: unknown; paid_from?: unknown; paid_until?: unknown; fee_basis?: unknown; fee_rate?: unknown },
  periods: number,
  today: string,
): ColumbariumRefusal | null => {
  if (deposit.status !== 'stored') return 'deposit_closed';
  if (!Number.isSafeInteger(periods) || periods < 1 || periods > MAX_PERIODS[basisOf(deposit)]) return 'storage_periods';
  if (periods < minStoragePeriods(deposit, today)) return 'storage_too_few';
  // No extension without a payment.
  if (storageRenewalQuote(deposit, periods).amount <= 0) return 'storage_free';
  return null;
};

/** What a refund reads of a deposit's storage payments (ash_payment rows). */
export interface StoragePaymentFacts {
  id: unknown;
  kind?: unknown;
  refund_of?: unknown;
}

/**
 * Whether the storage payment `id` may be refunded, among all the deposit's payments: a renewal
 * (a charge after the deposit's first payment, which the deposit itself paid), not refunded yet,
 * and the newest one standing: a later renewal not refunded is refunded first, so each payment's
 * covered period (covers_from – covers_until) stays the one the term holds. What the term itself
 * allows (the periods it holds) is refundRefusal of src/rules/terms.ts.
 */
export const storageRefundRefusal = (payments: readonly StoragePaymentFacts[], id: number): 'term_not_renewal' | 'term_refunded' | 'storage_refund_newest_first' | null => {
  const charges = payments.filter((p) => p.kind !== 'refund').sort((a, b) => Number(a.id) - Number(b.id));
  const refunded = new Set(payments.filter((p) => p.kind === 'refund').map((p) => Number(p.refund_of)));
  const index = charges.findIndex((p) => Number(p.id) === id);
  if (index <= 0) return 'term_not_renewal';
  if (refunded.has(id)) return 'term_refunded';
  if (charges.slice(index + 1).some((p) => !refunded.has(Number(p.id)))) return 'storage_refund_newest_first';
  return null;
};

export const COLUMBARIUM_ERROR_MESSAGES = {
  niche_full: L('该格位已满（容量 %{capacity}）', 'This niche is full (capacity %{capacity})', 'Este nicho está completo (capacidad %{capacity})', 'この納骨壇は満杯です（収容 %{capacity}）'),
  niche_same: L('请选择另一个格位', 'Choose another niche', 'Elija otro nicho', '別の納骨壇を選んでください'),
  deposit_closed: L('骨灰已取出，不能再操作', 'The ashes were withdrawn; nothing more can be done', 'Las cenizas ya se retiraron; no se puede hacer nada más', '遺骨は引き取り済みのため操作できません'),
  pickup_mismatch: L(
    '身份证号或取件码不正确（还可再试 %{left} 次，之后取出将锁定 24 小时）',
    'The ID number or the pick-up code is wrong (tries left before withdrawal locks for 24 hours: %{left})',
    'El número de identidad o el código de recogida no es correcto (intentos restantes antes de bloquear la retirada 24 horas: %{left})',
    '身分証番号または引取コードが違います（あと %{left} 回、その後引き取りは 24 時間ロックされます）',
  ),
  pickup_locked: L(
    '取件码错误次数过多，取出已锁定至 %{until}；如确为家属，请经理解锁',
    'Too many wrong pick-up codes: withdrawal is locked until %{until}. If this is the family, a manager can unlock it',
    'Demasiados códigos de recogida erróneos: la retirada está bloqueada hasta %{until}. Si es la familia, un gerente puede desbloquearla',
    '引取コードの誤りが多すぎるため、引き取りは %{until} までロックされています。ご遺族であればマネージャーが解除できます',
  ),
  pickup_not_locked: L('该寄存的取出未被锁定', 'This deposit’s withdrawal is not locked', 'La retirada de este depósito no está bloqueada', 'この預かりの引き取りはロックされていません'),
  fees_due: L('尚欠寄存费 %{amount}，请先结清或由经理批准免收', 'Storage fees of %{amount} are due: settle them or have a manager override', 'Se deben %{amount} de depósito: páguelos o pida a un gerente que los exima', '保管料 %{amount} が未払いです。精算するかマネージャーの承認を得てください'),
  override_managers_only: L('只有经理（2、4、5、6 级）可以批准免收', 'Only managers (levels 2, 4, 5, 6) may override the fees', 'Solo los gerentes (niveles 2, 4, 5, 6) pueden eximir las tarifas', '免除の承認はマネージャー（レベル 2、4、5、6）のみです'),
  withdrawal_needs_order: L('转入安葬须选择本渠道的墓位订单', 'A withdrawal to a burial needs an order of your channel', 'Una retirada para inhumación necesita un pedido de su canal', '埋葬への引き取りには自チャネルの注文が必要です'),
  niche_not_empty: L('格位中还有骨灰，不能删除', 'The niche still holds ashes and cannot be deleted', 'El nicho aún contiene cenizas y no se puede eliminar', '納骨壇に遺骨があるため削除できません'),
  niche_capacity_below: L('容量不能小于已寄存数（%{stored}）', 'The capacity cannot be below the urns it holds (%{stored})', 'La capacidad no puede ser menor que las urnas que contiene (%{stored})', '収容数は安置数（%{stored}）未満にできません'),
  movement_immutable: L('存取记录不能修改或删除', 'The movement log cannot be changed or deleted', 'El registro de movimientos no se puede cambiar ni borrar', '入出庫記録は変更・削除できません'),
  storage_periods: L('续费期数须在 1 到 %{max} 之间', 'Renew for 1 to %{max} periods', 'Renueve de 1 a %{max} periodos', '更新期間は 1〜%{max} 期です'),
  storage_too_few: L('已逾期，至少须续费 %{min} 期才能覆盖到今天', 'The storage is overdue: renew at least %{min} periods to cover today', 'El depósito está vencido: renueve al menos %{min} periodos para cubrir hoy', '保管料が延滞しています。今日まで賄うには %{min} 期以上更新してください'),
  storage_refund_newest_first: L('请先退还之后的续费', 'Refund the later renewal first', 'Reembolse primero la renovación posterior', '先に後の更新を返金してください'),
  storage_free: L('该格位的寄存费为零，不能续费', 'This niche has no storage fee, so there is nothing to renew', 'Este nicho no tiene tarifa de depósito; no hay nada que renovar', 'この納骨壇の保管料はゼロのため更新できません'),
} satisfies Record<ColumbariumRefusal | 'movement_immutable' | 'storage_refund_newest_first', Labels>;
