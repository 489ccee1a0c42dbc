/**
 * The app for the auth, users and seed tests: a fresh database (PGlite, or a PostgreSQL schema
 * when TEST_DATABASE_URL is set), migrated, optionally with the demo data of 2026-11-23, a
 * clock the test moves, and forgot-password codes captured instead of logged.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/seed/demo';
import { closeTestDatabase, openTestDatabase } from './helpers/database';
import { appConfig } from '../../src/instance';

export const DEMO_TODAY = '2026-11-23';

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  headers: Record<string, unknown>;
}

interface CallOptions {
  token?: string;
  /** Send the token as the Admin-Token cookie instead of the X-Token header. */
  cookie?: boolean;
  ip?: string;
  lang?: string;
}

export interface AuthWorld {
  app: FastifyInstance;
  database: Database;
  post(path: string, body?: unknown, opts?: CallOptions): Promise<Answer>;
  now(): Date;
  setNow(d: Date): void;
  /** Move the clock forward. */
  advance(ms: number): void;
  /** Codes handed to the (fake) SMS gateway, newest last. */
  codes: { mobile: string; code: string }[];
  close(): Promise<void>;
}

export const startAuthWorld = async (name: string, opts: { seed?: boolean } = {}): Promise<AuthWorld> => {
  const database = await openTestDatabase(name);
  await migrate(database, appConfig);
  if (opts.seed) await seedDemo(database, { today: DEMO_TODAY });
  const app = await buildApp({ database });
  await app.ready();
  let current = new Date(2026, 10, 23, 9, 0, 0);
  app.clock = { now: () => current };
  const codes: AuthWorld['codes'] = [];
  app.auth.deliverCode = (user, code) => codes.push({ mobile: user.mobile, code });
  return {
    app,
    database,
    codes,
    now: () => current,
    setNow: (d) => {
      current = d;
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
    post: async (path, body, o = {}) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (o.token && o.cookie) headers.cookie = `Admin-Token=${o.token}`;
      else if (o.token) headers['x-token'] = o.token;
      if (o.lang) headers['accept-language'] = o.lang;
      const res = await app.inject({ method: 'POST', url: path, headers, payload: JSON.stringify(body ?? {}), remoteAddress: o.ip ?? '127.0.0.1' });
      return { status: res.statusCode, body: res.json(), headers: res.headers };
    },
    close: async () => {
      await app.close();
      await closeTestDatabase(database);
    },
  };
};
