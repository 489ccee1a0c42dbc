/**
 * The spreadsheet import (docs/import.md):
 * - POST /index/import/check {table, rows, lines?}: every row checked and written in a
 *   transaction that is always rolled back; answers {total, valid, errors} (200).
 * - POST /index/import/commit: the same, kept when no row has an error: {created, ids} (200);
 *   else nothing is written and the answer is 422 `import_invalid` with the same per-row errors.
 * - POST /index/import/undo {id}: every record of the batch removed, or none (./undo.ts): {removed: {table: n}}
 *   (200); 409 `import_undo_blocked` with {table, id, reason} naming the record that depends on the batch.
 * Only the levels that may create the table, in their own channel; bodies up to MAX_IMPORT_BYTES
 * (a register's up to MAX_REGISTER_BYTES).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { langOf } from '../http/lang';
import { ok } from '../http/reply';
import { translateError } from '../http/translate';
import { errorAnswer } from '../http/errorHandler';
import { checkImportSize, isProgressId, parseImportRequest } from './request';
import { finishProgress, readProgress, startProgress } from './progress';
import { importCheck, importCommit, importProgress, importUndo } from '../../protocol/contracts/imports';
import { route } from '../contract/route';
import { REGISTER_TABLE } from '../../rules/register';
import { batchCounts, tidyAfterImport } from './batch';
import { runRegister } from './register';
import { runImport, type ImportMode } from './run';
import { UndoBlocked, undoBatch } from './undo';
import { installLane } from './lane';
import { installRecovery } from './recover';
import { badValue, isPlainObject } from '../query/refuse';

const imports: FastifyPluginAsync = async (app) => {
  // Not encapsulated (fastify-plugin): the lane counts every route's requests.
  installLane(app);
  // Batches a stopped server left half done (./recover.ts).
  installRecovery(app);
  const importRoute = (c: typeof importCheck | typeof importCommit, mode: ImportMode) =>
    route(app, c, async (body, actor, { request, reply }) => {
      checkImportSize(isPlainObject(body) ? body.table : undefined, Number(request.headers['content-length'] ?? 0));
      const parsed = parseImportRequest(app, actor, body);
      const lang = langOf(request);
      // Followed by the browser while it runs (./progress.ts); its answer kept for a poll, whatever it is.
      const { progressId } = parsed;
      parsed.onChunk = startProgress(actor.userId, progressId, parsed.rows.length);
      const answer = async (): Promise<{ http: number; body: { status: number; msg: string; data: unknown } }> => {
        const outcome = parsed.target.table === REGISTER_TABLE ? await runRegister(app, actor, parsed, mode, lang) : await runImport(app, actor, parsed, mode, lang);
        // A check writes and rolls back as much as a commit: either leaves dead rows to clear.
        await tidyAfterImport(app, outcome.ok && app.database.kind === 'pglite' ? await batchCounts(app, outcome.done.batchId) : undefined);
        if (outcome.ok) return { http: 200, body: ok(outcome.done) };
        if (mode === 'check') return { http: 200, body: ok(outcome.check) };
        const count = outcome.check.errors.length;
        return { http: 422, body: { status: 422, msg: translateError('import_invalid', lang, { count }), data: { code: 'import_invalid', ...outcome.check } } };
      };
      try {
        const done = await answer();
        finishProgress(actor.userId, progressId, done);
        return reply.code(done.http).send(done.body) as never;
      } catch (e) {
        finishProgress(actor.userId, progressId, errorAnswer(e, lang));
        throw e;
      }
      // The envelope is the handler's: a refused commit answers 422 with the rows' errors.
    }, { raw: true });
  importRoute(importCheck, 'check');
  importRoute(importCommit, 'commit');

  route(app, importProgress, async (body, actor) => {
    if (!isProgressId(body.progressId)) throw badValue('progressId');
    return readProgress(actor.userId, body.progressId);
  });

  route(
    app,
    importUndo,
    async (body, actor, { request, reply }) => {
      try {
        const undone = await undoBatch(app, actor, body.id);
        // The removed rows are dead rows of the embedded database, as a check's are.
        await tidyAfterImport(app, undone.removed);
        return ok(undone) as never;
      } catch (e) {
        if (!(e instanceof UndoBlocked)) throw e;
        const reason = translateError(e.code, langOf(request), e.params);
        return reply.code(409).send({ status: 409, msg: reason, data: { code: e.code, table: e.table, id: e.id, reason } }) as never;
      }
    },
    { raw: true },
  );
};

export const importPlugin = fp(imports, { name: 'import' });
