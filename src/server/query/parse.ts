/**
 * Strict parsing of a generic list/count request into a ListQuery. Unknown keys, unknown
 * or unreadable identifiers, malformed conditions and out-of-range paging are refused with
 * a clear code before anything reaches the database.
 */
import { canDo } from '../../config/access';
import { orderFor } from '../../protocol/sorting';
import { DEFAULT_PAGE_SIZE, MAX_LIST_ROWS, MAX_PAGE_SIZE } from '../../protocol/wire';
import type { Level, ResourceDef, ResourcesConfig } from '../../config/types';
import { ApiError, forbidden } from '../http/errors';
import type { ListQuery } from './ast';
import { parseFields } from './parseFields';
import { parseOrderBy } from './parseOrderBy';
import { parseWhere } from './parseWhere';
import { badValue, isPlainObject, malformed, onlyKeys } from './refuse';
import { parseJoins, resolveColumn, type QueryScope } from './scope';

const LIST_KEYS = ['field', 'left_join', 'where', 'order_by', 'page', 'page_size', 'is_count'] as const;

/** Pages beyond this are refused as a bad value (a page past MAX_LIST_ROWS is refused more clearly below). */
const MAX_PAGE = 1_000_000;

const positiveInt = (raw: unknown, name: string, fallback: number, max: number): number => {
  if (raw === undefined || raw === null) return fallback;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > max) throw badValue(name);
  return n;
};

const pageSize = (raw: unknown): number => {
  const n = positiveInt(raw, 'page_size', DEFAULT_PAGE_SIZE, Number.MAX_SAFE_INTEGER);
  if (n > MAX_PAGE_SIZE) throw new ApiError('page_size_too_large', 400, { max: MAX_PAGE_SIZE });
  return n;
};

const isCount = (raw: unknown): boolean => {
  if (raw === undefined || raw === null || raw === 0 || raw === false || raw === '0') return false;
  if (raw === 1 || raw === true || raw === '1') return true;
  throw badValue('is_count');
};

interface ParseContext {
  config: ResourcesConfig;
  level: Level;
  table: string;
  resource: ResourceDef;
}

/** `body` is the request without `table` (the caller resolved it and checked read access). */
export const parseListRequest = (ctx: ParseContext, body: unknown): ListQuery => {
  if (!isPlainObject(body)) throw malformed();
  onlyKeys(body, LIST_KEYS);
  if (!canDo(ctx.resource, ctx.level, 'read')) throw forbidden();
  const scope: QueryScope = { config: ctx.config, level: ctx.level, table: ctx.table, resource: ctx.resource, joins: [] };
  parseJoins(scope, body.left_join);
  const select = parseFields(scope, body.field);
  const where = parseWhere(scope, body.where);
  const requested = parseOrderBy(scope, body.order_by);
  // No order asked: the resource's own (src/config/sorting.ts), its references through the joins the request made.
  const aliasOf = (field: string) => scope.joins.find((j) => j.from === ctx.table && j.field === field)?.alias;
  const orderBy =
    requested.length > 0 || !ctx.resource.defaultSort
      ? requested
      : orderFor(ctx.resource, ctx.config, aliasOf).map(([column, dir]) => ({ col: resolveColumn(scope, column), dir }));
  const page = positiveInt(body.page, 'page', 1, MAX_PAGE);
  const size = pageSize(body.page_size);
  const counting = isCount(body.is_count);
  return { table: ctx.table, resource: ctx.resource, joins: scope.joins, select, where, orderBy, page, pageSize: size, isCount: counting };
};

/**
 * A page of rows must start within the first MAX_LIST_ROWS of the list (docs/protocol.md): the
 * database reads and sorts every row before an OFFSET, so page 1,000 of a large list would cost
 * fifty times page 1. A count ignores its page.
 */
export const checkDepth = (query: ListQuery): void => {
  if ((query.page - 1) * query.pageSize >= MAX_LIST_ROWS) throw new ApiError('page_too_deep', 400, { max: MAX_LIST_ROWS });
};
