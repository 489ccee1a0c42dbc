/**
 * The reconciliation report's answer (POST /index/reconcile/report, docs/import.md): per area,
 * the plots and how many are occupied and available, and the exceptions, each kind a bounded
 * list of the records it concerns (the caller's channel's registrations and orders only).
 */

/** The kinds of exception (the report shows them in this order). */
export type ExceptionKind = 'over_capacity' | 'occupied_unregistered' | 'unplaced' | 'duplicate' | 'unbalanced';

/** The record an exception names: a plot, a registration or an order. */
type ExceptionResource = 'tomb_burialslot' | 'member' | 'tomb_order';
export const EXCEPTION_RESOURCE: Record<ExceptionKind, ExceptionResource> = {
  over_capacity: 'tomb_burialslot',
  occupied_unregistered: 'tomb_burialslot',
  unplaced: 'member',
  duplicate: 'member',
  unbalanced: 'tomb_order',
};

export interface ExceptionRow {
  /** The record's id (for a duplicate: the first registration of the group). */
  id: number;
  /** The record as people name it: a plot's code, a deceased's name, an order's number. */
  label: string;
  /** The plot's area, when the record has a place. */
  area: string | null;
  /** The figures behind the exception (capacity and count; paid, charges, refunds, total, balance; dates). */
  figures: Record<string, string | number | null>;
  /** For a duplicate: every registration of the group. */
  ids?: number[];
}

export interface ExceptionList {
  kind: ExceptionKind;
  /** How many there are; `rows` holds at most RECONCILE_ROWS_LIMIT of them. */
  total: number;
  rows: ExceptionRow[];
}

export interface AreaFigures {
  id: number;
  name: string;
  code: string;
  plots: number;
  occupied: number;
  available: number;
}

export interface ReconcileReport {
  areas: AreaFigures[];
  totals: { plots: number; occupied: number; available: number };
  exceptions: ExceptionList[];
}

/** At most this many records of one kind in the answer (the total says how many there are). */
export const RECONCILE_ROWS_LIMIT = 500;
/** At most this many areas in the report. */
export const RECONCILE_AREAS_LIMIT = 500;
