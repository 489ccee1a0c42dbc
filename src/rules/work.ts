/**
 * Work management (docs/work.md): the kinds and statuses of a work order and the rules both
 * sides run. The server runs them inside the write's transaction (src/server/work/); the
 * browser runs the same functions to offer only the moves the server accepts and to say why
 * the others are refused (src/app/work/). Refusals are error codes of src/rules/workMessages.ts.
 */
import { L, MANAGERS, enumValue } from '../config/define';
import type { Level } from '../config/types';

export const WORK_KIND = [
  enumValue('burial', '#606266', L('安葬', 'Burial', 'Inhumación', '埋葬')),
  enumValue('ash_placement', '#8d6e63', L('骨灰安放', 'Ash placement', 'Colocación de cenizas', '納骨')),
  enumValue('inscription', '#6959cd', L('刻字', 'Inscription', 'Inscripción', '彫刻')),
  enumValue('plot_opening', '#e6a23c', L('开穴', 'Plot opening', 'Apertura de parcela', '墓所の開口')),
  enumValue('plot_closing', '#b88230', L('封穴', 'Plot closing', 'Cierre de parcela', '墓所の閉口')),
  enumValue('repair', '#f56c6c', L('维修', 'Repair', 'Reparación', '修繕')),
  enumValue('cleaning', '#11a983', L('保洁', 'Cleaning', 'Limpieza', '清掃')),
  enumValue('other', '#909399', L('其他', 'Other', 'Otro', 'その他')),
] as const;
export type WorkKind = (typeof WORK_KIND)[number]['value'];

export const WORK_STATUS = [
  enumValue('requested', '#e6a23c', L('待安排', 'Requested', 'Solicitada', '依頼中')),
  enumValue('scheduled', '#409eff', L('已安排', 'Scheduled', 'Programada', '予定済')),
  enumValue('in_progress', '#13c2c2', L('进行中', 'In progress', 'En curso', '作業中')),
  enumValue('done', '#67c23a', L('已完成', 'Done', 'Hecha', '完了')),
  enumValue('cancelled', '#909399', L('已取消', 'Cancelled', 'Cancelada', '取消')),
] as const;
export type WorkStatus = (typeof WORK_STATUS)[number]['value'];

/** The status graph: the only moves a work order makes. done and cancelled are final. */
export const WORK_MOVES: Readonly<Record<WorkStatus, readonly WorkStatus[]>> = {
  requested: ['scheduled', 'cancelled'],
  scheduled: ['in_progress', 'requested', 'cancelled'],
  in_progress: ['done', 'cancelled'],
  done: [],
  cancelled: [],
};

/** Statuses that hold a crew member's time and the plot: the ones checked for double booking. */
export const BOOKED_STATUSES: readonly WorkStatus[] = ['scheduled', 'in_progress'];
/** Statuses after which nothing of the work order changes. */
export const CLOSED_STATUSES: readonly WorkStatus[] = ['done', 'cancelled'];
/** Kinds that put someone in the plot: they need a fully paid order and never overlap at one plot. */
export const BURIAL_KINDS: readonly WorkKind[] = ['burial', 'ash_placement'];
/** Kinds a clerk (levels 1 and 3) may request, always for an order of their channel. */
export const CLERK_KINDS: readonly WorkKind[] = ['burial', 'ash_placement', 'inscription', 'plot_opening'];
/** Who schedules, assigns and moves work orders: the levels that manage the tomb group. */
export const WORK_MANAGERS: readonly Level[] = MANAGERS;

export const DEFAULT_DURATION_MINUTES = 60;

/** The error codes of the work rules (their texts are in src/rules/workMessages.ts). */
export type WorkRefusal =
  | 'work_bad_move'
  | 'work_managers_only'
  | 'work_needs_schedule'
  | 'work_needs_reason'
  | 'inscription_not_approved'
  | 'inscription_needs_text'
  | 'work_closed'
  | 'work_clerk_kind'
  | 'work_clerk_needs_order'
  | 'work_clerk_assigns';

export const isBurialKind = (kind: unknown): boolean => (BURIAL_KINDS as readonly unknown[]).includes(kind);
export const isBooked = (status: unknown): boolean => (BOOKED_STATUSES as readonly unknown[]).includes(status);
export const isClosed = (status: unknown): boolean => (CLOSED_STATUSES as readonly unknown[]).includes(status);
export const isWorkManager = (level: Level | undefined): boolean => level !== undefined && WORK_MANAGERS.includes(level);

const present = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

/** The moves the graph allows from a status (none from an unknown one). */
export const movesFrom = (status: unknown): readonly WorkStatus[] =>
  typeof status === 'string' && Object.hasOwn(WORK_MOVES, status) ? WORK_MOVES[status as WorkStatus] : [];

/** The moves the assignee of a work order makes on their own work, whatever their level (the phone page): start it and finish it. */
export const ASSIGNEE_MOVES: readonly WorkStatus[] = ['in_progress', 'done'];

/** The signed-in user is the work order's assignee. */
export const isAssignee = (work: { assignee_id?: unknown }, userId: number | undefined): boolean =>
  userId !== undefined && present(work.assignee_id) && Number(work.assignee_id) === userId;

/** What a move needs to know of the work order. */
export interface WorkFacts {
  status?: unknown;
  kind?: unknown;
  scheduled_start?: unknown;
  assignee_id?: unknown;
  crew?: unknown;
  inscription_text?: unknown;
  approved_at?: unknown;
}

/**
 * Why this level may not move the work order to `to`, or null when the move is allowed by the
 * rules of the record itself. The server adds what needs the database: the order's state and
 * the double bookings (src/server/work/rules.ts).
 */
export const moveRefusal = (work: WorkFacts, to: string, level: Level | undefined, reason?: string, userId?: number): WorkRefusal | null => {
  if (!isWorkManager(level) && !(isAssignee(work, userId) && (ASSIGNEE_MOVES as readonly string[]).includes(to))) return 'work_managers_only';
  if (!movesFrom(work.status).includes(to as WorkStatus)) return 'work_bad_move';
  if ((to === 'scheduled' || to === 'in_progress') && (!present(work.scheduled_start) || !(present(work.assignee_id) || present(work.crew))))
    return 'work_needs_schedule';
  if (to === 'in_progress' && work.kind === 'inscription') {
    if (!present(work.inscription_text)) return 'inscription_needs_text';
    if (!present(work.approved_at)) return 'inscription_not_approved';
  }
  if (to === 'cancelled' && reason !== undefined && reason.trim() === '') return 'work_needs_reason';
  return null;
};

/** Why this level may not mark the inscription approved, or null. */
export const approveRefusal = (work: WorkFacts, level: Level | undefined): WorkRefusal | null => {
  if (!isWorkManager(level)) return 'work_managers_only';
  if (work.kind !== 'inscription' || isClosed(work.status) || work.status === 'in_progress') return 'work_bad_move';
  if (!present(work.inscription_text)) return 'inscription_needs_text';
  return null;
};

/** What a create needs to know. */
export interface WorkDraft {
  kind?: unknown;
  order_id?: unknown;
  assignee_id?: unknown;
}

/** Why this level may not create this work order, or null. A clerk requests burial work for an order and assigns nobody. */
export const createRefusal = (draft: WorkDraft, level: Level | undefined): WorkRefusal | null => {
  if (isWorkManager(level)) return null;
  if (!(CLERK_KINDS as readonly unknown[]).includes(draft.kind)) return 'work_clerk_kind';
  if (!present(draft.order_id)) return 'work_clerk_needs_order';
  if (present(draft.assignee_id)) return 'work_clerk_assigns';
  return null;
};

/** The end of a slot, in ms since the epoch. */
export const slotEnd = (start: string, minutes: number): number => Date.parse(start) + minutes * 60_000;

/** Two half-open slots [start, start + minutes) overlap: one ending when the next begins is no conflict. */
export const slotsOverlap = (aStart: string, aMinutes: number, bStart: string, bMinutes: number): boolean =>
  Date.parse(aStart) < slotEnd(bStart, bMinutes) && Date.parse(bStart) < slotEnd(aStart, aMinutes);

/** A text change that takes back the family's approval of an inscription. */
export const clearsApproval = (before: WorkFacts, patch: Record<string, unknown>): boolean =>
  Object.hasOwn(patch, 'inscription_text') && present(before.approved_at) && (patch.inscription_text ?? '') !== (before.inscription_text ?? '');

/** A crew's name as the double-booking check compares it: "一班" and " 一班 " are one crew. */
export const crewKey = (crew: unknown): string => (typeof crew === 'string' ? crew.trim().toLowerCase() : '');

/**
 * The cemetery's working hours and days (the settings' work_* fields, docs/work.md): work is
 * booked only inside them. Times are the cemetery's wall clock, which is the server's time zone
 * (like every "today" of the product); the browser mirrors the check in its own zone.
 */
export interface WorkHours {
  /** 'HH:MM' */
  start: string;
  /** 'HH:MM', after start. */
  end: string;
  /** Days of the week the cemetery is closed: 0 Sunday ... 6 Saturday. */
  closedWeekdays: readonly number[];
  /** Closed calendar days, 'YYYY-MM-DD'. */
  closedDays: readonly string[];
  /** Peak days (Qingming, Winter Clothes Day...): open, marked on the calendar. */
  peakDays: readonly string[];
}

/** Unset, the whole day, every day: nothing is refused until the cemetery sets its hours (the demo sets 07:30 to 18:00). */
export const DEFAULT_WORK_HOURS: WorkHours = { start: '00:00', end: '24:00', closedWeekdays: [], closedDays: [], peakDays: [] };

/** A time of day 'HH:MM' (00:00 to 24:00). */
export const TIME_OF_DAY_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$';
const TIME_RE = new RegExp(TIME_OF_DAY_PATTERN);
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The days of a settings text: dates separated by commas, spaces or new lines ('2027-04-05 2027-04-04'); anything else is ignored. */
export const daysOf = (text: unknown): string[] =>
  typeof text === 'string' ? [...new Set(text.split(/[\s,;，；、]+/).filter((d) => DAY_RE.test(d)))].sort() : [];

/** The weekdays of a settings text ('0,6': Sunday and Saturday). */
export const weekdaysOf = (text: unknown): number[] =>
  typeof text === 'string' ? [...new Set(text.split(/[\s,;，；、]+/).filter((d) => /^[0-6]$/.test(d)).map(Number))].sort() : [];

/** The working hours of the settings row (its work_* fields), the defaults where unset or unreadable. */
export const workHoursOf = (row: Record<string, unknown> | undefined): WorkHours => {
  const start = typeof row?.work_day_start === 'string' && TIME_RE.test(row.work_day_start) ? row.work_day_start : DEFAULT_WORK_HOURS.start;
  const end = typeof row?.work_day_end === 'string' && TIME_RE.test(row.work_day_end) ? row.work_day_end : DEFAULT_WORK_HOURS.end;
  const ordered = minutesOf(start) < minutesOf(end);
  return {
    start: ordered ? start : DEFAULT_WORK_HOURS.start,
    end: ordered ? end : DEFAULT_WORK_HOURS.end,
    closedWeekdays: weekdaysOf(row?.work_closed_weekdays),
    closedDays: daysOf(row?.work_closed_days),
    peakDays: daysOf(row?.work_peak_days),
  };
};

const pad2 = (n: number): string => String(n).padStart(2, '0');
/** The wall-clock day 'YYYY-MM-DD' of an instant where the code runs. */
const wallDay = (d: Date): string => `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;

/** Why a booking of `minutes` from `start` falls outside the working hours, or null. */
export type HoursRefusal = { code: 'work_closed_day'; day: string } | { code: 'work_outside_hours'; start: string; end: string };

export const hoursRefusal = (start: string, minutes: number, hours: WorkHours): HoursRefusal | null => {
  const from = new Date(start);
  if (Number.isNaN(from.getTime())) return null;
  const day = wallDay(from);
  if (hours.closedDays.includes(day) || hours.closedWeekdays.includes(from.getDay())) return { code: 'work_closed_day', day };
  const begins = from.getHours() * 60 + from.getMinutes();
  const to = new Date(from.getTime() + minutes * 60_000);
  // Ending at midnight counts as the same day's 24:00.
  const ends = wallDay(to) === day ? to.getHours() * 60 + to.getMinutes() : wallDay(new Date(to.getTime() - 1)) === day ? 24 * 60 : Infinity;
  if (begins < minutesOf(hours.start) || ends > minutesOf(hours.end)) return { code: 'work_outside_hours', start: hours.start, end: hours.end };
  return null;
};
