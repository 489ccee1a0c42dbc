/**
 * Liveness and readiness for proxies, supervisors and monitors (docs/deployment.md):
 * - GET /healthz: the process is alive and serving: always 200 {"status":"ok"} while it runs.
 * - GET /readyz: ready for traffic: the migrations are done (the app finished starting), the
 *   database answers a trivial query within READY_TIMEOUT_MS, and the server is not shutting
 *   down. 200 {"status":"ready",...} or 503 {"status":"unavailable",...} saying which check failed.
 * JSON, never cached; no session needed, nothing about the data told.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

const READY_TIMEOUT_MS = 2_000;

type Check = 'ok' | 'failed' | 'pending';

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    work.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });

export const installHealth = (app: FastifyInstance): void => {
  let started = false;
  let closing = false;
  // Registered last by buildApp: the other parts' onReady (their schemas) ran before this one.
  app.addHook('onReady', async () => {
    started = true;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });

  const noStore = { 'cache-control': 'no-store' };

  app.get('/healthz', async (_request, reply) => reply.headers(noStore).send({ status: 'ok', uptime_s: Math.round(process.uptime()) }));

  app.get('/readyz', async (_request, reply) => {
    const migrations: Check = started ? 'ok' : 'pending';
    let database: Check = 'pending';
    if (started && !closing) {
      database = await withTimeout(sql`select 1`.execute(app.database.db), READY_TIMEOUT_MS).then(
        () => 'ok' as const,
        () => 'failed' as const,
      );
    }
    const ready = migrations === 'ok' && database === 'ok' && !closing;
    return reply
      .code(ready ? 200 : 503)
      .headers(noStore)
      .send({ status: ready ? 'ready' : closing ? 'closing' : 'unavailable', migrations, database });
  });
};
