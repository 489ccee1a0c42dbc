/**
 * The server: security headers, error envelopes, the request log, the feature plugins of the
 * other parts (src/server/features.ts), the generic data routes, health and readiness, and
 * the built browser app.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { MAX_BODY_BYTES } from '../protocol/wire';
import type { ResourcesConfig } from '../config/types';
import { appConfig } from '../instance';
import { systemClock } from './clock/clock';
import { HookRegistry } from './hooks/registry';
import type { Database } from './db/database';
import { bindConfig } from './db/handleFacts';
import { features } from './features';
import { installErrorHandler, sendError } from './http/errorHandler';
import { ApiError } from './http/errors';
import { installHealth } from './http/health';
import { installJsonBody } from './http/jsonBody';
import { RequestLog } from './http/requestLog';
import { installSecurityHeaders } from './http/securityHeaders';
import { installStatic } from './http/static';
import { dataRoutes } from './routes/plugin';
import { DEFAULT_START_TIMEOUT_MS } from './runtime/settings';
import { installStartupWork } from './jobs/startup';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    resources: ResourcesConfig;
    /** Listening on an interface other machines reach: demo accounts must change their password first. */
    reachableFromNetwork: boolean;
  }
}

interface BuildAppOptions {
  database: Database;
  config?: ResourcesConfig;
  logger?: boolean;
  /** pino's level when logging (LOG_LEVEL); info by default. */
  logLevel?: string;
  /** Where log lines go when logging: stdout unless given (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** See FastifyInstance.reachableFromNetwork; false (tests, loopback) by default. */
  reachableFromNetwork?: boolean;
  /** The built browser app (dist/); omitted in API-only tests. */
  staticDir?: string;
  /** Where work order photos are stored; undefined: in the database (docs/work.md, "Photos"). */
  photoDir?: string;
  /**
   * Trust X-Forwarded-* (behind a reverse proxy): client address and https detection. A number
   * is how many proxies are in front (true: one); the client address is the one the outermost
   * trusted proxy saw, so a client cannot choose it by writing its own X-Forwarded-For.
   */
  trustProxy?: boolean | number;
  /** How long the start-up work (plugins and onReady hooks) may take; DEFAULT_START_TIMEOUT_MS unless given. */
  startTimeoutMs?: number;
}

/** Hop 0 is the socket's peer; the addresses before it in X-Forwarded-For are believed up to the last trusted proxy's. */
const proxyTrust = (trust: boolean | number | undefined): FastifyServerOptions['trustProxy'] => {
  const hops = trust === true ? 1 : Number(trust ?? 0);
  return hops > 0 ? (_address: string, hop: number) => hop < hops : false;
};

export const buildApp = async (opts: BuildAppOptions): Promise<FastifyInstance> => {
  const serverOptions: FastifyServerOptions = {
    logger: opts.logger ? { level: opts.logLevel ?? 'info', ...(opts.logStream ? { stream: opts.logStream } : {}) } : false,
    // One line per request, quieter for the unread polls and health checks.
    logController: new RequestLog(),
    bodyLimit: MAX_BODY_BYTES,
    // The schema checks of the onReady hooks may take long on a loaded machine (backfills run after ready: ./jobs/startup.ts).
    pluginTimeout: opts.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS,
    trustProxy: proxyTrust(opts.trustProxy),
    // The legacy server matched paths case-insensitively (User_Reg/pwd_login, user_reg/get_user_info).
    routerOptions: { caseSensitive: false },
    // A URL the router cannot decode gets the same envelope as every other refusal.
    frameworkErrors: (_error, request, reply) => sendError(reply, request, new ApiError('bad_request', 400)),
  };
  const app = Fastify(serverOptions);
  const config = opts.config ?? appConfig;
  // The operation log redacts by the app's own config (src/server/db/handleFacts.ts).
  bindConfig(opts.database.db, config);
  app.decorate('database', opts.database);
  app.decorate('resources', config);
  app.decorate('hooks', new HookRegistry());
  app.decorate('clock', systemClock);
  app.decorate('reachableFromNetwork', opts.reachableFromNetwork ?? false);
  app.decorate('photoDir', opts.photoDir);
  installSecurityHeaders(app);
  installErrorHandler(app);
  installJsonBody(app);
  // Start-up work other than the schema runs after ready, in the background (./jobs/startup.ts).
  installStartupWork(app);
  for (const feature of features) await app.register(feature);
  await app.register(dataRoutes);
  // After the parts: its onReady (ready for traffic) runs once theirs (their schemas) are done.
  installHealth(app);
  await installStatic(app, opts.staticDir);
  return app;
};
