/**
 * One line of a burial register, as the import pipeline hands it to writeHistory (src/server/history/write.ts):
 * the records of the past, written in the state they are in (docs/import.md, "Imported history").
 */
export interface HistoryPayment {
  amount: number;
  paidAt: string;
  method?: string;
  item?: string;
  kind?: 'charge' | 'refund';
  payer?: string;
}

export interface HistoryOrder {
  status: 'reserved' | 'contracted' | 'paid' | 'completed' | 'cancelled' | 'refunded' | 'expired';
  orderNo?: string;
  buyerName?: string;
  buyerPhone?: string;
  price?: number;
  soldOn?: string;
  payments: HistoryPayment[];
  remark?: string;
}

/** member fields by name, values as cell text already read by cellValue (dates as canonical partial-date strings). */
export type HistoryBurial = Record<string, unknown>;

export interface HistoryTerm {
  paidUntil: string;
  yearlyFee?: number;
  holderName?: string;
  holderPhone?: string;
}

export interface HistoryRecord {
  line: number;
  plotIds: number[];
  order?: HistoryOrder;
  burials: HistoryBurial[];
  term?: HistoryTerm;
}

export interface HistoryWritten {
  orders: number[];
  payments: number[];
  members: number[];
  terms: number[];
}
