/**
 * The compiled SQL of list, count and single-record requests, per database, keyed on the request's
 * SHAPE, never its values. A shape is everything that decides the SQL text: the kind, the table,
 * the caller's level and channel, the joins, the selected columns, the conditions' structure
 * (columns, operators, how many values an IN list has), the order, and the structure of the
 * caller's row filter. Values (a record's id, a filter's text, a row filter's user id, the page)
 * are bound parameters: each request is parsed and checked in full (so every value refusal still
 * happens), then only its values are bound into the stored statement. A read by a new id or a
 * new filter value therefore hits the entry its shape compiled once.
 *
 * A statement is stored only when the values read from the tree (./../query/shape.ts) equal the
 * parameters Kysely bound when compiling it, in order: a shape whose values could not be rebound
 * exactly is compiled every time rather than risk a wrong binding.
 */
import type { FastifyInstance } from 'fastify';
import { createQueryId, type CompiledQuery } from 'kysely';
import type { AnyRow } from '../db/handle';
import type { Bound } from '../query/ast';

/** Longer shapes (hundreds of conditions) are compiled every time rather than stored. */
const MAX_KEY_CHARS = 8192;
const MAX_ENTRIES = 1000;

interface Cache {
  entries: Map<string, CompiledQuery<AnyRow>>;
  /** Whole requests repeated exactly (./list.ts): the poll, a list page and its count. */
  repeats: Map<string, unknown>;
  hits: number;
  misses: number;
}

/**
 * Per database handle, not per Fastify instance: routes registered in plugins see their own
 * encapsulated instance, and every one of them compiles for the same database.
 */
const caches = new WeakMap<object, Cache>();

const cacheOf = (app: FastifyInstance): Cache => {
  let cache = caches.get(app.database);
  if (!cache) caches.set(app.database, (cache = { entries: new Map(), repeats: new Map(), hits: 0, misses: 0 }));
  return cache;
};

/** For tests and diagnostics: how many shapes are stored, and how often a request was served without compiling. */
export const compiledCacheStats = (app: FastifyInstance): { size: number; hits: number; misses: number } => {
  const c = cacheOf(app);
  return { size: c.entries.size, hits: c.hits, misses: c.misses };
};

/** Exact repeats kept: few, so one-off requests (a record by id) churn these, never the shapes. */
const MAX_REPEATS = 256;
const MAX_REPEAT_KEY_CHARS = 4096;

/** A key for a whole request (values included), or undefined when too big or too deep to serialise. */
export const repeatKey = (parts: readonly unknown[]): string | undefined => {
  let key: string;
  try {
    key = JSON.stringify(parts);
  } catch {
    // Nesting too deep for the stack: the parser refuses such a request with its own message.
    return undefined;
  }
  return key.length <= MAX_REPEAT_KEY_CHARS ? key : undefined;
};

/**
 * The outcome of a request already answered with exactly the same key (values included): the
 * same arguments from the same scope parse, pass every check and compile exactly alike, so a
 * repeat skips parsing too. Refused requests throw before they are stored.
 */
export const repeatedFor = <T>(app: FastifyInstance, key: string | undefined, compute: () => T): T => {
  if (key === undefined) return compute();
  const cache = cacheOf(app);
  if (cache.repeats.has(key)) {
    const hit = cache.repeats.get(key) as T;
    cache.hits++;
    cache.repeats.delete(key);
    cache.repeats.set(key, hit);
    return hit;
  }
  const out = compute();
  if (cache.repeats.size >= MAX_REPEATS) cache.repeats.delete(cache.repeats.keys().next().value as string);
  cache.repeats.set(key, out);
  return out;
};

const sameParams = (a: readonly unknown[], b: readonly unknown[]): boolean => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/**
 * The statement for a shape with these values bound. `compile` builds it with the same values;
 * on a hit only the parameters change.
 */
export const compiledFor = (app: FastifyInstance, key: string | undefined, params: readonly Bound[], compile: () => CompiledQuery<AnyRow>): CompiledQuery<AnyRow> => {
  if (key === undefined || key.length > MAX_KEY_CHARS) return compile();
  const cache = cacheOf(app);
  const hit = cache.entries.get(key);
  if (hit) {
    cache.hits++;
    // Least recently used first out: a Map iterates in insertion order, so a hit moves to the end.
    cache.entries.delete(key);
    cache.entries.set(key, hit);
    // A query of its own (plugins and logs key on the id), sharing only the SQL text and tree.
    return { ...hit, queryId: createQueryId(), parameters: params };
  }
  cache.misses++;
  const compiled = compile();
  if (!sameParams(compiled.parameters, params)) return compiled;
  if (cache.entries.size >= MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value as string);
  cache.entries.set(key, compiled);
  return compiled;
};
