/**
 * POST /index/query: the legacy generic query. A list (`table` + list keys), a count
 * (`is_count: 1`) or, when `id` and `data` are present, an update of one row.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requireActor } from '../auth/actor';
import { search, update } from '../data';
import { ok } from '../http/reply';
import { isPlainObject, malformed, onlyKeys } from '../query/refuse';

const UPDATE_KEYS = ['table', 'id', 'data', 'version'] as const;

export const queryRoute: FastifyPluginAsync = async (app) => {
  app.post('/index/query', async (request) => {
    const actor = requireActor(request);
    const body = request.body;
    if (!isPlainObject(body)) throw malformed();
    const { table, ...rest } = body;
    if (Object.hasOwn(body, 'id') || Object.hasOwn(body, 'data')) {
      onlyKeys(body, UPDATE_KEYS);
      if (!Object.hasOwn(body, 'id') || !Object.hasOwn(body, 'data')) throw malformed();
      return ok(await update(app, actor, String(table), { id: body.id, data: body.data, version: body.version }));
    }
    return ok(await search(app, actor, typeof table === 'string' ? table : '', rest));
  });
};
