/**
 * The legacy generic query protocol, as types both sides share. docs/protocol.md describes
 * it with examples; the server parses every request strictly against this grammar.
 */
import { INT4_MAX } from '../config/validators';

/** Every answer. Success is status 200 (generic calls) or 1 (login, user info); see docs/protocol.md. */
export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data: T;
}

/** The generic query's path under the API base (`POST /index/query`). */
export const QUERY_PATH = 'query';

/**
 * How many of one user's generic queries the server runs at once on PostgreSQL (more wait in a
 * short line, then 429: docs/protocol.md#queries-at-once); a browser tab sends no more than this
 * at a time, so an ordinary page never meets the line.
 */
export const USER_QUERIES_AT_ONCE = 2;

/** data of an error answer. */
export interface ErrorData {
  code: string;
  /** Field -> translated message, when input was refused. */
  fields?: Record<string, string>;
}

export const COMPARISON_OPS = ['=', '<>', '>', '>=', '<', '<=', 'like', 'not like', 'in', 'not in', 'between'] as const;
export const NULL_OPS = ['is null', 'not null'] as const;
export type ComparisonOp = (typeof COMPARISON_OPS)[number];
type NullOp = (typeof NULL_OPS)[number];

export type Scalar = string | number | boolean;

/** A column reference: `col`, `table.col` (the main table) or `alias.col` (a left join). */
type ColumnRef = string;

export type Condition =
  | [ColumnRef, ComparisonOp, Scalar | readonly Scalar[]]
  | [ColumnRef, NullOp]
  | { or: readonly Condition[] }
  | { and: readonly Condition[] };

/** Equality object (`{col: value}`, an array value means IN, null means IS NULL) or a list of conditions (AND). */
type Where = Record<ColumnRef, Scalar | null | readonly Scalar[]> | readonly Condition[];

/** `"col desc, alias.col asc"`, or `[["col", "desc"], ...]`. */
export type OrderBy = string | readonly (readonly [ColumnRef, 'asc' | 'desc' | 'ASC' | 'DESC'])[];

/** A join along a reference field of the main table: `"area_id"` or `{ref: "area_id", as: "area"}`. */
export type LeftJoin = string | { ref: string; as?: string };

export interface ListRequest {
  table: string;
  /** Columns to return; default every readable column of the main table. Joined columns come back as `"alias.col"` keys. */
  field?: string | readonly ColumnRef[];
  left_join?: readonly LeftJoin[];
  where?: Where;
  order_by?: OrderBy;
  page?: number;
  page_size?: number;
  is_count?: 0 | 1;
  /**
   * 1: the answer is `{rows, total}`, the page and the number of rows of the whole list, in one
   * round trip (a server that does not say it can, see `Capabilities`, gets the count separately).
   */
  with_count?: 0 | 1;
}

/** The answer of a list request with `with_count: 1`. */
export interface RowsAndTotal<T = Record<string, unknown>> {
  rows: T[];
  total: number;
}

export const MAX_PAGE_SIZE = 1000;
/**
 * Rows a list can be paged through, in its order: a page must start within the first this many
 * (deeper, the database would read and sort every row before the page for each request); beyond,
 * 400 `page_too_deep`. The CSV export takes at most this many (src/app/builders/list/useCsvExporter.ts).
 */
export const MAX_LIST_ROWS = 20_000;
/** Sort keys in one `order_by`. */
export const MAX_ORDER_TERMS = 10;
export const DEFAULT_PAGE_SIZE = 20;
/** Largest request body, in bytes. */
export const MAX_BODY_BYTES = 1_048_576;


/** A row id as the integer columns hold it: 1 to 2^31 - 1 (a larger one makes Postgres fail). */
export const isRowId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1 && v <= INT4_MAX;
