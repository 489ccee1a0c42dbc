/**
 * The pool refused to queue one more request for a connection (src/server/db/postgres.ts): the
 * answer is a fast 503 `server_busy` with Retry-After (src/server/http/dbErrors.ts), not a wait.
 */
export class DatabaseBusyError extends Error {
  constructor() {
    super('every database connection is busy and the queue for one is full');
    this.name = 'DatabaseBusyError';
  }
}
