/** Reading: list and count, for the legacy generic query and any other view (REST). */
import type { FastifyInstance } from 'fastify';
import type { CompiledQuery } from 'kysely';
import type { Actor } from '../../config/types';
import { compileCount, compileList } from '../query/compile';
import { parseListRequest } from '../query/parse';
import type { Row } from '../hooks/registry';
import { requireAccess, resolveTable } from './resolve';
import { cacheKey, compiledFor } from './compiledCache';
import { accessScope } from './scope';

type Kind = 'rows' | 'count';

/**
 * The SQL of a list or count request, from the cache when the same caller scope asked the same
 * thing before. Access is checked on every request; only parsing and compiling are saved.
 */
const compiled = (app: FastifyInstance, actor: Actor, table: string, args: unknown, kind?: Kind): { sql: CompiledQuery; kind: Kind } => {
  const target = resolveTable(app, table);
  requireAccess(target, actor, 'read');
  const scope = accessScope(target.table, target.resource, actor);
  return compiledFor(app, cacheKey([kind ?? 'search', target.table, actor.level, scope, args]), () => {
    const query = parseListRequest({ config: app.resources, level: actor.level, table: target.table, resource: target.resource }, args);
    const chosen = kind ?? (query.isCount ? 'count' : 'rows');
    const builder = chosen === 'count' ? compileCount(app.database.db, query, scope) : compileList(app.database.db, query, scope);
    return { sql: builder.compile(), kind: chosen };
  });
};

const runList = async (app: FastifyInstance, q: CompiledQuery): Promise<Row[]> => (await app.database.db.executeQuery(q)).rows as Row[];

const runCount = async (app: FastifyInstance, q: CompiledQuery): Promise<number> => {
  const row = (await app.database.db.executeQuery(q)).rows[0] as { count: number } | undefined;
  return Number(row?.count ?? 0);
};

/** Rows of a list request (`is_count` is ignored). */
export const list = async (app: FastifyInstance, actor: Actor, table: string, args: unknown): Promise<Row[]> =>
  runList(app, compiled(app, actor, table, args, 'rows').sql);

/** The number of rows a list request matches, whatever its page. */
export const count = async (app: FastifyInstance, actor: Actor, table: string, args: unknown): Promise<number> =>
  runCount(app, compiled(app, actor, table, args, 'count').sql);

/** The generic query's read: rows, or their number when `is_count` is 1. */
export const search = async (app: FastifyInstance, actor: Actor, table: string, args: unknown): Promise<Row[] | number> => {
  const { sql, kind } = compiled(app, actor, table, args);
  return kind === 'count' ? runCount(app, sql) : runList(app, sql);
};

