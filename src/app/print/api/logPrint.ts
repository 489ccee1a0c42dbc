/** Record a print in the operation log (server route src/server/print/plugin.ts). */
import type { PageKey } from '../../../config/routes';
import { postOk } from '../../providers/http';

const PRINT_LOG_PATH = 'admin.print/log';

/** The tables printed documents are filled from (src/server/print/rules.ts PRINT_TABLE). */
export type PrintTable = 'tomb_order' | 'tomb_payment' | 'work_order' | 'tomb_area' | 'tomb_shelf' | 'mgmt_term' | 'ash_deposit';

/** `ids`: every record of a batch print (each is logged), `id` among them. */
export const logPrint = (document: PageKey, table: PrintTable, id: number, ids?: readonly number[]): Promise<unknown> =>
  postOk(PRINT_LOG_PATH, ids && ids.length > 1 ? { document, table, id, ids } : { document, table, id });
