/**
 * Work management's calls beside the generic ones (docs/work.md; handlers in src/server/work/).
 * Who reaches each: the levels whose menu offers it (docs/work.md, "Who reaches which call"):
 * the work order screens (the resource's menu entry) or a page of the menu, the same table the
 * browser builds its menu from; the routes' own rules (channel, managers only, the assignee) follow.
 */
import { WORK_KIND, WORK_STATUS, type WorkHours } from '../../rules/work';
import { allOf, answer, canOn, configField, contract, id, optionalId, pageUsers, screenUsers } from '../contract';

type Row = Record<string, unknown>;

const workScreens = screenUsers('work_order');

/** One work order of the caller's day, with where it is done (the phone page). */
export interface TodayWork {
  id: number;
  version: number;
  work_no: string;
  kind: string;
  status: string;
  scheduled_start: string | null;
  duration_minutes: number | null;
  crew: string | null;
  notes: string | null;
  inscription_text: string | null;
  approved_at: string | null;
  assignee_id: number | null;
  order_id: number | null;
  burialslot_id: number;
  completed_at: string | null;
  plot_code: string;
  plot_status: string;
  column_no: number;
  area_id: number;
  area_name: string | null;
  room_name: string | null;
  shelf_name: string | null;
  order_no: string | null;
  photo_count: number;
}

export interface PhotoInfo {
  id: number;
  work_order_id: number;
  mime: string;
}

/** A work order on the calendar. */
export interface CalendarWork {
  id: number;
  version: number;
  work_no: string;
  kind: string;
  status: string;
  scheduled_start: string;
  duration_minutes: number | null;
  assignee_id: number | null;
  assignee_name: string | null;
  crew: string | null;
  notes: string | null;
  burialslot_id: number;
  plot_code: string;
  area_id: number | null;
  area_name: string | null;
  order_no: string | null;
}

export interface CalendarReply {
  events: CalendarWork[];
  truncated: boolean;
  areas: { id: number; name: string }[];
  hours: WorkHours;
}

/** What the inscription proof prints (docs/printing.md). */
export interface ProofData {
  id: number;
  work_no: string;
  status: string;
  inscription_text: string | null;
  approved_at: string | null;
  approved_by_name: string | null;
  plot_code: string;
  area_name: string | null;
  room_name: string | null;
  shelf_name: string | null;
  order_no: string | null;
  buyer_name: string | null;
  cemetery_name: string;
  deceased: { id: number; name: string; birth_date: string | null; death_date: string | null }[];
}

export interface LabelPlot {
  id: number;
  code: string;
  area_id: number;
  column_no: number;
  area_name: string | null;
  room_name: string | null;
  shelf_name: string | null;
}

/** A member of staff to assign, field crew first. */
export interface Staff {
  id: number;
  nickname: string;
  level: number;
  field_crew: boolean | null;
}

/** The caller's calendar feed: on or off, and its address right after it is made. */
export interface FeedState {
  active: boolean;
  path?: string;
}

/** The burial scheduled, with the opening and inscription work made beside it. */
export interface ScheduledBurial {
  burial: Row & { id: number; work_no?: string };
  opening?: Row;
  inscription?: Row;
}

export const moveWork = contract({
  path: 'admin.work_order/move',
  access: allOf(workScreens, canOn('work_order', 'read')),
  body: { id, version: id, status: { type: 'enum', required: true, values: WORK_STATUS }, reason: configField('work_order', 'cancel_reason') },
  answer: answer<Row>(),
});

export const approveInscription = contract({ path: 'admin.work_order/approve', access: allOf(workScreens, canOn('work_order', 'read')), body: { id, version: id }, answer: answer<Row>() });

export const scheduleBurial = contract({
  path: 'admin.work_order/schedule_burial',
  access: allOf(workScreens, canOn('work_order', 'create')),
  body: {
    order_id: id,
    scheduled_start: configField('work_order', 'scheduled_start'),
    duration_minutes: configField<number>('work_order', 'duration_minutes'),
    assignee_id: optionalId,
    crew: configField('work_order', 'crew'),
    member_id: optionalId,
    inscription: { type: 'boolean', default: false },
    inscription_text: configField('work_order', 'inscription_text'),
    opening: { type: 'boolean', default: false },
    notes: configField('work_order', 'notes'),
  },
  answer: answer<ScheduledBurial>(),
});

/** The calendar's read: the work orders that start in [from, to) (docs/work.md, "Calendar"). */
export const workCalendar = contract({
  path: 'admin.work_order/calendar',
  access: allOf(pageUsers('workCalendar'), canOn('work_order', 'read')),
  body: {
    from: { type: 'datetime', required: true },
    to: { type: 'datetime', required: true },
    kinds: { type: 'list', of: { type: 'enum', required: true, values: WORK_KIND }, max: WORK_KIND.length, keepAbsent: true },
    area_id: optionalId,
    assignee_id: optionalId,
    crew: configField('work_order', 'crew'),
  },
  answer: answer<CalendarReply>(),
});

export const feedStatus = contract({ path: 'admin.work_order/feed_status', access: pageUsers('workCalendar'), body: 'none', answer: answer<FeedState>() });
export const feedToken = contract({ path: 'admin.work_order/feed_token', access: pageUsers('workCalendar'), body: 'none', answer: answer<FeedState>() });
export const feedRevoke = contract({ path: 'admin.work_order/feed_revoke', access: pageUsers('workCalendar'), body: 'none', answer: answer<FeedState>() });

/** The caller's own work of the day (today by default), in start order. */
export const todayWork = contract({
  path: 'admin.work_order/today',
  access: allOf(pageUsers('workToday'), canOn('work_order', 'read')),
  body: { day: { type: 'date' } },
  answer: answer<{ day: string; rows: TodayWork[] }>(),
});

/** One photo of a work order: its raw bytes as the body, the work order's id in `?id=`. */
export const uploadWorkPhoto = contract({ path: 'admin.work_order/photo', access: workScreens, body: 'bytes', answer: answer<PhotoInfo>() });
export const workPhotos = contract({ path: 'admin.work_order/photos', access: workScreens, body: { id }, answer: answer<PhotoInfo[]>() });
/** A photo's bytes (`?size=thumb|full`), with the session header: shown from an object URL. */
export const workPhotoFile = contract({ path: 'admin.work_order/photo/:photo', method: 'GET', access: workScreens, body: 'none', answer: answer<Blob>() });
/** The staff of the caller's channel to assign, field crew first (managers only). */
export const workCrew = contract({ path: 'admin.work_order/crew', access: allOf(workScreens, canOn('work_order', 'read')), body: 'none', answer: answer<Staff[]>() });
/** What the inscription proof prints. */
export const inscriptionProof = contract({ path: 'admin.work_order/proof', access: allOf(pageUsers('inscription'), canOn('work_order', 'read')), body: { id }, answer: answer<ProofData>() });
/** The plots of an area or a row (one of the two), for QR labels. */
export const plotLabels = contract({
  path: 'admin.work_order/labels',
  access: allOf(pageUsers('plotLabels'), canOn('work_order', 'read'), canOn('tomb_burialslot', 'read')),
  body: { area_id: optionalId, shelf_id: optionalId },
  answer: answer<{ rows: LabelPlot[]; truncated: boolean }>(),
});
