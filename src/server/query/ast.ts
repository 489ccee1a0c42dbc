/**
 * The validated form of a generic list/count request. Every identifier in it has been
 * checked against the config and the caller's level; every value against its column's
 * type. The compiler (compile.ts) trusts it completely and the parser is the only way to
 * build one from client input.
 */
import type { ResourceDef } from '../../config/types';

/** What a column holds, for value checks: the field types collapse to these. */
import type { ValueKind } from '../../config/valueKinds';

export type { ValueKind };

export type Bound = string | number | boolean;

export interface ColumnRef {
  /** The main table's name, or a join alias. */
  alias: string;
  column: string;
  kind: ValueKind;
  /** A partial date field: selected as its canonical value, compared and sorted by its earliest day (src/server/db/partialDates.ts). */
  partial?: boolean;
}

export type CompareOp = '=' | '<>' | '>' | '>=' | '<' | '<=';

export type Cond =
  | { kind: 'cmp'; col: ColumnRef; op: CompareOp; value: Bound }
  | { kind: 'like'; col: ColumnRef; negate: boolean; pattern: string }
  | { kind: 'in'; col: ColumnRef; negate: boolean; values: Bound[] }
  | { kind: 'between'; col: ColumnRef; low: Bound; high: Bound }
  | { kind: 'null'; col: ColumnRef; negate: boolean }
  | { kind: 'and' | 'or'; items: Cond[] };

export interface Join {
  alias: string;
  /** The alias the reference field belongs to (the main table or an earlier join). */
  from: string;
  field: string;
  table: string;
  resource: ResourceDef;
  /** The target's columns this join may select, filter and sort on (the reference's joinFields). */
  columns: readonly string[];
}

export interface Selected {
  col: ColumnRef;
  /** Output key: `col` for the main table, `alias.col` for a join. */
  as: string;
}

export interface OrderTerm {
  col: ColumnRef;
  dir: 'asc' | 'desc';
}

export interface ListQuery {
  table: string;
  resource: ResourceDef;
  joins: Join[];
  select: Selected[];
  where: Cond | null;
  orderBy: OrderTerm[];
  page: number;
  pageSize: number;
  isCount: boolean;
  /** The rows and, in the same answer, how many rows the whole list has (`with_count: 1`). */
  withCount: boolean;
}
