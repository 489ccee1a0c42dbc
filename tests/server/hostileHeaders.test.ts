/**
 * Security headers on every kind of answer (API success and errors, the app's HTML, assets,
 * not-found, an unexpected 500): CSP with frame-ancestors, nosniff, a referrer policy; HSTS only
 * over https, which behind a proxy means X-Forwarded-Proto from a trusted proxy. And cookies:
 * the server sets none today; any it ever sets must carry SameSite, and Secure over https.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createSession } from '../../src/server/auth/sessions';
import type { Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { closeTestDatabase, openTestDatabase } from './helpers/database';
import { appConfig } from '../../src/instance';
import { privileged } from '../../src/server/data/door';

let database: Database;
let dir = '';
let token = '';
const apps: FastifyInstance[] = [];

const makeApp = async (trustProxy: boolean): Promise<FastifyInstance> => {
  const app = await buildApp({ database, staticDir: dir, trustProxy });
  // An unexpected failure, to see the 500 answer: its message must not reach the client.
  app.post('/index/test-boom', async () => {
    throw new Error('boom: select password_hash from "user"');
  });
  await app.ready();
  apps.push(app);
  return app;
};

beforeAll(async () => {
  database = await openTestDatabase('headers');
  await migrate(database, appConfig);
  dir = await mkdtemp(join(tmpdir(), 'headers-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
  const app = await makeApp(false);
  const user = await database.db.insertInto('user').values({ mobile: '13900000001', nickname: 'n', level: 1, channel: 'inside' }).returning('id').executeTakeFirstOrThrow();
  token = await createSession(privileged(database.db), Number(user.id), app.clock.now());
  expect(app).toBeDefined();
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await closeTestDatabase(database);
  await rm(dir, { recursive: true, force: true });
});

const json = { 'content-type': 'application/json' };
const requests = (): [string, InjectOptions][] => [
  ['API success', { method: 'POST', url: '/index/query', headers: { ...json, 'x-token': token }, payload: '{"table":"tomb_area"}' }],
  ['not signed in', { method: 'POST', url: '/index/query', headers: json, payload: '{"table":"tomb_area"}' }],
  ['refused query', { method: 'POST', url: '/index/query', headers: { ...json, 'x-token': token }, payload: '{"table":"session"}' }],
  ['broken JSON', { method: 'POST', url: '/index/query', headers: json, payload: '{"table":' }],
  ['too large', { method: 'POST', url: '/index/query', headers: json, payload: `{"x":"${'a'.repeat(1_100_000)}"}` }],
  ['unknown API call', { method: 'POST', url: '/index/nothing/here', headers: json, payload: '{}' }],
  ['login refused', { method: 'POST', url: '/index/User_Reg/pwd_login', headers: json, payload: '{"mobile":"1","pwd":"x","type":"pc"}' }],
  ['unexpected 500', { method: 'POST', url: '/index/test-boom', headers: json, payload: '{}' }],
  ['app HTML', { method: 'GET', url: '/' }],
  ['app route', { method: 'GET', url: '/order/tombOrderList' }],
  ['asset', { method: 'GET', url: '/assets/app-1234.js' }],
  ['missing asset', { method: 'GET', url: '/assets/missing.js' }],
  ['HEAD', { method: 'HEAD', url: '/' }],
  ['OPTIONS', { method: 'OPTIONS', url: '/index/query' }],
];

const checkCommon = (name: string, r: LightMyRequestResponse): void => {
  const csp = String(r.headers['content-security-policy'] ?? '');
  expect(csp, name).toMatch(/frame-ancestors '(none|self)'/);
  expect(csp, name).toMatch(/default-src 'self'/);
  expect(r.headers['x-content-type-options'], name).toBe('nosniff');
  expect(r.headers['referrer-policy'], name).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
};

const setCookies = (r: LightMyRequestResponse): string[] => {
  const v = r.headers['set-cookie'];
  return v === undefined ? [] : Array.isArray(v) ? v : [String(v)];
};

describe('security headers', () => {
  it('are on every answer over http, without HSTS', async () => {
    const app = apps[0];
    for (const [name, req] of requests()) {
      const r = await app.inject(req);
      checkCommon(name, r);
      expect(r.headers['strict-transport-security'], name).toBeUndefined();
      for (const c of setCookies(r)) expect(c, name).toMatch(/SameSite=(Lax|Strict)/i);
    }
  });

  it('add HSTS when a trusted proxy reports https, and cookies (if any) are Secure', async () => {
    const app = await makeApp(true);
    for (const [name, req] of requests()) {
      const r = await app.inject({ ...req, headers: { ...(req.headers ?? {}), 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' } });
      checkCommon(name, r);
      expect(r.headers['strict-transport-security'], name).toMatch(/max-age=\d{7,}/);
      for (const c of setCookies(r)) expect(c, name).toMatch(/;\s*Secure/i);
    }
  });

  it('ignore X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const r = await apps[0].inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(r.headers['strict-transport-security']).toBeUndefined();
  });

  it('answer an unexpected error with a 500 envelope that says nothing about its cause', async () => {
    const r = await apps[0].inject({ method: 'POST', url: '/index/test-boom', headers: json, payload: '{}' });
    expect(r.statusCode).toBe(500);
    expect(JSON.parse(r.body)).toMatchObject({ status: 500, data: { code: 'internal' } });
    expect(r.body).not.toMatch(/boom|password_hash|select|\.ts/);
  });

  it('set no cookie on the API: the app keeps its own token cookie (SameSite=Lax) in the browser', async () => {
    for (const [name, req] of requests()) expect(setCookies(await apps[0].inject(req)), name).toEqual([]);
  });
});
