/**
 * Graceful shutdown on SIGTERM and SIGINT (systemd, Docker, pm2, kill, Ctrl-C): stop taking
 * connections, let the requests in flight finish (up to the timeout, then cut what is left),
 * stop the jobs (reservation expiry, daily snapshots, rollup compaction: each one's onClose
 * waits for a run in progress), close the database (PGlite writes its data folder out), log
 * one line, exit 0. Further signals meanwhile change nothing: Ctrl-C under npm arrives twice
 * (from the terminal and forwarded by npm), and the timeout already bounds the wait.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

interface ShutdownResult {
  signal: string;
  ms: number;
  /** Requests that were running when the signal came. */
  inFlight: number;
  /** Connections still busy at the timeout, cut. */
  cut: boolean;
}

/** Requests being answered right now: counted from arrival until the response is done or abandoned. */
export const trackInFlight = (app: FastifyInstance): (() => number) => {
  let count = 0;
  app.addHook('onRequest', async (request) => {
    count++;
    request.raw.once('close', () => count--);
  });
  return () => count;
};

export const shutdownLine = (r: ShutdownResult): string =>
  `${r.signal}: stopped in ${(r.ms / 1000).toFixed(1)} s (${r.inFlight} request${r.inFlight === 1 ? '' : 's'} in flight ${r.cut ? 'cut at the timeout' : 'finished'}; jobs stopped; database closed).`;

export const installShutdown = (
  app: FastifyInstance,
  database: Database,
  opts: { timeoutMs: number; inFlight: () => number; onDone: (r: ShutdownResult) => void; onError: (e: unknown) => void },
): void => {
  let closing = false;
  let cut = false;
  const cutConnections = (): void => {
    cut = true;
    app.server.closeAllConnections();
  };
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    const inFlight = opts.inFlight();
    const timer = setTimeout(cutConnections, opts.timeoutMs);
    app
      .close()
      .then(() => {
        clearTimeout(timer);
        return database.close();
      })
      .then(() => opts.onDone({ signal, ms: Date.now() - started, inFlight, cut }), opts.onError);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
};
