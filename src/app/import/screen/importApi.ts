/** The server's import calls (src/server/import/plugin.ts), with the time a long file needs. */
import { IMPORT_TIMEOUT_MS, MAX_FILE_NAME, type ImportCheck, type ImportDone, type ImportRequest } from '../../../config/importing';
import type { Sheet } from './sheet';
import { importCheck, importCommit } from '../../../protocol/contracts/data';
import { callEnvelope } from '../../providers/call';
import { ApiCallError } from '../../providers/http';

/** The rows as the server takes them: the mapped cells by field name, and the file's row numbers. */
export const importRequest = (
  table: string,
  sheet: Sheet,
  mapping: readonly (string | null)[],
  options: Pick<ImportRequest, 'dateOrder' | 'createMissing' | 'fileName'> = {},
): ImportRequest => ({
  table,
  rows: sheet.rows.map((cells) => Object.fromEntries(mapping.flatMap((f, c) => (f ? [[f, cells[c] ?? '']] : [])))),
  lines: sheet.lines,
  ...options,
  ...(options.fileName !== undefined ? { fileName: options.fileName.slice(0, MAX_FILE_NAME) } : {}),
});

/** A checked or refused import answers the rows' errors; anything else throws with the server's message. */
type ImportAnswer = { kind: 'checked'; check: ImportCheck } | { kind: 'done'; done: ImportDone };

export const callImport = async (mode: 'check' | 'commit', request: ImportRequest): Promise<ImportAnswer> => {
  const env = await callEnvelope(mode === 'check' ? importCheck : importCommit, request as unknown as Record<string, unknown>, undefined, IMPORT_TIMEOUT_MS);
  if (env.status === 200) return mode === 'check' ? { kind: 'checked', check: env.data as ImportCheck } : { kind: 'done', done: env.data as ImportDone };
  const data = env.data as { code?: string } & Partial<ImportCheck>;
  if (env.status === 422 && data.code === 'import_invalid' && Array.isArray(data.errors)) return { kind: 'checked', check: data as ImportCheck };
  throw new ApiCallError(env.msg || 'Has Error', env.status, data as { code: string });
};
