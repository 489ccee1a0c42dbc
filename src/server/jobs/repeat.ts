/**
 * A job of the server run every `everyMs` (the reservation expiry, the day-before-burial
 * reminders, the rollup compaction, the maintenance vacuum), and at once unless `atStart` is
 * false. A failed run is logged and the next one tries again; a tick that comes while the last
 * run is still going (a long vacuum) is skipped, so runs of one job never overlap; the timer
 * never keeps the process alive, and a run in progress finishes before the database closes.
 */
import type { FastifyInstance } from 'fastify';

export const runEvery = (
  app: FastifyInstance,
  everyMs: number,
  run: () => Promise<unknown>,
  failure: string,
  { atStart = true }: { atStart?: boolean } = {},
): void => {
  let running: Promise<unknown> | undefined;
  const tick = (): void => {
    if (running) return;
    running = run()
      .catch((err: unknown) => app.log.error({ err }, failure))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  if (atStart) tick();
};
