/**
 * A test server with one signed-in user per level, through the real session mechanism of
 * the auth part (a session row and its token), so every request is authenticated exactly
 * as in production.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { channelOfLevel } from '../../../src/config/routes';
import { LEVELS, type Actor, type Level } from '../../../src/config/types';
import { createSession } from '../../../src/server/auth/sessions';
import type { Database } from '../../../src/server/db/database';
import { startTestApp, type TestAppOptions } from './testApp';
import { privileged } from '../../../src/server/data/door';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  /** Session token per level. */
  tokens: Record<Level, string>;
  actors: Record<Level, Actor>;
  /** POST a JSON body (or raw string) as a level's user, or anonymously with level 0. */
  post: (level: Level | 0, path: string, body?: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

export const startTestServer = async (name: string, opts: TestAppOptions = {}): Promise<TestServer> => {
  const { app, database, close } = await startTestApp(name, opts);
  const tokens = {} as Record<Level, string>;
  const actors = {} as Record<Level, Actor>;
  for (const level of LEVELS) {
    const channel = channelOfLevel(level);
    const user = await database.db
      .insertInto('user')
      .values({ mobile: `1390000000${level}`, nickname: `Staff ${level}`, level, enabled: true, channel })
      .returning('id')
      .executeTakeFirstOrThrow();
    actors[level] = { userId: user.id as number, level, channel };
    tokens[level] = await createSession(privileged(database.db), user.id as number, app.clock.now());
  }
  const post: TestServer['post'] = (level, path, body, headers = {}) =>
    app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', ...(level ? { 'x-token': tokens[level] } : {}), ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body ?? {}),
    });
  return {
    app,
    database,
    tokens,
    actors,
    post,
    close,
  };
};
