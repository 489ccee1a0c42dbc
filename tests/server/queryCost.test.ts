/**
 * The generic query's cost model (src/server/query/cost.ts): every request the browser itself
 * sends is accepted (lists with a search and every filter, in every sort, their counts, the
 * pickers' natural order, the messages, the print pickers, the map's searches), the report's
 * query bomb is refused, and each factor counts.
 */
import { describe, expect, it } from 'vitest';
import { appConfig } from '../../src/instance';
import type { Level } from '../../src/config/types';
import { buildOrderBy, buildWhere, listRequest } from '../../src/protocol/legacyQuery';
import { MAX_ROW_COST, UNITS, checkQueryCost, checkRowCost, queryCost, wildcardsOf } from '../../src/server/query/cost';
import { parseListRequest } from '../../src/server/query/parse';
import { ApiError } from '../../src/server/http/errors';
import { atCostLimit, costOfBody, queryBomb } from './hostileQueries';
import { SEARCH, appRequests } from './appQueries';

const parse = (body: Record<string, unknown>, level: Level) => {
  const { table, ...rest } = body;
  const resource = Object.values(appConfig).find((r) => r.table === table)!;
  return parseListRequest({ config: appConfig, level, table: String(table), resource }, rest);
};

const refusal = (fn: () => void): ApiError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('not refused');
};

describe('the browser’s own requests', () => {
  const requests = appRequests();

  it('are many: every resource and level, every sort, pickers, counts and the other screens', () => {
    expect(requests.length).toBeGreaterThan(200);
  });

  it('are all accepted, with room to spare (at most half the per-row limit)', () => {
    const over = requests
      .map((r) => ({ name: r.name, cost: costOfBody(r.body, r.level) }))
      .filter((r) => r.cost > MAX_ROW_COST / 2);
    expect(over).toEqual([]);
  });

  it('the plot picker’s natural order (9 sort keys) costs little: its tie-breaks are cheap', () => {
    const plots = appConfig.tomb_burialslot;
    const body = { ...listRequest(plots, appConfig, buildWhere(plots, { q: SEARCH })), order_by: buildOrderBy(undefined, plots, appConfig), page: 1, page_size: 25 };
    const q = parse(body, 1);
    expect(q.orderBy.length).toBeGreaterThanOrEqual(8);
    const cost = queryCost(q, 'rows');
    expect(cost.perRow).toBeLessThan(MAX_ROW_COST / 2);
    expect(() => checkRowCost(cost)).not.toThrow();
  });
});

describe('the query bomb', () => {
  it('is refused by the per-row limit, saying what it costs and what is allowed', () => {
    const bomb = queryBomb();
    expect(JSON.stringify(bomb).length).toBeGreaterThan(150_000);
    const cost = queryCost(parse(bomb, 1), 'count');
    expect(cost.joins).toBe(6);
    expect(cost.perRow).toBeGreaterThan(100 * MAX_ROW_COST);
    const e = refusal(() => checkRowCost(cost));
    expect(e.code).toBe('query_too_costly');
    expect(e.httpStatus).toBe(400);
    expect(e.params).toEqual({ cost: Math.ceil(cost.perRow), max: MAX_ROW_COST });
  });

  it('the heaviest accepted request is a fraction of it', () => {
    for (const kind of ['rows', 'count'] as const) {
      const cost = costOfBody(atCostLimit(kind), 1, kind);
      expect(cost).toBeLessThanOrEqual(MAX_ROW_COST);
      expect(cost).toBeGreaterThan(MAX_ROW_COST - 40);
    }
  });
});

describe('each factor counts', () => {
  const base = { table: 'tomb_payment' };
  const cost = (body: Record<string, unknown>, kind: 'rows' | 'count' = 'rows') => queryCost(parse({ ...base, ...body }, 1), kind).perRow;
  const plain = cost({ order_by: [['id', 'asc']] });

  it('a join', () => {
    expect(cost({ order_by: [['id', 'asc']], left_join: [{ ref: 'order_id', as: 'o' }] }) - plain).toBe(UNITS.join);
  });

  it('a count joins only what its conditions name, and counts every row', () => {
    expect(cost({ left_join: [{ ref: 'order_id', as: 'o' }] }, 'count')).toBe(UNITS.row + UNITS.count);
    expect(cost({ left_join: [{ ref: 'order_id', as: 'o' }], where: [['o.status', '=', 'reserved']] }, 'count')).toBe(UNITS.row + UNITS.count + UNITS.join + UNITS.compare);
  });

  it('a condition', () => {
    expect(cost({ order_by: [['id', 'asc']], where: [['amount', '>', 1]] }) - plain).toBe(UNITS.compare);
    expect(cost({ order_by: [['id', 'asc']], where: [['amount', 'between', [1, 2]]] }) - plain).toBe(2 * UNITS.compare);
  });

  it('a pattern’s length and its wildcards', () => {
    const like = (p: string) => cost({ order_by: [['id', 'asc']], where: [['payer', 'like', p]] }) - plain;
    expect(like('abcd')).toBeCloseTo(UNITS.like + 4 * UNITS.likeChar);
    expect(like('a'.repeat(400))).toBeCloseTo(UNITS.like + 400 * UNITS.likeChar);
    expect(like('%a%b%')).toBeCloseTo(UNITS.like + 5 * UNITS.likeChar + 3 * UNITS.wildcard);
    expect(like('%a\\%b%')).toBeCloseTo(UNITS.like + 6 * UNITS.likeChar + 2 * UNITS.wildcard);
    expect(wildcardsOf('_a%\\_')).toBe(2);
  });

  it('`not like` costs what `like` costs', () => {
    expect(cost({ where: [['payer', 'not like', '%ab%']] })).toBe(cost({ where: [['payer', 'like', '%ab%']] }));
  });

  it('a non-text column cast to text', () => {
    expect(cost({ where: [['amount', 'like', '%1%']] }) - cost({ where: [['payer', 'like', '%1%']] })).toBe(UNITS.textCast);
  });

  it('the values of an in-list', () => {
    const ins = (n: number) => cost({ order_by: [['id', 'asc']], where: [['id', 'in', Array.from({ length: n }, (_, i) => i + 1)]] }) - plain;
    expect(ins(1000) - ins(0)).toBeCloseTo(1000 * UNITS.inValue);
  });

  it('sort keys: the first costs a sort, each further one a tie-break', () => {
    expect(cost({ order_by: [['paid_at', 'desc']] })).toBe(UNITS.row + UNITS.sortKey + UNITS.tieKey);
    expect(cost({ order_by: [['paid_at', 'desc'], ['amount', 'asc'], ['id', 'asc']] })).toBe(UNITS.row + UNITS.sortKey + 2 * UNITS.tieKey);
  });

  it('conditions nested in or/and add up', () => {
    const one = cost({ where: [['payer', 'like', '%a%']] });
    const three = cost({ where: [{ or: [['payer', 'like', '%a%'], { and: [['payer', 'like', '%a%'], ['payer', 'like', '%a%']] }] }] });
    expect(three - one).toBeCloseTo(2 * (one - cost({})));
  });

  it('on PGlite, the whole request: per-row units times the table’s rows', () => {
    const c = queryCost(parse({ ...base, where: [['payer', 'like', '%a%']] }, 1), 'count');
    expect(() => checkQueryCost(c, 1000)).not.toThrow();
    const e = refusal(() => checkQueryCost(c, 100_000_000));
    expect(e.code).toBe('query_too_costly');
  });
});
