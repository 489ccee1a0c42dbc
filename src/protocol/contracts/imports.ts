/** The import's calls (docs/import.md; handlers in src/server/import/plugin.ts). */
import { MAX_REGISTER_BYTES, type ImportCheck, type ImportDone, type ImportProgress, type ImportUndone } from '../../config/importing';
import { answer, contract, id, signedIn } from '../contract';

/**
 * Check an import (every row, nothing kept) or commit it (all or nothing). The body is the
 * import request's own grammar (src/server/import/request.ts: a table, its rows, options, the
 * progress id), up to the register's size; the caller's rights on the table are its checks.
 */
export const importCheck = contract({ path: 'import/check', access: signedIn, body: 'own', maxBytes: MAX_REGISTER_BYTES, answer: answer<ImportCheck>() });
export const importCommit = contract({ path: 'import/commit', access: signedIn, body: 'own', maxBytes: MAX_REGISTER_BYTES, answer: answer<ImportDone>() });
/** Undo a batch, all or nothing (refused 409 with why when a later change depends on it). */
export const importUndo = contract({ path: 'import/undo', access: signedIn, body: { id }, answer: answer<ImportUndone>() });

/** How far the caller's own check or import named `progressId` has gone, and its answer once finished. */
export const importProgress = contract({
  path: 'import/progress',
  access: signedIn,
  body: { progressId: { type: 'text', required: true, maxLength: 64 } },
  answer: answer<ImportProgress>(),
});
