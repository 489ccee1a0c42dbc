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
import type { Cond, Join, ListQuery, OrderTerm, Selected } from './ast';
import { parseFields } from './parseFields';
import { parseOrderBy } from './parseOrderBy';
import { parseWhere } from './parseWhere';
import { badValue, isPlainObject, malformed, onlyKeys } from './refuse';
import { parseJoins, resolveColumn, type QueryScope } from './scope';

const LIST_KEYS = ['field', 'left_join', 'where', 'order_by', 'page', 'page_size', 'is_count', 'with_count'] as const;

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

/** A 0/1 flag of the request (`is_count`, `with_count`): absent, 0 or 1 (also as `false`/`true`, `'0'`/`'1'`). */
const flag = (raw: unknown, name: string): boolean => {
  if (raw === undefined || raw === null || raw === 0 || raw === false || raw === '0') return false;
  if (raw === 1 || raw === true || raw === '1') return true;
  throw badValue(name);
};

interface ParseContext {
  config: ResourcesConfig;
  level: Level;
  table: string;
  resource: ResourceDef;
}

interface Framing {
  joins: Join[];
  select: Selected[];
  orderBy: OrderTerm[];
}

/** The joins, the columns and the order of a request: everything it asks for but its conditions and page. */
const parseFraming = (ctx: ParseContext, body: Record<string, unknown>, parseConditions: (scope: QueryScope) => void): Framing => {
  const scope: QueryScope = { config: ctx.config, level: ctx.level, table: ctx.table, resource: ctx.resource, joins: [] };
  parseJoins(scope, body.left_join);
  const select = parseFields(scope, body.field);
  // Between the columns and the order, as it always was: a request with several faults gets the same refusal.
  parseConditions(scope);
  const requested = parseOrderBy(scope, body.order_by);
  // No order asked: the resource's own (src/config/sorting.ts), its references through the joins the request made.
  const aliasOf = (field: string) => scope.joins.find((j) => j.from === ctx.table && j.field === field)?.alias;
  const orderBy =
    requested.length > 0 || !ctx.resource.defaultSort
      ? requested
      : orderFor(ctx.resource, ctx.config, aliasOf).map(([column, dir]) => ({ col: resolveColumn(scope, column), dir }));
  return { joins: scope.joins, select, orderBy };
};

/**
 * Framings already parsed, per config: the key is the table, the level and the request's
 * `left_join`, `field` and `order_by` exactly as sent (JSON), so only a request that sent the very
 * same three reuses one; its conditions, page and size are parsed and checked every time. A
 * record read by id (33 named columns, one join) spent most of its parsing here (docs/performance.md).
 * Only framings that parsed without a refusal are stored, frozen; at most MAX_FRAMINGS per config.
 */
const MAX_FRAMINGS = 500;
const MAX_FRAMING_KEY_CHARS = 8192;
const framings = new WeakMap<ResourcesConfig, Map<string, Framing>>();

const framingKey = (ctx: ParseContext, body: Record<string, unknown>): string | undefined => {
  let json: string;
  try {
    json = JSON.stringify([body.left_join ?? null, body.field ?? null, body.order_by ?? null]);
  } catch {
    return undefined;
  }
  return json.length <= MAX_FRAMING_KEY_CHARS ? `${ctx.table}|${ctx.level}|${json}` : undefined;
};

const framingOf = (ctx: ParseContext, body: Record<string, unknown>, parseConditions: (scope: QueryScope) => void): Framing => {
  const key = framingKey(ctx, body);
  let byKey = framings.get(ctx.config);
  const held = key === undefined ? undefined : byKey?.get(key);
  if (held) {
    parseConditions({ config: ctx.config, level: ctx.level, table: ctx.table, resource: ctx.resource, joins: held.joins });
    return held;
  }
  const parsed = parseFraming(ctx, body, parseConditions);
  if (key === undefined) return parsed;
  const frozen: Framing = { joins: Object.freeze(parsed.joins) as Join[], select: Object.freeze(parsed.select) as Selected[], orderBy: Object.freeze(parsed.orderBy) as OrderTerm[] };
  if (!byKey) framings.set(ctx.config, (byKey = new Map()));
  if (byKey.size >= MAX_FRAMINGS) byKey.delete(byKey.keys().next().value as string);
  byKey.set(key, frozen);
  return frozen;
};

/** `body` is the request without `table` (the caller resolved it and checked read access). */
export const parseListRequest = (ctx: ParseContext, body: unknown): ListQuery => {
  if (!isPlainObject(body)) throw malformed();
  onlyKeys(body, LIST_KEYS);
  if (!canDo(ctx.resource, ctx.level, 'read')) throw forbidden();
  let where: Cond | null = null;
  const { joins, select, orderBy } = framingOf(ctx, body, (scope) => {
    where = parseWhere(scope, body.where);
  });
  const page = positiveInt(body.page, 'page', 1, MAX_PAGE);
  const size = pageSize(body.page_size);
  const counting = flag(body.is_count, 'is_count');
  const withCount = flag(body.with_count, 'with_count');
  // Rows and their total, or the total alone: asking for both ways at once is not a request.
  if (counting && withCount) throw badValue('with_count');
  return { table: ctx.table, resource: ctx.resource, joins, select, where, orderBy, page, pageSize: size, isCount: counting, withCount };
};

/**
 * A page of rows must start within the first MAX_LIST_ROWS of the list (docs/protocol.md): the
 * database reads and sorts every row before an OFFSET, so page 1,000 of a large list would cost
 * fifty times page 1. A count ignores its page.
 */
export const checkDepth = (query: ListQuery): void => {
  if ((query.page - 1) * query.pageSize >= MAX_LIST_ROWS) throw new ApiError('page_too_deep', 400, { max: MAX_LIST_ROWS });
};
