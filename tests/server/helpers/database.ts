/**
 * A fresh database per test file: in-memory PGlite, or, when TEST_DATABASE_URL is set, a
 * PostgreSQL schema of its own (created here, dropped by `drop`) so parallel files never meet.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../../src/server/db/database';

export const onPostgres = (): boolean => Boolean(process.env.TEST_DATABASE_URL);

/** Databases created by `openTestDatabase(name, { ownDatabase: true })`: dropped on close. */
const ownDatabases = new WeakMap<Database, { adminUrl: string; name: string }>();

const withAdmin = async (adminUrl: string, statement: string): Promise<void> => {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/**
 * `migrated`: on PGlite, start from the run's dump of a database already migrated with the
 * instance's config (tests/globalSetup.ts); the caller's `migrate` then finds nothing to do.
 * `ownDatabase`: on PostgreSQL a whole database rather than a schema, for a test whose outcome
 * depends on the other sessions of its database (a vacuum removes only the dead rows no open
 * transaction of the same database may still see; parallel files share the test database).
 * `embedded`: in-memory PGlite even when TEST_DATABASE_URL is set, for a test of what only the
 * embedded database does (one connection: heavy work giving way to other users).
 */
export const openTestDatabase = async (name: string, opts: { ownDatabase?: boolean; migrated?: boolean; embedded?: boolean } = {}): Promise<Database> => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url || opts.embedded) return openDatabase({ from: opts.migrated ? process.env.PGLITE_TEMPLATE_MIGRATED : undefined });
  if (opts.ownDatabase) {
    const dbName = `t_${name}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
    await withAdmin(url, `create database "${dbName}"`);
    const own = new URL(url);
    own.pathname = `/${dbName}`;
    const database = await openDatabase({ url: own.toString() });
    ownDatabases.set(database, { adminUrl: url, name: dbName });
    return database;
  }
  const schema = `t_${name}_${process.pid}_${randomUUID().slice(0, 12)}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  return openDatabase({ url, schema });
};

/** Close the database, dropping its test schema on PostgreSQL. */
export const closeTestDatabase = async (database: Database): Promise<void> => {
  const own = ownDatabases.get(database);
  if (own) {
    await database.close();
    await withAdmin(own.adminUrl, `drop database if exists "${own.name}" with (force)`);
    return;
  }
  if (database.kind === 'postgres') {
    const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(database.db);
    const schema = rows[0]?.s;
    if (schema && schema.startsWith('t_')) await sql`drop schema ${sql.id(schema)} cascade`.execute(database.db);
  }
  await database.close();
};

/**
 * Every statement the database runs outside transactions (through the door and other plugins
 * too), compiled raw ones included, and the
 * reads in `Database.bounded` (a transaction with its statement timeout on PostgreSQL, here run
 * on the spied handle). Empty the returned array (`length = 0`) to start counting afresh.
 */
export const recordStatements = (database: Database): string[] => {
  const statements: string[] = [];
  type Executor = ReturnType<typeof database.db.getExecutor>;
  // The door and other plugins run their statements on clones of the executor (Kysely's
  // withPlugin): each clone is recorded too.
  const spy = (executor: Executor): Executor => {
    const run = executor.executeQuery.bind(executor);
    executor.executeQuery = ((...args: Parameters<typeof run>) => {
      statements.push(args[0].sql);
      return run(...args);
    }) as typeof executor.executeQuery;
    for (const clone of ['withPlugin', 'withPlugins', 'withoutPlugins'] as const) {
      const make = (executor[clone] as (...a: unknown[]) => Executor).bind(executor);
      (executor as unknown as Record<string, unknown>)[clone] = (...a: unknown[]) => spy(make(...a));
    }
    return executor;
  };
  spy(database.db.getExecutor());
  database.bounded = ((fn: (d: typeof database.db) => Promise<unknown>) => fn(database.db)) as typeof database.bounded;
  return statements;
};
