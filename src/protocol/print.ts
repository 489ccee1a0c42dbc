/** The print log's call (POST admin.print/log): which table each printed document is filled from. */
import type { PageKey } from '../config/routes';

/** The tables printed documents are filled from. */
export type PrintTable = 'tomb_order' | 'tomb_payment' | 'work_order' | 'tomb_area' | 'tomb_shelf' | 'mgmt_term' | 'ash_deposit' | 'ash_payment' | 'rights_moveout';

/** The table (or tables) each print page's record comes from: the server logs a print only against its own. */
export const PRINT_TABLE: Partial<Record<PageKey, PrintTable | readonly PrintTable[]>> = {
  print1: 'tomb_order',
  commitmentLetter: 'tomb_order',
  print8: 'tomb_order',
  print3: 'tomb_order',
  print4: 'tomb_order',
  print5: 'tomb_order',
  print6: 'tomb_order',
  print9: 'tomb_order',
  orderReceipt: 'tomb_order',
  print10: 'tomb_payment',
  print11: 'tomb_payment',
  receipt: 'tomb_payment',
  inscription: 'work_order',
  // Labels of a whole area or of one row.
  plotLabels: ['tomb_area', 'tomb_shelf'],
  renewalReceipt: 'tomb_payment',
  reminder: 'mgmt_term',
  // The columbarium's deposit certificate (docs/columbarium.md).
  depositCertificate: 'ash_deposit',
  storageReceipt: 'ash_payment',
  // The exhumation certificate of a move-out (docs/rights.md).
  exhumation: 'rights_moveout',
};

/** The body of a print log. */
export interface PrintLogRequest {
  document: PageKey;
  table: PrintTable;
  id: number;
  /** A batch print (the reminder letters of a list): every record printed, `id` among them; each is logged. */
  ids?: number[];
}

/** The most records one batch print logs (the reminder letters' limit). */
export const MAX_PRINT_BATCH = 200;
