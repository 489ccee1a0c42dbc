/**
 * The generic query's cost model (src/server/query/cost.ts): every request the browser itself
 * sends is accepted (lists with a search and every filter, in every sort, their counts, the
 * pickers' natural order, the messages, the print pickers, the map's searches), the report's
 * query bomb is refused, and each factor counts.
 */
import { describe, expect, it } from 'vitest';
import { canDo, readableColumns } from '../../src/config/access';
import { appConfig } from '../../src/instance';
import { LEVELS, type Level, type ResourceDef } from '../../src/config/types';
import { buildOrderBy, buildWhere, listRequest } from '../../src/protocol/legacyQuery';
import type { Condition } from '../../src/protocol/wire';
import { membersQuery, orderQuery, orderSearchQuery, paymentQuery, paymentSearchQuery, paymentsQuery, plotQuery, settingQuery } from '../../src/app/print/data/queries';
import { MAX_ROW_COST, UNITS, checkQueryCost, checkRowCost, queryCost, wildcardsOf } from '../../src/server/query/cost';
import { parseListRequest } from '../../src/server/query/parse';
import { ApiError } from '../../src/server/http/errors';
import { atCostLimit, costOfBody, queryBomb } from './hostileQueries';

/** A search of 40 characters typed into the list's search box. */
const SEARCH = '墓'.repeat(10) + 'x'.repeat(30);

/** Every filter the list offers, set: the heaviest filter a user can build in the browser. */
const fullFilter = (resource: ResourceDef): Record<string, unknown> => {
  const filter: Record<string, unknown> = { q: SEARCH };
  for (const [name, f] of Object.entries(resource.fields)) {
    if (!f.filter || f.hidden) continue;
    switch (f.type) {
      case 'reference':
      case 'integer':
        filter[name] = 1;
        break;
      case 'enum':
        filter[name] = f.values.map((v) => v.value);
        break;
      case 'money':
      case 'decimal':
        filter[`${name}_gte`] = 1;
        filter[`${name}_lte`] = 1000;
        break;
      case 'date':
      case 'datetime':
        filter[`${name}_gte`] = '2024-01-01';
        filter[`${name}_lte`] = '2024-12-31';
        break;
      case 'boolean':
        filter[name] = true;
        break;
      default:
        filter[`${name}_like`] = 'x'.repeat(30);
    }
  }
  return filter;
};

interface AppRequest {
  name: string;
  level: Level;
  body: Record<string, unknown>;
}

/** What the dataProvider sends for a list page (src/app/providers/dataProvider.ts): the page, sorted, and its count. */
const listPages = (): AppRequest[] =>
  Object.values(appConfig).flatMap((resource) =>
    LEVELS.filter((level) => canDo(resource, level, 'read')).flatMap((level) => {
      const where: Condition[] = buildWhere(resource, fullFilter(resource), resource.channelScoped ? 'inside' : undefined);
      const sorts = [undefined, ...readableColumns(resource).map((field) => ({ field, order: 'DESC' }))];
      const pages = sorts.map(
        (sort): AppRequest => ({
          name: `${resource.table} list sorted by ${sort?.field ?? 'its natural order'} (level ${level})`,
          level,
          body: { ...listRequest(resource, appConfig, where), order_by: buildOrderBy(sort, resource, appConfig), page: 1, page_size: 100 },
        }),
      );
      // A picker (reference input): the natural order, searched by name.
      const picker: AppRequest = {
        name: `${resource.table} picker (level ${level})`,
        level,
        body: { ...listRequest(resource, appConfig, buildWhere(resource, { q: SEARCH })), order_by: buildOrderBy(undefined, resource, appConfig), page: 1, page_size: 25 },
      };
      const count: AppRequest = { name: `${resource.table} count (level ${level})`, level, body: { table: resource.table, where, is_count: 1 } };
      return [...pages, picker, count];
    }),
  );

/** The other screens' own requests: messages, print pickers and documents, the map's searches. */
const screens = (): AppRequest[] => [
  { name: 'unread count', level: 1, body: { table: 'message', where: { receive_user_id: 1, status: 0 }, is_count: 1 } },
  {
    name: 'message page',
    level: 1,
    body: {
      table: 'message',
      field: ['id', 'type', 'submit_user_id', 'receive_user_id', 'content', 'submit_date', 'status', 'url', 'submitter.nickname'],
      left_join: [{ ref: 'submit_user_id', as: 'submitter' }],
      where: { receive_user_id: 1 },
      order_by: 'message.submit_date desc, message.id desc',
      page: 1,
      page_size: 20,
    },
  },
  { name: 'print: order', level: 1, body: { ...orderQuery(1) } },
  { name: 'print: plot', level: 1, body: { ...plotQuery(1) } },
  { name: 'print: members', level: 1, body: { ...membersQuery(1) } },
  { name: 'print: payments', level: 1, body: { ...paymentsQuery(1) } },
  { name: 'print: payment', level: 1, body: { ...paymentQuery(1) } },
  { name: 'print: settings', level: 5, body: { ...settingQuery() } },
  { name: 'print: order picker', level: 1, body: { ...orderSearchQuery(SEARCH, ['reserved', 'contracted', 'completed']) } },
  { name: 'print: payment picker', level: 1, body: { ...paymentSearchQuery(SEARCH, ['charge', 'refund']) } },
  {
    name: 'map: plot by code',
    level: 1,
    body: { ...listRequest(appConfig.tomb_burialslot, appConfig, buildWhere(appConfig.tomb_burialslot, { q: SEARCH })), order_by: buildOrderBy({ field: 'code', order: 'ASC' }, appConfig.tomb_burialslot, appConfig), page: 1, page_size: 1 },
  },
  {
    name: 'map: plot details (orders of a plot)',
    level: 1,
    body: { ...listRequest(appConfig.tomb_order, appConfig, buildWhere(appConfig.tomb_order, { burialslot_id: 1 }, 'inside')), order_by: buildOrderBy(undefined, appConfig.tomb_order, appConfig), page: 1, page_size: 10 },
  },
];

const appRequests = (): AppRequest[] => [...listPages(), ...screens()];

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
    if (process.env.H12Q) console.log(requests.map((r) => [costOfBody(r.body, r.level), r.name] as const).sort((a, b) => b[0] - a[0]).slice(0, 12));
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
    expect(like('abcd')).toBe(UNITS.like + 4 * UNITS.likeChar);
    expect(like('a'.repeat(400))).toBe(UNITS.like + 400 * UNITS.likeChar);
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
