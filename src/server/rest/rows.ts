/**
 * Reading for the REST view through the data service, with the same joins, filters, sort
 * and channel as the browser's legacy dataProvider (src/protocol/legacyQuery.ts), so
 * the two providers see the same records.
 */
import type { FastifyInstance } from 'fastify';
import { MAX_PAGE_SIZE, type Condition } from '../../protocol/wire';
import type { Actor } from '../../config/types';
import { buildOrderBy, buildWhere, listRequest, nestJoined } from '../../protocol/legacyQuery';
import { count, list } from '../data';
import { ApiError, notFound } from '../http/errors';
import type { Row } from '../hooks/registry';
import type { RestListParams } from './params';
import type { RestTarget } from './target';

const argsOf = (app: FastifyInstance, target: RestTarget, where: Condition[]) => {
  const { table, ...args } = listRequest(target.resource, app.resources, where);
  return { table, args };
};

/** The rows of an inclusive range, in pages of at most MAX_PAGE_SIZE. */
const pages = async (app: FastifyInstance, actor: Actor, table: string, args: object, start: number, size: number): Promise<Row[]> => {
  const pageSize = Math.min(size, MAX_PAGE_SIZE);
  if (start % pageSize !== 0) throw new ApiError('bad_value', 400, { column: 'range' });
  const rows: Row[] = [];
  for (let page = start / pageSize + 1; rows.length < size; page += 1) {
    const chunk = await list(app, actor, table, { ...args, page, page_size: pageSize });
    rows.push(...chunk);
    if (chunk.length < pageSize) break;
  }
  return rows.slice(0, size).map(nestJoined);
};

export const restList = async (app: FastifyInstance, actor: Actor, target: RestTarget, params: RestListParams) => {
  const where = buildWhere(target.resource, params.filter, target.channel);
  const { table, args } = argsOf(app, target, where);
  const ordered = { ...args, order_by: buildOrderBy(params.sort, target.resource, app.resources) };
  const start = params.range?.start ?? 0;
  const size = params.range ? params.range.end - params.range.start + 1 : MAX_PAGE_SIZE;
  const rows = await pages(app, actor, table, ordered, start, size);
  // A range that is not full ends the list: its total is known without counting (docs/protocol.md).
  // An empty range past the first could be beyond the end, so it is counted.
  const total = rows.length < size && (start === 0 || rows.length > 0) ? start + rows.length : await count(app, actor, table, { where });
  return { rows, total, start };
};

export const restOne = async (app: FastifyInstance, actor: Actor, target: RestTarget, id: number): Promise<Row> => {
  const where = [...buildWhere(target.resource, {}, target.channel), ['id', '=', id] as Condition];
  const { table, args } = argsOf(app, target, where);
  const [row] = await list(app, actor, table, { ...args, page: 1, page_size: 1 });
  if (!row) throw notFound();
  return nestJoined(row);
};
