/**
 * Generic queries an attacker with the lowest level would send (issue 12, item 1), for the
 * availability tests: the query bomb itself, and the most expensive requests the cost limits
 * still accept (src/server/query/cost.ts), built by filling a request with conditions up to the
 * per-row limit in several shapes.
 */
import { appConfig } from '../../src/instance';
import type { Level } from '../../src/config/types';
import type { Database } from '../../src/server/db/database';
import { estimatedRows } from '../../src/server/db/rowEstimate';
import { MAX_QUERY_COST, MAX_ROW_COST, queryCost } from '../../src/server/query/cost';
import { parseListRequest } from '../../src/server/query/parse';

/** payment -> order -> plot -> area/room/shelf, the users on both, and the area and room of the room and shelf: 10 joins. */
export const BOMB_JOINS = [
  { ref: 'order_id', as: 'o' },
  { ref: 'operator_id', as: 'op' },
  { ref: 'o.burialslot_id', as: 'p' },
  { ref: 'o.salesperson_id', as: 'sp' },
  { ref: 'p.area_id', as: 'a' },
  { ref: 'p.room_id', as: 'r' },
  { ref: 'p.shelf_id', as: 's' },
  { ref: 'r.area_id', as: 'ra' },
  { ref: 's.area_id', as: 'sa' },
  { ref: 's.room_id', as: 'sr' },
];

/** Non-text columns, matched on their text form: of the payment itself (every row), and of the joins. */
const CAST_COLUMNS = [
  ...['amount', 'paid_at', 'created_at', 'updated_at', 'id', 'version', 'order_id'],
  ...['o.total', 'o.created_at', 'p.price', 'op.created_at', 'sp.created_at', 'a.sort', 'r.sort', 's.sort', 'ra.sort', 'sa.sort', 'sr.sort'],
];

/** A pattern that never matches (so every `not like` is true and none cuts the row short), `length` long with `%` every few characters. */
const pattern = (length: number, seed: number, every = 3): string => {
  let s = '%';
  for (let i = 0; s.length < length; i++) s += (i + 1) % every === 0 ? '%' : String.fromCharCode(97 + ((seed + i) % 26));
  return s;
};

/**
 * The request of the report: ~200 `not like` conditions with long patterns on columns cast to
 * text, through 10 joins, counted; about 165 kB.
 */
export const queryBomb = (): Record<string, unknown> => ({
  table: 'tomb_payment',
  left_join: BOMB_JOINS,
  where: Array.from({ length: 200 }, (_, i) => [CAST_COLUMNS[i % CAST_COLUMNS.length], 'not like', pattern(800, i)]),
  is_count: 1,
});

export type Shape = 'long-patterns' | 'short-patterns' | 'in-lists' | 'or-across-joins';
export const SHAPES: readonly Shape[] = ['long-patterns', 'short-patterns', 'in-lists', 'or-across-joins'];

const conditionOf = (shape: Shape, i: number): unknown => {
  switch (shape) {
    case 'long-patterns':
      return [CAST_COLUMNS[i % 7], 'not like', pattern(300, i, 60)];
    case 'short-patterns':
      return [CAST_COLUMNS[i % 7], 'not like', `%${String.fromCharCode(97 + (i % 26))}${i}%`];
    case 'in-lists':
      return ['amount', 'not in', Array.from({ length: 1000 }, (_, k) => k + i / 1000 + 0.0001)];
    case 'or-across-joins':
      return { or: [['o.buyer_name', 'like', pattern(16, i)], ['a.name', 'like', pattern(16, i + 1)]] };
  }
};

const costOf = (body: Record<string, unknown>, level: Level, kind: 'rows' | 'count'): number => {
  const { table, ...rest } = body;
  const resource = Object.values(appConfig).find((r) => r.table === table)!;
  return queryCost(parseListRequest({ config: appConfig, level, table: String(table), resource }, rest), kind).perRow;
};

/**
 * The most expensive request of a shape that the limits accept: 10 joins, then conditions added
 * one by one while the cost per row stays within `maxPerRow` (the per-row limit, or on PGlite
 * what its budget leaves for the payments' rows: `perRowLimit`). A list is sorted on a joined text
 * column, so every row is joined and sorted before the page is cut.
 */
export const atCostLimit = (shape: Shape, kind: 'rows' | 'count', maxPerRow = MAX_ROW_COST, level: Level = 1): Record<string, unknown> => {
  const base: Record<string, unknown> =
    kind === 'count'
      ? { table: 'tomb_payment', left_join: BOMB_JOINS, is_count: 1 }
      : { table: 'tomb_payment', left_join: BOMB_JOINS, order_by: [['sp.nickname', 'desc']], page: 1, page_size: 20 };
  // Conditions on the far joins make a count join all 10 tables too.
  const where: unknown[] = ['op', 'sp', 'ra', 'sa', 'sr'].map((alias) => [`${alias}.id`, 'not null']);
  for (let i = 0; i < 200; i++) {
    const next = [...where, conditionOf(shape, i)];
    if (costOf({ ...base, where: next }, level, kind) > maxPerRow) break;
    where.push(conditionOf(shape, i));
  }
  return { ...base, where };
};

export const costOfBody = costOf;

/** The per-row cost the limits accept on the payments of this database: PGlite's budget shares out over its rows. */
export const perRowLimit = async (database: Database): Promise<number> =>
  database.kind === 'pglite' ? Math.min(MAX_ROW_COST, Math.floor(MAX_QUERY_COST / (await estimatedRows(database, 'tomb_payment')))) : MAX_ROW_COST;

