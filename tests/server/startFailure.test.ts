/**
 * Starting does not depend on the machine's load, and a failed start says why in one line
 * (issue 26, item 12): the schema checks of the onReady hooks may take longer than Fastify's
 * 10 s default, up to START_TIMEOUT_MS; the data work (backfills, the take-back of imports left
 * half done, yesterday's snapshot) runs after ready, in the background; a database that is not reachable
 * is one clear line on stderr, without a stack trace or the password, and exit code 1.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { migrate } from '../../src/server/db/migrate';
import { runAfterStart } from '../../src/server/jobs/startup';
import { runtimeSettings } from '../../src/server/runtime/settings';
import { startFailureLine } from '../../src/server/runtime/startFailure';
import { appConfig } from '../../src/instance';
import { closeTestDatabase, openTestDatabase } from './helpers/database';

/** A port nothing listens on: taken from the system, then let go. */
const closedPort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/** Run the server's entry point (src/server/main.ts through tsx) to its exit. */
const runServer = (env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('a start that cannot reach its database', () => {
  it('says so in one line, without a stack trace or the password, and exits with 1', async () => {
    const port = await closedPort();
    const res = await runServer({ DATABASE_URL: `postgres://cemetery:s3cret-pw@127.0.0.1:${port}/cemetery`, PORT: String(port), LOG: 'off', HOST: '127.0.0.1' });
    expect(res.code).toBe(1);
    const lines = res.stderr.trim().split('\n');
    expect(lines).toEqual([
      `The server cannot start: the database at postgres://cemetery@127.0.0.1:${port}/cemetery is not reachable (connection refused: is PostgreSQL running there, on that port?). Check DATABASE_URL and that the database server is up.`,
    ]);
    expect(res.stderr).not.toContain('s3cret-pw');
    expect(res.stdout).toBe('');
  }, 90_000);

  it('names refused credentials, a missing database and a slow start in one line each; anything else keeps its detail', () => {
    const s = runtimeSettings({ DATABASE_URL: 'postgres://u:pw@db.example:5432/cem' });
    expect(startFailureLine(Object.assign(new Error('x'), { code: '28P01' }), s)).toBe(
      'The server cannot start: the database at postgres://u@db.example:5432/cem refused the user name or password of DATABASE_URL.',
    );
    expect(startFailureLine(Object.assign(new Error('x'), { code: '3D000' }), s)).toMatch(/does not exist; create it first/);
    // Node's AggregateError (several addresses of one host), each refused.
    const aggregate = Object.assign(new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' })], 'x'), {});
    expect(startFailureLine(aggregate, s)).toMatch(/is not reachable \(connection refused/);
    expect(startFailureLine(Object.assign(new Error('x'), { code: 'FST_ERR_HOOK_TIMEOUT' }), s)).toBe(
      'The server cannot start: its start-up work (schema checks) took longer than 300 s. On a slow or busy machine set START_TIMEOUT_MS higher (milliseconds).',
    );
    expect(startFailureLine(new TypeError('a bug'), s)).toBeUndefined();
  });
});

describe('start-up work on a loaded machine', () => {
  it('may take longer than Fastify’s 10 s default: an onReady hook 60 s long does not fail the start', async () => {
    const database = await openTestDatabase('start_timeout');
    await migrate(database, appConfig);
    const app = await buildApp({ database });
    let finish: (() => void) | undefined;
    // The last hook: as if the schema checks ran on a machine at load 25.
    app.addHook('onReady', () => new Promise<void>((resolve) => (finish = resolve)));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    let outcome = 'pending';
    const ready = app.ready().then(
      () => (outcome = 'ready'),
      (e: { code?: string }) => (outcome = String(e.code)),
    );
    try {
      while (!finish) await new Promise((r) => setImmediate(r));
      await vi.advanceTimersByTimeAsync(60_000);
      expect(outcome).toBe('pending');
      finish();
      await ready;
      expect(outcome).toBe('ready');
      expect(app.initialConfig.pluginTimeout).toBe(runtimeSettings({}).startTimeoutMs);
    } finally {
      vi.useRealTimers();
      await app.close();
      await closeTestDatabase(database);
    }
  });
});

describe('start-up work that is not the schema', () => {
  it('runs after ready, in the background: the server answers while it runs, and tests wait for its end', async () => {
    const database = await openTestDatabase('start_background');
    await migrate(database, appConfig);
    const app = await buildApp({ database });
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // As a backfill of a large database on a loaded machine: it ends when the test says.
    runAfterStart(app, 'held backfill', () => held, 'held backfill failed');
    try {
      await app.ready();
      expect(app.startupWork.pending()).toContain('held backfill');
      expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ status: 'ready', migrations: 'ok', database: 'ok' });
      release?.();
      await app.startupWork.settled();
      expect(app.startupWork.pending()).toEqual([]);
      expect(app.startupWork.outcome('held backfill')).toBe('done');
      // The parts' own jobs (terms, storage terms, old messages, yesterday's snapshot) ended too.
      for (const job of ['terms: backfilled', 'messages: old bodies keyed']) expect(app.startupWork.outcome(job)).toBe('done');
    } finally {
      release?.();
      await app.close();
      await closeTestDatabase(database);
    }
  });

  it('a job that fails is logged and leaves the server up', async () => {
    const database = await openTestDatabase('start_background_fail');
    await migrate(database, appConfig);
    const app = await buildApp({ database });
    runAfterStart(app, 'failing backfill', () => Promise.reject(new Error('disk full')), 'failing backfill failed');
    try {
      await app.ready();
      await app.startupWork.settled();
      expect(app.startupWork.outcome('failing backfill')).toBe('failed');
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await closeTestDatabase(database);
    }
  });
});
