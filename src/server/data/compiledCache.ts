/**
 * The compiled SQL of recent list and count requests, per app. Browsers repeat the same few
 * requests (the unread count every second, a list page and its count), and parsing,
 * checking and compiling one costs more CPU than the rest of its handling. The compiled query
 * is a pure function of the config, the table, the caller's level and scope and the request
 * arguments, and all of them are in the key, so a hit is exactly what a miss would compile.
 * Refused requests throw before they are stored.
 */
import type { FastifyInstance } from 'fastify';

/** Bigger arguments (long IN lists, pasted text) are compiled every time rather than stored. */
const MAX_KEY_CHARS = 4096;
const MAX_ENTRIES = 1000;

const caches = new WeakMap<FastifyInstance, Map<string, unknown>>();

export const cacheKey = (parts: readonly unknown[]): string | undefined => {
  let key: string;
  try {
    key = JSON.stringify(parts);
  } catch {
    // Nesting too deep for the stack: the parser refuses such a request with its own message.
    return undefined;
  }
  return key.length <= MAX_KEY_CHARS ? key : undefined;
};

export const compiledFor = <T>(app: FastifyInstance, key: string | undefined, compile: () => T): T => {
  if (key === undefined) return compile();
  let cache = caches.get(app);
  if (!cache) caches.set(app, (cache = new Map()));
  if (cache.has(key)) {
    const hit = cache.get(key) as T;
    // Least recently used first out: a Map iterates in insertion order, so a hit moves to the end
    // and one-off requests (a record by id) cannot push out the ones every browser repeats.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const compiled = compile();
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, compiled);
  return compiled;
};
