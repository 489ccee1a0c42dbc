/**
 * `POST /index/admin.print/log` {document, table, id, ids?}: the print pages call it before
 * printing, and print only when it succeeds, so every print is in the operation log (a batch
 * print, the reminder letters of a list, sends every record in `ids`: each is logged, in one
 * statement, and a batch runs in the heavy-work lane: ../http/heavyLane.ts). Contract in
 * src/protocol/contracts/plots.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as plots from '../../protocol/contracts/plots';
import { route } from '../contract/route';
import { doorTransaction, inScope } from '../data/door';
import type { TableName } from '../db/tables';
import { badRequest, forbidden, notFound } from '../http/errors';
import { heavy } from '../http/heavyLane';
import { recordForRows } from '../oplog/record';
import { levelMayPrint, parsePrintLog } from './rules';

export const printPlugin: FastifyPluginAsync = async (app) => {
  route(app, plots.logPrint, async (body, actor) => {
    // The document's own table and its ids (the print rules'); the shape was the contract's.
    const parsed = parsePrintLog(body);
    if (!parsed.ok) throw badRequest();
    const req = parsed.value;
    if (!levelMayPrint(actor, req, app.resources)) throw forbidden();
    const write = () =>
      // Through the caller's door: a record of the other channel answers like a missing one (its existence is not the caller's business).
      doorTransaction(app, actor, async (trx) => {
        // Every record of a batch print is logged; one missing (or of the other channel) refuses the whole print.
        // One statement reads the records and writes their entries; a record missing writes none, and the whole print is refused.
        const ids = req.ids ?? [req.id];
        const logged = await recordForRows(trx, actor, { action: 'print', table: req.table, after: { document: req.document } }, ids, inScope(trx, req.table as TableName, 't'));
        if (logged !== ids.length) throw notFound();
      });
    // One record's print is light; a batch (up to MAX_PRINT_BATCH records) takes the heavy lane.
    await (req.ids && req.ids.length > 1 ? heavy(app, write) : write());
    return { logged: true as const };
  });
};
