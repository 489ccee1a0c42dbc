/**
 * The generic query's cost model (src/server/query/cost.ts): every list and count the browser
 * sends fits the per-row limit with room to spare, the query bomb of issue 12 does not, and the
 * estimate grows with each thing that makes a query expensive.
 */
import { describe, expect, it } from 'vitest';
import { appConfig } from '../../src/instance';
import { ApiError } from '../../src/server/http/errors';
import type { ListQuery } from '../../src/server/query/ast';
import { MAX_QUERY_COST, MAX_ROW_COST, UNITS, checkQueryCost, checkRowCost, queryCost, wildcardsOf } from '../../src/server/query/cost';
import { parseListRequest } from '../../src/server/query/parse';
import { SHAPES, atCostLimit, costOfBody, queryBomb } from './hostileQueries';
import { browserRequests, costOfRequest } from './queryCostBrowser';

const parse = (body: Record<string, unknown>, level: 1 | 5 = 1): ListQuery => {
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

describe('the per-row limit', () => {
  it('accepts every list and count the browser sends, the heaviest with a fifth to spare', () => {
    const requests = browserRequests();
    expect(requests.length).toBeGreaterThan(50);
    let heaviest = { cost: 0, what: '' };
    for (const r of requests) {
      const cost = costOfRequest(r).perRow;
      expect(cost, `${r.table} ${r.kind} at level ${r.level}`).toBeLessThanOrEqual(MAX_ROW_COST);
      if (cost > heaviest.cost) heaviest = { cost, what: `${r.table} ${r.kind}` };
    }
    console.info(`heaviest browser request: ${heaviest.what}, ${heaviest.cost} units per row (limit ${MAX_ROW_COST})`);
    expect(heaviest.cost).toBeLessThan(MAX_ROW_COST * 0.8);
  });

  it('refuses the query bomb (200 long `not like` on columns cast to text, 10 joins, a count) at once, saying why', () => {
    const bomb = queryBomb();
    expect(JSON.stringify(bomb).length).toBeGreaterThan(160_000);
    const cost = queryCost(parse(bomb), 'count');
    expect(cost.joins).toBe(10);
    expect(cost.perRow).toBeGreaterThan(100 * MAX_ROW_COST);
    const e = refusal(() => checkRowCost(cost));
    expect(e).toMatchObject({ code: 'query_too_complex', httpStatus: 400, params: { cost: Math.ceil(cost.perRow), max: MAX_ROW_COST } });
  });

  it('builds the most expensive accepted requests of every shape right under the limit', () => {
    for (const shape of SHAPES)
      for (const kind of ['rows', 'count'] as const) {
        const body = atCostLimit(shape, kind);
        const cost = costOfBody(body, 1, kind);
        expect(cost, `${shape} ${kind}`).toBeLessThanOrEqual(MAX_ROW_COST);
        expect(cost, `${shape} ${kind}`).toBeGreaterThan(MAX_ROW_COST * 0.5);
      }
  });
});

describe('the estimate', () => {
  const on = (where: unknown[], extra: Record<string, unknown> = {}) => queryCost(parse({ table: 'tomb_payment', where, ...extra }), 'count').perRow;

  it('charges pattern length, wildcards and the text cast of a non-text column', () => {
    const short = on([['payer', 'like', '%ab%']]);
    expect(on([['payer', 'like', `%${'a'.repeat(200)}%`]])).toBeCloseTo(short + 198 * UNITS.likeChar, 1);
    expect(on([['payer', 'like', '%a%b%c%d%']])).toBeCloseTo(on([['payer', 'like', '%aXbXcXd%']]) + 3 * UNITS.wildcard, 1);
    expect(on([['payer', 'like', '%a_b%']])).toBeGreaterThan(on([['payer', 'like', '%a\\_b%']]));
    expect(on([['paid_at', 'like', '%ab%']])).toBeCloseTo(short + UNITS.textCast, 1);
  });

  it('counts only escaped-free % and _ as wildcards', () => {
    expect(wildcardsOf('%a\\%b_c\\\\%')).toBe(3);
    expect(wildcardsOf('plain')).toBe(0);
  });

  it('charges every item of and/or groups, IN lists by their length, and every join the SQL makes', () => {
    const one = on([['amount', '=', 1]]);
    expect(on([{ or: [['amount', '=', 1], ['amount', '=', 2], ['amount', '=', 3]] }])).toBeCloseTo(one + 2 * UNITS.compare, 1);
    expect(on([['amount', 'in', Array.from({ length: 800 }, (_, i) => i)]])).toBeCloseTo(one + 800 * UNITS.inValue, 1);
    // A count joins only what its conditions name (and what those joins start from); a list joins all.
    const joins = { left_join: [{ ref: 'order_id', as: 'o' }, { ref: 'o.burialslot_id', as: 'p' }, { ref: 'operator_id', as: 'op' }] };
    expect(queryCost(parse({ table: 'tomb_payment', ...joins, where: [['p.price', '>', 1]] }), 'count').joins).toBe(2);
    expect(queryCost(parse({ table: 'tomb_payment', ...joins }), 'count').joins).toBe(0);
    expect(queryCost(parse({ table: 'tomb_payment', ...joins }), 'rows').joins).toBe(3);
    expect(queryCost(parse({ table: 'tomb_payment', ...joins }), 'rows').perRow).toBeCloseTo(queryCost(parse({ table: 'tomb_payment' }), 'rows').perRow + 3 * UNITS.join, 1);
  });
});

describe('the budget of a whole request (PGlite)', () => {
  it('refuses work beyond the budget and lets the rest through', () => {
    expect(() => checkQueryCost(MAX_QUERY_COST)).not.toThrow();
    expect(refusal(() => checkQueryCost(MAX_QUERY_COST + 1))).toMatchObject({ code: 'query_too_costly', httpStatus: 400 });
  });
});
