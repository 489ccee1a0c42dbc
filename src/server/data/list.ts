/** Reading: list, count and one row, for the legacy generic query and any other view (REST). */
import type { FastifyInstance } from 'fastify';
import { sql, type CompiledQuery } from 'kysely';
import type { Actor, ResourceDef } from '../../config/types';
import { notFound } from '../http/errors';
import { andAll, compileCount, compileList, compilePageIds, compileRowsByIds, condSql, SLICE_ID, type AccessScope } from '../query/compile';
import { checkQueryCost, checkRowCost, queryCost, type QueryCost } from '../query/cost';
import { checkDepth, parseListRequest } from '../query/parse';
import { estimatedRows } from '../db/rowEstimate';
import { withUserSlot } from './userGate';
import { heavy, yieldTurn } from '../http/heavyLane';
import { checkValue } from '../query/values';
import type { Row } from '../hooks/registry';
import { requireAccess, resolveTable } from './resolve';
import { publicRow } from './rows';
import { compiledFor, repeatedFor, repeatKey } from './compiledCache';
import { listShape, oneShape } from '../query/shape';
import type { Cond } from '../query/ast';
import type { Db } from '../db/database';
import { accessScope } from './scope';

type Kind = 'rows' | 'count';

/**
 * The SQL of a list or count request, from the cache when the same caller scope asked the same
 * thing before. Access is checked on every request; only parsing and compiling are saved. A
 * request that is not an exact repeat (a record by a new id) is parsed with its joins, columns
 * and order from the parser's framing cache (../query/parse.ts).
 */
interface Compiled {
  sql: CompiledQuery<Row>;
  kind: Kind;
  table: string;
  cost: QueryCost;
  /** A rows request that asked for its total too (`with_count: 1`): the count's statement, and the page it counts past. */
  total?: { sql: CompiledQuery; cost: QueryCost; page: number; pageSize: number };
  /** Rows asked for (a rows request's page size). */
  pageSize?: number;
  /** An export's page on the embedded database, in short statements (`slicedRows`). */
  sliced?: { ids: CompiledQuery<{ id: unknown }>; rowsOf: (ids: readonly number[]) => CompiledQuery<Row> };
}

/** More rows than this in one page is an export's page, not a screen's (the lists show 10 to 50). */
export const EXPORT_PAGE_ROWS = 100;

/** Rows per statement of an export's page on the embedded database (its rows' slices). */
export const EXPORT_SLICE_ROWS = 200;

const isExportPage = (app: FastifyInstance, kind: Kind, pageSize: number | undefined): boolean =>
  app.database.kind === 'pglite' && kind === 'rows' && (pageSize ?? 0) > EXPORT_PAGE_ROWS;

/**
 * On the embedded database an export's page (1,000 rows sorted out of 20,000, joined) was one
 * statement of 140 to 170 ms on its only connection: three managers exporting at once queued
 * three of them ahead of a clerk's list page. Such pages take the heavy-work lane
 * (../http/heavyLane.ts: one at a time, the others waiting there, not in the users' line), and
 * run in short statements (`slicedRows`) with a turn for the other users between them, straight
 * on the handle like the lane's other reads (outside the users' line, which on PGlite lets one
 * statement of all users in at a time: a page holding it from its first slice to its last would
 * hold everyone). On PostgreSQL each has its own connection and statement timeout: nothing changes.
 */
const exportLane = <T>(app: FastifyInstance, q: Compiled, arrivedAt: number | undefined, work: (arrivedAt: number | undefined) => Promise<T>): Promise<T> =>
  // In the lane, the wait in the users' line counts from the lane's turn (its own wait is bounded there).
  isExportPage(app, q.kind, q.pageSize) ? heavy(app, () => work(undefined)) : work(arrivedAt);

/**
 * An export's page in short statements: the ids of its rows in its order (one narrow statement:
 * only the columns and joins its conditions and order need), then the rows by keyset slices of
 * EXPORT_SLICE_ROWS ids in ascending order, each one lookup on the ids' index, a turn of the
 * event loop for the other users before each (`yieldTurn`), then put back in the page's order.
 * A row deleted between the two steps is left out; one edited meanwhile is read as it is now.
 */
const slicedRows = async (app: FastifyInstance, sliced: NonNullable<Compiled['sliced']>): Promise<Row[]> => {
  const db = app.database.db;
  const ids = (await db.executeQuery(sliced.ids)).rows.map((r) => Number(r.id));
  const ascending = [...ids].sort((a, b) => a - b);
  const byId = new Map<number, Row>();
  for (let i = 0; i < ascending.length; i += EXPORT_SLICE_ROWS) {
    await yieldTurn();
    const { rows } = await db.executeQuery(sliced.rowsOf(ascending.slice(i, i + EXPORT_SLICE_ROWS)));
    for (const row of rows) {
      const { [SLICE_ID]: id, ...rest } = row;
      byId.set(Number(id), rest);
    }
  }
  const page: Row[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (row) page.push(row);
  }
  return page;
};

const compiled = (app: FastifyInstance, actor: Actor, table: string, args: unknown, kind?: Kind): Compiled => {
  const target = resolveTable(app, table);
  requireAccess(target, actor, 'read');
  const scope = accessScope(target.table, target.resource, actor);
  // An exact repeat (the same arguments from the same scope) passed every check before.
  return repeatedFor(app, repeatKey([kind ?? 'search', target.table, actor.level, scope, args]), () => compileNew(app, actor, target.table, target.resource, scope, args, kind));
};

const compileNew = (app: FastifyInstance, actor: Actor, table: string, resource: ResourceDef, scope: AccessScope, args: unknown, kind?: Kind): Compiled => {
  // Parsed and checked in full: every value refusal happens whatever shape is cached.
  const query = parseListRequest({ config: app.resources, level: actor.level, table, resource }, args);
  const chosen = kind ?? (query.isCount ? 'count' : 'rows');
  if (chosen === 'rows') checkDepth(query);
  // Too heavy per row whatever the data: refused before it runs (src/server/query/cost.ts). Computed
  // from the tree each time, as it depends on values (pattern lengths, IN list sizes).
  const cost = queryCost(query, chosen);
  checkRowCost(cost);
  const sqlOf = (k: Kind): CompiledQuery => {
    const shape = listShape(k, query, scope, actor.level);
    return compiledFor(app, shape.key, shape.params, () => (k === 'count' ? compileCount(app.database.db, query, scope) : compileList(app.database.db, query, scope)).compile());
  };
  const out: Compiled = { sql: sqlOf(chosen), kind: chosen, table, cost, pageSize: query.pageSize };
  if (isExportPage(app, chosen, query.pageSize)) {
    const db = app.database.db;
    out.sliced = { ids: compilePageIds(db, query, scope).compile(), rowsOf: (ids) => compileRowsByIds(db, query, scope, ids).compile() };
  }
  if (chosen === 'rows' && query.withCount) {
    const countCost = queryCost(query, 'count');
    checkRowCost(countCost);
    out.total = { sql: sqlOf('count'), cost: countCost, page: query.page, pageSize: query.pageSize };
  }
  return out;
};

/**
 * Run a request's SQL within its limits, in one of the caller's slots (./userGate.ts): on
 * PGlite, which cannot cancel a running statement, the whole estimated work must fit the budget
 * before it starts; on PostgreSQL the statement runs under the statement timeout (Database.bounded).
 */
const run = async (app: FastifyInstance, actor: Actor, q: Compiled, arrivedAt?: number): Promise<Record<string, unknown>[]> => {
  const database = app.database;
  if (database.kind === 'pglite') checkQueryCost(q.cost, await estimatedRows(database, q.table));
  const { sliced } = q;
  if (sliced) return exportLane(app, q, arrivedAt, () => slicedRows(app, sliced));
  return exportLane(app, q, arrivedAt, (at) => withUserSlot(app, actor, async () => (await database.bounded((db) => db.executeQuery(q.sql))).rows, at));
};

const runList = (app: FastifyInstance, actor: Actor, q: Compiled, arrivedAt?: number): Promise<Row[]> => run(app, actor, q, arrivedAt);

const runCount = async (app: FastifyInstance, actor: Actor, q: Compiled, arrivedAt?: number): Promise<number> => {
  const row = (await run(app, actor, q, arrivedAt))[0] as { count: number } | undefined;
  return Number(row?.count ?? 0);
};

/** Rows of a list request (`is_count` is ignored). */
export const list = async (app: FastifyInstance, actor: Actor, table: string, args: unknown): Promise<Row[]> =>
  runList(app, actor, compiled(app, actor, table, args, 'rows'));

/** The number of rows a list request matches, whatever its page. */
export const count = async (app: FastifyInstance, actor: Actor, table: string, args: unknown): Promise<number> =>
  runCount(app, actor, compiled(app, actor, table, args, 'count'));

/** A page of rows and the number of rows of the whole list (`with_count: 1`). */
interface RowsWithTotal {
  rows: Row[];
  total: number;
}

/**
 * The total a page of rows already tells without counting: a page that is not full is the list's
 * last, so the total is the rows before it plus its own. An empty page past page 1 tells nothing
 * (the list may have shrunk, or the page be beyond its end).
 */
const totalFromPage = (page: number, pageSize: number, rows: number): number | undefined =>
  rows < pageSize && (rows > 0 || page === 1) ? (page - 1) * pageSize + rows : undefined;

/**
 * Rows and their total in one round trip and one turn of the caller's slot: the page first, then
 * the count only when the page was full (a short page already says how many there are). On
 * PGlite the work of both must fit the budget before the first starts.
 */
const runRowsWithTotal = async (app: FastifyInstance, actor: Actor, q: Compiled & { total: NonNullable<Compiled['total']> }, arrivedAt?: number): Promise<RowsWithTotal> => {
  const database = app.database;
  if (database.kind === 'pglite') {
    const estimate = await estimatedRows(database, q.table);
    checkQueryCost(q.cost, estimate);
    checkQueryCost(q.total.cost, estimate);
  }
  const { sliced } = q;
  if (sliced)
    return exportLane(app, q, arrivedAt, async () => {
      const rows = await slicedRows(app, sliced);
      const known = totalFromPage(q.total.page, q.total.pageSize, rows.length);
      if (known !== undefined) return { rows, total: known };
      await yieldTurn();
      const counted = (await database.db.executeQuery(q.total.sql)).rows[0] as { count: number } | undefined;
      return { rows, total: Number(counted?.count ?? 0) };
    });
  return exportLane(app, q, arrivedAt, (at) =>
    withUserSlot(
      app,
      actor,
      async () => {
        const { rows } = await database.bounded((db) => db.executeQuery(q.sql));
        const known = totalFromPage(q.total.page, q.total.pageSize, rows.length);
        if (known !== undefined) return { rows, total: known };
        const counted = (await database.bounded((db) => db.executeQuery(q.total.sql))).rows[0] as { count: number } | undefined;
        return { rows, total: Number(counted?.count ?? 0) };
      },
      at,
    ),
  );
};

/**
 * The generic query's read: rows, or their number when `is_count` is 1, or both (`{rows, total}`)
 * when `with_count` is 1. `arrivedAt` (a performance.now() time) is when the request reached the
 * server: its wait in line counts from there.
 */
export const search = async (app: FastifyInstance, actor: Actor, table: string, args: unknown, arrivedAt?: number): Promise<Row[] | number | RowsWithTotal> => {
  const q = compiled(app, actor, table, args);
  if (q.kind === 'count') return runCount(app, actor, q, arrivedAt);
  if (q.total) return runRowsWithTotal(app, actor, { ...q, total: q.total }, arrivedAt);
  return runList(app, actor, q, arrivedAt);
};

const selectOne = (db: Db, table: string, where: Cond | null): CompiledQuery =>
  db
    .selectFrom(table)
    .selectAll()
    .where(where ? condSql(where) : sql<boolean>`true`)
    .compile();

/**
 * One row by id, within the caller's scope; 404 otherwise. The statement is compiled once per
 * table, level, channel and row-filter shape; the id and the scope's values are bound.
 */
export const getOne = async (app: FastifyInstance, actor: Actor, table: string, id: unknown): Promise<Row> => {
  const target = resolveTable(app, table);
  requireAccess(target, actor, 'read');
  const rowId = checkValue('integer', id, 'id');
  const scope = accessScope(target.table, target.resource, actor);
  const where = andAll(scope.where, { kind: 'cmp', col: { alias: target.table, column: 'id', kind: 'integer' }, op: '=', value: rowId });
  const shape = oneShape(target.table, actor.level, scope, where);
  const query = compiledFor(app, shape.key, shape.params, () => selectOne(app.database.db, target.table, where));
  const row = (await app.database.db.executeQuery(query)).rows[0];
  if (!row) throw notFound();
  return publicRow(target.resource, row);
};
