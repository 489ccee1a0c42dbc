/**
 * The server's import calls (src/server/import/plugin.ts), followed while they run: a check or
 * an import of 10,000 lines on a slow machine may take longer than any single wait. The call
 * names itself (`progressId`); meanwhile the screen asks the server how far it has gone
 * (POST /index/import/progress, once a second) and shows it. The browser never gives up while
 * the server says the call is running: if the call's own answer is lost on the way (a proxy's
 * 504, a connection cut), the answer is taken from the progress once the server has finished.
 * It gives up only when the server has not answered at all for IMPORT_TIMEOUT_MS.
 */
import { IMPORT_POLL_MS, IMPORT_TIMEOUT_MS, MAX_FILE_NAME, type ImportCheck, type ImportDone, type ImportProgress, type ImportRequest } from '../../../config/importing';
import { importCheck, importCommit, importProgress } from '../../../protocol/contracts/imports';
import type { Envelope } from '../../../protocol/wire';
import type { Sheet } from './sheet';
import { ApiCallError, postEnvelope, transportError } from '../../providers/http';
import { callEnvelope } from '../../providers/call';

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

/** Rows gone through so far, as the server says (undefined when it cannot say: another instance). */
export type OnProgress = (p: { done: number; total: number } | undefined) => void;

/** A call's own wait: far longer than any import (setTimeout's largest delay); the progress decides when to give up. */
const NO_CLIENT_TIMEOUT = 2_147_000_000;

const newProgressId = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

const answerOf = (o: Followed | undefined): Envelope<unknown> | undefined => (o?.kind === 'answer' ? o.env : undefined);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Followed = { kind: 'answer'; env: Envelope<unknown> } | { kind: 'failed'; error: unknown };

/**
 * The call and its progress, until one of them gives the answer. A call that fails on the way
 * waits for the progress: the server's answer once it has finished; the failure when the server
 * knows nothing of the call (it never arrived) or has not answered for IMPORT_TIMEOUT_MS.
 */
const follow = async (contract: typeof importCheck | typeof importCommit, body: ImportRequest & { progressId: string }, onProgress?: OnProgress): Promise<Envelope<unknown>> => {
  const abort = new AbortController();
  let settled: Followed | undefined;
  const call = postEnvelope<unknown>(contract.path, body, abort.signal, NO_CLIENT_TIMEOUT).then(
    (env) => (settled ??= { kind: 'answer', env }),
    (error: unknown) => (settled ??= { kind: 'failed', error }),
  );
  /** The call's outcome so far (it settles while this waits). */
  const outcome = (): Followed | undefined => settled;
  let lastHeard = performance.now();
  let seenRunning = false;
  try {
    for (;;) {
      // A call that failed on the way is settled: wait the poll's interval, never a turn without a timer.
      await (outcome() ? sleep(IMPORT_POLL_MS) : Promise.race([call, sleep(IMPORT_POLL_MS)]));
      const answered = answerOf(outcome());
      if (answered) return answered;
      let progress: ImportProgress | undefined;
      try {
        const env = await callEnvelope(importProgress, { progressId: body.progressId });
        if (env.status === 200) progress = env.data;
        lastHeard = performance.now();
      } catch {
        // The server is not answering right now: the call may still be on its way.
      }
      const late = answerOf(outcome());
      if (late) return late;
      if (progress?.state === 'finished' && progress.answer) return progress.answer.body as Envelope<unknown>;
      if (progress?.state === 'running') {
        seenRunning = true;
        onProgress?.({ done: progress.done, total: progress.total });
      } else if (progress) onProgress?.(undefined);
      const o = outcome();
      // Lost on the way: keep waiting while the server works on it; else the failure is the answer.
      if (o?.kind === 'failed' && progress?.state !== 'running' && !(progress === undefined && seenRunning)) throw o.error;
      if (performance.now() - lastHeard > IMPORT_TIMEOUT_MS) throw transportError('request_timeout', 0, { seconds: Math.round(IMPORT_TIMEOUT_MS / 1000) }, 'timeout');
    }
  } finally {
    abort.abort();
  }
};

export const callImport = async (mode: 'check' | 'commit', request: ImportRequest, onProgress?: OnProgress): Promise<ImportAnswer> => {
  const env = (await follow(mode === 'check' ? importCheck : importCommit, { ...request, progressId: newProgressId() }, onProgress)) as Envelope<ImportCheck | ImportDone | { code: string }>;
  if (env.status === 200) return mode === 'check' ? { kind: 'checked', check: env.data as ImportCheck } : { kind: 'done', done: env.data as ImportDone };
  const data = env.data as { code?: string } & Partial<ImportCheck>;
  if (env.status === 422 && data.code === 'import_invalid' && Array.isArray(data.errors)) return { kind: 'checked', check: data as ImportCheck };
  throw new ApiCallError(env.msg || 'Has Error', env.status, data as { code: string });
};
