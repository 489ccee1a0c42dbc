/**
 * `POST /index/stats/<call>`: the statistics pages' figures. Only levels that have a
 * statistics page may call; the channel is the session's, never the body's; the body is
 * `{from, to, salesperson_id?, agent?}`, checked strictly (docs/statistics.md). An answer is kept
 * for the day until what it reads changes (./cache.ts); a call not kept runs in the heavy-work
 * lane (../http/heavyLane.ts).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Channel } from '../../config/types';
import { requireActor } from '../auth/actor';
import { dayOf } from '../clock/clock';
import { clockOf } from '../clock/clock';
import { ApiError, badRequest, forbidden } from '../http/errors';
import { heavyRead } from '../http/heavyLane';
import { unknownKey } from '../query/refuse';
import { ok } from '../http/reply';
import { STATS_CALLS, sellersCall, type StatsCallName } from './calls';
import { parseStatsRequest, type StatsQuery } from './base/range';
import { statsSnapshotsPlugin } from './snapshots/plugin';
import { statsChannelOf } from './scope';
import { installStatsCache } from './cache';

const parseOrThrow = (body: unknown, today: string): StatsQuery => {
  const parsed = parseStatsRequest(body ?? {}, today);
  if (parsed.ok) return parsed.query;
  if (parsed.reason === 'unknown_key') throw unknownKey(parsed.key);
  // 422 like every other validation refusal of the API, with the field errors to show.
  if (parsed.reason === 'fields') throw new ApiError('validation', 422, undefined, parsed.fields);
  throw badRequest();
};

/** Who asks is checked before what is asked: a refused level learns nothing from the body. */
const channelOrThrow = (request: FastifyRequest): Channel => {
  const channel = statsChannelOf(requireActor(request));
  if (!channel) throw forbidden();
  return channel;
};

const isEmptyBody = (body: unknown): boolean =>
  body === undefined || body === null || (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);

export const statsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(statsSnapshotsPlugin);
  installStatsCache(app);
  for (const name of Object.keys(STATS_CALLS) as StatsCallName[]) {
    app.post(`/index/stats/${name}`, async (request) => {
      const channel = channelOrThrow(request);
      const today = dayOf(clockOf(app).now());
      const query = parseOrThrow(request.body, today);
      const scope = { channel, salespersonId: query.salespersonId, agent: query.agent };
      const key = [name, channel, today, app.statsRollups.enabled, query.period.from, query.period.to, query.salespersonId ?? '', query.agent ?? ''].join('\u0000');
      const answer = await app.statsCache.answer<unknown>(key, () =>
        heavyRead<unknown>(app, (db) => STATS_CALLS[name]({ db, query, scope, config: app.resources, rollups: app.statsRollups.enabled, today, sliced: app.database.kind === 'pglite' })),
      );
      return ok(answer);
    });
  }
  app.post('/index/stats/sellers', async (request) => {
    const channel = channelOrThrow(request);
    if (!isEmptyBody(request.body)) throw badRequest();
    return ok(await sellersCall(app.database.db, { channel }));
  });
};
