/**
 * The orders' and plots' calls beside the generic ones (docs/operations.md; handlers in
 * src/server/domain/routes.ts, src/server/plots/plugin.ts and src/server/print/plugin.ts).
 */
import { MAX_PRINT_BATCH } from '../print';
import { allOf, answer, canOn, configField, contract, id, signedIn } from '../contract';

type Row = Record<string, unknown>;
const target = { id, version: id } as const;
const opaque = { type: 'opaque' } as const;

export const signOrder = contract({ path: 'admin.tomb_order/sign', access: canOn('tomb_order', 'update'), body: target, answer: answer<Row>() });
export const cancelOrder = contract({
  path: 'admin.tomb_order/cancel',
  access: canOn('tomb_order', 'update'),
  body: { ...target, reason: configField('tomb_order', 'cancel_reason', true) },
  answer: answer<Row>(),
});
/** The order's payments paid back; without `item` the server names what the charges were for. */
export const refundOrder = contract({
  path: 'admin.tomb_order/refund',
  access: allOf(canOn('tomb_order', 'update'), canOn('tomb_payment', 'create')),
  body: { ...target, reason: configField('tomb_payment', 'reason', true), method: configField('tomb_payment', 'method', true), item: configField('tomb_payment', 'item') },
  answer: answer<Row>(),
});

/** A plot made available or unavailable by hand, with why (which statuses a hand may set: src/server/domain/plotStatus.ts). */
export const setPlotStatus = contract({
  path: 'admin.tomb_burialslot/set_status',
  access: canOn('tomb_burialslot', 'update'),
  body: { ...target, status: configField('tomb_burialslot', 'status', true), reason: configField('tomb_burialslot', 'status_reason', true) },
  answer: answer<Row>(),
});

/** An area's map: its rooms, rows and plots, the plots as rows of values in `columns` order. */
export interface AreaMapRows {
  rooms: { id: number; name: string; code: string; sort: number }[];
  shelves: { id: number; room_id: number; name: string; code: string; sort: number }[];
  columns: readonly string[];
  plots: unknown[][];
}
export const areaMap = contract({ path: 'admin.tomb_burialslot/map', access: canOn('tomb_burialslot', 'read'), body: { area_id: id }, answer: answer<AreaMapRows>() });

/** A row of plots made at once (or previewed): its fields are the bulk plan's to check, field by field (src/server/domain/bulkPlan.ts). */
export interface BulkAnswer {
  rows: { code: string; column_no: number }[];
  duplicates: string[];
  created?: number[];
}
export const bulkCreatePlots = contract({
  path: 'admin.tomb_burialslot/bulk_create',
  access: canOn('tomb_burialslot', 'create'),
  body: { shelf_id: opaque, code_prefix: opaque, from: opaque, to: opaque, type: opaque, price: opaque, capacity: opaque, pad: opaque, preview: { type: 'boolean', default: false } },
  answer: answer<BulkAnswer>(),
});

/** At most this many plots' occupancy in one call (the registration form's plot picker). */
export const MAX_OCCUPANCY_IDS = 100;
/** Deceased on the plot, and how many of them on the other channel. */
export const plotOccupancy = contract({
  path: 'admin.tomb_burialslot/occupancy',
  access: canOn('tomb_burialslot', 'read'),
  body: { id },
  answer: answer<{ registered: number; elsewhere: number }>(),
});
export const plotsOccupancy = contract({
  path: 'admin.tomb_burialslot/occupancies',
  access: canOn('tomb_burialslot', 'read'),
  body: { ids: { type: 'list', of: { type: 'id', required: true }, max: MAX_OCCUPANCY_IDS, unique: true } },
  answer: answer<{ id: number; registered: number }[]>(),
});

/**
 * A print logged before printing (every print is in the operation log; a batch sends every
 * record in `ids`). The page's levels and the document's table are the print rules' (src/server/print/rules.ts).
 */
export const logPrint = contract({
  path: 'admin.print/log',
  access: signedIn,
  body: {
    document: { type: 'text', required: true, maxLength: 40 },
    table: { type: 'text', required: true, maxLength: 63 },
    id,
    ids: { type: 'list', of: { type: 'id', required: true }, max: MAX_PRINT_BATCH, keepAbsent: true },
  },
  answer: answer<{ logged: true }>(),
});
