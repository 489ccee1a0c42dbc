/**
 * PostgreSQL through a pg pool, with the same value parsing as PGlite.
 *
 * Behind a pooler in transaction mode (PgBouncer `pool_mode = transaction`, `directUrl` given):
 * a server connection is the instance's only for one transaction, so nothing may rest on the
 * session. Start-up parameters (`statement_timeout`, `options`) are not passed through, a
 * LISTEN's notifications go to whichever client has its connection next, and a session lock or
 * SET outlives the statement on a connection someone else gets. So then: the generic reads set
 * their timeout inside a transaction of their own (`set_config(..., true)`, i.e. SET LOCAL), and
 * the change feed's LISTEN and `session` (the maintenance's lock, SET and VACUUM) use `directUrl`,
 * one connection each, straight to PostgreSQL. Everything else already runs as single statements
 * or in transactions.
 */
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { QUERY_TIMEOUT_MS, type Database, type Db } from './handle';
import { derive } from './handleFacts';
import { TEXT_PARSERS } from './types';

const SCHEMA_RE = /^[a-z_][a-z0-9_]{0,62}$/;

// Per-pool parsers, so other code using pg in the same process keeps pg's defaults.
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    format !== 'binary' && TEXT_PARSERS[oid] ? TEXT_PARSERS[oid] : pg.types.getTypeParser(oid, format ?? 'text'),
};

/** The error a full pool queue answers with (src/server/http/dbErrors.ts: 503 database_busy). */
export const POOL_BUSY = 'EPOOLBUSY';
const poolBusy = (): Error => Object.assign(new Error('The connection pool queue is full'), { code: POOL_BUSY });

export const openPostgres = async (url: string, schema?: string, directUrl?: string): Promise<Database> => {
  const pooled = directUrl !== undefined;
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
  const poolOf = (size: number, statementTimeout?: number, connectionString = url): pg.Pool => {
    const pool = new pg.Pool({
      connectionString,
      max: size,
      // An unreachable server must fail a request promptly (503), not hold it forever.
      connectionTimeoutMillis: Number(process.env.PG_CONNECT_TIMEOUT_MS ?? 5000),
      keepAlive: true,
      types,
      ...(schema ? { options: `-c search_path="${schema}"` } : {}),
      // Sent with the connection's start-up: every statement of this pool is bounded, at no round trip.
      ...(statementTimeout ? { statement_timeout: statementTimeout } : {}),
    });
    // A client losing its server (idle in the pool, or checked out by a request) emits 'error';
    // unheard, that would end the process. The query in flight fails on its own and answers 503.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    return pool;
  };
  // Requests waiting for a connection beyond this many are refused at once (503 database_busy)
  // rather than queued for the connect timeout: a full pool answers fast and clearly.
  const gate = (pool: pg.Pool) => {
    const maxWaiting = Math.max(0, Number(process.env.PG_POOL_QUEUE ?? 25 * pool.options.max) || 0);
    return {
      connect: () => (pool.waitingCount >= maxWaiting ? Promise.reject(poolBusy()) : pool.connect()),
      end: () => pool.end(),
      options: pool.options,
    };
  };
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool: gate(poolOf(max)) }) });
  // The generic query's reads (list, count, one record): a pool of their own whose connections
  // start with the statement timeout, so a bounded read is one round trip (no BEGIN, SET LOCAL,
  // COMMIT around it). Its connections open on first use and close after 10 s idle.
  // Behind a pooler the start-up parameter would not reach PostgreSQL: each read sets it in its own transaction.
  const readDb: Db = new Kysely({ dialect: new PostgresDialect({ pool: gate(poolOf(Number(process.env.PG_READ_POOL_MAX ?? max), pooled ? undefined : QUERY_TIMEOUT_MS)) }) });
  const connectTimeout = Number(process.env.PG_CONNECT_TIMEOUT_MS ?? 5000);
  // What needs a session (the maintenance): one connection straight to PostgreSQL behind a pooler, else the main pool's.
  const sessionDb: Db = pooled ? new Kysely({ dialect: new PostgresDialect({ pool: poolOf(1, undefined, directUrl) }) }) : db;
  return {
    db,
    kind: 'postgres',
    transaction: (fn) => db.transaction().execute((trx) => fn(derive(trx, db))),
    bounded: pooled
      ? (fn) =>
          readDb.transaction().execute(async (trx) => {
            await sql`select set_config('statement_timeout', ${String(QUERY_TIMEOUT_MS)}, true)`.execute(trx);
            return fn(trx);
          })
      : (fn) => fn(readDb),
    session: (fn) => sessionDb.connection().execute((conn) => fn(conn)),
    listen: (channel, onMessage, onState) => listenOn(directUrl ?? url, connectTimeout, channel, onMessage, onState),
    close: async () => {
      await Promise.all([db.destroy(), readDb.destroy(), ...(pooled ? [sessionDb.destroy()] : [])]);
    },
  };
};

const CHANNEL_RE = /^[a-z_][a-z0-9_]{0,62}$/;
const RELISTEN_MS = 1000;

/**
 * LISTEN on a dedicated connection, outside the pool (a pooled client is handed to other
 * queries). A lost link reports down and retries every second; once listening again it reports up.
 */
const listenOn = async (
  url: string,
  connectTimeout: number,
  channel: string,
  onMessage: (payload: string) => void,
  onState: (live: boolean) => void,
): Promise<() => Promise<void>> => {
  if (!CHANNEL_RE.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let stopped = false;
  let current: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  const retry = (): void => {
    if (stopped) return;
    timer = setTimeout(() => void connect(), RELISTEN_MS);
    timer.unref();
  };
  const connect = async (): Promise<void> => {
    if (stopped) return;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeout, keepAlive: true });
    let lostOnce = false;
    const lost = (): void => {
      if (lostOnce) return;
      lostOnce = true;
      if (current === client) {
        current = undefined;
        onState(false);
      }
      client.end().catch(() => undefined);
      retry();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch {
      lost();
      return;
    }
    if (stopped) {
      lostOnce = true;
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    onState(true);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = undefined;
    if (client) {
      onState(false);
      await client.end().catch(() => undefined);
    }
  };
};
