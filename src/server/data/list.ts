/** Reading: list, count and one row, for the legacy generic query and any other view (REST). */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Actor } from '../../config/types';
import { notFound } from '../http/errors';
import type { ListQuery } from '../query/ast';
import { andAll, compileCount, compileList, condSql, type AccessScope } from '../query/compile';
import { parseListRequest } from '../query/parse';
import { checkValue } from '../query/values';
import type { Row } from '../hooks/registry';
import { requireAccess, resolveTable } from './resolve';
import { publicRow } from './rows';
import { accessScope } from './scope';

/** A list request without `table`: parsed strictly (src/server/query/parse.ts). */
export type ListArgs = Record<string, unknown>;

const prepare = (app: FastifyInstance, actor: Actor, table: string, args: unknown) => {
  const target = resolveTable(app, table);
  requireAccess(target, actor, 'read');
  const query = parseListRequest({ config: app.resources, level: actor.level, table: target.table, resource: target.resource }, args);
  return { query, scope: accessScope(target.table, target.resource, actor) };
};

const runList = async (app: FastifyInstance, query: ListQuery, scope: AccessScope): Promise<Row[]> =>
  (await compileList(app.database.db, query, scope).execute()) as Row[];

const runCount = async (app: FastifyInstance, query: ListQuery, scope: AccessScope): Promise<number> => {
  const row = (await compileCount(app.database.db, query, scope).executeTakeFirst()) as { count: number } | undefined;
  return Number(row?.count ?? 0);
};

/** Rows of a list request (`is_count` is ignored). */
export const list = async (app: FastifyInstance, actor: Actor, table: string, args: unknown): Promise<Row[]> => {
  const { query, scope } = prepare(app, actor, table, args);
  return runList(app, query, scope);
};

/** The number of rows a list request matches, whatever its page. */
export const count = async (app: FastifyInstance, actor: Actor, table: string, args: unknown): Promise<number> => {
  const { query, scope } = prepare(app, actor, table, args);
  return runCount(app, query, scope);
};

/** The generic query's read: rows, or their number when `is_count` is 1. */
export const search = async (app: FastifyInstance, actor: Actor, table: string, args: unknown): Promise<Row[] | number> => {
  const { query, scope } = prepare(app, actor, table, args);
  return query.isCount ? runCount(app, query, scope) : runList(app, query, scope);
};

/** One row by id, within the caller's scope; 404 otherwise. */
export const getOne = async (app: FastifyInstance, actor: Actor, table: string, id: unknown): Promise<Row> => {
  const target = resolveTable(app, table);
  requireAccess(target, actor, 'read');
  const rowId = checkValue('integer', id, 'id');
  const scope = accessScope(target.table, target.resource, actor);
  const where = andAll(scope.where, { kind: 'cmp', col: { alias: target.table, column: 'id', kind: 'integer' }, op: '=', value: rowId });
  const row = (await app.database.db
    .selectFrom(target.table)
    .selectAll()
    .where(where ? condSql(where) : sql<boolean>`true`)
    .executeTakeFirst()) as Row | undefined;
  if (!row) throw notFound();
  return publicRow(target.resource, row);
};
