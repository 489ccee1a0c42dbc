/**
 * The yardstick: Fastify answering the benchmark's list, count, list with its count, single order and unread count
 * with the same SQL as our server's generic query, and nothing else (no envelope, session,
 * parsing, access rules or validation). Our throughput and CPU per request are reported against
 * this one's. Same pool size as the server (PG_POOL_MAX, default 10); on PGlite, the same single
 * embedded connection.
 *
 *   PORT=18081 DATABASE_URL=... MINIMAL_QUERIES=<json file> npx tsx bench/minimal-server.ts
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import type { BenchQueries, CompiledQuery } from './lib/compileList';
import { SINGLE_ID } from './lib/scenarios';

type Run = (q: CompiledQuery) => Promise<unknown[]>;

const queries = JSON.parse(readFileSync(process.env.MINIMAL_QUERIES ?? '', 'utf8')) as BenchQueries;

const withId = (q: CompiledQuery, id: number): CompiledQuery => ({ sql: q.sql, parameters: q.parameters.map((p) => (p === SINGLE_ID ? id : p)) });

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
  // A page and its total in one request (our `with_count`): both statements, one after the other.
  app.post('/list-with-count', async () => ({ rows: await run(queries.list), total: (await run(queries.count))[0] }));
  app.post<{ Body: { id: number } }>('/single', async (request) => (await run(withId(queries.single, Number(request.body.id))))[0]);
  app.post<{ Body: { level: number } }>('/poll', async (request) => (await run(queries.poll[Number(request.body.level)]))[0]);
  await app.listen({ port: Number(process.env.PORT ?? 18081), host: '127.0.0.1' });
  // An orderly exit on SIGTERM, so that a --cpu-prof run writes its profile (bench/profile.ts).
  process.once('SIGTERM', () => process.exit(0));
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
