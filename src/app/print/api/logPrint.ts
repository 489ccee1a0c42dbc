/** Record a print in the operation log (server route src/server/print/plugin.ts). */
import type { PageKey } from '../../../config/routes';
import type { PrintTable } from '../../../protocol/print';
import { postOk } from '../../providers/http';

const PRINT_LOG_PATH = 'admin.print/log';

export const logPrint = (document: PageKey, table: PrintTable, id: number): Promise<unknown> =>
  postOk(PRINT_LOG_PATH, { document, table, id });
