/**
 * The generic queries the print pages run, as plain request bodies (tested field by field).
 * Plot names come from left joins along the plot's references; the server applies the
 * caller's channel and row filters to every one of them.
 */
import type { Condition, ListRequest } from '../../../protocol/wire';
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

export const orderQuery = (id: number): ListRequest => ({
  table: 'tomb_order',
  field: ORDER_FIELDS,
  left_join: [{ ref: 'salesperson_id', as: 'salesperson' }],
  where: { id },
  page: 1,
  page_size: 1,
});

export const plotQuery = (id: number): ListRequest => ({
  table: 'tomb_burialslot',
  field: PLOT_FIELDS,
  left_join: [
    { ref: 'area_id', as: 'area' },
    { ref: 'room_id', as: 'room' },
    { ref: 'shelf_id', as: 'shelf' },
  ],
  where: { id },
  page: 1,
  page_size: 1,
});

export const membersQuery = (orderId: number): ListRequest => ({
  table: 'member',
  field: MEMBER_FIELDS,
  where: { order_id: orderId },
  order_by: [['id', 'asc']],
  page: 1,
  page_size: CHILD_ROWS,
});

export const paymentsQuery = (orderId: number): ListRequest => ({
  table: 'tomb_payment',
  field: PAYMENT_FIELDS,
  left_join: [{ ref: 'operator_id', as: 'operator' }],
  where: { order_id: orderId },
  order_by: [['paid_at', 'asc'], ['id', 'asc']],
  page: 1,
  page_size: CHILD_ROWS,
});

export const paymentQuery = (id: number): ListRequest => ({
  table: 'tomb_payment',
  field: PAYMENT_FIELDS,
  left_join: [{ ref: 'operator_id', as: 'operator' }],
  where: { id },
  page: 1,
  page_size: 1,
});

export const settingQuery = (): ListRequest => ({
  table: 'setting',
  field: SETTING_FIELDS,
  order_by: [['id', 'asc']],
  page: 1,
  page_size: 1,
});

/** Orders by number, contract number, buyer or plot code, limited to the statuses the document accepts. */
export const orderSearchQuery = (term: string, statuses: readonly string[]): ListRequest => {
  const where: Condition[] = [['status', 'in', [...statuses]]];
  const pattern = `%${escapeLike(term.trim())}%`;
  if (term.trim()) {
    where.push({
      or: [
        ['order_no', 'like', pattern],
        ['contract_no', 'like', pattern],
        ['buyer_name', 'like', pattern],
        ['plot.code', 'like', pattern],
      ],
    });
  }
  return {
    table: 'tomb_order',
    field: ['id', 'order_no', 'buyer_name', 'status', 'created_at', 'plot.code'],
    left_join: [{ ref: 'burialslot_id', as: 'plot' }],
    where,
    order_by: [['created_at', 'desc'], ['id', 'desc']],
    page: 1,
    page_size: PICKER_ROWS,
  };
};

/** Payments of the given kinds by receipt number, payer, order number or buyer. */
export const paymentSearchQuery = (term: string, kinds: readonly string[]): ListRequest => {
  const where: Condition[] = [['kind', 'in', [...kinds]]];
  const pattern = `%${escapeLike(term.trim())}%`;
  if (term.trim()) {
    where.push({
      or: [
        ['receipt_no', 'like', pattern],
        ['payer', 'like', pattern],
        ['order.order_no', 'like', pattern],
        ['order.buyer_name', 'like', pattern],
      ],
    });
  }
  return {
    table: 'tomb_payment',
    field: ['id', 'receipt_no', 'kind', 'amount', 'paid_at', 'payer', 'order.order_no', 'order.buyer_name'],
    left_join: [{ ref: 'order_id', as: 'order' }],
    where,
    order_by: [['paid_at', 'desc'], ['id', 'desc']],
    page: 1,
    page_size: PICKER_ROWS,
  };
};
