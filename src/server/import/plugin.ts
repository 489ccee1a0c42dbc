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
import { checkImportSize, parseImportRequest } from './request';
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
  const route = (mode: ImportMode) =>
    app.post(`/index/import/${mode}`, { bodyLimit: MAX_REGISTER_BYTES }, async (request, reply) => {
      const actor = requireActor(request);
      checkImportSize(isPlainObject(request.body) ? request.body.table : undefined, Number(request.headers['content-length'] ?? 0));
      const parsed = parseImportRequest(app, actor, request.body);
      const lang = langOf(request);
      const outcome = parsed.target.table === REGISTER_TABLE ? await runRegister(app, actor, parsed, mode, lang) : await runImport(app, actor, parsed, mode, lang);
      // A check writes and rolls back as much as a commit: either leaves dead rows to clear.
      await tidyAfterImport(app);
      if (outcome.ok) return ok(outcome.done);
      if (mode === 'check') return ok(outcome.check);
      const count = outcome.check.errors.length;
      return reply.code(422).send({ status: 422, msg: translateError('import_invalid', lang, { count }), data: { code: 'import_invalid', ...outcome.check } });
    });
  route('check');
  route('commit');

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
