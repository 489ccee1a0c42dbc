/**
 * Embedded PostgreSQL (PGlite). It has a single connection, so Kysely's PGlite dialect
 * serialises every query and holds that lock for a whole transaction (its adapter reports
 * supportsMultipleConnections = false, which puts a mutex in front of the connection).
 */
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import type { Database, Db } from './handle';
import { derive } from './handleFacts';
import { TEXT_PARSERS } from './types';

/**
 * An in-memory database (tests) starts from the dump named by PGLITE_TEMPLATE when it is set:
 * PGlite otherwise runs initdb on every open, most of a test file's start (tests/globalSetup.ts
 * makes the dump once per run); `from` names another dump (a migrated one). A data folder always
 * starts its own way.
 */
const template = async (dataDir: string | undefined, from: string | undefined): Promise<Blob | undefined> => {
  const path = from ?? process.env.PGLITE_TEMPLATE;
  if (dataDir !== undefined || !path) return undefined;
  return new Blob([await readFile(path)]);
};

/**
 * PostgreSQL's buffer cache inside PGlite's WebAssembly memory, which never shrinks: at the
 * default 128 MB the server reached 347 MB resident under ten clerks (docs/performance.md, issue
 * 28 item 27). The demo's database is ~90 MB on disk and the office's a few times that; pages
 * beyond the cache come from the operating system's file cache through PGlite's file system.
 * Given on the command line (PGlite's own start parameters kept), not written into the folder's
 * postgresql.conf, so a folder moved to a server with other settings keeps its own.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

export const openPglite = async (dataDir?: string, from?: string): Promise<Database> => {
  const loadDataDir = await template(dataDir, from);
  const pglite = await PGlite.create(dataDir, {
    parsers: TEXT_PARSERS,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(loadDataDir ? { loadDataDir } : {}),
  });
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
    session: (fn) => db.connection().execute((conn) => fn(conn)),
    close: () => db.destroy(),
  };
};
