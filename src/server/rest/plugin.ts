/**
 * A REST view of every configured resource in ra-data-simple-rest's format, for clients
 * that speak it (src/app/providers/restDataProvider.ts):
 *   GET /api/<name>?sort=["f","ASC"]&range=[0,19]&filter={...}  -> rows, Content-Range
 *   GET /api/<name>/<id>, POST /api/<name>, PUT /api/<name>/<id>, DELETE /api/<name>/<id>
 * Reads and writes go through the data service (src/server/data), so access, channel,
 * row filters, validation, hooks and the operation log are exactly the generic query's.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { writableFields } from '../../config/access';
import { requireActor } from '../http/actor';
import { create, remove, update } from '../data';
import { ApiError, notFound } from '../http/errors';
import { isPlainObject, malformed } from '../query/refuse';
import { hashPasswordFirst } from '../users/hashFirst';
import { parseListParams } from './params';
import { restList, restOne } from './rows';
import { restTarget, type RestTarget } from './target';

type Req = FastifyRequest<{ Params: { '*': string }; Querystring: Record<string, unknown> }>;

const targetOf = (request: Req): RestTarget => restTarget(request.params['*'], requireActor(request), request.server.resources);

const withId = (target: RestTarget): number => {
  if (target.id === undefined) throw notFound();
  return target.id;
};

/**
 * react-admin sends whole records (with id, version, read-only and joined values): keep the
 * fields a client may write, plus the keys the table's own calls take (a user's password).
 */
const writable = (target: RestTarget, body: unknown, extra: readonly string[] = []): Record<string, unknown> => {
  if (!isPlainObject(body)) throw malformed();
  const keys = [...writableFields(target.resource), ...extra];
  return Object.fromEntries(Object.entries(body).filter(([k]) => keys.includes(k)));
};

const versionOf = (body: unknown): unknown => (isPlainObject(body) ? body.version : undefined);

export const restPlugin: FastifyPluginAsync = async (app) => {
  app.get('/api/*', async (request: Req, reply) => {
    const target = targetOf(request);
    if (target.id !== undefined) return restOne(app, requireActor(request), target, target.id);
    const { rows, total, start } = await restList(app, requireActor(request), target, parseListParams(request.query));
    const end = rows.length > 0 ? start + rows.length - 1 : start;
    reply.header('Content-Range', `${target.name} ${start}-${end}/${total}`);
    reply.header('Access-Control-Expose-Headers', 'Content-Range');
    return rows;
  });

  app.post('/api/*', async (request: Req) => {
    const target = targetOf(request);
    if (target.id !== undefined) throw new ApiError('bad_request', 405);
    const actor = requireActor(request);
    const record = writable(target, request.body, target.resource.table === 'user' ? ['password'] : []);
    const row = await create(app, actor, target.resource.table, await hashPasswordFirst(app, actor, target.resource.table, record));
    return restOne(app, actor, target, Number(row.id));
  });

  app.put('/api/*', async (request: Req) => {
    const target = targetOf(request);
    const id = withId(target);
    const actor = requireActor(request);
    await update(app, actor, target.resource.table, { id, data: writable(target, request.body), version: versionOf(request.body) });
    return restOne(app, actor, target, id);
  });

  app.delete('/api/*', async (request: Req) => {
    const target = targetOf(request);
    const id = withId(target);
    const actor = requireActor(request);
    const row = await restOne(app, actor, target, id);
    await remove(app, actor, target.resource.table, [id]);
    return row;
  });
};
