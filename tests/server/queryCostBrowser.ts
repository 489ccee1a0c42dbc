/**
 * The heaviest list and count requests the browser's dataProvider sends for each resource (the
 * same builders it uses, src/app/providers/legacyQuery.ts): a `q` search of 30 characters across
 * the searchable fields, every filter set, sorted, with the reference joins. The cost limits of
 * the generic query must accept all of them.
 */
import { canDo, readableColumns } from '../../src/config/access';
import { appConfig } from '../../src/instance';
import type { Condition } from '../../src/protocol/wire';
import { LEVELS, type Level, type ResourceDef } from '../../src/config/types';
import { buildOrderBy, buildWhere, listRequest } from '../../src/protocol/legacyQuery';
import { parseListRequest } from '../../src/server/query/parse';
import { queryCost, type QueryCost } from '../../src/server/query/cost';

const filterOf = (resource: ResourceDef): Record<string, unknown> => {
  const filter: Record<string, unknown> = { q: '墓'.repeat(10) + 'x'.repeat(20) };
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
        filter[`${name}_like`] = 'x'.repeat(20);
    }
  }
  return filter;
};

export interface BrowserRequest {
  table: string;
  level: Level;
  kind: 'rows' | 'count';
  body: Record<string, unknown>;
}

export const browserRequests = (): BrowserRequest[] =>
  Object.values(appConfig).flatMap((resource) =>
    LEVELS.filter((level) => canDo(resource, level, 'read')).flatMap((level): BrowserRequest[] => {
      const where: Condition[] = buildWhere(resource, filterOf(resource), resource.channelScoped ? 'inside' : undefined);
      const sortField = readableColumns(resource).find((c) => c !== 'id') ?? 'id';
      const { table, ...list } = { ...listRequest(resource, appConfig, where), order_by: buildOrderBy({ field: sortField, order: 'DESC' }, resource, appConfig) };
      return [
        { table, level, kind: 'rows', body: { ...list, page: 1, page_size: 100 } },
        { table, level, kind: 'count', body: { where, is_count: 1 } },
      ];
    }),
  );

export const costOfRequest = (r: BrowserRequest): QueryCost => {
  const resource = Object.values(appConfig).find((x) => x.table === r.table)!;
  return queryCost(parseListRequest({ config: appConfig, level: r.level, table: r.table, resource }, r.body), r.kind);
};
