/**
 * History as history (docs/import.md, "Imported history"): one line of a burial register written
 * in the state it is in, inside the caller's transaction, through the same row and operation-log
 * machinery as every other write (insertRow / updateRow), each row stamped with its import batch.
 *
 * - The order keeps its real status, its historical dates (created and signed on the day it was
 *   sold), its price and what was paid: no repricing, no maintenance or other fee added, no
 *   reservation date (imported history never expires: src/server/domain/expiry.ts). Its number is
 *   kept when the register gives one, else numbered as the product numbers every record, in the
 *   series of the day it is entered (a number never pretends to have been issued in 1979, and one
 *   counter a day keeps a 10,000-line register fast); so are its receipts, and its contract when
 *   it was signed. Nothing unknown is invented: no buyer, phone, method or salesperson when the
 *   register has none (the optionalInHistory fields, src/config/types.ts).
 * - A burial that happened makes the plot occupied (buried); a registration may come without an
 *   order ("historical burial, no sale record") and without an applicant or phone.
 * - A management term is written with its paid-until, as given.
 * - Several plots on one line ("29 & 30": one family's plots): one order per plot, same buyer,
 *   status and dates; the price, each payment and the yearly fee are shared out evenly in cents
 *   (the odd cents on the first plots), so the orders add up to the register's figures; the given
 *   order number goes to the first plot and `<no>-2`, `<no>-3`... to the others. The burials fill
 *   the plots in order (a burial naming its plot goes there).
 * - A plot already held by an order: a line of the same batch repeating the same sale (same
 *   order number, or same buyer when none) adds its burials to that order; any other active sale
 *   on it is refused (history_plot_held), so a plot is never sold twice, today or in the past.
 *
 * Refusals are ApiErrors naming the line (history_*), thrown before anything of the line is
 * written where they can be; the caller's transaction rolls back the rest.
 */
import type { FastifyInstance } from 'fastify';
import type { ValuesOf } from '../db/tables';
import { balanceOf, plotCapacity } from '../../rules/orderMoney';
import { yearlyFeeForPlot } from '../../rules/terms';
import type { Actor, Channel, FieldDef, ResourceDef } from '../../config/types';
import { isRealDate, validateField } from '../../config/validators';
import { dayOf, clockOf } from '../clock/clock';
import { nextNumber } from '../kernel/counters';
import { fromCents, toCents } from '../kernel/money';
import { activeOrderOfPlot, isActive, plotStatusFor, type OrderStatus, type PlotStatus } from '../kernel/orderStatus';
import { isHistory } from '../kernel/occupied';
import { insertRow, lockRow, updateRow, type WriteContext } from '../data/logged';
import { checkWriteInput } from '../data/input';
import { ApiError } from '../http/errors';
import type { Row } from '../hooks/registry';
import { readTermSettings } from '../terms/term';
import type { HistoryBurial, HistoryOrder, HistoryPayment, HistoryRecord, HistoryWritten } from './types';

/** The caller's transaction, the importing user (the rows' channel) and the app. */
export type HistoryContext = WriteContext & { actor: Actor; app: FastifyInstance };

const SIGNED: readonly OrderStatus[] = ['contracted', 'paid', 'completed'];
const PAYMENT_KINDS = ['charge', 'refund'];
const NO_EXTRAS = new Set<string>();

const present = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

/** The resource as imported history may fill it: its optionalInHistory fields are not required (never invented). */
const historyResource = (resource: ResourceDef): ResourceDef => ({
  ...resource,
  fields: Object.fromEntries(
    Object.entries(resource.fields).map(([name, f]): [string, FieldDef] => [name, f.optionalInHistory ? ({ ...f, required: false } as FieldDef) : f]),
  ),
});

const resourceOf = (app: FastifyInstance, key: string): ResourceDef => {
  const resource = app.resources[key];
  if (!resource) throw new ApiError('internal', 500);
  return resource;
};

/** A value of the line that is not valid for its column: the line, the column's label and the value. */
const invalid = (line: number, field: FieldDef | undefined, column: string, value: unknown): ApiError =>
  new ApiError('history_invalid', 422, { line, column: field?.label ?? column, value: String(value ?? '').slice(0, 60) }, { [column]: { key: 'type_text' } });

/** Check given values of a resource's fields with the shared validators (nothing required: history). */
const checkGiven = (line: number, resource: ResourceDef, values: Row): void => {
  for (const [name, value] of Object.entries(values)) {
    const field = resource.fields[name];
    if (!field || !present(value)) continue;
    if (validateField(field, value, false)) throw invalid(line, field, name, value);
  }
};

const checkDay = (line: number, resource: ResourceDef, column: string, value: unknown): string | null => {
  if (!present(value)) return null;
  if (typeof value !== 'string' || !isRealDate(value.slice(0, 10))) throw invalid(line, resource.fields[column], column, value);
  return value.slice(0, 10);
};

/** `cents` shared out over `n` plots: plot i's part, the odd cents on the first plots. */
const share = (cents: number, i: number, n: number): number => Math.floor(cents / n) + (i < cents % n ? 1 : 0);

/** charges - refunds, in cents. */
const paidCents = (payments: readonly HistoryPayment[]): number =>
  payments.reduce((sum, p) => sum + (p.kind === 'refund' ? -1 : 1) * toCents(p.amount), 0);

const checkPayments = (line: number, payments: readonly HistoryPayment[], resource: ResourceDef): void => {
  for (const p of payments) {
    if (typeof p.amount !== 'number' || !Number.isFinite(p.amount) || p.amount <= 0 || p.amount > 99_999_999) throw invalid(line, resource.fields.amount, 'amount', p.amount);
    if (p.kind !== undefined && !PAYMENT_KINDS.includes(p.kind)) throw invalid(line, resource.fields.kind, 'kind', p.kind);
    checkDay(line, resource, 'paid_at', p.paidAt);
    if (!present(p.paidAt)) throw invalid(line, resource.fields.paid_at, 'paid_at', p.paidAt);
    checkGiven(line, resource, { method: p.method, item: p.item, payer: p.payer });
  }
};

/** Where each burial goes: the plot it names, else the first of the line's plots with room. */
const placeBurials = async (ctx: HistoryContext, record: HistoryRecord, plots: Row[]): Promise<{ places: (Row | undefined)[]; counts: Map<number, number> }> => {
  const counts = new Map<number, number>();
  if (plots.length === 0) return { places: record.burials.map(() => undefined), counts };
  for (const plot of plots) {
    const { n } = await ctx.db
      .selectFrom('member')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('burialslot_id', '=', Number(plot.id))
      .executeTakeFirstOrThrow();
    counts.set(Number(plot.id), Number(n));
  }
  const room = (plot: Row) => plotCapacity(plot as { type: string; capacity?: number }) - (counts.get(Number(plot.id)) ?? 0);
  const places = record.burials.map((burial) => {
    const named = present(burial.burialslot_id) ? plots.find((p) => Number(p.id) === Number(burial.burialslot_id)) : undefined;
    if (present(burial.burialslot_id) && !named) throw invalid(record.line, undefined, 'burialslot_id', burial.burialslot_id);
    const plot = named ?? plots.find((p) => room(p) > 0) ?? plots[plots.length - 1];
    const count = (counts.get(Number(plot.id)) ?? 0) + 1;
    const capacity = plotCapacity(plot as { type: string; capacity?: number });
    if (count > capacity) throw new ApiError('history_capacity', 409, { line: record.line, code: String(plot.code), capacity, count });
    counts.set(Number(plot.id), count);
    return plot;
  });
  // The counts after the line: a plot with any deceased is occupied.
  return { places, counts };
};

/** The same sale on plot i, repeated by another line of the batch (a register writes one line per burial). */
const sameSale = (held: Row, order: HistoryOrder, batchId: number, i: number): boolean =>
  Number(held.import_batch_id) === batchId &&
  (present(order.orderNo) ? held.order_no === (i === 0 ? order.orderNo : `${order.orderNo}-${i + 1}`) : present(order.buyerName) && held.buyer_name === order.buyerName);

interface OrderPlan {
  /** The order the line's burials on this plot belong to (new or already there). */
  order?: Row;
  /** The plot's status after the line, when it changes. */
  plotStatus?: PlotStatus;
  /** Why, when the line takes the plot off sale (a family's other plot: see familyHold). */
  reason?: string;
}

/**
 * A family's lot of several plots ("29 & 30") names plots that no burial and no sale of the line
 * fills: they are the family's all the same, so they are taken off sale (unavailable, with the
 * line and the lot in the reason) rather than left for sale to another family. A manager puts
 * one back on sale by hand when the family gives it up (docs/import.md, "Imported history").
 */
const familyHold = (record: HistoryRecord, plots: readonly Row[], plot: Row): string | undefined => {
  if (plots.length < 2 || plot.status !== 'available') return undefined;
  const others = plots.filter((p) => p.id !== plot.id).map((p) => String(p.code)).join(', ');
  return `家族墓位：登记簿第 ${record.line} 行，与 ${others} 同属一家 / Family plot: register line ${record.line}, with ${others}`;
};

const orderNumber = async (ctx: HistoryContext, line: number, order: HistoryOrder, i: number, day: string, channel: Channel, resource: ResourceDef): Promise<string> => {
  if (!present(order.orderNo)) return nextNumber(ctx.db, 'order', day, channel);
  const no = i === 0 ? String(order.orderNo) : `${order.orderNo}-${i + 1}`;
  const taken = await ctx.db.selectFrom('tomb_order').select('id').where('order_no', '=', no).executeTakeFirst();
  if (taken) throw new ApiError('history_invalid', 409, { line, column: resource.fields.order_no.label, value: no });
  return no;
};

/** Insert the line's order on plot i of n, with its share of the price and of each payment. */
const writeOrder = async (ctx: HistoryContext, batchId: number, record: HistoryRecord, plot: Row, i: number, n: number, written: HistoryWritten): Promise<Row> => {
  const order = record.order!;
  const channel = ctx.actor.channel;
  const orders = resourceOf(ctx.app, 'tomb_order');
  const today = dayOf(clockOf(ctx.app).now());
  const soldOn = checkDay(record.line, orders, 'signed_at', order.soldOn);
  const paid = share(paidCents(order.payments), i, n);
  // The register's price; without one, what was paid (the sale as far as the register knows it).
  const priceCents = present(order.price) ? share(toCents(order.price), i, n) : Math.max(0, paid);
  const firstBurial = record.burials.find((b) => typeof b.burial_date === 'string' && isRealDate(b.burial_date));
  const row = await insertRow(
    ctx,
    'tomb_order',
    {
      channel,
      order_no: await orderNumber(ctx, record.line, order, i, today, channel, orders),
      contract_no: SIGNED.includes(order.status) ? await nextNumber(ctx.db, 'contract', today, channel) : null,
      burialslot_id: plot.id,
      status: order.status,
      buyer_name: order.buyerName ?? null,
      buyer_phone: order.buyerPhone ?? null,
      price: fromCents(priceCents),
      discount: 0,
      maintenance_years: 0,
      maintenance_fee: 0,
      engraving_fee: 0,
      burial_fee: 0,
      other_fee: 0,
      total: fromCents(priceCents),
      paid: fromCents(paid),
      balance: fromCents(balanceOf(order.status, priceCents, paid)),
      salesperson_id: null,
      reserved_until: null,
      signed_at: SIGNED.includes(order.status) ? soldOn : null,
      completed_at: order.status === 'completed' ? ((firstBurial?.burial_date as string | undefined) ?? null) : null,
      remark: order.remark ?? null,
      import_batch_id: batchId,
      ...(soldOn ? { created_at: soldOn } : {}),
    } as ValuesOf<'tomb_order'>,
    channel,
  );
  written.orders.push(row.id);
  for (const p of order.payments) {
    const cents = share(toCents(p.amount), i, n);
    if (cents <= 0) continue;
    const paidAt = p.paidAt;
    const payment = await insertRow(
      ctx,
      'tomb_payment',
      {
        channel,
        order_id: row.id,
        receipt_no: await nextNumber(ctx.db, 'receipt', today, channel),
        kind: p.kind ?? 'charge',
        item: p.item ?? 'plot_price',
        method: p.method ?? null,
        amount: fromCents(cents),
        paid_at: paidAt,
        operator_id: null,
        payer: p.payer ?? null,
        import_batch_id: batchId,
      } as ValuesOf<'tomb_payment'>,
      channel,
    );
    written.payments.push(payment.id);
  }
  return row;
};

/** The line's order on each plot, and the plot status each ends in. */
const planOrders = async (
  ctx: HistoryContext,
  batchId: number,
  record: HistoryRecord,
  plots: Row[],
  burialsOn: Map<number, number>,
  occupants: Map<number, number>,
  written: HistoryWritten,
): Promise<OrderPlan[]> => {
  const plans: OrderPlan[] = [];
  for (const [i, plot] of plots.entries()) {
    const held = await activeOrderOfPlot(ctx, plot.id);
    const order = record.order;
    const newSale = Boolean(order && isActive(order.status));
    const repeats = Boolean(held && order && newSale && sameSale(held, order, batchId, i));
    // Another sale holds the plot: a second one is never written on it, nor a burial beside a sale made in the product.
    if (held && !repeats && (newSale || (!isHistory(held) && (burialsOn.get(Number(plot.id)) ?? 0) > 0)))
      throw new ApiError('history_plot_held', 409, { line: record.line, code: String(plot.code), order: String(held.order_no) });
    let holder: Row | undefined = held;
    if (order && !repeats) {
      const row = await writeOrder(ctx, batchId, record, plot, i, plots.length, written);
      if (newSale) holder = row;
    }
    const occupied = (occupants.get(Number(plot.id)) ?? 0) > 0;
    const status: PlotStatus | undefined = occupied ? 'buried' : holder ? plotStatusFor(holder.status as OrderStatus) : undefined;
    const reason = status ? undefined : familyHold(record, plots, plot);
    plans.push(reason ? { order: holder, plotStatus: 'unavailable', reason } : { order: holder, plotStatus: status });
  }
  return plans;
};

/** The settings' yearly fees, read once per transaction (an import writes thousands of lines in one). */
const settingsOf = new WeakMap<object, Promise<Row>>();
const termSettings = (ctx: HistoryContext): Promise<Row> => {
  let settings = settingsOf.get(ctx.db);
  if (!settings) {
    settings = readTermSettings(ctx.db).then((s) => s.row);
    settingsOf.set(ctx.db, settings);
  }
  return settings;
};

const writeTerm = async (ctx: HistoryContext, batchId: number, record: HistoryRecord, plot: Row, order: Row | undefined, i: number, n: number, written: HistoryWritten): Promise<void> => {
  const term = record.term!;
  const terms = resourceOf(ctx.app, 'mgmt_term');
  const paidUntil = checkDay(record.line, terms, 'paid_until', term.paidUntil);
  if (!paidUntil) throw invalid(record.line, terms.fields.paid_until, 'paid_until', term.paidUntil);
  checkGiven(record.line, terms, { holder_name: term.holderName, holder_phone: term.holderPhone, yearly_fee: term.yearlyFee });
  const fee = present(term.yearlyFee) ? share(toCents(term.yearlyFee), i, n) : yearlyFeeForPlot(plot, await termSettings(ctx));
  // An order has at most one term: a line repeating the sale leaves the first line's term.
  const linked = order && !(await ctx.db.selectFrom('mgmt_term').select('id').where('order_id', '=', Number(order.id)).executeTakeFirst()) ? order : undefined;
  if (order && !linked) return;
  const row = await insertRow(
    ctx,
    'mgmt_term',
    {
      channel: ctx.actor.channel,
      kind: 'plot',
      burialslot_id: plot.id,
      area_id: plot.area_id,
      order_id: linked?.id ?? null,
      holder_name: term.holderName ?? record.order?.buyerName ?? null,
      holder_phone: term.holderPhone ?? record.order?.buyerPhone ?? null,
      unit: 'year',
      paid_until: paidUntil,
      yearly_fee: fromCents(fee),
      status: 'active',
      import_batch_id: batchId,
    } as ValuesOf<'mgmt_term'>,
    ctx.actor.channel,
  );
  written.terms.push(row.id);
};

/** A registration, checked by the shared validators and converted like any write, applicant optional. */
const writeBurial = async (ctx: HistoryContext, batchId: number, line: number, burial: HistoryBurial, plot: Row | undefined, order: Row | undefined): Promise<Row> => {
  const members = historyResource(resourceOf(ctx.app, 'member'));
  const body: Row = { ...burial, burialslot_id: plot?.id ?? null, order_id: order?.id ?? null };
  let values: Row;
  try {
    ({ values } = checkWriteInput(members, ctx.actor, body, 'create', NO_EXTRAS, clockOf(ctx.app).now()));
  } catch (e) {
    const fields = e instanceof ApiError ? e.fields : undefined;
    const column = fields ? Object.keys(fields)[0] : undefined;
    if (!column) throw e;
    throw new ApiError('history_invalid', 422, { line, column: members.fields[column]?.label ?? column, value: String(body[column] ?? '').slice(0, 60) }, fields);
  }
  return insertRow(ctx, 'member', { ...values, channel: ctx.actor.channel, import_batch_id: batchId } as ValuesOf<'member'>, ctx.actor.channel);
};

export const writeHistory = async (ctx: HistoryContext, batchId: number, record: HistoryRecord): Promise<HistoryWritten> => {
  const written: HistoryWritten = { orders: [], payments: [], members: [], terms: [] };
  const plotIds = [...new Set(record.plotIds.map(Number))].sort((a, b) => a - b);
  if (plotIds.length === 0 && (record.order || record.term)) throw new ApiError('history_no_plot', 422, { line: record.line });
  // Checked before anything is written.
  if (record.order) {
    const orders = resourceOf(ctx.app, 'tomb_order');
    checkGiven(record.line, orders, { status: record.order.status, buyer_name: record.order.buyerName, buyer_phone: record.order.buyerPhone, price: record.order.price, remark: record.order.remark });
    checkPayments(record.line, record.order.payments, resourceOf(ctx.app, 'tomb_payment'));
  }
  // Locked in id order (two imports meeting on plots never deadlock), like every write that takes a plot.
  const plots: Row[] = [];
  for (const id of plotIds) {
    const plot = await lockRow(ctx.db, 'tomb_burialslot', id);
    if (!plot) throw new ApiError('history_no_plot', 422, { line: record.line });
    plots.push(plot);
  }
  const { places, counts } = await placeBurials(ctx, record, plots);
  const burialsOn = new Map<number, number>();
  for (const plot of places) if (plot) burialsOn.set(Number(plot.id), (burialsOn.get(Number(plot.id)) ?? 0) + 1);
  const plans = await planOrders(ctx, batchId, record, plots, burialsOn, counts, written);
  for (const [i, plot] of plots.entries()) {
    const { plotStatus: status, reason } = plans[i];
    // Before the registrations: the database refuses a deceased on a plot that is on sale (src/server/domain/schema.ts).
    if (status && plot.status !== status) await updateRow(ctx, 'tomb_burialslot', plot, { status, ...(reason ? { status_reason: reason } : {}) }, ctx.actor.channel);
    if (record.term) await writeTerm(ctx, batchId, record, plot, plans[i].order, i, plots.length, written);
  }
  for (const [k, burial] of record.burials.entries()) {
    const plot = places[k];
    const plan = plot ? plans[plots.findIndex((p) => Number(p.id) === Number(plot.id))] : undefined;
    written.members.push(Number((await writeBurial(ctx, batchId, record.line, burial, plot, plan?.order)).id));
  }
  return written;
};
