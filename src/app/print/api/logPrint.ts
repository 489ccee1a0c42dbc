/** Record a print in the operation log (server route src/server/print/plugin.ts). */
import type { PageKey } from '../../../config/routes';
import type { PrintTable } from '../../../protocol/print';
import { logPrint as logPrintCall } from '../../../protocol/contracts/plots';
import { call } from '../../providers/call';


/** `ids`: every record of a batch print (each is logged), `id` among them. */
export const logPrint = (document: PageKey, table: PrintTable, id: number, ids?: readonly number[]): Promise<unknown> =>
  call(logPrintCall, ids && ids.length > 1 ? { document, table, id, ids } : { document, table, id });
