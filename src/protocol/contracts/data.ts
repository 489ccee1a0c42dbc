/**
 * The generic calls and moving in (docs/protocol.md, docs/import.md). The generic query keeps
 * the legacy wire the spec fixes: its body is its own strict grammar (src/server/query/), so its
 * contract says only where and who. The imports' body is the import request's own grammar too
 * (src/server/import/request.ts: a table, its rows, options), up to the register's size.
 */
import { MAX_REGISTER_BYTES, type ImportCheck, type ImportDone, type ImportUndone } from '../../config/importing';
import { answer, contract, id, signedIn } from '../contract';
import { QUERY_PATH } from '../wire';

/** `POST <API base>/query`: a list, a count, or one row's update (the legacy generic query). */
export const genericQuery = contract({ path: QUERY_PATH, access: signedIn, body: 'own', answer: answer<unknown>() });

/** Check an import (every row, nothing kept) or commit it (all or nothing); the caller's rights on the table are the import's checks. */
export const importCheck = contract({ path: 'import/check', access: signedIn, body: 'own', maxBytes: MAX_REGISTER_BYTES, answer: answer<ImportCheck>() });
export const importCommit = contract({ path: 'import/commit', access: signedIn, body: 'own', maxBytes: MAX_REGISTER_BYTES, answer: answer<ImportDone>() });
/** Undo a batch, all or nothing (refused 409 with why when a later change depends on it). */
export const importUndo = contract({ path: 'import/undo', access: signedIn, body: { id }, answer: answer<ImportUndone>() });
