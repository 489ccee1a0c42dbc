/**
 * How many list and count queries one user may have at the database at once. A user's
 * requests beyond `RUNNING` wait in the user's own short line (outside the database, so they
 * hold neither PGlite's only connection nor a pool connection); beyond `WAITING` in line, or
 * after `MAX_WAIT_MS` in it, they are refused at once with 429 and `Retry-After`. A browser
 * page sends a list and its count together, a few reference look-ups and the unread poll: the
 * line absorbs that; a script firing dozens at once cannot hold the database from other users.
 */
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../config/types';
import { retryLater } from '../http/errors';

export interface GateLimits {
  running: number;
  waiting: number;
  maxWaitMs: number;
}

export const GATE_LIMITS: GateLimits = { running: 2, waiting: 4, maxWaitMs: 1000 };

interface Line {
  running: number;
  queue: { go: () => void }[];
}

const gates = new WeakMap<FastifyInstance, Map<number, Line>>();
/** Tests that race one user's writes against each other lift the limits for their app. */
const overrides = new WeakMap<FastifyInstance, GateLimits>();

export const setGateLimits = (app: FastifyInstance, limits: GateLimits): void => {
  overrides.set(app, limits);
};

const tooMany = () => retryLater('too_many_queries', 429, 1);

const enter = (line: Line, limits: GateLimits): Promise<void> => {
  if (line.running < limits.running) {
    line.running += 1;
    return Promise.resolve();
  }
  if (line.queue.length >= limits.waiting) return Promise.reject(tooMany());
  return new Promise<void>((resolve, reject) => {
    const entry = {
      go: () => {
        clearTimeout(timer);
        line.running += 1;
        resolve();
      },
    };
    const timer = setTimeout(() => {
      const at = line.queue.indexOf(entry);
      if (at >= 0) line.queue.splice(at, 1);
      reject(tooMany());
    }, limits.maxWaitMs);
    line.queue.push(entry);
  });
};

/** Run `fn` in one of the user's slots: at once, after a short wait in their line, or refused (429). */
export const withUserSlot = async <T>(app: FastifyInstance, actor: Actor, fn: () => Promise<T>): Promise<T> => {
  const limits = overrides.get(app) ?? GATE_LIMITS;
  let lines = gates.get(app);
  if (!lines) gates.set(app, (lines = new Map()));
  let line = lines.get(actor.userId);
  if (!line) lines.set(actor.userId, (line = { running: 0, queue: [] }));
  const own = line;
  await enter(own, limits);
  try {
    return await fn();
  } finally {
    own.running -= 1;
    const next = own.queue.shift();
    if (next) next.go();
    else if (own.running === 0) lines.delete(actor.userId);
  }
};
