/**
 * `POST /index/stats/<call>`: the statistics pages' figures. Only levels that have a
 * statistics page may call; the channel is the session's, never the body's; the body is
 * `{from, to, salesperson_id?, agent?}`, decoded by its contract (src/protocol/contracts/stats.ts),
 * then the range's own rules (./base/range.ts; docs/statistics.md). An answer is kept
 * for the day until what it reads changes (./cache.ts); a call not kept runs in the heavy-work
 * lane (../http/heavyLane.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Actor, Channel } from '../../config/types';
import type { AnyContract } from '../../protocol/contract';
import * as stats from '../../protocol/contracts/stats';
import { dayOf } from '../clock/clock';
import { clockOf } from '../clock/clock';
import { route } from '../contract/route';
import { ApiError, badRequest, forbidden } from '../http/errors';
import { databaseKind, privilegedRead } from '../data/door';
import { heavyRead } from '../http/heavyLane';
import { unknownKey } from '../query/refuse';
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

/** The session's channel (a user row whose channel is not its level's sees nothing). */
const channelOrThrow = (actor: Actor): Channel => {
  const channel = statsChannelOf(actor);
  if (!channel) throw forbidden();
  return channel;
};

/** Each figure's call (the contract) and what computes it. */
const FIGURES: readonly [AnyContract, StatsCallName][] = [
  [stats.statsSummary, 'summary'],
  [stats.statsMonthly, 'monthly'],
  [stats.statsPlotsByArea, 'plots_by_area'],
  [stats.statsOrdersByStatus, 'orders_by_status'],
  [stats.statsTopSellers, 'top_sellers'],
  [stats.statsPaymentsByMethod, 'payments_by_method'],
];

export const statsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(statsSnapshotsPlugin);
  installStatsCache(app);
  for (const [c, name] of FIGURES) {
    route(app, c, async (body, actor) => {
      const channel = channelOrThrow(actor);
      const today = dayOf(clockOf(app).now());
      const query = parseOrThrow(body, today);
      const scope = { channel, salespersonId: query.salespersonId, agent: query.agent };
      const key = [name, channel, today, app.statsRollups.enabled, query.period.from, query.period.to, query.salespersonId ?? '', query.agent ?? ''].join('\u0000');
      return app.statsCache.answer<unknown>(key, () =>
        heavyRead<unknown>(app, (db) => STATS_CALLS[name]({ db, query, scope, config: app.resources, rollups: app.statsRollups.enabled, today, sliced: databaseKind(app) === 'pglite' })),
      ) as never;
    });
  }
  // The handle goes through the door of the session's channel in sellersCall (./base/common.ts throughDoor).
  route(app, stats.statsSellers, async (_body, actor) => sellersCall(app.resources, privilegedRead(app), { channel: channelOrThrow(actor) }));
};
