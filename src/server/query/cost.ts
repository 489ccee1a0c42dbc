/**
 * What a generic list/count request costs the database, estimated from its validated tree
 * (ast.ts) before anything runs, and the limits that keep the worst accepted request cheap.
 *
 * The estimate is work per row of the main table, in units of about one simple comparison on
 * one row (calibrated on PGlite, where one unit is ~0.13 µs on the reference 2-core machine;
 * PostgreSQL does the same work 1.5 to 3 times faster). It assumes the worst plan: every row of
 * the main table read, every needed join made and every condition evaluated on every row, no
 * index and no short cut. Two limits apply:
 *  - `MAX_ROW_COST`, per row, whatever the data: about twice the heaviest request the browser
 *    itself sends (a `q` search across every searchable field with every filter set and the
 *    reference joins), so a hand-made request far beyond it (200 long `not like` patterns on
 *    columns cast to text through 10 joins) is refused at once, clearly;
 *  - `MAX_QUERY_COST`, the whole request: per-row cost times the table's estimated rows. It
 *    stands in for a statement timeout on PGlite, which cannot cancel a running query (it runs
 *    on the server's only thread), and is checked there only; PostgreSQL cancels with its
 *    `statement_timeout` instead (src/server/db/postgres.ts).
 * docs/protocol.md lists the figures.
 */
import type { Cond, ListQuery } from './ast';
import { queryTooComplex, queryTooCostly } from './refuse';

/** Units of work per row of the main table. */
export const UNITS = {
  /** Reading the row. */
  row: 5,
  /** One left join (an index or hash lookup). */
  join: 8,
  /** `=`, `<>`, `<`…, `is null`; `between` is two. */
  compare: 1,
  /** An ILIKE before its pattern. */
  like: 8,
  /** Per pattern character: the pattern is lower-cased and walked on every row. */
  likeChar: 0.2,
  /** Per `%` or `_`: each is a point the matcher may come back to. */
  wildcard: 1,
  /** A non-text column turned into text for LIKE (a date, a number). */
  textCast: 3,
  /** Per value of an IN list (bound, then looked up: about one unit per 40 values). */
  inValue: 1 / 40,
  /** Per ORDER BY key of a list (every row is joined and sorted before the page is cut). */
  sortKey: 25,
} as const;

/** Per row, whatever the data. */
export const MAX_ROW_COST = 240;
/** Per request (rows x per-row units), on PGlite: about 0.2 s of the database's only connection. */
export const MAX_QUERY_COST = 1_500_000;

/** The cost of one condition, as a tree shaped like the condition's. */
export interface CondCost {
  kind: Cond['kind'];
  units: number;
  items?: readonly CondCost[];
}

export interface QueryCost {
  /** Joins the SQL makes: every one for rows, those the conditions need for a count. */
  joins: number;
  where: CondCost | null;
  /** ORDER BY keys (lists only). */
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

export const condCost = (c: Cond): CondCost => {
  switch (c.kind) {
    case 'cmp':
    case 'null':
      return { kind: c.kind, units: UNITS.compare };
    case 'between':
      return { kind: c.kind, units: 2 * UNITS.compare };
    case 'in':
      return { kind: c.kind, units: UNITS.compare + c.values.length * UNITS.inValue };
    case 'like':
      return {
        kind: c.kind,
        units: UNITS.like + c.pattern.length * UNITS.likeChar + wildcardsOf(c.pattern) * UNITS.wildcard + (c.col.kind === 'text' ? 0 : UNITS.textCast),
      };
    case 'and':
    case 'or': {
      // No short cut assumed: every item may be evaluated on every row.
      const items = c.items.map(condCost);
      return { kind: c.kind, units: items.reduce((sum, i) => sum + i.units, 0), items };
    }
  }
};

/** The aliases the conditions name, with the joins they build on (as compileCount joins them). */
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
  const where = q.where ? condCost(q.where) : null;
  // A list is sorted by its keys, and by id last when they do not end on it (compile.ts).
  const sortKeys = kind === 'rows' ? q.orderBy.length + (q.orderBy.some((t) => t.col.alias === q.table && t.col.column === 'id') ? 0 : 1) : 0;
  const perRow = UNITS.row + joins * UNITS.join + (where?.units ?? 0) + sortKeys * UNITS.sortKey;
  return { joins, where, sortKeys, perRow: Math.round(perRow * 10) / 10 };
};

/** Refuse a request whose work per row is beyond the limit, whatever the data. */
export const checkRowCost = (cost: QueryCost, max = MAX_ROW_COST): void => {
  if (cost.perRow > max) throw queryTooComplex(Math.ceil(cost.perRow), max);
};

/** Refuse a request whose whole work (per-row units times the main table's rows) is beyond the budget. */
export const checkQueryCost = (units: number, max = MAX_QUERY_COST): void => {
  if (units > max) throw queryTooCostly();
};
