/**
 * The app for the auth, users and seed tests: a fresh database (PGlite, or a PostgreSQL schema
 * when TEST_DATABASE_URL is set), migrated, optionally with the demo data of 2026-11-23, a
 * clock the test moves, and forgot-password codes captured instead of logged.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/database';
import { seedDemo } from '../../src/server/seed/demo';
import { forFile } from './helpers/forFile';
import { startTestApp } from './helpers/testApp';

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
  /** Who the token signs in (get_user_info). */
  info(token: string): Promise<Answer>;
  /** Codes handed to the (fake) SMS gateway, newest last. */
  codes: { mobile: string; code: string }[];
  close(): Promise<void>;
}

export const startAuthWorld = async (name: string, opts: { seed?: boolean } = {}): Promise<AuthWorld> => {
  const { app, database, close } = await startTestApp(name, { prepare: opts.seed ? (d) => seedDemo(d, { today: DEMO_TODAY }) : undefined });
  let current = new Date(2026, 10, 23, 9, 0, 0);
  app.clock = { now: () => current };
  const codes: AuthWorld['codes'] = [];
  app.auth.deliverCode = (user, code) => codes.push({ mobile: user.mobile, code });
  const world: AuthWorld = {
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
    info: (token) => world.post('/index/user_reg/get_user_info', {}, { token }),
    close,
  };
  return world;
};

/** The file's auth world (startAuthWorld), built in beforeAll and closed in afterAll. */
export const authWorldFor = (name: string, opts: { seed?: boolean } = {}): AuthWorld => forFile(() => startAuthWorld(name, opts));
