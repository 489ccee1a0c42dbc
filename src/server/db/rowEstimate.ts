/**
 * How many rows a table has, as the planner estimates them (the rows EXPLAIN gives a full
 * scan): its statistics scaled to the table's current size, so it follows growth between two
 * ANALYZE runs. Cached per database for a few seconds: the generic query's budget on PGlite
 * (src/server/query/cost.ts) asks for it on every request.
 */
import { sql } from 'kysely';
import type { Database } from './database';

const TTL_MS = 10_000;

interface Entry {
  rows: Promise<number>;
  at: number;
}

const caches = new WeakMap<Database, Map<string, Entry>>();

const planRows = (plan: unknown): number => {
  const parsed: unknown = typeof plan === 'string' ? JSON.parse(plan) : plan;
  const top = Array.isArray(parsed) ? (parsed[0] as { Plan?: { 'Plan Rows'?: unknown } } | undefined) : undefined;
  const rows = Number(top?.Plan?.['Plan Rows']);
  return Number.isFinite(rows) && rows >= 0 ? rows : 0;
};

const explainRows = async (database: Database, table: string): Promise<number> => {
  const { rows } = await sql<Record<string, unknown>>`explain (format json) select 1 from ${sql.table(table)}`.execute(database.db);
  return planRows(rows[0] ? Object.values(rows[0])[0] : undefined);
};

export const estimatedRows = (database: Database, table: string, now = Date.now()): Promise<number> => {
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new Map()));
  const hit = cache.get(table);
  if (hit && now - hit.at < TTL_MS) return hit.rows;
  const rows = explainRows(database, table);
  cache.set(table, { rows, at: now });
  // A failed estimate is not kept: the next request asks again.
  rows.catch(() => cache.delete(table));
  return rows;
};
