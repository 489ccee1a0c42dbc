/**
 * Start-up work that is not the schema (issue 26 item 12): backfills, the take-back of imports a
 * stopped server left half done, the messages keyed after the fact, yesterday's statistics
 * snapshot, a rebuild of the rollups. Each may take long on a large database or a loaded
 * machine, and none is needed before the first request: run inside `onReady` they delayed the
 * start past Fastify's plugin timeout (the process exited). So they start once the app is ready,
 * in the background, as the repeated jobs do (./repeat.ts runEvery): starting never waits on
 * them, the server answers meanwhile, a failure is logged and does not stop the server, and a job
 * in progress finishes before the database closes.
 *
 * `app.startupWork.settled()` resolves when every job started so far has ended: tests wait on it
 * (never on a sleep), and so does anything that must see the backfilled data.
 */
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    startupWork: StartupWork;
  }
}

export class StartupWork {
  private readonly running = new Map<string, Promise<unknown>>();
  private readonly finished = new Map<string, 'done' | 'failed'>();

  /** Start `run` now, without waiting for it. */
  start(name: string, run: () => Promise<unknown>, onFailure: (err: unknown) => void): void {
    const job = Promise.resolve()
      .then(run)
      .then(
        () => this.finished.set(name, 'done'),
        (err: unknown) => {
          this.finished.set(name, 'failed');
          onFailure(err);
        },
      )
      .finally(() => this.running.delete(name));
    this.running.set(name, job);
  }

  /** The jobs still running, by name. */
  pending(): string[] {
    return [...this.running.keys()];
  }

  /** How a job ended; undefined while it runs or when it never started. */
  outcome(name: string): 'done' | 'failed' | undefined {
    return this.finished.get(name);
  }

  /** Resolves when every job started so far (and any they started) has ended; never rejects. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running.values());
  }
}

/** Decorates `app.startupWork`; buildApp calls it before the feature plugins. */
export const installStartupWork = (app: FastifyInstance): void => {
  const work = new StartupWork();
  app.decorate('startupWork', work);
  app.addHook('onClose', () => work.settled());
};

/**
 * Run `run` once the app is ready, in the background (after the onReady hooks registered before
 * this call: a plugin's schema first, then its job). `failure` is the log line when it fails.
 */
export const runAfterStart = (app: FastifyInstance, name: string, run: () => Promise<unknown>, failure: string): void => {
  app.addHook('onReady', async () => {
    app.startupWork.start(name, run, (err) => app.log.error({ err }, failure));
  });
};
