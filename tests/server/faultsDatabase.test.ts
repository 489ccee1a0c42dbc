/**
 * PostgreSQL going away and coming back, without restarting our server: while it is gone every
 * request gets a clear `database_unavailable` (503) promptly, never a 500 or a hang; when it is
 * back, requests succeed again. Simulated without touching the shared cluster: the server
 * reaches PostgreSQL through a proxy the test cuts (a stopped or restarting database), and
 * its backends are terminated from another connection (an administrator, a failover).
 * What the instance holds in memory (sessions) is not trusted across a gap in its change feed.
 * PostgreSQL only (TEST_DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createSession } from '../../src/server/auth/sessions';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { startDbProxy, type DbProxy } from './faultsProxy';
import { appConfig } from '../../src/instance';
import { privileged } from '../../src/server/data/door';

const URL_ = process.env.TEST_DATABASE_URL;
const SCHEMA = `t_faults_db_${process.pid}_${randomUUID().slice(0, 8)}`;

let proxy: DbProxy;
let database: Database;
let app: FastifyInstance;
let token = '';

const list = (): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url: '/index/query', headers: { 'content-type': 'application/json', 'x-token': token }, payload: '{"table":"tomb_area"}' });

/** A request that must answer within `ms`: a hang is a failure too. */
const answered = async (ms = 15_000): Promise<LightMyRequestResponse> =>
  Promise.race([list(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))]);

const expectUnavailable = (r: LightMyRequestResponse): void => {
  expect(r.statusCode, r.body).toBe(503);
  expect(JSON.parse(r.body)).toMatchObject({ status: 503, data: { code: 'database_unavailable' } });
  expect(r.body).not.toMatch(/ECONN|terminat|5432|pg|postgres/i);
};

const untilOk = async (timeoutMs = 20_000): Promise<LightMyRequestResponse> => {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const r = await answered();
    if (r.statusCode === 200 || performance.now() > deadline) return r;
    await new Promise((res) => setTimeout(res, 200));
  }
};

describe.runIf(URL_)('PostgreSQL going away and coming back', () => {
  beforeAll(async () => {
    proxy = await startDbProxy(URL_ ?? '');
    database = await openDatabase({ url: proxy.url, schema: SCHEMA });
    await migrate(database, appConfig);
    app = await buildApp({ database });
    await app.ready();
    await database.db.insertInto('tomb_area').values({ name: 'A', code: 'A' }).execute();
    const user = await database.db.insertInto('user').values({ mobile: '13900000001', nickname: 'n', level: 2, channel: 'inside' }).returning('id').executeTakeFirstOrThrow();
    token = await createSession(privileged(database.db), Number(user.id), app.clock.now());
  });

  afterAll(async () => {
    await proxy?.restore().catch(() => undefined);
    await app?.close();
    await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(database.db).catch(() => undefined);
    await database?.close();
    await proxy?.close();
  });

  it('answers 503 database_unavailable while the database is unreachable, and recovers by itself', async () => {
    expect((await answered()).statusCode).toBe(200);
    await proxy.cut();
    for (let i = 0; i < 5; i++) expectUnavailable(await answered());
    await proxy.restore();
    const back = await untilOk();
    expect(back.statusCode, back.body).toBe(200);
    expect(JSON.parse(back.body).data).toEqual([expect.objectContaining({ name: 'A' })]);
  });

  it('survives its connections being terminated (an administrator, a failover): 503 at worst, then 200', async () => {
    expect((await answered()).statusCode).toBe(200);
    const admin = new pg.Client({ connectionString: URL_ });
    await admin.connect();
    try {
      const statuses: number[] = [];
      const stream = (async () => {
        for (let i = 0; i < 40; i++) statuses.push((await answered()).statusCode);
      })();
      for (let round = 0; round < 3; round++) {
        await new Promise((res) => setTimeout(res, 50));
        // Exactly our server's backends (the proxy's upstream ports), never another test's.
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where client_port = any($1::int[]) and pid <> pg_backend_pid()', [proxy.upstreamPorts()]);
      }
      await stream;
      expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
      expect((await untilOk()).statusCode).toBe(200);
    } finally {
      await admin.end();
    }
  });

  it('serves nothing from memory that changed while the link was down: a user disabled meanwhile is refused once it is back', async () => {
    const user = await database.db.insertInto('user').values({ mobile: '13900000002', nickname: 'm', level: 2, channel: 'inside' }).returning('id').executeTakeFirstOrThrow();
    const theirs = await createSession(privileged(database.db), Number(user.id), app.clock.now());
    const call = () =>
      Promise.race([
        app.inject({ method: 'POST', url: '/index/query', headers: { 'content-type': 'application/json', 'x-token': theirs }, payload: '{"table":"tomb_area"}' }),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer within 15 s')), 15_000)),
      ]);
    const listening = async (): Promise<boolean> => {
      const deadline = performance.now() + 20_000;
      while (!app.changes.live && performance.now() < deadline) await new Promise((res) => setTimeout(res, 100));
      return app.changes.live;
    };
    // The earlier tests cut the LISTEN connection too; validated once it is back, so held in memory.
    expect(await listening()).toBe(true);
    for (let i = 0; i < 2; i++) expect((await call()).statusCode).toBe(200);
    await proxy.cut();
    // Written past the proxy: the server's LISTEN connection is cut and cannot hear it.
    const admin = new pg.Client({ connectionString: URL_ });
    await admin.connect();
    try {
      await admin.query(`update "${SCHEMA}"."user" set enabled = false where id = $1`, [Number(user.id)]);
    } finally {
      await admin.end();
    }
    await proxy.restore();
    // Once the instance listens again (it retries every second), memory is trusted again: what
    // it held from before the cut must be gone, since the change was not heard.
    expect(await listening()).toBe(true);
    expect((await call()).statusCode).toBe(401);
  });
});
