/**
 * The calendar's read (docs/work.md "Calendar"): POST /index/admin.work_order/calendar
 * `{from, to, kinds?, area_id?, assignee_id?, crew?}` answers the work orders of the caller's
 * channel that start in [from, to) (at most CALENDAR_MAX_DAYS, at most CALENDAR_MAX_ROWS rows),
 * with what the calendar shows of their plot, area and assignee, the areas to filter by and the
 * cemetery's working hours and closed and peak days. Requested work without a time is not on
 * a calendar; cancelled work is left out. Rescheduling is the generic update (hooks.ts checks it).
 */
import type { FastifyInstance } from 'fastify';
import type { Work } from './rules';
import { doorRead } from '../data/door';
import { sql } from 'kysely';
import { crewKey } from '../../rules/work';
import * as work from '../../protocol/contracts/work';
import { route } from '../contract/route';
import { ApiError } from '../http/errors';
import { readWorkHours } from './rules';

export const CALENDAR_MAX_DAYS = 62;
export const CALENDAR_MAX_ROWS = 2000;

export const calendarRoutes = async (app: FastifyInstance): Promise<void> => {
  route(app, work.workCalendar, async (body, actor) => {
    const from = new Date(body.from);
    const to = new Date(body.to);
    if (to <= from || to.getTime() - from.getTime() > CALENDAR_MAX_DAYS * 86_400_000) throw new ApiError('bad_request', 400);
    const { kinds, area_id: areaId, assignee_id: assigneeId } = body;
    const crew = body.crew === undefined ? undefined : crewKey(body.crew);

    // Through the caller's door: their channel's work orders, orders and staff.
    const db = doorRead(app, actor);
    let q = db
      .selectFrom('work_order as w')
      .innerJoin('tomb_burialslot as p', 'p.id', 'w.burialslot_id')
      .leftJoin('tomb_area as a', 'a.id', 'p.area_id')
      .leftJoin('user as u', 'u.id', 'w.assignee_id')
      .leftJoin('tomb_order as o', 'o.id', 'w.order_id')
      .select([
        'w.id', 'w.version', 'w.work_no', 'w.kind', 'w.status', 'w.scheduled_start', 'w.duration_minutes', 'w.assignee_id', 'w.crew', 'w.notes',
        'w.burialslot_id', 'p.code as plot_code', 'p.area_id', 'a.name as area_name', 'u.nickname as assignee_name', 'o.order_no',
      ])
      .where('w.status', '<>', 'cancelled')
      .where('w.scheduled_start', '>=', from.toISOString())
      .where('w.scheduled_start', '<', to.toISOString());
    if (kinds !== undefined) q = kinds.length === 0 ? q.where(sql<boolean>`false`) : q.where('w.kind', 'in', kinds as Work['kind'][]);
    if (areaId !== undefined) q = q.where('p.area_id', '=', areaId);
    if (assigneeId !== undefined) q = q.where('w.assignee_id', '=', assigneeId);
    if (crew !== undefined) q = q.where(sql<boolean>`lower(btrim(w.crew)) = ${crew}`);
    const events = await q.orderBy('w.scheduled_start').orderBy('w.id').limit(CALENDAR_MAX_ROWS + 1).execute();
    const areas = await db.selectFrom('tomb_area').select(['id', 'name']).orderBy('id').limit(500).execute();
    return {
      events: events.slice(0, CALENDAR_MAX_ROWS),
      truncated: events.length > CALENDAR_MAX_ROWS,
      areas,
      hours: await readWorkHours(db),
    } as work.CalendarReply;
  });
};
