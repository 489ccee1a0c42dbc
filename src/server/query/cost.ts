/**
 * What a generic list/count request costs the database, estimated from its validated tree
 * (ast.ts) before anything runs, and the limits that keep the worst accepted request cheap.
 *
 * The estimate is work per row of the main table, in units of about one simple comparison on
 * one row. It assumes the worst plan: every row of the main table read, every needed join made,
 * every condition evaluated on every row (no index, no short cut). Two limits apply:
 *  - `MAX_ROW_COST` per row, whatever the data: well above every request the browser itself
 *    sends (tests/server/queryCost.test.ts runs them), far below a hand-made query bomb
 *    (200 long `not like` patterns on columns cast to text through ten joins);
 *  - `MAX_QUERY_COST` for the whole request on PGlite: per-row units times the main table's
 *    estimated rows. PGlite runs every statement on the server's only connection and cannot
 *    cancel one, so the work is refused before it starts instead. PostgreSQL cancels a
 *    statement after its timeout (src/server/data/list.ts).
 * docs/protocol.md lists the figures.
 */
import type { Cond, ListQuery } from './ast';
import { queryTooCostly } from './refuse';

/** Units of work per row of the main table. */
export const UNITS = {
  /** Reading the row. */
  row: 5,
  /** Counting every matching row (a count has no page to stop at). */
  count: 5,
  /** One left join (an index lookup per row). */
  join: 8,
  /** `=`, `<>`, `<`…, `is null`; `between` is two. */
  compare: 1,
  /** An ILIKE before its pattern. */
  like: 6,
  /** Per pattern character: the pattern is lower-cased and walked on every row. */
  likeChar: 0.1,
  /** Per `%` or `_`: each is a point the matcher may come back to on every row. */
  wildcard: 4,
  /** A non-text column turned into text for LIKE (a date, a number). */
  textCast: 6,
  /** Per value of an IN list (bound, then looked up: one unit per 40 values). */
  inValue: 1 / 40,
  /** The first ORDER BY key of a list: every matching row is sorted before the page is cut. */
  sortKey: 30,
  /** Each further key: only compared when the keys before it tie (the natural order's tie-breaks). */
  tieKey: 2,
} as const;

/** Per row, whatever the data. */
export const MAX_ROW_COST = 400;
/** Per request on PGlite (per-row units times the table's rows): about 50 ms of its only connection on a quiet machine, a few hundred on a busy one. */
export const MAX_QUERY_COST = 1_500_000;

export interface QueryCost {
  /** Joins the SQL makes: every one for rows, those the conditions need for a count. */
  joins: number;
  /** Units of the conditions. */
  where: number;
  /** ORDER BY keys (lists only), with the `id` the compiler adds last. */
  sortKeys: number;
  /** Estimated units per row of the main table. */
  perRow: number;
}

/** Wildcards of a LIKE pattern: `%` and `_` not escaped by `\`. */
export const wildcardsOf = (pattern: string): number => {
  let n = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (c === '%' || c === '_') n++;
  }
  return n;
};

export const condCost = (c: Cond): number => {
  switch (c.kind) {
    case 'cmp':
    case 'null':
      return UNITS.compare;
    case 'between':
      return 2 * UNITS.compare;
    case 'in':
      return UNITS.compare + c.values.length * UNITS.inValue;
    case 'like':
      return UNITS.like + [...c.pattern].length * UNITS.likeChar + wildcardsOf(c.pattern) * UNITS.wildcard + (c.col.kind === 'text' ? 0 : UNITS.textCast);
    case 'and':
    case 'or':
      // No short cut assumed: every item may be evaluated on every row.
      return c.items.reduce((sum, i) => sum + condCost(i), 0);
  }
};

/** The joins the conditions name, with the joins they build on (as compileCount joins them). */
const joinsNeeded = (q: ListQuery): number => {
  const named = new Set<string>();
  const visit = (c: Cond): void => {
    if ('items' in c) c.items.forEach(visit);
    else named.add(c.col.alias);
  };
  if (q.where) visit(q.where);
  const needed = new Set<string>();
  const want = (alias: string): void => {
    const j = q.joins.find((x) => x.alias === alias);
    if (!j || needed.has(alias)) return;
    needed.add(alias);
    want(j.from);
  };
  named.forEach(want);
  return needed.size;
};

export const queryCost = (q: ListQuery, kind: 'rows' | 'count'): QueryCost => {
  const joins = kind === 'rows' ? q.joins.length : joinsNeeded(q);
  const where = q.where ? condCost(q.where) : 0;
  // A list is sorted by its keys, and by id last when they do not end on it (compile.ts).
  const sortKeys = kind === 'rows' ? q.orderBy.length + (q.orderBy.some((t) => t.col.alias === q.table && t.col.column === 'id') ? 0 : 1) : 0;
  const sorting = sortKeys === 0 ? 0 : UNITS.sortKey + (sortKeys - 1) * UNITS.tieKey;
  const perRow = UNITS.row + (kind === 'count' ? UNITS.count : 0) + joins * UNITS.join + where + sorting;
  return { joins, where: Math.round(where * 100) / 100, sortKeys, perRow: Math.round(perRow * 100) / 100 };
};

/** Refuse a request whose work per row is beyond the limit, whatever the data. */
export const checkRowCost = (cost: QueryCost, max = MAX_ROW_COST): void => {
  if (cost.perRow > max) throw queryTooCostly(Math.ceil(cost.perRow), max);
};

/** Refuse a request whose whole work (per-row units times the main table's rows) is beyond the budget. */
export const checkQueryCost = (cost: QueryCost, rows: number, max = MAX_QUERY_COST): void => {
  const units = cost.perRow * rows;
  // Said per row, as the client can act on it: the table's size is not theirs to change.
  if (units > max) throw queryTooCostly(Math.ceil(cost.perRow), Math.max(1, Math.floor(max / Math.max(1, rows))));
};
