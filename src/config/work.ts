/**
 * Work management (docs/work.md): the kinds and statuses of a work order and the rules both
 * sides run. The server runs them inside the write's transaction (src/server/work/); the
 * browser runs the same functions to offer only the moves the server accepts and to say why
 * the others are refused (src/app/work/). Refusals are error codes of src/config/workMessages.ts.
 */
import { L, MANAGERS, enumValue } from './define';
import type { Level } from './types';

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

/** The error codes of the work rules (their texts are in src/config/workMessages.ts). */
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
export const moveRefusal = (work: WorkFacts, to: string, level: Level | undefined, reason?: string): WorkRefusal | null => {
  if (!isWorkManager(level)) return 'work_managers_only';
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
