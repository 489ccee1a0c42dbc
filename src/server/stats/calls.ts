/**
 * The stats calls by name: each takes the parsed range and the caller's scope and answers
 * with aggregates only. The plugin wires them to `POST /index/stats/<name>`.
 */
import type { ResourcesConfig } from '../../config/types';
import { throughDoor, type Db, type Scope } from './base/common';
import { monthly } from './queries/monthly';
import { ordersByStatus } from './queries/ordersByStatus';
import { paymentsByMethod } from './queries/paymentsByMethod';
import { plotsByArea } from './queries/plotsByArea';
import { sellers } from './queries/sellers';
import { summary } from './queries/summary';
import { topSellers } from './queries/topSellers';
import type { StatsQuery } from './base/range';

interface CallContext {
  db: Db;
  query: StatsQuery;
  scope: Scope;
  config: ResourcesConfig;
  /** Whether the monthly rollups may answer whole months (../rollups/plugin.ts). */
  rollups: boolean;
  /** The server's local day (the domain clock's): live state figures end there, snapshots before. */
  today: string;
  /** Read in slices with turns between them (PGlite: ./queries/plotCounts.ts, ./rollups/slices.ts). */
  sliced?: boolean;
}

/** The values of an enum field of the config, in the config's order (chart and table order). */
const enumValues = (config: ResourcesConfig, resource: string, field: string): string[] => {
  const def = config[resource]?.fields[field];
  return def?.type === 'enum' ? def.values.map((v) => v.value) : [];
};

/** Each call reads through the door of its scope's channel (base/common.ts `throughDoor`). */
const scoped =
  <T>(fn: (c: CallContext, scope: ReturnType<typeof throughDoor>) => Promise<T>) =>
  (c: CallContext): Promise<T> => {
    const scope = throughDoor(c.config, c.db, c.scope);
    return fn({ ...c, db: scope.door }, scope);
  };

export const STATS_CALLS = {
  summary: scoped((c, s) => summary(c.db, c.query, s, c.rollups, enumValues(c.config, 'tomb_burialslot', 'status'), c.today, c.sliced)),
  monthly: scoped((c, s) => monthly(c.db, c.query, s, c.rollups, c.sliced)),
  plots_by_area: scoped((c) => plotsByArea(c.db, enumValues(c.config, 'tomb_burialslot', 'status'), c.sliced)),
  orders_by_status: scoped((c, s) => ordersByStatus(c.db, c.query, s, c.rollups, enumValues(c.config, 'tomb_order', 'status'), c.sliced)),
  top_sellers: scoped((c, s) => topSellers(c.db, c.query, s, c.rollups, c.sliced)),
  payments_by_method: scoped((c, s) => paymentsByMethod(c.db, c.query, s, c.rollups, enumValues(c.config, 'tomb_payment', 'method'), c.sliced)),
} satisfies Record<string, (c: CallContext) => Promise<unknown>>;

export type StatsCallName = keyof typeof STATS_CALLS;

/** The seller filter's choices do not depend on a range: this call takes an empty body. */
export const sellersCall = (config: ResourcesConfig, db: Db, scope: Pick<Scope, 'channel'>) => sellers(throughDoor(config, db, scope));
