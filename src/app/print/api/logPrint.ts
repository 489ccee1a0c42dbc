/** Record a print in the operation log (server route src/server/print/plugin.ts). */
import type { PageKey } from '../../../config/routes';
import type { PrintTable } from '../../../protocol/print';
import { postOk } from '../../providers/http';

const PRINT_LOG_PATH = 'admin.print/log';

/** `ids`: every record of a batch print (each is logged), `id` among them. */
export const logPrint = (document: PageKey, table: PrintTable, id: number, ids?: readonly number[]): Promise<unknown> =>
  postOk(PRINT_LOG_PATH, ids && ids.length > 1 ? { document, table, id, ids } : { document, table, id });
