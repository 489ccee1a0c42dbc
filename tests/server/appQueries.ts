/**
 * The requests the browser itself sends through the generic query, built with the browser's own
 * builders: every list page (a search and every filter set, in every sort) and its count, for
 * every resource and level that reads it, the pickers' natural order, and the other screens'
 * requests (messages, print pickers and documents, the map's searches). The cost limits must
 * accept every one (tests/server/queryCost.test.ts; on the demo data, tests/slow/queryAvailability.test.ts).
 */
import { canDo, readableColumns } from '../../src/config/access';
import { appConfig } from '../../src/instance';
import { LEVELS, type Level, type ResourceDef } from '../../src/config/types';
import { buildOrderBy, buildWhere, listRequest } from '../../src/protocol/legacyQuery';
import type { Condition } from '../../src/protocol/wire';
import { membersQuery, orderQuery, orderSearchQuery, paymentQuery, paymentSearchQuery, paymentsQuery, plotQuery, settingQuery } from '../../src/app/print/data/queries';

/** A search of 40 characters typed into the list's search box. */
export const SEARCH = '墓'.repeat(10) + 'x'.repeat(30);

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

export interface AppRequest {
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

export const appRequests = (): AppRequest[] => [...listPages(), ...screens()];

