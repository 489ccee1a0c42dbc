/**
 * The yardstick: Fastify answering the benchmark's list and count with the same SQL as our
 * server, and nothing else (no envelope, session, parsing, access rules or validation). Our
 * throughput is reported as a fraction of this one's. Same pool size as the server
 * (PG_POOL_MAX, default 10); on PGlite, the same single embedded connection.
 *
 *   PORT=18081 DATABASE_URL=... MINIMAL_QUERIES=<json file> npx tsx bench/minimal-server.ts
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import type { CompiledQuery } from './lib/compileList';

type Run = (q: CompiledQuery) => Promise<unknown[]>;

const queries = JSON.parse(readFileSync(process.env.MINIMAL_QUERIES ?? '', 'utf8')) as { list: CompiledQuery; count: CompiledQuery };

const openRunner = async (): Promise<Run> => {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.PG_POOL_MAX ?? 10) });
    return async (q) => (await pool.query(q.sql, q.parameters)).rows;
  }
  const db = await PGlite.create(resolve(process.env.DATA_DIR ?? 'data'));
  return async (q) => (await db.query(q.sql, q.parameters)).rows;
};

const main = async (): Promise<void> => {
  const run = await openRunner();
  const app = Fastify({ logger: false });
  app.post('/list', () => run(queries.list));
  app.post('/count', async () => (await run(queries.count))[0]);
  await app.listen({ port: Number(process.env.PORT ?? 18081), host: '127.0.0.1' });
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
