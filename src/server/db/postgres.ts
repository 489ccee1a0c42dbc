/** PostgreSQL through a pg pool, with the same value parsing as PGlite. */
import { Kysely, PostgresDialect, sql, type PostgresPool } from 'kysely';
import pg from 'pg';
import { DatabaseBusyError } from './busy';
import { queryTimeoutMs, type Database, type Db } from './handle';
import { TEXT_PARSERS } from './types';

const SCHEMA_RE = /^[a-z_][a-z0-9_]{0,62}$/;

// Per-pool parsers, so other code using pg in the same process keeps pg's defaults.
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    format !== 'binary' && TEXT_PARSERS[oid] ? TEXT_PARSERS[oid] : pg.types.getTypeParser(oid, format ?? 'text'),
};

/**
 * The pool as Kysely sees it, with a bounded queue: when every connection is busy, at most
 * `maxWaiting` requests wait for one, each at most `maxWaitMs`; beyond that a request is refused
 * at once (503 `server_busy` with Retry-After) instead of waiting up to the connect timeout.
 */
export const gatedPool = (pool: pg.Pool, maxWaiting: number, maxWaitMs: number): PostgresPool => ({
  connect: () => {
    if (pool.waitingCount >= maxWaiting) return Promise.reject(new DatabaseBusyError());
    const client = pool.connect();
    // Nobody waits when a connection is idle (or can be opened): only a queue gets a deadline.
    if (pool.waitingCount === 0) return client;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        // Too late: the connection, when it comes, goes straight back to the pool.
        client.then((c) => c.release(), () => undefined);
        reject(new DatabaseBusyError());
      }, maxWaitMs);
      client.then(
        (c) => {
          clearTimeout(timer);
          resolve(c);
        },
        (e: unknown) => {
          clearTimeout(timer);
          reject(e);
        },
      );
    });
  },
  end: () => pool.end(),
  options: pool.options,
});

export const openPostgres = async (url: string, schema?: string): Promise<Database> => {
  if (schema !== undefined && !SCHEMA_RE.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  if (schema) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists "${schema}"`);
    } finally {
      await setup.end();
    }
  }
  const max = Number(process.env.PG_POOL_MAX ?? 10);
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // An unreachable server must fail a request promptly (503), not hold it forever.
    connectionTimeoutMillis: Number(process.env.PG_CONNECT_TIMEOUT_MS ?? 5000),
    keepAlive: true,
    types,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  // A client losing its server (idle in the pool, or checked out by a request) emits 'error';
  // unheard, that would end the process. The query in flight fails on its own and answers 503.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const gate = gatedPool(pool, Number(process.env.PG_POOL_QUEUE ?? 4 * max), Number(process.env.PG_POOL_WAIT_MS ?? 2000));
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool: gate }) });
  return {
    db,
    kind: 'postgres',
    transaction: (fn) => db.transaction().execute(fn),
    bounded: (fn, timeoutMs = queryTimeoutMs()) =>
      db
        .transaction()
        .setAccessMode('read only')
        .execute(async (trx) => {
          await sql`select set_config('statement_timeout', ${String(Math.max(1, Math.round(timeoutMs)))}, true)`.execute(trx);
          return fn(trx);
        }),
    close: () => db.destroy(),
  };
};
