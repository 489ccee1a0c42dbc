/**
 * POST /index/admin.<table>/{_search,create,update,table_delete}: the legacy admin family,
 * generalised to every configured table. `admin.admin` is the spec's admin account record:
 * the `user` table. Matching is case-insensitive, like the legacy server's.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requireActor } from '../http/actor';
import { create, parseIds, remove, search, update, updateMany } from '../data';
import { ApiError } from '../http/errors';
import { ok } from '../http/reply';
import { isPlainObject, malformed, unknownKey } from '../query/refuse';
import { hashPasswordFirst } from '../users/hashFirst';

/** Legacy names of tables in the admin family. */
const TABLE_ALIASES: Record<string, string> = { admin: 'user' };

/** `admin.<name>` -> the name in the path and the table it means. */
const tableOf = (target: string): { name: string; table: string } | undefined => {
  const m = /^admin\.([a-z0-9_]{1,63})$/.exec(target);
  if (!m) return undefined;
  const name = m[1];
  return { name, table: Object.hasOwn(TABLE_ALIASES, name) ? TABLE_ALIASES[name] : name };
};

export const adminRoutes: FastifyPluginAsync = async (app) => {
  // A wildcard rather than `/:target/:op` params: a param longer than the router's limit
  // would be answered 414 by the router itself, outside the error envelope.
  app.post<{ Params: { '*': string } }>('/index/*', async (request, reply) => {
    const [target = '', op = '', ...more] = request.params['*'].split('/').map((p) => p.toLowerCase());
    const path = more.length === 0 ? tableOf(target) : undefined;
    if (!path || !['_search', 'create', 'update', 'table_delete'].includes(op)) throw new ApiError('unknown_call', 404, { path: request.url.split('?')[0].slice(0, 200) });
    const { name, table } = path;
    const actor = requireActor(request);
    const body = request.body ?? {};
    if (!isPlainObject(body)) throw malformed();
    switch (op) {
      case '_search': {
        const { table: named, ...rest } = body;
        // `table` may repeat the path's table; anything else is a contradiction.
        if (named !== undefined && named !== table && named !== name) throw unknownKey('table');
        return ok(await search(app, actor, table, rest, performance.now() - reply.elapsedTime));
      }
      case 'create':
        // A user's password is hashed before the write's transaction (../users/hashFirst.ts).
        return ok(await create(app, actor, table, await hashPasswordFirst(app, actor, table, body)));
      case 'update': {
        // `ids` instead of `id`: one change to several rows, all or nothing (bulk edits).
        if (Object.hasOwn(body, 'ids')) {
          const { ids, ...fields } = body;
          return ok(await updateMany(app, actor, table, parseIds({ ids }), await hashPasswordFirst(app, actor, table, fields)));
        }
        const { id, version, ...data } = body;
        if (id === undefined) throw malformed();
        return ok(await update(app, actor, table, { id, data: await hashPasswordFirst(app, actor, table, data), version }));
      }
      default:
        return ok(await remove(app, actor, table, parseIds(body)));
    }
  });
};
