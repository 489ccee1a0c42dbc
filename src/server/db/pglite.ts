/**
 * Embedded PostgreSQL (PGlite). It has a single connection, so Kysely's PGlite dialect
 * serialises every query and holds that lock for a whole transaction (its adapter reports
 * supportsMultipleConnections = false, which puts a mutex in front of the connection).
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import type { Database, Db } from './handle';
import { TEXT_PARSERS } from './types';

export const openPglite = async (dataDir?: string): Promise<Database> => {
  const pglite = await PGlite.create(dataDir, { parsers: TEXT_PARSERS });
  const db: Db = new Kysely({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: 'pglite',
    pglite,
    transaction: (fn) => db.transaction().execute(fn),
    // No timeout PGlite would honour (see handle.ts): the generic query's budget guards it instead.
    bounded: (fn) => fn(db),
    close: () => db.destroy(),
  };
};
