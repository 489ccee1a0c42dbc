/**
 * The plot's life after the sale (docs/rights.md; handlers in src/server/rights/): documents on
 * any record, the holders of an order's right and the transfer of rights (过户). A document's
 * calls are open to every signed-in caller and answer as the record they belong to does (its
 * level's read or write, its channel); a transfer's request is the order's update, its decision a
 * manager's (the handler's rule).
 */
import { DOC_OWNER_VALUES, FEE_METHOD, TRANSFER_DECISION } from '../../rules/rights';
import { allOf, answer, canOn, configField, contract, id, signedIn } from '../contract';

type Row = Record<string, unknown>;

/** A document as the calls answer it. */
export interface DocInfo {
  id: number;
  owner_table: string;
  owner_id: number;
  title: string | null;
  mime: string;
  bytes: number;
  width: number | null;
  height: number | null;
  uploaded_by: number | null;
  uploader_name: string | null;
  created_at: string;
}

/** A record's documents, and whether the caller may add or remove them. */
export interface DocList {
  rows: DocInfo[];
  can_attach: boolean;
}

const owner = { type: 'enum', required: true, values: DOC_OWNER_VALUES } as const;

/** One document: its raw bytes as the body; the record in `?table=&id=`, its title in `?title=`. */
export const uploadDocument = contract({ path: 'admin.document/upload', access: signedIn, body: 'bytes', answer: answer<DocInfo>() });
export const listDocuments = contract({ path: 'admin.document/list', access: signedIn, body: { table: owner, id }, answer: answer<DocList>() });
/** A document's bytes (`?size=thumb|full`, `?download=1`), with the session header: shown from an object URL. */
export const documentFile = contract({ path: 'admin.document/file/:file', method: 'GET', access: signedIn, body: 'none', answer: answer<Blob>() });
export const removeDocument = contract({ path: 'admin.document/remove', access: signedIn, body: { id }, answer: answer<{ id: number }>() });

/** An order's holders: the current main holder and co-holders, then the past ones; its transfers, newest first. */
export interface HoldersOf {
  order: { id: number; order_no: string; status: string | null; burialslot_id: number; plot_code: string | null; channel: string };
  current: Row[];
  past: Row[];
  transfers: Row[];
  /** The registrations resting in the order's plot now (any may be moved out). */
  members: { id: number; name: string; burial_date: string | null }[];
  /** The order's move-outs, newest first. */
  moveouts: Row[];
  /** The fee a transfer requested now would carry (the settings'). */
  transfer_fee: number;
}

export const orderHolders = contract({ path: 'admin.rights_holder/of_order', access: canOn('rights_holder', 'read'), body: { order_id: id }, answer: answer<HoldersOf>() });

export const requestTransfer = contract({
  path: 'admin.rights_transfer/request',
  access: allOf(canOn('tomb_order', 'update'), canOn('rights_transfer', 'read')),
  body: {
    order_id: id,
    to_name: configField('rights_holder', 'name', true),
    to_phone: configField('rights_holder', 'phone', true),
    to_id_number: configField('rights_holder', 'id_number'),
    to_address: configField('rights_holder', 'address'),
    to_relation: configField('rights_holder', 'relation'),
    reason: configField('rights_transfer', 'reason', true),
    note: configField('rights_transfer', 'note'),
  },
  answer: answer<Row & { id: number; transfer_no: string | null }>(),
});

export const decideTransfer = contract({
  path: 'admin.rights_transfer/decide',
  access: allOf(canOn('tomb_order', 'update'), canOn('rights_transfer', 'read')),
  body: {
    id,
    decision: { type: 'enum', required: true, values: TRANSFER_DECISION },
    fee_method: { type: 'enum', values: FEE_METHOD },
    note: configField('rights_transfer', 'decision_note'),
  },
  answer: answer<{ transfer: Row; holder?: Row }>(),
});

export const requestMoveout = contract({
  path: 'admin.rights_moveout/request',
  access: allOf(canOn('tomb_order', 'update'), canOn('member', 'read'), canOn('rights_moveout', 'read')),
  body: {
    order_id: id,
    member_id: id,
    destination: configField('rights_moveout', 'destination', true),
    reason: configField('rights_moveout', 'reason'),
    keep_plot: { type: 'boolean', default: false },
    scheduled_start: configField('work_order', 'scheduled_start'),
  },
  answer: answer<{ moveout: Row; work: Row }>(),
});

/** A manager completes a move-out (the handler's rule): the registration closed on `moved_out_on` (today if absent). */
export const completeMoveout = contract({
  path: 'admin.rights_moveout/complete',
  access: allOf(canOn('tomb_order', 'update'), canOn('rights_moveout', 'read')),
  body: { id, moved_out_on: configField('rights_moveout', 'moved_out_on') },
  answer: answer<{ moveout: Row; plot_freed: boolean }>(),
});

export const cancelMoveout = contract({ path: 'admin.rights_moveout/cancel', access: allOf(canOn('tomb_order', 'update'), canOn('rights_moveout', 'read')), body: { id }, answer: answer<Row>() });

/** What the exhumation certificate prints (/print/exhumation). */
export interface ExhumationData {
  moveout: Row;
  member: Row;
  plot: Row;
  holder: Row | null;
  order_no: string | null;
}
export const exhumationData = contract({ path: 'admin.rights_moveout/certificate', access: canOn('rights_moveout', 'read'), body: { id }, answer: answer<ExhumationData>() });
