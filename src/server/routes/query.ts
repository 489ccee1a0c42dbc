/**
 * POST /index/query: the legacy generic query. A list (`table` + list keys), a count
 * (`is_count: 1`) or, when `id` and `data` are present, an update of one row. Its contract
 * (src/protocol/contracts/data.ts) says where and who; the body is the query's own grammar.
 */
import type { FastifyPluginAsync } from 'fastify';
import { genericQuery } from '../../protocol/contracts/data';
import { route } from '../contract/route';
import { search, update } from '../data';
import { unreadPoll } from '../messages/unread';
import { isPlainObject, malformed, onlyKeys } from '../query/refuse';
import { hashPasswordFirst } from '../users/hashFirst';

const UPDATE_KEYS = ['table', 'id', 'data', 'version'] as const;

export const queryRoute: FastifyPluginAsync = async (app) => {
  route(app, genericQuery, async (body, actor, { reply }) => {
    if (!isPlainObject(body)) throw malformed();
    const { table, ...rest } = body;
    if (Object.hasOwn(body, 'id') || Object.hasOwn(body, 'data')) {
      onlyKeys(body, UPDATE_KEYS);
      if (!Object.hasOwn(body, 'id') || !Object.hasOwn(body, 'data')) throw malformed();
      const data = await hashPasswordFirst(app, actor, table, body.data);
      return update(app, actor, String(table), { id: body.id, data, version: body.version });
    }
    // The bell's poll, every second from every browser: from memory (src/server/messages/unread.ts).
    const unread = unreadPoll(app, actor, body);
    if (unread !== undefined) return unread;
    return search(app, actor, typeof table === 'string' ? table : '', rest, performance.now() - reply.elapsedTime);
  });
};
