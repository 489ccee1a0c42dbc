/**
 * The rights calls (docs/rights.md; contracts in src/protocol/contracts/rights.ts): documents on
 * any record (./documents.ts), an order's holders and the transfer of rights (./transfer.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DOC_MAX_BYTES, type FeeMethod, type TransferDecision, type TransferReason } from '../../rules/rights';
import * as rights from '../../protocol/contracts/rights';
import { route } from '../contract/route';
import { requireActor } from '../http/actor';
import { ApiError } from '../http/errors';
import { isRowId } from '../query/values';
import { addDocument, checkAttach, listDocuments, readDocument, removeDocument } from './documents';
import { decideTransfer, holdersOf, requestTransfer } from './transfer';
import { cancelMoveout, completeMoveout, exhumationData, requestMoveout } from './moveout';

/** The record an upload is for, from `?table=&id=`, and its title from `?title=` (at most 100 characters). */
const uploadTarget = (request: FastifyRequest): { table: string; id: number; title: string | undefined } => {
  const q = request.query as Record<string, unknown>;
  const id = Number(q.id);
  if (!isRowId(id) || typeof q.table !== 'string') throw new ApiError('bad_request', 400);
  const title = typeof q.title === 'string' ? q.title.trim() : '';
  if (title.length > 100 || title.includes('\u0000')) throw new ApiError('bad_request', 400);
  return { table: q.table, id, title: title || undefined };
};

export const rightsRoutes = async (app: FastifyInstance): Promise<void> => {
  // A document's body: raw bytes, up to twice the limit so that a file just over it is refused with the translated limit.
  app.addContentTypeParser(['application/octet-stream', 'application/pdf', 'image/jpeg', 'image/png', 'image/webp'], { parseAs: 'buffer', bodyLimit: DOC_MAX_BYTES * 2 }, (_req, body, done) =>
    done(null, body),
  );

  route(
    app,
    rights.uploadDocument,
    async (body, actor, { request }) => {
      const t = uploadTarget(request);
      return addDocument(app, app.photoDir, actor, t.table, t.id, t.title, body);
    },
    // Before the body is read: the record is the caller's and takes documents from them.
    {
      before: async (request) => {
        const t = uploadTarget(request);
        await checkAttach(app, requireActor(request), t.table, t.id);
      },
    },
  );

  route(app, rights.listDocuments, async (body, actor) => listDocuments(app, actor, body.table, body.id));

  route(
    app,
    rights.documentFile,
    async (_body, actor, { request, reply }) => {
      const id = Number((request.params as Record<string, string>).file);
      if (!isRowId(id)) throw new ApiError('bad_request', 400);
      const q = request.query as Record<string, unknown>;
      const doc = await readDocument(app, app.photoDir, actor, id, q.size === 'full' ? 'full' : 'thumb');
      const ext = doc.mime === 'application/pdf' ? 'pdf' : doc.mime.split('/')[1];
      return reply
        .header('content-type', doc.mime)
        .header('content-disposition', `${q.download === '1' ? 'attachment' : 'inline'}; filename="document-${doc.file.id}.${ext}"`)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(doc.bytes) as never;
    },
    { raw: true },
  );

  route(app, rights.removeDocument, async (body, actor) => removeDocument(app, app.photoDir, actor, body.id));

  route(app, rights.orderHolders, async (body, actor) => holdersOf(app, actor, body.order_id));
  route(app, rights.requestTransfer, async (body, actor) => requestTransfer(app, actor, { ...body, reason: body.reason as TransferReason }));
  route(app, rights.requestMoveout, async (body, actor) => {
    // One instant on the wire whatever offset the browser wrote it with.
    const scheduled_start = body.scheduled_start === undefined ? undefined : new Date(body.scheduled_start).toISOString();
    return requestMoveout(app, actor, { ...body, keep_plot: body.keep_plot === true, scheduled_start });
  });
  route(app, rights.completeMoveout, async (body, actor) => completeMoveout(app, actor, body.id, body.moved_out_on));
  route(app, rights.cancelMoveout, async (body, actor) => cancelMoveout(app, actor, body.id));
  route(app, rights.exhumationData, async (body, actor) => exhumationData(app, actor, body.id));
  route(app, rights.decideTransfer, async (body, actor) =>
    decideTransfer(app, actor, { id: body.id, decision: body.decision as TransferDecision, fee_method: body.fee_method as FeeMethod | undefined, note: body.note }),
  );
};
