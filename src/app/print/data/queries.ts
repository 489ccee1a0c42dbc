/**
 * The generic queries the print pages run, as plain request bodies (tested field by field).
 * Plot names come from left joins along the plot's references; the server applies the
 * caller's channel and row filters to every one of them.
 */
import type { Condition, LeftJoin, ListRequest } from '../../../protocol/wire';
import { escapeLike } from '../../../protocol/legacyQuery';

const ORDER_FIELDS = [
  'id', 'order_no', 'contract_no', 'burialslot_id', 'status', 'buyer_name', 'buyer_phone', 'buyer_id_number',
  'buyer_address', 'relation', 'reserved_until', 'price', 'discount', 'maintenance_years', 'maintenance_fee',
  'engraving_fee', 'burial_fee', 'other_fee', 'total', 'paid', 'balance', 'agent', 'signed_at', 'completed_at',
  'remark', 'created_at', 'channel', 'salesperson.nickname',
];
const PLOT_FIELDS = ['id', 'code', 'column_no', 'type', 'capacity', 'size', 'area.name', 'room.name', 'shelf.name'];
const MEMBER_FIELDS = [
  'id', 'name', 'gender', 'id_number', 'birth_date', 'death_date', 'native_place', 'cremation_cert_no', 'funeral_home',
  'applicant_name', 'applicant_phone', 'applicant_relation', 'burial_date',
];
const PAYMENT_FIELDS = [
  'id', 'receipt_no', 'order_id', 'kind', 'item', 'method', 'amount', 'paid_at', 'payer', 'reason', 'operator.nickname', 'term_id', 'periods',
];
const SETTING_FIELDS = [
  'id', 'version', 'cemetery_name', 'address', 'phone', 'seal_url', 'maintenance_fee_per_year', 'reservation_days',
  'contract_clauses', 'commitment_text',
];

/** Members and payments of one order: more than this would not fit any document anyway. */
const CHILD_ROWS = 200;
/** Choices shown by a picker search. */
const PICKER_ROWS = 20;

/** The names of a place's area, room and row (plots and niches alike), by left joins. */
export const PLACE_JOINS: readonly LeftJoin[] = [
  { ref: 'area_id', as: 'area' },
  { ref: 'room_id', as: 'room' },
  { ref: 'shelf_id', as: 'shelf' },
];

/** The operator's name of a payment ('operator.nickname' of PAYMENT_FIELDS). */
const OPERATOR_JOIN: readonly LeftJoin[] = [{ ref: 'operator_id', as: 'operator' }];

/** The row of `table` with this id. */
const byId = (table: string, field: readonly string[], left_join: readonly LeftJoin[], id: number): ListRequest => ({
  table,
  field,
  left_join,
  where: { id },
  page: 1,
  page_size: 1,
});

/** The rows of an order's children (members, payments), in the given order. */
const ofOrder = (request: Pick<ListRequest, 'table' | 'field' | 'left_join' | 'order_by'>, orderId: number): ListRequest => ({
  ...request,
  where: { order_id: orderId },
  page: 1,
  page_size: CHILD_ROWS,
});

export const orderQuery = (id: number): ListRequest => byId('tomb_order', ORDER_FIELDS, [{ ref: 'salesperson_id', as: 'salesperson' }], id);

export const plotQuery = (id: number): ListRequest => byId('tomb_burialslot', PLOT_FIELDS, PLACE_JOINS, id);

export const paymentQuery = (id: number): ListRequest => byId('tomb_payment', PAYMENT_FIELDS, OPERATOR_JOIN, id);

export const membersQuery = (orderId: number): ListRequest => ofOrder({ table: 'member', field: MEMBER_FIELDS, order_by: [['id', 'asc']] }, orderId);

export const holdersQuery = (orderId: number): ListRequest =>
  ofOrder({ table: 'rights_holder', field: 'id,role,name,phone,id_number,address,relation,since,until,source,certificate_no', order_by: [['id', 'asc']] }, orderId);

export const paymentsQuery = (orderId: number): ListRequest =>
  ofOrder({ table: 'tomb_payment', field: PAYMENT_FIELDS, left_join: OPERATOR_JOIN, order_by: [['paid_at', 'asc'], ['id', 'asc']] }, orderId);

export const settingQuery = (): ListRequest => ({
  table: 'setting',
  field: SETTING_FIELDS,
  order_by: [['id', 'asc']],
  page: 1,
  page_size: 1,
});

/**
 * A picker's search: the rows whose `kind` column holds one of the values the page prints and,
 * when a term is typed, one of the `searched` columns contains it (LIKE, escaped).
 */
const searchQuery = (
  term: string,
  [kind, values]: readonly [column: string, values: readonly string[]],
  searched: readonly string[],
  request: Pick<ListRequest, 'table' | 'field' | 'left_join' | 'order_by'>,
): ListRequest => {
  const where: Condition[] = [[kind, 'in', [...values]]];
  const pattern = `%${escapeLike(term.trim())}%`;
  if (term.trim()) where.push({ or: searched.map((column): Condition => [column, 'like', pattern]) });
  return { ...request, where, page: 1, page_size: PICKER_ROWS };
};

/** Orders by number, contract number, buyer or plot code, limited to the statuses the document accepts, newest first. */
export const orderSearchQuery = (term: string, statuses: readonly string[]): ListRequest =>
  searchQuery(term, ['status', statuses], ['order_no', 'contract_no', 'buyer_name', 'plot.code'], {
    table: 'tomb_order',
    field: ['id', 'order_no', 'buyer_name', 'status', 'created_at', 'plot.code'],
    left_join: [{ ref: 'burialslot_id', as: 'plot' }],
    order_by: [['created_at', 'desc'], ['id', 'desc']],
  });

/** Payments of the given kinds by receipt number, payer, order number or buyer, newest first. */
export const paymentSearchQuery = (term: string, kinds: readonly string[]): ListRequest =>
  searchQuery(term, ['kind', kinds], ['receipt_no', 'payer', 'order.order_no', 'order.buyer_name'], {
    table: 'tomb_payment',
    field: ['id', 'receipt_no', 'kind', 'amount', 'paid_at', 'payer', 'order.order_no', 'order.buyer_name'],
    left_join: [{ ref: 'order_id', as: 'order' }],
    order_by: [['paid_at', 'desc'], ['id', 'desc']],
  });
