/**
 * tomb_order rules on the generic writes: the server sets the number, the price from the plot,
 * the totals, the salesperson and the reservation date, and takes the plot in the same
 * transaction (locked FOR UPDATE, refused with plot_unavailable when it is not available).
 * The settings' limits (src/rules/orderRules.ts) bound the reservation date and a clerk's discount.
 */
import { checkDiscount, checkReservedUntil, closedOrderRefused } from '../../rules/orderRules';
import type { Channel } from '../../config/types';
import type { FieldError } from '../../config/validators';
import type { HookContext, Row, TableHooks } from '../hooks/registry';
import { ApiError } from '../http/errors';
import { addDays, dayOf } from '../clock/clock';
import { nextNumber } from '../kernel/counters';
import { isHistory, refuseIfOccupied } from '../kernel/occupied';
import { EVENT_TEXT, OUTSIDE_WATCHERS, orderUrl, postMessage } from '../kernel/events';
import { toCents } from '../kernel/money';
import { isActive, isOpen, statusAfterPayment, type OrderStatus } from '../kernel/orderStatus';
import { setPlotStatusForOrder } from '../kernel/orderFlow';
import { AMOUNT_FIELDS, priceOrder } from './pricing';
import { lockRow } from '../data/logged';
import { readSettings } from '../kernel/settings';
import { clockOf } from '../clock/clock';

const fieldError = (field: string, key: 'reference' | 'min_date', params?: Record<string, string>) =>
  new ApiError('validation', 422, undefined, { [field]: { key, params } });

/** The shared rules of src/rules/orderRules.ts, refused as field errors. */
const refuseIf = (field: string, error: FieldError | null): void => {
  if (error) throw new ApiError('validation', 422, undefined, { [field]: error });
};

const agentName = async (ctx: HookContext): Promise<string | null> => {
  const user = await ctx.db.selectFrom('user').select('nickname').where('id', '=', ctx.actor.userId).executeTakeFirst();
  return user ? user.nickname : null;
};

const beforeCreate = async (ctx: HookContext, data: Row): Promise<Row> => {
  const plot = await lockRow(ctx.db, 'tomb_burialslot', data.burialslot_id);
  if (!plot) throw fieldError('burialslot_id', 'reference');
  if (plot.status !== 'available') throw new ApiError('plot_unavailable', 409, { code: plot.code });
  // Whatever its status says, a plot that holds a deceased is never sold (./occupied.ts).
  await refuseIfOccupied(ctx.db, plot);
  const now = clockOf(ctx.app).now();
  const today = dayOf(now);
  const settings = await readSettings(ctx.db);
  refuseIf('reserved_until', checkReservedUntil(data.reserved_until, today, settings.policy));
  refuseIf('discount', checkDiscount(ctx.actor.level, settings.policy, plot.price, data.discount));
  const pricing = priceOrder(data, toCents(plot.price), 0, settings.maintenanceFeePerYear, false);
  const outside = data.channel === 'outside';
  return {
    ...data,
    ...pricing,
    order_no: await nextNumber(ctx.db, 'order', today, data.channel as Channel),
    contract_no: null,
    status: 'reserved',
    // The default reservation, never past the longest one allowed.
    reserved_until: data.reserved_until || addDays(today, Math.min(settings.reservationDays, settings.policy.reservationMaxDays)),
    price: plot.price,
    paid: 0,
    salesperson_id: ctx.actor.userId,
    // The outside channel records who sold it: the agent named on the order, else the signed-in agent.
    agent: data.agent || (outside ? await agentName(ctx) : null),
    signed_at: null,
    completed_at: null,
    cancel_reason: null,
  };
};

const afterCreate = async (ctx: HookContext, row: Row): Promise<void> => {
  const channel = row.channel as Channel;
  await setPlotStatusForOrder(ctx, row.burialslot_id, 'reserved', channel);
  if (channel === 'outside') {
    const plot = await ctx.db.selectFrom('tomb_burialslot').select('code').where('id', '=', Number(row.burialslot_id)).executeTakeFirst();
    const text = EVENT_TEXT.newOutsideOrder(row, String(plot?.code ?? ''));
    await postMessage(ctx.db, { ...text, url: orderUrl(channel, Number(row.id)), levels: OUTSIDE_WATCHERS, submitter: ctx.actor.userId }, clockOf(ctx.app).now());
  }
};

const beforeUpdate = async (ctx: HookContext, before: Row, patch: Row): Promise<Row> => {
  // A cancelled, refunded or expired order keeps what happened: only its note changes.
  const refused = closedOrderRefused(before.status, Object.keys(patch));
  if (refused) throw new ApiError('order_closed_note_only', 409, undefined, { [refused]: { code: 'order_closed_note_only' } });
  if ('burialslot_id' in patch && Number(patch.burialslot_id) !== Number(before.burialslot_id)) throw new ApiError('plot_locked', 409);
  const today = dayOf(clockOf(ctx.app).now());
  const settings = await readSettings(ctx.db);
  if ('reserved_until' in patch && patch.reserved_until !== before.reserved_until) {
    if (before.status !== 'reserved') throw new ApiError('bad_transition', 409, { status: String(before.status) });
    refuseIf('reserved_until', checkReservedUntil(patch.reserved_until, today, settings.policy));
    if (!patch.reserved_until) throw new ApiError('validation', 422, undefined, { reserved_until: { key: 'required' } });
    // A new date deserves a new warning before it too.
    await ctx.db.deleteFrom('domain_notice').where('order_id', '=', Number(before.id)).execute();
  }
  // Only a raised discount is checked: a clerk editing the buyer's address keeps a manager's discount.
  if ('discount' in patch) refuseIf('discount', checkDiscount(ctx.actor.level, settings.policy, before.price, patch.discount, before.discount));
  const touchesAmounts = AMOUNT_FIELDS.some((f) => f in patch);
  if (!touchesAmounts) return patch;
  // Imported history keeps the register's figures: never repriced, no fee added (docs/import.md).
  if (isHistory(before)) {
    if (AMOUNT_FIELDS.some((f) => f in patch && toCents(patch[f]) !== toCents(before[f]))) throw new ApiError('history_amounts', 409);
    return patch;
  }
  if (!isOpen(String(before.status))) throw new ApiError('order_closed', 409);
  const yearsChanged = 'maintenance_years' in patch && Number(patch.maintenance_years) !== Number(before.maintenance_years);
  const feeGiven = 'maintenance_fee' in patch && toCents(patch.maintenance_fee) > 0;
  const pricing = priceOrder({ ...before, ...patch }, toCents(before.price), toCents(before.paid), settings.maintenanceFeePerYear, yearsChanged && !feeGiven);
  // New totals may settle the order (a lower fee) or unsettle it (a higher one); the plot stays sold either way.
  const status = statusAfterPayment(before.status as OrderStatus, toCents(pricing.total), toCents(before.paid));
  return { ...patch, ...pricing, ...(status !== before.status ? { status } : {}) };
};

/** An active order that is deleted (levels 5 and 6) gives its plot back. */
const beforeDelete = async (ctx: HookContext, row: Row): Promise<void> => {
  if (isActive(String(row.status))) await setPlotStatusForOrder(ctx, row.burialslot_id, 'cancelled', row.channel as Channel);
};

export const orderHooks: TableHooks = { beforeCreate, afterCreate, beforeUpdate, beforeDelete };
