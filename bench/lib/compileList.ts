/**
 * The exact SQL and parameters our server's generic query runs for the benchmark's list, count,
 * single order and unread count, taken from the server's own parser and compiler (no database
 * needed), for the minimal handler to run.
 */
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { appConfig } from '../../src/instance';
import { channelOfLevel } from '../../src/config/routes';
import { LEVELS, type Actor } from '../../src/config/types';
import { accessScope } from '../../src/server/data/scope';
import { compileCount, compileList } from '../../src/server/query/compile';
import { parseListRequest } from '../../src/server/query/parse';
import { COUNT_ARGS, LIST_ARGS, POLL_ARGS, SINGLE_ID, singleArgs } from './scenarios';
import type { Db } from '../../src/server/db/handle';

export interface CompiledQuery {
  sql: string;
  parameters: unknown[];
}

const compileOnly: Db = new Kysely({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

export interface BenchQueries {
  list: CompiledQuery;
  count: CompiledQuery;
  /** One order; the parameter equal to SINGLE_ID is the id asked for. */
  single: CompiledQuery;
  /** The unread count per level (the caller's level is both the filter and the scope). */
  poll: Record<number, CompiledQuery>;
}

const plain = (q: { sql: string; parameters: readonly unknown[] }): CompiledQuery => ({ sql: q.sql, parameters: [...q.parameters] });

export const benchQueries = (actor: Actor): BenchQueries => {
  const resource = appConfig.tomb_order;
  const ctx = { config: appConfig, level: actor.level, table: 'tomb_order', resource };
  const scope = accessScope('tomb_order', resource, actor);
  const list = compileList(compileOnly, parseListRequest(ctx, LIST_ARGS), scope).compile();
  const count = compileCount(compileOnly, parseListRequest(ctx, COUNT_ARGS), scope).compile();
  const single = compileList(compileOnly, parseListRequest(ctx, singleArgs(SINGLE_ID)), scope).compile();
  const poll: Record<number, CompiledQuery> = {};
  const message = appConfig.message;
  for (const level of LEVELS) {
    const reader: Actor = { userId: actor.userId, level, channel: channelOfLevel(level) };
    const q = parseListRequest({ config: appConfig, level, table: 'message', resource: message }, POLL_ARGS(level));
    poll[level] = plain(compileCount(compileOnly, q, accessScope('message', message, reader)).compile());
  }
  return { list: plain(list), count: plain(count), single: plain(single), poll };
};
