/**
 * An import's progress, for the browser to follow while its call runs (docs/import.md, "Large
 * files"): a check or an import of 10,000 lines may take longer than a browser, a proxy or a
 * slow machine waits for one answer. The call names itself (`progressId`, chosen by the
 * browser); `POST /index/import/progress {progressId}` answers how many rows its chunks have
 * gone through, and, once it has finished, its answer as the call itself gave it, so a call
 * whose answer was lost on the way (a client timeout, a proxy's 504) still ends on the screen.
 *
 * Kept in this instance's memory, per user, for PROGRESS_KEEP_MS after the end: with several
 * instances behind a proxy a poll may reach another one, which answers `unknown` (the browser
 * then waits for the call's own answer).
 */
import type { ImportProgress } from '../../config/importing';

/** How long a finished import's answer is kept for a poll. */
const PROGRESS_KEEP_MS = 10 * 60_000;
/** Imports followed at once, per instance (a user starts one at a time; the oldest finished go first). */
const MAX_ENTRIES = 500;

interface Entry {
  userId: number;
  progress: ImportProgress;
  finishedAt?: number;
}

const entries = new Map<string, Entry>();

const keyOf = (userId: number, id: string): string => `${userId}:${id}`;

const prune = (now: number): void => {
  for (const [k, e] of entries) if (e.finishedAt !== undefined && now - e.finishedAt > PROGRESS_KEEP_MS) entries.delete(k);
  if (entries.size <= MAX_ENTRIES) return;
  for (const [k, e] of entries) {
    if (entries.size <= MAX_ENTRIES) break;
    if (e.finishedAt !== undefined) entries.delete(k);
  }
};

/** An import starts: its rows, none gone through yet. Answers the function each chunk calls with the rows done so far. */
export const startProgress = (userId: number, id: string | undefined, total: number): ((done: number) => void) | undefined => {
  if (id === undefined) return undefined;
  prune(performance.now());
  const entry: Entry = { userId, progress: { state: 'running', total, done: 0 } };
  entries.set(keyOf(userId, id), entry);
  return (done) => {
    entry.progress = { ...entry.progress, done: Math.min(total, done) };
  };
};

/** The import ended: its answer (the HTTP status and the body the call sent), kept for a poll. */
export const finishProgress = (userId: number, id: string | undefined, answer: ImportProgress['answer']): void => {
  if (id === undefined) return;
  const entry = entries.get(keyOf(userId, id));
  if (!entry) return;
  entry.progress = { ...entry.progress, state: 'finished', done: entry.progress.total, answer };
  entry.finishedAt = performance.now();
};

/** What a poll answers: the progress of the caller's own import of that id, or `unknown`. */
export const readProgress = (userId: number, id: string): ImportProgress => entries.get(keyOf(userId, id))?.progress ?? { state: 'unknown', total: 0, done: 0 };
