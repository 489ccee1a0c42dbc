/**
 * The exact SQL and parameters our server runs for the benchmark's list and count, taken from
 * the server's own parser and compiler (no database needed), for the minimal handler to run.
 */
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { appConfig } from '../../src/instance';
import type { Actor } from '../../src/config/types';
import { accessScope } from '../../src/server/data/scope';
import { compileCount, compileList } from '../../src/server/query/compile';
import { parseListRequest } from '../../src/server/query/parse';
import { COUNT_ARGS, LIST_ARGS } from './scenarios';

export interface CompiledQuery {
  sql: string;
  parameters: unknown[];
}

const compileOnly = new Kysely({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

export const benchQueries = (actor: Actor): { list: CompiledQuery; count: CompiledQuery } => {
  const resource = appConfig.tomb_order;
  const ctx = { config: appConfig, level: actor.level, table: 'tomb_order', resource };
  const scope = accessScope('tomb_order', resource, actor);
  const list = compileList(compileOnly, parseListRequest(ctx, LIST_ARGS), scope).compile();
  const count = compileCount(compileOnly, parseListRequest(ctx, COUNT_ARGS), scope).compile();
  return { list: { sql: list.sql, parameters: [...list.parameters] }, count: { sql: count.sql, parameters: [...count.parameters] } };
};
