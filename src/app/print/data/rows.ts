/**
 * The rows the print pages read through the generic query, as they come back: money as
 * numbers or numeric strings, dates as 'YYYY-MM-DD', instants as ISO text, joined columns
 * under "alias.col" keys. Every column may be null because the documents must print
 * whatever an order still lacks (a blank line to fill in by hand).
 */
export type Money = number | string | null;
export type Text = string | null;

export interface OrderRow {
  id: number;
  order_no: Text;
  contract_no: Text;
  burialslot_id: number | null;
  status: string;
  buyer_name: Text;
  buyer_phone: Text;
  buyer_id_number: Text;
  buyer_address: Text;
  relation: Text;
  reserved_until: Text;
  price: Money;
  discount: Money;
  maintenance_years: number | null;
  maintenance_fee: Money;
  engraving_fee: Money;
  burial_fee: Money;
  other_fee: Money;
  total: Money;
  paid: Money;
  balance: Money;
  agent: Text;
  signed_at: Text;
  completed_at: Text;
  remark: Text;
  created_at: Text;
  channel?: Text;
  'salesperson.nickname'?: Text;
}

export interface PlotRow {
  id: number;
  code: Text;
  column_no: number | null;
  type: Text;
  capacity: number | null;
  size: Text;
  'area.name': Text;
  'room.name': Text;
  'shelf.name': Text;
}

export interface MemberRow {
  id: number;
  name: Text;
  gender: Text;
  id_number: Text;
  birth_date: Text;
  death_date: Text;
  native_place: Text;
  cremation_cert_no: Text;
  funeral_home: Text;
  applicant_name: Text;
  applicant_phone: Text;
  applicant_relation: Text;
  burial_date: Text;
}

export interface PaymentRow {
  id: number;
  receipt_no: Text;
  order_id: number;
  kind: string;
  item: string;
  method: string;
  amount: Money;
  paid_at: Text;
  payer: Text;
  reason: Text;
  'operator.nickname'?: Text;
  /** A term's renewal (docs/terms.md): the term and the years it bought. */
  term_id?: number | null;
  periods?: number | null;
}

export interface SettingRow {
  id: number;
  version?: number;
  cemetery_name: Text;
  address: Text;
  phone: Text;
  seal_url: Text;
  maintenance_fee_per_year: Money;
  reservation_days: number | null;
  contract_clauses: Text;
  commitment_text: Text;
}

/** A rights holder of the order (docs/rights.md): the certificate shows the main one who holds it now. */
export interface HolderRow {
  id: number;
  role: string;
  name: Text;
  phone: Text;
  id_number: Text;
  address: Text;
  relation: Text;
  since: Text;
  until: Text;
  source?: Text;
  certificate_no: Text;
}

/** Everything an order-based document needs. */
export interface OrderBundle {
  order: OrderRow;
  /** The order's rights holders, when the config has them. */
  holders?: HolderRow[];
  plot: PlotRow | null;
  members: MemberRow[];
  payments: PaymentRow[];
  setting: SettingRow;
}

/** Everything a receipt needs: the payment, its order and plot. */
export interface PaymentBundle {
  payment: PaymentRow;
  order: OrderRow;
  plot: PlotRow | null;
  setting: SettingRow;
}
