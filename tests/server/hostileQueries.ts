/**
 * Generic queries an attacker with the lowest level would send (issue 12, item 1), for the cost
 * and availability tests: the query bomb, built from the joins the config really exposes to a
 * level-1 user (tomb_payment -> order -> plot -> area/room/shelf, and the operator), and the
 * heaviest requests the cost limits still accept.
 */
import { appConfig } from '../../src/instance';
import type { Level } from '../../src/config/types';
import type { Database } from '../../src/server/db/database';
import { estimatedRows } from '../../src/server/db/rowEstimate';
import { MAX_QUERY_COST, MAX_ROW_COST, queryCost } from '../../src/server/query/cost';
import { parseListRequest } from '../../src/server/query/parse';

/** Every join a level-1 user may make from a payment (each builds on a column its parent join exposes). */
export const BOMB_JOINS = [
  { ref: 'order_id', as: 'o' },
  { ref: 'operator_id', as: 'op' },
  { ref: 'o.burialslot_id', as: 'p' },
  { ref: 'p.area_id', as: 'a' },
  { ref: 'p.room_id', as: 'r' },
  { ref: 'p.shelf_id', as: 's' },
];

/** Non-text columns, matched on their text form: of the payment itself, and of the joins (their exposed columns). */
export const CAST_COLUMNS = [
  ...['amount', 'paid_at', 'id', 'order_id'],
  ...['o.id', 'o.burialslot_id', 'op.id', 'p.price', 'p.capacity', 'p.area_id', 'a.sort', 'r.sort', 's.sort', 'a.id', 'r.id', 's.id'],
];

/** A pattern that never matches (every `not like` is true, none cuts a row short), `length` long with `%` every `every` characters. */
export const pattern = (length: number, seed: number, every = 3): string => {
  let s = '%';
  for (let i = 0; s.length < length; i++) s += (i + 1) % every === 0 ? '%' : String.fromCharCode(97 + ((seed + i) % 26));
  return s;
};

/** The report's request: ~200 `not like` conditions with long %-patterns on columns cast to text, through every join, counted. */
export const queryBomb = (): Record<string, unknown> => ({
  table: 'tomb_payment',
  left_join: BOMB_JOINS,
  where: Array.from({ length: 200 }, (_, i) => [CAST_COLUMNS[i % CAST_COLUMNS.length], 'not like', pattern(800, i)]),
  is_count: 1,
});

export const costOfBody = (body: Record<string, unknown>, level: Level, kind?: 'rows' | 'count'): number => {
  const { table, ...rest } = body;
  const resource = Object.values(appConfig).find((r) => r.table === table)!;
  const q = parseListRequest({ config: appConfig, level, table: String(table), resource }, rest);
  return queryCost(q, kind ?? (q.isCount ? 'count' : 'rows')).perRow;
};

/**
 * The heaviest request the per-row limit accepts: every join, then `not like` patterns on cast
 * columns added one by one while the cost stays within `maxPerRow`; a list is sorted on a joined
 * text column, so every row is joined and sorted before its page is cut.
 */
export const atCostLimit = (kind: 'rows' | 'count', maxPerRow = MAX_ROW_COST, level: Level = 1): Record<string, unknown> => {
  const base: Record<string, unknown> =
    kind === 'count'
      ? { table: 'tomb_payment', left_join: BOMB_JOINS, is_count: 1 }
      : { table: 'tomb_payment', left_join: BOMB_JOINS, order_by: [['op.nickname', 'desc']], page: 1, page_size: 20 };
  // Conditions on the far joins make a count join every table too.
  const where: unknown[] = ['op', 's', 'r', 'a'].map((alias) => [`${alias}.id`, 'not null']);
  for (let i = 0; i < 200; i++) {
    const next = [CAST_COLUMNS[i % CAST_COLUMNS.length], 'not like', pattern(40, i, 4)];
    if (costOfBody({ ...base, where: [...where, next] }, level, kind) > maxPerRow) break;
    where.push(next);
  }
  return { ...base, where };
};

/** The per-row cost the limits accept on the payments of this database: on PGlite the budget shares out over its rows. */
export const perRowLimit = async (database: Database): Promise<number> =>
  database.kind === 'pglite' ? Math.min(MAX_ROW_COST, Math.floor(MAX_QUERY_COST / (await estimatedRows(database, 'tomb_payment')))) : MAX_ROW_COST;
