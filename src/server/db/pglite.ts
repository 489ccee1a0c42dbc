/**
 * Embedded PostgreSQL (PGlite). It has a single connection, so Kysely's PGlite dialect
 * serialises every query and holds that lock for a whole transaction (its adapter reports
 * supportsMultipleConnections = false, which puts a mutex in front of the connection).
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import type { Database, Db } from './handle';
import { derive } from './handleFacts';
import { TEXT_PARSERS } from './types';

export const openPglite = async (dataDir?: string): Promise<Database> => {
  const pglite = await PGlite.create(dataDir, { parsers: TEXT_PARSERS });
  const db: Db = new Kysely({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: 'pglite',
    pglite,
    transaction: (fn) => db.transaction().execute((trx) => fn(derive(trx, db))),
    // One process: a NOTIFY is heard when the statement (or transaction) that sent it commits.
    listen: async (channel, onMessage, onState) => {
      const stop = await pglite.listen(channel, onMessage);
      onState(true);
      return async () => {
        onState(false);
        // Closed first (a shutdown, a test): there is nothing left to stop, and asking would wait forever.
        if (!pglite.closed) await stop().catch(() => undefined);
      };
    },
    // No timeout PGlite would honour (see handle.ts): the generic query's budget guards it instead.
    bounded: (fn) => fn(db),
    close: () => db.destroy(),
  };
};
