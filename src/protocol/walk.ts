/**
 * The walk's calls (docs/import.md, "The walk"), shared by the server (src/server/walk/) and the
 * phone page (src/app/walk/):
 *   POST /index/admin.walk_check/areas            progress per area
 *   POST /index/admin.walk_check/plot {text}      what the records say of the plot a label or code names
 *   POST /index/admin.walk_check/check {plot_id, result, note?}   confirm, or flag a difference
 *   POST /index/admin.walk_check/photo?id=N       a flag's photo (raw bytes), in the work photos' store
 *   POST /index/admin.walk_check/flags {open}     the office's list of flags
 *   POST /index/admin.walk_check/close {id, kind, note}           close a flag
 */
import type { WalkClosing, WalkResult } from '../rules/walk';

export interface WalkArea {
  id: number;
  name: string;
  code: string;
  plots: number;
  /** Plots checked at least once. */
  checked: number;
  /** Plots whose last check confirmed the records. */
  confirmed: number;
  /** Plots whose last check flagged a difference. */
  flagged: number;
  /** Flags not closed yet. */
  open: number;
}

interface WalkOccupant {
  id: number;
  name: string;
  birth_date: string | null;
  death_date: string | null;
  burial_date: string | null;
}

export interface WalkCheckRow {
  id: number;
  burialslot_id: number;
  area_id: number | null;
  result: WalkResult;
  note: string | null;
  photo_id: number | null;
  checked_by: number | null;
  checked_by_name: string | null;
  checked_at: string;
  closed_at: string | null;
  closed_by_name: string | null;
  closing_kind: WalkClosing | null;
  closing_note: string | null;
  plot_code: string;
  area_name: string | null;
}

export interface WalkPlot {
  plot: {
    id: number;
    code: string;
    status: string;
    type: string;
    capacity: number;
    area_id: number;
    area_name: string | null;
    room_name: string | null;
    shelf_name: string | null;
  };
  occupants: WalkOccupant[];
  /** The holder on the caller's channel: the open or completed order's buyer, else the management term's holder. */
  holder: { name: string; order_no: string | null; order_id: number | null } | null;
  /** The last checks of this plot on the caller's channel, newest first. */
  checks: WalkCheckRow[];
}

/** At most this many flags in the office's list at once. */
export const WALK_FLAGS_LIMIT = 200;
