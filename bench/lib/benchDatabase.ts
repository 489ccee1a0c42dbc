/** The benchmark's own PostgreSQL database, created on first use; never the test or production one. */
import pg from 'pg';

export const BENCH_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';

const databaseName = (url: string): string => decodeURIComponent(new URL(url).pathname.slice(1));

export const ensureBenchDatabase = async (url: string): Promise<void> => {
  const name = databaseName(url);
  // The generator empties every table: refuse anything that is not obviously a benchmark database.
  if (!/^bench[a-z0-9_]*$/.test(name)) throw new Error(`Refusing to use database "${name}": a benchmark database's name starts with "bench".`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
};
