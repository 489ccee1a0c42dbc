/**
 * What a response schema (fast-json-stringify) would save on the list's answer, against the
 * JSON.stringify Fastify uses without one: one real page of the benchmark's list (50 orders,
 * every readable column and the plot's code) from the bench database, serialised 20,000 times
 * each way. Issue 14 asked for response schemas "or measure and state why not"; the result is in
 * docs/performance.md.
 *
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/serialise.ts
 */
import { performance } from 'node:perf_hooks';
import fastJson from 'fast-json-stringify';
import { CompiledQuery } from 'kysely';
import { openDatabase } from '../src/server/db/database';
import { BENCH_URL } from './lib/benchDatabase';
import { benchQueries } from './lib/compileList';

const ROUNDS = 20_000;

const time = (fn: () => string): number => {
  for (let i = 0; i < 2000; i++) fn();
  const t = performance.now();
  for (let i = 0; i < ROUNDS; i++) fn();
  return ((performance.now() - t) * 1000) / ROUNDS;
};

const main = async (): Promise<void> => {
  const database = await openDatabase({ url: BENCH_URL });
  const q = benchQueries({ userId: 1, level: 1, channel: 'inside' }).list;
  const rows = (await database.db.executeQuery(CompiledQuery.raw(q.sql, q.parameters))).rows as Record<string, unknown>[];
  await database.close();
  const properties: Record<string, unknown> = {};
  for (const key of Object.keys(rows[0] ?? {})) {
    const sample = rows.find((r) => r[key] !== null)?.[key];
    properties[key] = { type: [typeof sample === 'number' ? 'number' : typeof sample === 'boolean' ? 'boolean' : 'string', 'null'] };
  }
  const envelope = { status: 200, msg: 'ok', data: rows };
  const stringify = fastJson({
    type: 'object',
    properties: { status: { type: 'integer' }, msg: { type: 'string' }, data: { type: 'array', items: { type: 'object', properties } } },
  });
  if (JSON.stringify(JSON.parse(stringify(envelope))) !== JSON.stringify(envelope)) throw new Error('the two serialisations differ');
  const plain = time(() => JSON.stringify(envelope));
  const schema = time(() => stringify(envelope));
  console.log(`${rows.length} rows, ${Object.keys(properties).length} columns, ${JSON.stringify(envelope).length} bytes`);
  console.log(`JSON.stringify: ${plain.toFixed(1)} µs per answer; fast-json-stringify: ${schema.toFixed(1)} µs per answer`);
};

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
