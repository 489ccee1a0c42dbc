/**
 * The work rules that need the database, run inside the write's transaction: the order a work
 * order serves and whether its state allows the work, and the double bookings (a crew member
 * booked twice at once, two burials at one plot at once). The double-booking check locks the
 * plot row and then the assignee's user row before it looks, so two schedulers racing for one
 * slot are serialised: the second one waits, then sees the first one's booking and is refused.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { formatDay, formatDayTime } from '../../config/dates';
import { inEveryLanguage } from '../../config/define';
import type { Actor, Labels } from '../../config/types';
import { DEFAULT_DURATION_MINUTES, BOOKED_STATUSES, BURIAL_KINDS, crewKey, hoursRefusal, isBurialKind, workHoursOf, type WorkHours } from '../../config/work';
import { isActive } from '../domain/orderStatus';
import { activeOrderOfPlot } from '../domain/plots';
import { lockRow, type Trx } from '../kernel/rows';
import { readSettingRow } from '../kernel/settings';
import { ApiError } from '../http/errors';
import type { Row } from '../hooks/registry';

export type WorkContext = { trx: Trx; actor: Actor; app: FastifyInstance };

const present = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

const refuseReference = (field: string): never => {
  throw new ApiError('validation', 422, undefined, { [field]: { key: 'reference' } });
};


/** The label of an order status, from the config. */
const orderStatusLabel = (ctx: WorkContext, status: string): Labels | string => {
  const field = ctx.app.resources.tomb_order?.fields.status;
  return (field?.type === 'enum' ? field.values.find((v) => v.value === status)?.label : undefined) ?? status;
};

/**
 * The order the work serves, locked: the one named (of the caller's channel, else an unknown
 * reference), or for burial work without one, the active order holding the plot.
 */
export const orderOfWork = async (ctx: WorkContext, work: Row): Promise<Row | undefined> => {
  if (present(work.order_id)) {
    const order = await lockRow(ctx.trx, 'tomb_order', work.order_id);
    if (!order || order.channel !== (work.channel ?? ctx.actor.channel)) return refuseReference('order_id');
    return order;
  }
  if (!isBurialKind(work.kind)) return undefined;
  const held = await activeOrderOfPlot(ctx, work.burialslot_id);
  if (!held || held.channel !== (work.channel ?? ctx.actor.channel)) throw new ApiError('plot_has_no_order', 409);
  return held;
};

/** The order's state allows the work: burial work needs a fully paid order, other work an active one; the plot is the order's. */
export const checkOrderAllows = (ctx: WorkContext, work: Row, order: Row | undefined): void => {
  if (!order) return;
  if (present(work.burialslot_id) && Number(work.burialslot_id) !== Number(order.burialslot_id)) throw new ApiError('work_plot_mismatch', 409);
  const status = String(order.status);
  if (isBurialKind(work.kind)) {
    if (status !== 'paid' && status !== 'completed') throw new ApiError('burial_needs_payment', 409);
  } else if (!isActive(status)) throw new ApiError('work_order_state', 409, { status: orderStatusLabel(ctx, status) });
};

/** A registration named on the work must be the order's (or, without an order, of the caller's channel). */
export const checkMember = async (ctx: WorkContext, work: Row, order: Row | undefined): Promise<void> => {
  if (!present(work.member_id)) return;
  const member = await ctx.trx.selectFrom('member').select(['id', 'order_id', 'channel']).where('id', '=', Number(work.member_id)).executeTakeFirst();
  if (!member || member.channel !== (work.channel ?? ctx.actor.channel)) return refuseReference('member_id');
  if (order && Number(member.order_id) !== Number(order.id)) refuseReference('member_id');
};

const timeParam = (start: unknown): Labels => inEveryLanguage((lang) => formatDayTime(start, lang));

/**
 * Refuse a booking that overlaps another booked work order of the same assignee, or, for
 * burial work, another booked burial at the same plot. `work` is the row as it will be.
 */
export const checkBookings = async (ctx: WorkContext, work: Row, selfId?: number): Promise<void> => {
  if (!present(work.scheduled_start)) return;
  const start = new Date(String(work.scheduled_start));
  const minutes = Number(work.duration_minutes ?? DEFAULT_DURATION_MINUTES) || DEFAULT_DURATION_MINUTES;
  const end = new Date(start.getTime() + minutes * 60_000);
  // Always the plot first, then the person: every writer takes them in the same order.
  await lockRow(ctx.trx, 'tomb_burialslot', work.burialslot_id);
  const base = () => {
    let q = ctx.trx.selectFrom('work_order').select(['id', 'work_no', 'scheduled_start', 'channel']).where('status', 'in', [...BOOKED_STATUSES]);
    if (selfId !== undefined) q = q.where('id', '<>', selfId);
    return q;
  };
  const overlapping = (q: ReturnType<typeof base>) =>
    q.where(sql<boolean>`scheduled_start < ${end.toISOString()}::timestamptz AND scheduled_start + make_interval(mins => coalesce(duration_minutes, ${DEFAULT_DURATION_MINUTES})) > ${start.toISOString()}::timestamptz`);
  if (present(work.assignee_id)) {
    const person = await ctx.trx.selectFrom('user').select(['id', 'nickname']).where('id', '=', Number(work.assignee_id)).forNoKeyUpdate().executeTakeFirst();
    if (!person) return refuseReference('assignee_id');
    const clash = await overlapping(base().where('assignee_id', '=', Number(work.assignee_id))).orderBy('scheduled_start').executeTakeFirst();
    if (clash)
      throw new ApiError('work_assignee_busy', 409, { name: String(person.nickname), time: timeParam(clash.scheduled_start), no: String(clash.work_no) }, { assignee_id: { code: 'work_assignee_busy', params: { name: String(person.nickname), time: timeParam(clash.scheduled_start), no: String(clash.work_no) } } });
  }
  const crew = crewKey(work.crew);
  if (crew !== '') {
    // A crew has no row to lock: a transaction-scoped advisory lock on its name serialises its bookings the same way.
    await sql`SELECT pg_advisory_xact_lock(${CREW_LOCK}, hashtext(current_schema() || chr(31) || ${crew}))`.execute(ctx.trx);
    const clash = await overlapping(base().where(sql<boolean>`lower(btrim(crew)) = ${crew}`)).orderBy('scheduled_start').executeTakeFirst();
    if (clash) {
      const params = { crew: String(work.crew).trim(), time: timeParam(clash.scheduled_start), no: String(clash.work_no) };
      throw new ApiError('work_crew_busy', 409, params, { crew: { code: 'work_crew_busy', params } });
    }
  }
  if (isBurialKind(work.kind)) {
    const clash = await overlapping(base().where('burialslot_id', '=', Number(work.burialslot_id)).where('kind', 'in', [...BURIAL_KINDS])).executeTakeFirst();
    if (clash) throw new ApiError('work_plot_busy', 409, undefined, { scheduled_start: { code: 'work_plot_busy' } });
  }
};

/** The advisory-lock class of crew bookings (any number no other lock of the product uses). */
const CREW_LOCK = 730_416;

/** The cemetery's working hours and days, from the settings row. */
export const readWorkHours = async (trx: Trx): Promise<WorkHours> =>
  workHoursOf(await readSettingRow(trx, ['work_day_start', 'work_day_end', 'work_closed_weekdays', 'work_closed_days', 'work_peak_days']));

/** Refuse a booking on a closed day or outside the working hours (src/config/work.ts hoursRefusal). */
export const checkWorkingHours = async (ctx: WorkContext, work: Row): Promise<void> => {
  if (!present(work.scheduled_start)) return;
  const minutes = Number(work.duration_minutes ?? DEFAULT_DURATION_MINUTES) || DEFAULT_DURATION_MINUTES;
  const refusal = hoursRefusal(String(work.scheduled_start), minutes, await readWorkHours(ctx.trx));
  if (!refusal) return;
  if (refusal.code === 'work_closed_day') {
    const day = inEveryLanguage((lang) => formatDay(refusal.day, lang));
    throw new ApiError('work_closed_day', 409, { day }, { scheduled_start: { code: 'work_closed_day', params: { day } } });
  }
  const params = { start: refusal.start, end: refusal.end };
  throw new ApiError('work_outside_hours', 409, params, { scheduled_start: { code: 'work_outside_hours', params } });
};

/** The next work order's id and number (WO000042), taken before the insert so the number is the id's. */
export const nextWorkNumber = async (trx: Trx): Promise<{ id: number; work_no: string }> => {
  const { rows } = await sql<{ id: number }>`SELECT nextval(pg_get_serial_sequence('work_order', 'id'))::integer AS id`.execute(trx);
  const id = Number(rows[0].id);
  return { id, work_no: `WO${String(id).padStart(6, '0')}` };
};
