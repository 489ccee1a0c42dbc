/**
 * The work rules that need the database, run inside the write's transaction through the
 * caller's door: the order a work order serves and whether its state allows the work, and the
 * double bookings (a crew member booked twice at once, two burials at one plot at once). The
 * double-booking check locks the plot row and then the assignee's user row before it looks, so
 * two schedulers racing for one slot are serialised: the second one waits, then sees the first
 * one's booking and is refused.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { formatDay, formatDayTime } from '../../config/dates';
import { inEveryLanguage } from '../../config/define';
import type { Actor, Labels } from '../../config/types';
import { DEFAULT_DURATION_MINUTES, BOOKED_STATUSES, BURIAL_KINDS, crewKey, hoursRefusal, isBurialKind, workHoursOf, type WorkHours } from '../../rules/work';
import { acrossChannels } from '../data/door';
import { lockRow } from '../data/logged';
import type { RowOf, TypedDb } from '../db/tables';
import { activeOrderOfPlot, isActive } from '../kernel/orderStatus';
import type { Draft } from '../hooks/registry';
import { readSettingRow } from '../kernel/settings';
import { ApiError } from '../http/errors';

/** A work rule's context: the write's transaction through the caller's door. */
export type WorkContext = { db: TypedDb; actor: Actor; app: FastifyInstance };

export type Work = RowOf<'work_order'>;
export type Order = RowOf<'tomb_order'>;
/** A work order as it will be written (a new one, or the stored one with a patch): some columns may be missing. */
export type WorkDraft = Draft<Work>;

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
 * reference: the door finds no other), or for burial work without one, the active order holding the plot.
 */
export const orderOfWork = async (ctx: WorkContext, work: WorkDraft): Promise<Order | undefined> => {
  if (present(work.order_id)) return (await lockRow(ctx.db, 'tomb_order', work.order_id)) ?? refuseReference('order_id');
  if (!isBurialKind(work.kind)) return undefined;
  const held = await activeOrderOfPlot(ctx, work.burialslot_id);
  if (!held) throw new ApiError('plot_has_no_order', 409);
  return held;
};

/** The order's state allows the work: burial work needs a fully paid order, other work an active one; the plot is the order's. */
export const checkOrderAllows = (ctx: WorkContext, work: WorkDraft, order: Order | undefined): void => {
  if (!order) return;
  if (present(work.burialslot_id) && work.burialslot_id !== order.burialslot_id) throw new ApiError('work_plot_mismatch', 409);
  if (isBurialKind(work.kind)) {
    if (order.status !== 'paid' && order.status !== 'completed') throw new ApiError('burial_needs_payment', 409);
  } else if (!isActive(order.status ?? '')) throw new ApiError('work_order_state', 409, { status: orderStatusLabel(ctx, order.status ?? '') });
};

/** A registration named on the work must be the order's (or, without an order, of the caller's channel: the door finds no other). */
export const checkMember = async (ctx: WorkContext, work: WorkDraft, order: Order | undefined): Promise<void> => {
  if (!present(work.member_id)) return;
  const member = await ctx.db.selectFrom('member').select(['id', 'order_id']).where('id', '=', Number(work.member_id)).executeTakeFirst();
  if (!member) return refuseReference('member_id');
  if (order && member.order_id !== order.id) refuseReference('member_id');
};

const timeParam = (start: unknown): Labels => inEveryLanguage((lang) => formatDayTime(start, lang));

/**
 * Refuse a booking that overlaps another booked work order of the same assignee or crew, or,
 * for burial work, another booked burial at the same plot. `work` is the row as it will be.
 */
export const checkBookings = async (ctx: WorkContext, work: WorkDraft, selfId?: number): Promise<void> => {
  if (!present(work.scheduled_start)) return;
  const start = new Date(String(work.scheduled_start));
  const minutes = work.duration_minutes || DEFAULT_DURATION_MINUTES;
  const end = new Date(start.getTime() + minutes * 60_000);
  // Always the plot first, then the person: every writer takes them in the same order.
  await lockRow(ctx.db, 'tomb_burialslot', work.burialslot_id);
  // Bookings are compared across channels, as they always were: a plot is shared by both
  // channels, and a crew is named by its text alone (an assignee is of the caller's channel).
  const base = () => {
    let q = acrossChannels(ctx.db).selectFrom('work_order').select(['id', 'work_no', 'scheduled_start']).where('status', 'in', [...BOOKED_STATUSES]);
    if (selfId !== undefined) q = q.where('id', '<>', selfId);
    return q;
  };
  const overlapping = (q: ReturnType<typeof base>) =>
    q.where(sql<boolean>`scheduled_start < ${end.toISOString()}::timestamptz AND scheduled_start + make_interval(mins => coalesce(duration_minutes, ${DEFAULT_DURATION_MINUTES})) > ${start.toISOString()}::timestamptz`);
  if (present(work.assignee_id)) {
    const assignee = Number(work.assignee_id);
    const person = await ctx.db.selectFrom('user').select(['id', 'nickname']).where('id', '=', assignee).forNoKeyUpdate().executeTakeFirst();
    if (!person) return refuseReference('assignee_id');
    const clash = await overlapping(base().where('assignee_id', '=', assignee)).orderBy('scheduled_start').executeTakeFirst();
    if (clash) {
      const params = { name: person.nickname ?? '', time: timeParam(clash.scheduled_start), no: clash.work_no ?? '' };
      throw new ApiError('work_assignee_busy', 409, params, { assignee_id: { code: 'work_assignee_busy', params } });
    }
  }
  const crew = crewKey(work.crew);
  if (crew !== '') {
    // A crew has no row to lock: a transaction-scoped advisory lock on its name serialises its bookings the same way.
    await sql`SELECT pg_advisory_xact_lock(${CREW_LOCK}, hashtext(current_schema() || chr(31) || ${crew}))`.execute(ctx.db);
    const clash = await overlapping(base().where(sql<boolean>`lower(btrim(crew)) = ${crew}`)).orderBy('scheduled_start').executeTakeFirst();
    if (clash) {
      const params = { crew: String(work.crew).trim(), time: timeParam(clash.scheduled_start), no: clash.work_no ?? '' };
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
export const readWorkHours = async (db: TypedDb): Promise<WorkHours> =>
  workHoursOf(await readSettingRow(db, ['work_day_start', 'work_day_end', 'work_closed_weekdays', 'work_closed_days', 'work_peak_days']));

/** Refuse a booking on a closed day or outside the working hours (src/rules/work.ts hoursRefusal). */
export const checkWorkingHours = async (ctx: WorkContext, work: WorkDraft): Promise<void> => {
  if (!present(work.scheduled_start)) return;
  const minutes = work.duration_minutes || DEFAULT_DURATION_MINUTES;
  const refusal = hoursRefusal(String(work.scheduled_start), minutes, await readWorkHours(ctx.db));
  if (!refusal) return;
  if (refusal.code === 'work_closed_day') {
    const day = inEveryLanguage((lang) => formatDay(refusal.day, lang));
    throw new ApiError('work_closed_day', 409, { day }, { scheduled_start: { code: 'work_closed_day', params: { day } } });
  }
  const params = { start: refusal.start, end: refusal.end };
  throw new ApiError('work_outside_hours', 409, params, { scheduled_start: { code: 'work_outside_hours', params } });
};

/** The next work order's id and number (WO000042), taken before the insert so the number is the id's. */
export const nextWorkNumber = async (db: TypedDb): Promise<{ id: number; work_no: string }> => {
  const { rows } = await sql<{ id: number }>`SELECT nextval(pg_get_serial_sequence('work_order', 'id'))::integer AS id`.execute(db);
  const id = rows[0].id;
  return { id, work_no: `WO${String(id).padStart(6, '0')}` };
};
