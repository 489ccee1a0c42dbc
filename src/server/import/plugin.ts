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
import { MAX_REGISTER_BYTES } from '../../config/importing';
import { requireActor } from '../auth/actor';
import { langOf } from '../http/lang';
import { ok } from '../http/reply';
import { translateError } from '../http/translate';
import { errorAnswer } from '../http/errorHandler';
import { checkImportSize, isProgressId, parseImportRequest } from './request';
import { finishProgress, readProgress, startProgress } from './progress';
import { importProgress } from '../../protocol/contracts/imports';
import { route } from '../contract/route';
import { REGISTER_TABLE } from '../../config/register';
import { tidyAfterImport } from './batch';
import { runRegister } from './register';
import { runImport, type ImportMode } from './run';
import { UndoBlocked, undoBatch } from './undo';
import { installLane } from './lane';
import { installRecovery } from './recover';
import { badValue, isPlainObject, malformed, onlyKeys } from '../query/refuse';
import { checkValue } from '../query/values';

const imports: FastifyPluginAsync = async (app) => {
  // Not encapsulated (fastify-plugin): the lane counts every route's requests.
  installLane(app);
  // Batches a stopped server left half done (./recover.ts).
  installRecovery(app);
  const importRoute = (mode: ImportMode) =>
    app.post(`/index/import/${mode}`, { bodyLimit: MAX_REGISTER_BYTES }, async (request, reply) => {
      const actor = requireActor(request);
      checkImportSize(isPlainObject(request.body) ? request.body.table : undefined, Number(request.headers['content-length'] ?? 0));
      const parsed = parseImportRequest(app, actor, request.body);
      const lang = langOf(request);
      // Followed by the browser while it runs (./progress.ts); its answer kept for a poll, whatever it is.
      const { progressId } = parsed;
      parsed.onChunk = startProgress(actor.userId, progressId, parsed.rows.length);
      const answer = async (): Promise<{ http: number; body: { status: number; msg: string; data: unknown } }> => {
        const outcome = parsed.target.table === REGISTER_TABLE ? await runRegister(app, actor, parsed, mode, lang) : await runImport(app, actor, parsed, mode, lang);
        // A check writes and rolls back as much as a commit: either leaves dead rows to clear.
        await tidyAfterImport(app);
        if (outcome.ok) return { http: 200, body: ok(outcome.done) };
        if (mode === 'check') return { http: 200, body: ok(outcome.check) };
        const count = outcome.check.errors.length;
        return { http: 422, body: { status: 422, msg: translateError('import_invalid', lang, { count }), data: { code: 'import_invalid', ...outcome.check } } };
      };
      try {
        const done = await answer();
        finishProgress(actor.userId, progressId, done);
        return reply.code(done.http).send(done.body);
      } catch (e) {
        finishProgress(actor.userId, progressId, errorAnswer(e, lang));
        throw e;
      }
    });
  importRoute('check');
  importRoute('commit');

  route(app, importProgress, async (body, actor) => {
    if (!isProgressId(body.progressId)) throw badValue('progressId');
    return readProgress(actor.userId, body.progressId);
  });

  app.post('/index/import/undo', async (request, reply) => {
    const actor = requireActor(request);
    const body = request.body;
    if (!isPlainObject(body)) throw malformed();
    onlyKeys(body, ['id']);
    const id = checkValue('integer', body.id, 'id') as number;
    if (id < 1) throw badValue('id');
    try {
      return ok(await undoBatch(app, actor, id));
    } catch (e) {
      if (!(e instanceof UndoBlocked)) throw e;
      const reason = translateError(e.code, langOf(request), e.params);
      return reply.code(409).send({ status: 409, msg: reason, data: { code: e.code, table: e.table, id: e.id, reason } });
    }
  });
};

export const importPlugin = fp(imports, { name: 'import' });
