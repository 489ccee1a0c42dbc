/**
 * The typed content of each printed document, already in the document's language:
 * the document components only lay it out. Assembly (src/app/print/data/assemble*.ts)
 * is pure, so every figure and date on paper is unit-tested.
 */
import type { Lang } from '../../../config/types';
import type { DeceasedField } from '../i18n/types';

/** An amount in figures (¥12,300.00) and in capital numerals (壹万贰仟叁佰元整; '' when negative). */
export interface MoneyText {
  figures: string;
  words: string;
}

export interface CemeteryHeader {
  name: string;
  address: string;
  phone: string;
  sealUrl: string;
}

export interface PartyInfo {
  name: string;
  phone: string;
  idNumber: string;
  address: string;
  relation: string;
}

export interface PlotInfo {
  area: string;
  room: string;
  shelf: string;
  code: string;
  column: string;
  type: string;
  size: string;
  capacity: string;
}

/** The deceased as documents print them: one text per field of the block. */
export type DeceasedInfo = Record<DeceasedField, string>;

export interface FeeLine {
  label: string;
  amount: MoneyText;
}

interface DocBase {
  lang: Lang;
  header: CemeteryHeader;
}

/** What every document about one order shows: its numbers, the buyer, the plot, the deceased. */
export interface OrderCore extends DocBase {
  orderNo: string;
  contractNo: string;
  buyer: PartyInfo;
  plot: PlotInfo;
  deceased: DeceasedInfo[];
}

/** The order's money, as the order form and the contract show it. */
export interface OrderMoney {
  fees: FeeLine[];
  discount: MoneyText;
  total: MoneyText;
  paid: MoneyText;
  balance: MoneyText;
}

export interface OrderFormModel extends OrderCore, OrderMoney {
  status: string;
  createdOn: string;
  reservedUntil: string;
  signedOn: string;
  salesperson: string;
  agent: string;
  remark: string;
}

export interface ContractModel extends OrderCore, OrderMoney {
  signedOn: string;
  maintenanceYears: string;
  maintenanceUntil: string;
  /** Clause headings ("第一条") and their text, from settings or the default clauses. */
  clauses: { number: string; text: string }[];
}

export interface CommitmentModel extends OrderCore {
  paragraphs: string[];
  date: string;
}

export interface CertificateModel extends DocBase {
  certificateNo: string;
  orderNo: string;
  issuedOn: string;
  holder: PartyInfo;
  plot: PlotInfo;
  deceased: DeceasedInfo[];
  maintenanceYears: string;
  maintenanceUntil: string;
  total: MoneyText;
  rules: string[];
  /** One row per burial, then blank rows so later events can be written by hand. */
  record: { date: string; event: string }[];
}

export interface TemporaryCertificateModel extends DocBase {
  orderNo: string;
  contractNo: string;
  status: string;
  issuedOn: string;
  validUntil: string;
  holder: PartyInfo;
  plot: PlotInfo;
  total: MoneyText;
  paid: MoneyText;
  balance: MoneyText;
}

export interface ReceiptModel extends DocBase {
  kind: 'charge' | 'refund';
  receiptNo: string;
  orderNo: string;
  plotCode: string;
  payer: string;
  item: string;
  method: string;
  amount: MoneyText;
  operator: string;
  paidOn: string;
  reason: string;
  /** The years a renewal bought (a renewal receipt), else null. */
  yearsRenewed: number | null;
}

interface OrderReceiptLine {
  receiptNo: string;
  date: string;
  kind: string;
  item: string;
  method: string;
  /** Refunds are shown as negative figures. */
  amount: string;
  operator: string;
}

export interface OrderReceiptModel extends DocBase {
  orderNo: string;
  buyer: PartyInfo;
  plot: PlotInfo;
  lines: OrderReceiptLine[];
  charged: MoneyText;
  refunded: MoneyText;
  net: MoneyText;
  orderTotal: MoneyText;
  balance: MoneyText;
  printedOn: string;
}
